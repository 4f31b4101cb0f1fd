package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.Game;
import arcade.games.minesweeper.model.MinesParams;
import arcade.games.minesweeper.tools.GameTable;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SolversPlayTest {

    @Test void theStrongSolverWinsMostBeginnerGames() {
        int wins = 0;
        for (long seed = 1; seed <= 60; seed++) if (StrongSolver.play(new GameTable(Game.seeded(MinesParams.BEGINNER, seed)))) wins++;
        assertThat(wins).isGreaterThanOrEqualTo(52); // ≈97 % expected; 52/60 is far below
    }

    @Test void theThesisSolverPlaysGamesToTheEnd() {
        int wins = 0;
        for (long seed = 1; seed <= 40; seed++) {
            Game g = Game.seeded(MinesParams.BEGINNER8, seed);
            if (ThesisSolver.play(new GameTable(g))) wins++;
            assertThat(g.playing()).isFalse();
        }
        assertThat(wins).isGreaterThanOrEqualTo(28);
    }

    @Test void theHintNeverPointsAtAKnownMineAndOpensCertainCellsFirst() {
        var v = Boards.view(5, "001##", "112##", "#####", "#####", "#####");
        var actions = StrongSolver.decide(v);
        assertThat(actions).extracting(Action::x, Action::y).containsExactly(org.assertj.core.groups.Tuple.tuple(2, 2));
        assertThat(actions.get(0).isGuess()).isFalse();
    }
}
