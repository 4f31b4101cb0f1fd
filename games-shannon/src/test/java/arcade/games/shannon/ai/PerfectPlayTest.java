package arcade.games.shannon.ai;

import arcade.api.session.Rng;
import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.ShannonRules;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Lehman's classifier and the perfect player against exhaustive minimax on random small multigraphs. */
class PerfectPlayTest {

    /** A random connected multigraph with A = 0, B = n−1 and at most {@code maxEdges} edges. */
    static Board randomGraph(Rng rng, int maxVertices, int maxEdges) {
        int n = 2 + rng.nextInt(maxVertices - 1);
        int m = Math.max(n - 1, 1 + rng.nextInt(maxEdges));
        int[][] edges = new int[m][];
        for (int v = 1; v < n; v++) edges[v - 1] = new int[]{rng.nextInt(v), v}; // a spanning tree keeps it connected
        for (int i = n - 1; i < m; i++) {
            int u = rng.nextInt(n), v = rng.nextInt(n - 1);
            if (v >= u) v++;
            edges[i] = new int[]{u, v};
        }
        // shuffle edge order so tags are not tree-first
        for (int i = m - 1; i > 0; i--) { int j = rng.nextInt(i + 1); int[] t = edges[i]; edges[i] = edges[j]; edges[j] = t; }
        return Board.of("random", n, edges);
    }

    @Test void classifierAndPerfectMovesAgreeWithMinimaxOnEveryReachablePosition() {
        Rng rng = new Rng(20261122L);
        int positions = 0;
        for (int g = 0; g < 250; g++) {
            Board b = randomGraph(rng, 6, 8);
            Minimax mm = new Minimax(b);
            for (Side first : Side.values()) {
                positions += checkAll(ShannonRules.INSTANCE.newGame(b, first), mm, new HashMap<>());
            }
        }
        assertThat(positions).isGreaterThan(10_000);
    }

    @Test void perfectPlayerKeepsEveryWonPositionAlongRandomGamesOnGraphsUpToFourteenEdges() {
        Rng rng = new Rng(5L);
        int checked = 0;
        for (int g = 0; g < 100; g++) {
            Board b = randomGraph(rng, 8, 14);
            Minimax mm = new Minimax(b);
            for (Side first : Side.values()) {
                ShannonState s = ShannonRules.INSTANCE.newGame(b, first);
                while (!s.isOver()) {
                    PerfectStrategy.Decision d = PerfectStrategy.decide(s);
                    assertThat(d.verdict().positionClass()).isEqualTo(mm.classify(s));
                    if (d.winning()) assertThat(mm.winner(s.play(d.move()))).isEqualTo(s.toMove());
                    int[] free = s.freeEdges();
                    s = s.play(free[rng.nextInt(free.length)]);
                    checked++;
                }
            }
        }
        assertThat(checked).isGreaterThan(500);
    }

    /** Visits every reachable running position once; asserts class and perfect move; returns the count. */
    static int checkAll(ShannonState s, Minimax mm, Map<ShannonState, Boolean> seen) {
        if (s.isOver() || seen.putIfAbsent(s.withToMove(s.toMove()), true) != null) return 0;
        PositionClass expected = mm.classify(s);
        PerfectStrategy.Decision d = PerfectStrategy.decide(s);
        assertThat(d.verdict().positionClass()).as("class of %s", s).isEqualTo(expected);
        Side winner = mm.winner(s);
        assertThat(d.winning()).isEqualTo(winner == s.toMove());
        if (d.winning()) {
            ShannonState next = s.play(d.move());
            assertThat(mm.winner(next)).as("perfect move e%d keeps the win in %s", d.move(), s).isEqualTo(s.toMove());
        }
        int count = 1;
        for (int e : s.freeEdges()) count += checkAll(s.play(e), mm, seen);
        return count;
    }

    /** True when the perfect Short, to move in s, wins against every Cut reply sequence. */
    static boolean shortWinsAgainstAllReplies(ShannonState s, Map<ShannonState, Boolean> memo, int depthLimit) {
        if (s.isOver()) return s.winner().get() == Side.SHORT;
        Boolean known = memo.get(s);
        if (known != null) return known;
        ShannonState afterShort = s.play(PerfectStrategy.decide(s).move());
        boolean ok = true;
        if (!afterShort.isOver()) {
            for (int e : afterShort.freeEdges()) {
                if (!shortWinsAgainstAllReplies(afterShort.play(e), memo, depthLimit)) { ok = false; break; }
            }
        } else ok = afterShort.winner().get() == Side.SHORT;
        memo.put(s, ok);
        return ok;
    }
}
