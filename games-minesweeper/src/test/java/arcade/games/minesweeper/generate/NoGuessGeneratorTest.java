package arcade.games.minesweeper.generate;

import arcade.games.minesweeper.ai.DeductionSolver;
import arcade.games.minesweeper.model.FirstClick;
import arcade.games.minesweeper.model.Game;
import arcade.games.minesweeper.model.MinesMove;
import arcade.games.minesweeper.model.MinesParams;
import arcade.games.minesweeper.model.MinesRules;
import arcade.games.minesweeper.model.MinesState;
import arcade.games.minesweeper.tools.GameTable;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class NoGuessGeneratorTest {
    private static final MinesParams SMALL = new MinesParams(9, 9, 10, FirstClick.ZERO, true);
    private static final MinesParams DENSE = new MinesParams(8, 8, 14, FirstClick.ZERO, true);

    @Test void generatedBoardsAreClearedByDeductionAloneFromTheFirstClick() {
        for (MinesParams p : new MinesParams[]{SMALL, DENSE}) {
            for (long seed = 1; seed <= 15; seed++) {
                int click = (int) (seed % p.cells());
                NoGuessGenerator.Result r = NoGuessGenerator.generate(p, seed, click);
                assertThat(r.noGuess()).isTrue();
                Game g = new Game(MinesState.fresh(p, seed), s -> r.layout());
                GameTable t = new GameTable(g);
                t.reveal(click % p.width(), click / p.width());
                assertThat(DeductionSolver.play(t)).as("%s seed %d", p.text(), seed).isTrue();
                assertThat(g.state().won()).isTrue();
            }
        }
    }

    @Test void theSameSeedAndClickGiveTheSameBoard() {
        for (long seed = 1; seed <= 5; seed++) {
            assertThat(NoGuessGenerator.generate(DENSE, seed, 20)).isEqualTo(NoGuessGenerator.generate(DENSE, seed, 20));
        }
        assertThat(NoGuessGenerator.generate(DENSE, 1, 20).layout()).isNotEqualTo(NoGuessGenerator.generate(DENSE, 2, 20).layout());
    }

    @Test void denseBoardsTakeMoreThanOneTryAndUniformBoardsOftenNeedAGuess() {
        // the check has teeth: many uniform layouts of the dense board are not cleared by deduction
        int stuck = 0;
        MinesParams uniform = DENSE.withNoGuess(false);
        for (long seed = 1; seed <= 40; seed++) {
            MinesState s = MinesRules.INSTANCE.apply(MinesState.fresh(uniform, seed), MinesMove.reveal(3, 3));
            if (!NoGuessGenerator.solvableByDeduction(uniform, MinesRules.INSTANCE.layoutFor(s), 3 * 8 + 3)) stuck++;
        }
        assertThat(stuck).isGreaterThan(5);
    }

    @Test void aNoGuessGameLaysTheGeneratedBoardAsItsChanceStep() {
        MinesState s = MinesRules.INSTANCE.apply(MinesState.fresh(SMALL, 7), MinesMove.reveal(4, 4));
        String layout = NoGuessGenerator.layoutFor(s);
        assertThat(layout).isEqualTo(NoGuessGenerator.generate(SMALL, 7, 40).layout());
        assertThat(MinesRules.INSTANCE.applyChance(s, layout).layoutText()).isEqualTo(layout);
        MinesState plain = MinesRules.INSTANCE.apply(MinesState.fresh(SMALL.withNoGuess(false), 7), MinesMove.reveal(4, 4));
        assertThat(NoGuessGenerator.layoutFor(plain)).isEqualTo(MinesRules.INSTANCE.layoutFor(plain));
    }

    @Test void denseLargeBoardsAreRepairedIntoNoGuessBoards() {
        MinesParams p = new MinesParams(20, 20, 100, FirstClick.ZERO, true);
        for (long seed = 1; seed <= 3; seed++) {
            int click = 5 * 20 + 5;
            NoGuessGenerator.Result r = NoGuessGenerator.generate(p, seed, click);
            assertThat(r.noGuess()).as("seed %d", seed).isTrue();
            assertThat(NoGuessGenerator.solvableByDeduction(p, r.layout(), click)).isTrue();
            assertThat(arcade.games.minesweeper.model.Layout.decode(r.layout(), p).get(click)).isFalse();
        }
    }
}
