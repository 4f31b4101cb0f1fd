package arcade.games.shannon.ai;

import arcade.api.session.Rng;
import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.ShannonRules;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The longest defence against a plain recursive search without memo, and the winner against minimax. */
class LongestDefenceTest {

    /** {moverWins, length}: the winner ends as fast as it can, the loser drags it out. */
    private static int[] brute(ShannonState s) {
        if (s.isOver()) return new int[] {0, 0};
        int fastestWin = Integer.MAX_VALUE, slowestLoss = -1;
        for (int e : s.freeEdges()) {
            ShannonState n = s.play(e);
            int[] v = n.isOver() ? new int[] {n.winner().get() == s.toMove() ? 0 : 1, 0} : brute(n);
            if (v[0] == 0) fastestWin = Math.min(fastestWin, 1 + v[1]); else slowestLoss = Math.max(slowestLoss, 1 + v[1]);
        }
        return fastestWin != Integer.MAX_VALUE ? new int[] {1, fastestWin} : new int[] {0, slowestLoss};
    }

    @Test void theChosenMoveHoldsOutAsLongAsAnyMoveCanInEveryLostPosition() {
        Rng rng = new Rng(31);
        int lost = 0;
        for (int g = 0; g < 80; g++) {
            Board b = RandomGraphs.next(rng, 5, 7);
            Minimax mm = new Minimax(b);
            for (Side first : Side.values()) {
                ShannonState s = ShannonRules.INSTANCE.newGame(b, first);
                while (!s.isOver()) {
                    boolean moverLoses = mm.winner(s) != s.toMove();
                    var d = LongestDefence.find(s);
                    assertThat(d.isPresent()).isEqualTo(moverLoses);
                    if (d.isPresent()) {
                        lost++;
                        int[] whole = brute(s);
                        assertThat(whole[0]).isZero();
                        assertThat(d.get().movesLeft()).isEqualTo(whole[1]);
                        ShannonState after = s.play(d.get().move());
                        assertThat(1 + brute(after)[1]).isEqualTo(whole[1]);
                    }
                    int[] free = s.freeEdges();
                    s = s.play(free[rng.nextInt(free.length)]);
                }
            }
        }
        assertThat(lost).isGreaterThan(30);
    }

    @Test void largePositionsAreNotSearched() {
        Board b = RandomGraphs.next(new Rng(3), 8, 20);
        ShannonState s = ShannonRules.INSTANCE.newGame(b);
        if (s.freeCount() > LongestDefence.MAX_FREE) assertThat(LongestDefence.find(s)).isEmpty();
        assertThat(LongestDefence.length(ShannonRules.INSTANCE.newGame(Board.of("one", 2, new int[][]{{0, 1}})))).hasValue(1);
    }
}
