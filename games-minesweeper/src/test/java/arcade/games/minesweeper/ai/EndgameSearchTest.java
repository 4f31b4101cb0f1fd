package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.FirstClick;
import arcade.games.minesweeper.model.Game;
import arcade.games.minesweeper.model.MinesParams;
import arcade.games.minesweeper.model.PlayerBoard;
import arcade.games.minesweeper.tools.GameTable;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class EndgameSearchTest {
    /** Two hidden cells in the corner, one mine between them, every number alike either way: a coin toss. */
    @Test void aTrueFiftyFiftyIsWonHalfTheTime() {
        PlayerBoard v = Boards.view(3,
                "##F20",
                "13F20",
                "01110",
                "00000",
                "00000");
        EndgameSearch.Guess g = EndgameSearch.best(v);
        assertThat(g).isNotNull();
        assertThat(g.winChance()).isCloseTo(0.5, within(1e-12));
        assertThat(g.cell()).isIn(0, 1);
    }

    /**
     * Three hidden cells in a row under flags, one mine among them: opening the middle one (safe 2
     * times in 3) shows a number that cannot tell the ends apart, so it wins 1/3; opening an end
     * (also safe 2 times in 3) shows whether the mine is next to it, winning 2/3.
     */
    @Test void theSearchPrefersTheGuessThatAlsoInforms() {
        PlayerBoard v = Boards.view(6,
                "###F2",
                "FFFF2",
                "23321",
                "00000",
                "00000");
        List<Action> d = StrongSolver.decide(v, FirstClick.ZERO, true);
        EndgameSearch.Guess g = EndgameSearch.best(v);
        assertThat(g).isNotNull();
        assertThat(g.winChance()).isCloseTo(2.0 / 3, within(1e-12));
        assertThat(g.cell()).isIn(0, 2);
        assertThat(d).hasSize(1);
        assertThat(d.get(0).x()).isIn(0, 2);
        assertThat(d.get(0).reason()).contains("wins most often");
    }

    @Test void theWinChanceNeverExceedsTheChanceOfSurvivingTheGuess() {
        int searched = 0;
        for (long seed = 1; seed <= 300 && searched < 15; seed++) {
            Game game = Game.seeded(new MinesParams(8, 8, 12, FirstClick.ZERO), seed);
            GameTable t = new GameTable(game);
            while (t.playing()) {
                PlayerBoard v = t.look();
                List<Action> a = StrongSolver.decide(v, FirstClick.ZERO, false);
                if (a.isEmpty()) break;
                if (a.size() == 1 && a.get(0).isGuess() && v.revealed() > 0) {
                    EndgameSearch.Guess g = EndgameSearch.best(v);
                    if (g != null) {
                        searched++;
                        double p = ProbabilityEngine.compute(v).at(g.cell());
                        assertThat(g.winChance()).isLessThanOrEqualTo(1 - p + 1e-9).isGreaterThan(0);
                    }
                }
                Action x = a.get(0);
                if (x.kind() == Action.Kind.FLAG) t.flag(x.x(), x.y()); else t.reveal(x.x(), x.y());
            }
        }
        assertThat(searched).isGreaterThan(3);
    }
}
