package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.FirstClick;
import arcade.games.minesweeper.model.Game;
import arcade.games.minesweeper.model.MinesParams;
import arcade.games.minesweeper.model.PlayerBoard;
import arcade.games.minesweeper.tools.GameTable;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The deep strength: the same moves from the same seed, and never a cell the counts prove a mine. */
class DeepStrengthTest {
    /** Intermediate density on a small board: guesses come often, games stay short. */
    private static final MinesParams BOARD = new MinesParams(12, 12, 26, FirstClick.ZERO);

    /** Plays a seeded game at the deep strength, checking every move against the exact probabilities; returns the moves. */
    private static List<String> playChecked(long seed, int[] guesses) {
        GameTable t = new GameTable(Game.seeded(BOARD, seed));
        GameMemory memory = new GameMemory(false, Strength.DEEP);
        List<String> moves = new ArrayList<>();
        while (t.playing()) {
            PlayerBoard v = t.look();
            List<Action> actions = StrongSolver.decide(v, FirstClick.ZERO, true, memory);
            if (actions.isEmpty()) break;
            if (v.revealed() > 0) {
                Probabilities p = ProbabilityEngine.compute(v);
                boolean safeExists = false;
                for (int c = 0; c < v.cells(); c++) if (v.isUnknown(c) && p.isSafe(c)) safeExists = true;
                for (Action a : actions) {
                    int c = v.grid().index(a.x(), a.y());
                    if (a.kind() == Action.Kind.FLAG) {
                        assertThat(p.isMine(c)).as("flag at %d,%d is a certain mine", a.x(), a.y()).isTrue();
                        continue;
                    }
                    assertThat(p.isMine(c)).as("reveal at %d,%d is not a certain mine", a.x(), a.y()).isFalse();
                    if (safeExists) assertThat(p.isSafe(c)).as("a safe cell exists, so %d,%d must be safe", a.x(), a.y()).isTrue();
                    else guesses[0]++;
                }
            }
            for (Action a : actions) {
                if (!t.playing()) break;
                if (!t.isUnknown(a.x(), a.y())) continue;
                moves.add(a.kind() + " " + a.x() + "," + a.y());
                if (a.kind() == Action.Kind.FLAG) t.flag(a.x(), a.y()); else t.reveal(a.x(), a.y());
            }
        }
        return moves;
    }

    @Test void deepPlaysTheSameMovesTwiceFromASeed() {
        int[] guesses = {0};
        for (long seed = 1; seed <= 4; seed++) {
            List<String> first = playChecked(seed, guesses), again = playChecked(seed, guesses);
            assertThat(again).isEqualTo(first);
            assertThat(first).isNotEmpty();
        }
    }

    @Test void deepNeverRevealsAProvenMineAndGuessesOnlyWhenNothingIsSafe() {
        int[] guesses = {0};
        for (long seed = 10; seed <= 30; seed++) playChecked(seed, guesses);
        assertThat(guesses[0]).as("the games needed guesses, so the guess rule was exercised").isGreaterThan(10);
    }

    @Test void deepWinsGamesThroughThePublicEntryPoint() {
        int wins = 0;
        for (long seed = 1; seed <= 20; seed++)
            if (StrongSolver.play(new GameTable(Game.seeded(MinesParams.BEGINNER, seed)), FirstClick.ZERO, true, Strength.DEEP)) wins++;
        assertThat(wins).isGreaterThanOrEqualTo(15);
    }

    @Test void strengthNamesParseInAnyCaseAndOthersAreRefused() {
        assertThat(Strength.parse("Deep")).isEqualTo(Strength.DEEP);
        assertThat(Strength.parse(" normal ")).isEqualTo(Strength.NORMAL);
        assertThat(Strength.parse("harder")).isNull();
        assertThat(Strength.parse(null)).isNull();
    }
}
