package arcade.games.minesweeper.generate;

import arcade.api.session.Rng;
import arcade.games.minesweeper.ai.Action;
import arcade.games.minesweeper.ai.DeductionSolver;
import arcade.games.minesweeper.model.Grid;
import arcade.games.minesweeper.model.Layout;
import arcade.games.minesweeper.model.MinesMove;
import arcade.games.minesweeper.model.MinesParams;
import arcade.games.minesweeper.model.MinesRules;
import arcade.games.minesweeper.model.MinesState;

import java.util.BitSet;
import java.util.List;

/**
 * Layouts that need no guess: a uniform layout around the first click is drawn from a seed derived
 * from the game's seed, the click and the draw number; where the deduction-only solver gets stuck,
 * the layout is repaired locally (a mine moved between the stuck edge and the far cells) and tried
 * again, up to {@link #REPAIRS} times before a fresh draw (after {@link #FRESH_DRAWS} plain draws). The same seed and click always give the
 * same board. Slow to find boards (after {@link #MAX_TRIES} deduction runs) fall back to the try
 * that deduction opened furthest, and say so.
 */
public final class NoGuessGenerator {
    /** Tries before giving up; Expert needs a few dozen on average. */
    public static final int MAX_TRIES = 20_000;
    /** Local repairs of one drawn layout before a fresh one is drawn. */
    static final int REPAIRS = 200;
    /** Fresh draws tried before repairing: on sparse boards a new draw is cheaper than a repair. */
    static final int FRESH_DRAWS = 8;

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
        BitSet protect = Layout.protectedCells(p, click);
        String furthest = null;
        int furthestOpened = -1, tries = 0;
        for (int k = 0; tries < MAX_TRIES; k++) {
            Rng rng = new Rng(base + 0x9E3779B97F4A7C15L * k);
            BitSet mines = Layout.draw(p, click, rng);
            for (int repair = 0; repair <= REPAIRS && tries < MAX_TRIES; repair++) {
                if (Thread.currentThread().isInterrupted()) throw new java.util.concurrent.CancellationException("the board is no longer wanted");
                String layout = Layout.encode(mines, p.cells());
                MinesState stuck = deduce(p, layout, click);
                tries++;
                if (stuck.openedCount() == p.cells() - p.mines()) return new Result(layout, tries, true);
                if (stuck.openedCount() > furthestOpened) { furthest = layout; furthestOpened = stuck.openedCount(); }
                if (k < FRESH_DRAWS || !repair(stuck, mines, protect, rng)) break;
            }
        }
        return new Result(furthest, MAX_TRIES, false);
    }

    /**
     * Changes the layout where deduction got stuck rather than drawing a new board: a hidden cell
     * beside the opened area that is a mine gives its mine to a hidden cell away from that area, or
     * one that is free takes a mine from there. The opened area's numbers change only around that
     * cell, so the next run mostly gets as far as this one and often further. False when no such
     * move exists (no far cell to trade with).
     */
    private static boolean repair(MinesState stuck, BitSet mines, BitSet protect, Rng rng) {
        Grid g = stuck.grid();
        int cells = stuck.params().cells();
        int[] edge = new int[cells], far = new int[cells];
        int ne = 0, nf = 0;
        for (int c = 0; c < cells; c++) {
            if (stuck.cover(c) == MinesState.OPEN || stuck.cover(c) == MinesState.FLAGGED || protect.get(c)) continue;
            boolean beside = false;
            for (int n : g.neighbours(c)) if (stuck.cover(n) == MinesState.OPEN) { beside = true; break; }
            if (beside) edge[ne++] = c; else far[nf++] = c;
        }
        if (ne == 0 || nf == 0) return false;
        int e = edge[rng.nextInt(ne)];
        boolean mine = mines.get(e);
        int[] partners = new int[nf];
        int np = 0;
        for (int i = 0; i < nf; i++) if (mines.get(far[i]) != mine) partners[np++] = far[i];
        if (np == 0) return false;
        int f = partners[rng.nextInt(np)];
        mines.flip(e);
        mines.flip(f);
        return true;
    }
    /** Whether the deduction-only solver clears this layout from {@code click}. */
    public static boolean solvableByDeduction(MinesParams p, String layout, int click) {
        return openedByDeduction(p, layout, click) == p.cells() - p.mines();
    }

    /** The safe cells open once the deduction-only solver, starting at {@code click}, has no certain move left. */
    static int openedByDeduction(MinesParams p, String layout, int click) { return deduce(p, layout, click).openedCount(); }

    /** The state once the deduction-only solver, starting at {@code click}, has no certain move left. */
    private static MinesState deduce(MinesParams p, String layout, int click) {
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
        return s;
    }

}
