package arcade.games.capuzzle.editor;

import arcade.api.model.GameId;
import arcade.games.capuzzle.game.CaDefinition;
import arcade.games.capuzzle.model.AutomatonFormatException;
import arcade.games.capuzzle.model.CaState;
import arcade.games.capuzzle.model.Kind;
import arcade.games.capuzzle.model.Rule;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

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
        CaState s = CaDefinition.INSTANCE.initialState(CaDefinition.customGame(back.automaton(), 8, 6, false, true, new int[]{0, 1, 2, 0, 1, 2, 0, 1}));
        assertThat(s.puzzle().automaton().colours().get(2)).isEqualTo("#123456");
        assertThat(CaDefinition.INSTANCE.initialState(GameId.parse(CaDefinition.customGame(back.automaton(), 8, 6, false, true,
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
}
