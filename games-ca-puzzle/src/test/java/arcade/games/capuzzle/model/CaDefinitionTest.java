package arcade.games.capuzzle.model;

import arcade.api.model.GameId;
import arcade.api.model.Measure;
import arcade.api.model.ParamsException;
import arcade.games.capuzzle.automaton.Automaton;
import arcade.games.capuzzle.automaton.Kind;
import arcade.games.capuzzle.automaton.Puzzle;
import arcade.games.capuzzle.model.CaState;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Checklist 4, 7, 8, 10: board, reveals, initial rows, score as the statistic. */
class CaDefinitionTest {
    private final CaDefinition def = CaDefinition.INSTANCE;

    @Test void aCyclicBoardRevealsOnlyTheBottomRow() {
        CaState s = def.initialState(GameId.seeded("rule110-12x7-cyclic", 3));
        for (int t = 0; t < 7; t++) for (int i = 0; i < 12; i++) assertThat(s.isRevealed(t, i)).isEqualTo(t == 6);
        assertThat(s.board().displayWidth()).isEqualTo(12);
    }

    @Test void randomInitialRowsUseEveryStateAndFollowTheSeed() {
        Set<Integer> seen = new HashSet<>();
        Puzzle p = def.puzzle(GameId.seeded("sum10-60x2-flat", 11));
        for (int v : p.row(0)) seen.add(v);
        assertThat(seen).hasSize(10);
        assertThat(def.puzzle(GameId.seeded("sum10-60x2-flat", 11))).isEqualTo(p);
        assertThat(def.puzzle(GameId.seeded("sum10-60x2-flat", 12))).isNotEqualTo(p);
    }

    @Test void aPictureAutomatonStartsFromItsOwnRowAndBoard() {
        LibraryEntry pic = Library.all().stream().filter(e -> e.automaton().kind() == Kind.PICTURE).findFirst().orElseThrow();
        var setup = pic.automaton().picture();
        String params = pic.id() + "-" + setup.width() + "x" + setup.generations() + "-" + (setup.cyclic() ? "cyclic" : "flat");
        Puzzle p = def.puzzle(GameId.seeded(params, 1));
        assertThat(p.row(0)).isEqualTo(setup.initialRows().get(0));
        assertThatThrownBy(() -> def.params().normalize(pic.id() + "-10x10-flat")).isInstanceOf(ParamsException.class)
                .hasMessageContaining("its own");
    }

    @Test void anOwnAutomatonTravelsInTheGameId() {
        Automaton a = Automaton.of(Kind.COMMON, 3, (l, c, r) -> (l + r) % 3, "mine");
        GameId id = CaDefinition.customGame(a, 9, 6, false, Mode.FAIR, new int[]{0, 1, 2, 0, 1, 2, 0, 1, 2});
        Puzzle p = def.puzzle(GameId.parse(id.toString()));
        assertThat(p.automaton()).isEqualTo(a);
        assertThat(p.row(0)).containsExactly(0, 1, 2, 0, 1, 2, 0, 1, 2);
        assertThatThrownBy(() -> def.puzzle(GameId.described("custom-9x6-flat", "ccell.%%%.000"))).isInstanceOf(ParamsException.class)
                .hasMessage("the automaton in the game description is damaged");
    }

    @Test void scoreIsWhatTheStatisticsMeasure() {
        assertThat(def.measures()).containsExactly(Measure.SCORE);
        assertThat(def.describeParams("rule30-10x10-flat-fair")).isEqualTo("Rule 30, 10×10, fair");
        assertThat(def.params().describeText("rule184-30x20-cyclic")).isEqualTo("Rule 184, 30×20 cyclic, as in the thesis");
        assertThat(def.describeParams("diff4-14x12-flat-hard")).isEqualTo("Difference of 4, 14×12, Hard");
    }
}
