package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.FirstClick;
import arcade.games.minesweeper.model.Game;
import arcade.games.minesweeper.model.MinesParams;
import arcade.games.minesweeper.model.PlayerBoard;
import arcade.games.minesweeper.tools.GameTable;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SolversPlayTest {

    @Test void theStrongSolverWinsMostBeginnerGames() {
        int wins = 0;
        for (long seed = 1; seed <= 60; seed++) if (StrongSolver.play(new GameTable(Game.seeded(MinesParams.BEGINNER, seed)))) wins++;
        assertThat(wins).isGreaterThanOrEqualTo(52); // ≈97 % expected; 52/60 is far below
    }

    @Test void theFirstClickIsNearACornerUnderTheZeroRuleAndInTheCornerOtherwise() {
        assertThat(StrongSolver.opening(blank(9, 9), FirstClick.ZERO)).containsExactly(2, 2);
        assertThat(StrongSolver.opening(blank(16, 16), FirstClick.ZERO)).containsExactly(2, 2);
        assertThat(StrongSolver.opening(blank(20, 10), FirstClick.ZERO)).containsExactly(3, 2);
        assertThat(StrongSolver.opening(blank(10, 20), FirstClick.ZERO)).containsExactly(2, 3);
        assertThat(StrongSolver.opening(blank(30, 16), FirstClick.ZERO)).containsExactly(3, 3);
        assertThat(StrongSolver.opening(blank(16, 30), FirstClick.ZERO)).containsExactly(3, 3);
        assertThat(StrongSolver.opening(blank(30, 16), FirstClick.SAFE)).containsExactly(0, 0);
        var first = StrongSolver.decide(blank(30, 16), FirstClick.ZERO);
        assertThat(first).extracting(Action::x, Action::y).containsExactly(org.assertj.core.groups.Tuple.tuple(3, 3));
    }

    private static PlayerBoard blank(int width, int height) {
        byte[] cells = new byte[width * height];
        java.util.Arrays.fill(cells, PlayerBoard.HIDDEN);
        return new PlayerBoard(width, height, 10, cells);
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
