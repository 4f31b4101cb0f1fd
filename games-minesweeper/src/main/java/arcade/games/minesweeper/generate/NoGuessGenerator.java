package arcade.games.minesweeper.generate;

import arcade.api.session.Rng;
import arcade.games.minesweeper.ai.Action;
import arcade.games.minesweeper.ai.DeductionSolver;
import arcade.games.minesweeper.model.Layout;
import arcade.games.minesweeper.model.MinesMove;
import arcade.games.minesweeper.model.MinesParams;
import arcade.games.minesweeper.model.MinesRules;
import arcade.games.minesweeper.model.MinesState;

import java.util.List;

/**
 * Layouts that need no guess: uniform layouts around the first click are drawn from seeds derived
 * from the game's seed, the click and the try number, until the deduction-only solver clears one
 * from the first click. The same seed and click always give the same board. Slow to find boards
 * (after {@link #MAX_TRIES}) fall back to the try that deduction opened furthest, and say so.
 */
public final class NoGuessGenerator {
    /** Tries before giving up; Expert needs a few dozen on average. */
    public static final int MAX_TRIES = 20_000;

    private NoGuessGenerator() {}

    /** A generated layout (its chance label), how many tries it took, and whether it needs no guess. */
    public record Result(String layout, int tries, boolean noGuess) {}

    /** The layout a game waiting for its first click gets: generated if it asks for no guessing, else the uniform draw. */
    public static String layoutFor(MinesState awaiting) {
        MinesParams p = awaiting.params();
        if (!p.noGuess()) return MinesRules.INSTANCE.layoutFor(awaiting);
        return generate(p, awaiting.seed(), awaiting.pendingClick()).layout();
    }

    /** Generates the board for {@code seed} and the first click {@code click} (a cell index). */
    public static Result generate(MinesParams p, long seed, int click) {
        long base = new Rng(seed * 31 + click).nextLong();
        String furthest = null;
        int furthestOpened = -1;
        for (int k = 0; k < MAX_TRIES; k++) {
            if (Thread.currentThread().isInterrupted()) throw new java.util.concurrent.CancellationException("the board is no longer wanted");
            String layout = Layout.encode(Layout.draw(p, click, new Rng(base + 0x9E3779B97F4A7C15L * k)), p.cells());
            int opened = openedByDeduction(p, layout, click);
            if (opened == p.cells() - p.mines()) return new Result(layout, k + 1, true);
            if (opened > furthestOpened) { furthest = layout; furthestOpened = opened; }
        }
        return new Result(furthest, MAX_TRIES, false);
    }

    /** Whether the deduction-only solver clears this layout from {@code click}. */
    public static boolean solvableByDeduction(MinesParams p, String layout, int click) {
        return openedByDeduction(p, layout, click) == p.cells() - p.mines();
    }

    /** The safe cells open once the deduction-only solver, starting at {@code click}, has no certain move left. */
    static int openedByDeduction(MinesParams p, String layout, int click) {
        MinesRules rules = MinesRules.INSTANCE;
        MinesState s = rules.apply(MinesState.fresh(p, 0), MinesMove.reveal(click % p.width(), click / p.width()));
        s = rules.applyChance(s, layout);
        while (!s.over()) {
            List<Action> certain = DeductionSolver.certain(s.view());
            if (certain.isEmpty()) break;
            for (Action a : certain) {
                int i = a.y() * p.width() + a.x();
                if (s.over() || s.cover(i) == MinesState.OPEN || s.cover(i) == MinesState.FLAGGED) continue;
                s = rules.apply(s, a.kind() == Action.Kind.FLAG ? MinesMove.flag(a.x(), a.y()) : MinesMove.reveal(a.x(), a.y()));
            }
        }
        if (s.lost()) throw new IllegalStateException("a deduction opened a mine"); // cannot happen: deductions are certain
        return s.openedCount();
    }

}
