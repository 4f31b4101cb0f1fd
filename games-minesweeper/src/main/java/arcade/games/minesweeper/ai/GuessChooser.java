package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.Grid;
import arcade.games.minesweeper.model.PlayerBoard;

/**
 * Picks the guess: the safest cell, and among nearly as safe ones the cell most likely to be a 0
 * (its unknown neighbours likely empty), since an opening gives the most to go on. A look-ahead
 * over the numbers each candidate could show was measured too: on Expert it won nothing and cost
 * five times the time, so it is not used.
 */
final class GuessChooser {
    /** Cells this close to the safest are weighed by their chance of an opening too. */
    static final double NEAR_SAFEST = 0.01;

    private GuessChooser() {}

    static int choose(PlayerBoard v, Probabilities p) {
        double min = Double.POSITIVE_INFINITY;
        for (int c = 0; c < v.cells(); c++) if (v.isUnknown(c) && p.at(c) < min) min = p.at(c);
        if (min == Double.POSITIVE_INFINITY) return -1;
        Grid g = v.grid();
        int best = -1;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int c = 0; c < v.cells(); c++) {
            if (!v.isUnknown(c) || p.at(c) > min + NEAR_SAFEST) continue;
            double zero = 1 - p.at(c);
            for (int n : g.neighbours(c)) if (v.isUnknown(n)) zero *= 1 - p.at(n); else if (v.isFlag(n)) zero = 0;
            double score = (1 - p.at(c)) + 0.1 * zero;  // safety first, the chance of an opening second
            if (score > bestScore) { bestScore = score; best = c; }
        }
        return best;
    }
}
