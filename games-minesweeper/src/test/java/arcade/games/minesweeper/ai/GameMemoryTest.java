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

/** What the strong player remembers between moves must give the answers it would get afresh. */
class GameMemoryTest {
    @Test void rememberedComponentsAndEndgameSearchesGiveTheFreshAnswers() {
        int reused = 0, compared = 0;
        for (long seed = 1; seed <= 25; seed++) {
            GameTable t = new GameTable(Game.seeded(new MinesParams(9, 9, 14, FirstClick.ZERO), seed));
            GameMemory memory = new GameMemory(false);
            while (t.playing()) {
                PlayerBoard v = t.look();
                if (v.revealed() > 0) {
                    Probabilities remembered = ProbabilityEngine.compute(v, memory.components);
                    Probabilities fresh = ProbabilityEngine.compute(v);
                    for (int c = 0; c < v.cells(); c++) if (v.isUnknown(c)) assertThat(remembered.at(c)).isCloseTo(fresh.at(c), within(1e-12));
                    compared++;
                    EndgameSearch.Guess afresh = EndgameSearch.best(v);
                    if (afresh != null && fresh.exact() && DeductionSolver.certain(v, fresh).isEmpty()) {
                        EndgameSearch.Guess kept = memory.endgame(v);
                        assertThat(kept).isNotNull();
                        assertThat(kept.winChance()).isCloseTo(afresh.winChance(), within(1e-12));
                        reused++;
                    }
                }
                List<Action> a = StrongSolver.decide(v, FirstClick.ZERO, true, memory);
                if (a.isEmpty()) break;
                Action x = a.get(0);
                if (x.kind() == Action.Kind.FLAG) t.flag(x.x(), x.y()); else t.reveal(x.x(), x.y());
            }
        }
        assertThat(compared).isGreaterThan(25);
        assertThat(reused).isGreaterThan(3);
    }
}
