package arcade.games.solitaire.solver;

import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeState;

import java.util.ArrayList;
import java.util.List;

/**
 * The solver that sees every card (the "thoughtful" game of the literature): depth-first search
 * over {@link SearchMoves} with a transposition table of positions already explored. Within its
 * budget it proves a position winnable (with the moves) or unwinnable (every line tried, under the
 * move prunings, which only drop moves that a better one replaces); otherwise it says "unknown".
 */
public final class ThoughtfulSolver {
    private static final int MAX_DEPTH = 400;

    private final Budget budget;

    public ThoughtfulSolver(Budget budget) { this.budget = budget; }

    public SolveResult solve(KlondikeState s) { return solve(Boards.of(s)); }

    public SolveResult solve(Board board) {
        return new Run(board).run();
    }

    private final class Run {
        final Board b;
        final LongSet seen = new LongSet(1 << 14);
        final int[][] moves = new int[MAX_DEPTH][160];
        final int[] reach = new int[24];
        final int[] path = new int[MAX_DEPTH];
        final long start = System.nanoTime();
        long states;
        boolean aborted;
        boolean depthCut;

        Run(Board b) { this.b = b; }

        SolveResult run() {
            boolean won = dfs(0);
            long millis = (System.nanoTime() - start) / 1_000_000;
            if (won) return new SolveResult(Verdict.WINNABLE, expandPath(), states, millis);
            return new SolveResult(aborted || depthCut ? Verdict.UNKNOWN : Verdict.UNWINNABLE, List.of(), states, millis);
        }

        private int depth;

        boolean dfs(int d) {
            if (b.isWon()) { depth = d; return true; }
            if (aborted) return false;
            if (!seen.add(b.hash())) return false;
            if (d >= MAX_DEPTH - 1) { depthCut = true; return false; } // too deep to matter; the verdict can no longer be "unwinnable"
            if (++states > budget.maxStates()
                    || (states & 1023) == 0 && (System.nanoTime() - start > budget.maxMillis() * 1_000_000L || budget.cancelled().getAsBoolean())) {
                aborted = true;
                return false;
            }
            int[] list = moves[d];
            int n = SearchMoves.generate(b, list, reach);
            for (int i = 0; i < n; i++) {
                int m = list[i];
                long undo = b.make(m);
                path[d] = m;
                if (dfs(d + 1)) { b.unmake(m, undo); return true; }
                b.unmake(m, undo);
                if (aborted) return false;
            }
            return false;
        }

        /** Replays the winning path on the board (restored by the unwinding) to get the game moves. */
        List<List<KlondikeMove>> expandPath() {
            List<List<KlondikeMove>> out = new ArrayList<>();
            long[] undo = new long[depth];
            for (int i = 0; i < depth; i++) {
                out.add(b.expand(path[i]));
                undo[i] = b.make(path[i]);
            }
            for (int i = depth - 1; i >= 0; i--) b.unmake(path[i], undo[i]);
            return out;
        }
    }
}
