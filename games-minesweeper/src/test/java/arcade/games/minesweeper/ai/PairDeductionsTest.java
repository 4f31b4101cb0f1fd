package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.FirstClick;
import arcade.games.minesweeper.model.Game;
import arcade.games.minesweeper.model.MinesParams;
import arcade.games.minesweeper.model.PlayerBoard;
import arcade.games.minesweeper.tools.GameTable;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class PairDeductionsTest {
    /**
     * Along real games: whenever the one-number rules are stuck, every move the two-number rule
     * makes is certain by exact counting, and the hint's words for every certain move name its rule.
     */
    @Test void twoNumberMovesAreCertainAndEveryDeductionIsNamed() {
        int pairMoves = 0, countedMoves = 0;
        for (long seed = 1; seed <= 40; seed++) {
            GameTable t = new GameTable(Game.seeded(new MinesParams(16, 16, 40, FirstClick.ZERO), seed));
            while (t.playing()) {
                PlayerBoard v = t.look();
                List<Action> a = StrongSolver.decide(v, FirstClick.ZERO);
                if (a.isEmpty()) break;
                if (v.revealed() > 0 && SimpleDeductions.find(v).isEmpty()) {
                    List<Action> pairs = PairDeductions.find(v);
                    Probabilities p = ProbabilityEngine.compute(v);
                    for (Action x : pairs) {
                        double q = p.at(x.x(), x.y());
                        if (x.kind() == Action.Kind.FLAG) assertThat(q).isGreaterThan(1 - 1e-9); else assertThat(q).isLessThan(1e-9);
                        assertThat(x.reason()).containsPattern("the \\d at column \\d+, row \\d+ .*the \\d at column \\d+, row \\d+");
                        pairMoves++;
                    }
                    if (pairs.isEmpty() && !a.get(0).isGuess()) {
                        assertThat(a.get(0).reason()).doesNotContain("arrangement of the mines that fits").containsAnyOf("numbers linked to it", "mine counter", "counter shows");
                        countedMoves++;
                    }
                }
                Action x = a.get(0);
                if (x.kind() == Action.Kind.FLAG) t.flag(x.x(), x.y()); else t.reveal(x.x(), x.y());
            }
        }
        assertThat(pairMoves).isGreaterThan(20);
        assertThat(countedMoves).isGreaterThan(0);
    }

    /** A 1 whose only two hidden cells both touch a neighbouring 1: that 1's third cell is safe. */
    @Test void aOneInsideAOneFreesTheRest() {
        PlayerBoard v = Boards.view(2,
                "####",
                "11##",
                "0000",
                "0000");
        List<Action> a = PairDeductions.find(v);
        assertThat(a).extracting(Action::x, Action::y).contains(org.assertj.core.groups.Tuple.tuple(2, 0));
        assertThat(a.get(0).reason()).contains("the 1 at column 1, row 2 and the 1 at column 2, row 2 share hidden cells").contains("subset rule");
    }
}
