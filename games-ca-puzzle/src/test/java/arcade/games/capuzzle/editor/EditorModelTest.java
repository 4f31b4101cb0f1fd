package arcade.games.capuzzle.editor;

import arcade.api.model.GameId;
import arcade.games.capuzzle.automaton.AutomatonFormatException;
import arcade.games.capuzzle.automaton.Kind;
import arcade.games.capuzzle.automaton.Rule;
import arcade.games.capuzzle.model.CaDefinition;
import arcade.games.capuzzle.model.Mode;
import arcade.games.capuzzle.model.CaState;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Checklist 20: new automaton, edits, save, and the saved file is playable at once. */
class EditorModelTest {

    @Test void aNewTotalisticAutomatonIsEditedSavedAndPlayable() throws AutomatonFormatException {
        EditorModel m = EditorModel.newAutomaton(Kind.TOTALISTIC, 3);
        assertThat(m.rows()).hasSize(10).allMatch(r -> r.result() == 0);
        m.cycleResult(2, 0, 1, +1);
        assertThat(m.automaton().apply(1, 2, 0)).as("all permutations change together").isEqualTo(1);
        m.cycleResult(0, 1, 2, -1);
        assertThat(m.automaton().apply(2, 1, 0)).isZero();
        m.cycleResult(0, 0, 0, -1);
        assertThat(m.automaton().apply(0, 0, 0)).isEqualTo(2);
        m.setColour(2, "#123456");
        m.setDescription("mine");
        assertThat(m.isDirty()).isTrue();
        String text = m.save();
        assertThat(m.isDirty()).isFalse();
        EditorModel back = EditorModel.open("mine.tcell", text);
        assertThat(back.automaton()).isEqualTo(m.automaton());
        CaState s = CaDefinition.INSTANCE.initialState(CaDefinition.customGame(back.automaton(), 8, 6, false, Mode.FAIR, new int[]{0, 1, 2, 0, 1, 2, 0, 1}));
        assertThat(s.puzzle().automaton().colours().get(2)).isEqualTo("#123456");
        assertThat(CaDefinition.INSTANCE.initialState(GameId.parse(CaDefinition.customGame(back.automaton(), 8, 6, false, Mode.FAIR,
                new int[]{0, 1, 2, 0, 1, 2, 0, 1}).toString()))).isEqualTo(s);
    }

    @Test void aPictureRuleCyclesThroughUndefinedAndTheInitialRowCanChange() {
        EditorModel m = EditorModel.newAutomaton(Kind.PICTURE, 2);
        assertThat(m.rows()).hasSize(8).allMatch(r -> r.result() == Rule.UNDEFINED);
        m.cycleResult(1, 1, 1, +1);
        assertThat(m.automaton().result(1, 1, 1)).isZero();
        m.cycleResult(1, 1, 1, +1);
        assertThat(m.automaton().result(1, 1, 1)).isEqualTo(1);
        m.cycleResult(1, 1, 1, +1);
        assertThat(m.automaton().isDefined(1, 1, 1)).isFalse();
        m.cycleInitialCell(4, +1);
        assertThat(m.automaton().picture().initialRows().get(0)[4]).isEqualTo(1);
    }

    @Test void aFormulaFillsEveryResultModuloTheStates() {
        EditorModel m = EditorModel.newAutomaton(Kind.TOTALISTIC, 3);
        m.fillFromFormula("(l + c + r) % n");
        assertThat(m.automaton().apply(1, 2, 2)).isEqualTo(2);
        assertThat(m.automaton().apply(2, 2, 2)).isZero();
        EditorModel diff = EditorModel.newAutomaton(Kind.COMMON, 4);
        diff.fillFromFormula("abs(l - r) + max(c, 1, 0) * 0 - 5");
        assertThat(diff.automaton().apply(3, 0, 1)).as("(2 − 5) mod 4").isEqualTo(1);
        EditorModel picture = EditorModel.newAutomaton(Kind.PICTURE, 2);
        picture.fillFromFormula("min(l, c, r)");
        assertThat(picture.rows()).allMatch(r -> r.result() == Math.min(r.l(), Math.min(r.c(), r.r())));
    }

    @Test void aRefusedFormulaSaysWhyInPlainWordsAndChangesNothing() {
        EditorModel m = EditorModel.newAutomaton(Kind.TOTALISTIC, 3);
        m.save();
        var before = m.automaton();
        assertThatThrownBy(() -> m.fillFromFormula("l - r")).hasMessageContaining("cannot depend on the order");
        assertThatThrownBy(() -> m.fillFromFormula("l + x")).hasMessage("The formula has the unknown name “x” (use l, c, r, n, min, max, abs) at character 5.");
        assertThatThrownBy(() -> m.fillFromFormula("(l + c")).hasMessageContaining("missing “)”");
        assertThatThrownBy(() -> m.fillFromFormula("n / l")).hasMessage("The formula divides by zero for some neighbours.");
        assertThat(m.automaton()).isSameAs(before);
        assertThat(m.isDirty()).isFalse();
    }

    @Test void aWolframNumberOrTotalisticCodeSetsEveryResult() {
        EditorModel m = EditorModel.newAutomaton(Kind.COMMON, 2);
        m.importRuleNumber("110");
        for (int l = 0; l < 2; l++) for (int c = 0; c < 2; c++) for (int r = 0; r < 2; r++)
            assertThat(m.automaton().apply(l, c, r)).isEqualTo(arcade.games.capuzzle.automaton.Automaton.wolfram(110, "").apply(l, c, r));
        assertThatThrownBy(() -> m.importRuleNumber("256")).hasMessage("With 2 states a rule number goes from 0 to 255.");
        assertThatThrownBy(() -> m.importRuleNumber("thirty")).hasMessageContaining("whole number");
        EditorModel t = EditorModel.newAutomaton(Kind.TOTALISTIC, 3);
        t.importRuleNumber("777");   // base 3: 1001210, digit at l + c + r
        assertThat(t.automaton().apply(0, 0, 0)).isZero();
        assertThat(t.automaton().apply(0, 0, 1)).isEqualTo(1);
        assertThat(t.automaton().apply(0, 1, 1)).isEqualTo(2);
        assertThat(t.automaton().apply(2, 2, 2)).isEqualTo(1);
        assertThat(t.ruleNumber()).contains("777");
        assertThat(m.ruleNumber()).contains("110");
        t.cycleResult(0, 1, 2, +1);   // sum 3 now gives two different results
        assertThat(t.ruleNumber()).isEmpty();
        assertThat(EditorModel.newAutomaton(Kind.PICTURE, 2).ruleNumber()).isEmpty();
    }
}
