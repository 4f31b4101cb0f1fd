package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.Grid;
import arcade.games.minesweeper.model.PlayerBoard;

/**
 * A coin flip that no later number can ever settle: two hidden cells holding exactly one mine
 * between them (a number has them as its only hidden neighbours and needs one more mine), and
 * every cell beside one of them but not the other is a known mine or off the board. Swapping
 * the two cells then maps every arrangement that fits the view, now and after any other cell is
 * opened, to another one that fits, with the same mine count; so the pair stays 50/50 for good
 * and must be guessed in every game that is won. Guessing it before any other guess costs
 * nothing, and the number it shows (about the hidden cells beside both) comes for free, before
 * the guesses it may spare.
 */
final class UnavoidablePairs {
    private UnavoidablePairs() {}

    /** A cell of such a pair, or -1 when the view has none. */
    static int find(PlayerBoard v, Probabilities p) {
        Grid g = v.grid();
        for (int n = 0; n < v.cells(); n++) {
            if (!v.isRevealed(n)) continue;
            int needed = v.at(n), a = -1, b = -1, open = 0;
            for (int m : g.neighbours(n)) {
                if (knownMine(v, p, m)) needed--;
                else if (v.isUnknown(m)) {
                    if (open == 0) a = m; else b = m;
                    open++;
                }
            }
            if (open == 2 && needed == 1 && Math.abs(p.at(a) - 0.5) < 1e-9 && Math.abs(p.at(b) - 0.5) < 1e-9
                    && symmetric(v, p, g, a, b) && symmetric(v, p, g, b, a)) return Math.min(a, b);
        }
        return -1;
    }

    /** Every cell beside {@code a} other than {@code b} and not beside {@code b} is a known mine. */
    private static boolean symmetric(PlayerBoard v, Probabilities p, Grid g, int a, int b) {
        for (int m : g.neighbours(a)) {
            if (m == b || adjacent(g, m, b)) continue;
            if (!knownMine(v, p, m)) return false;
        }
        return true;
    }

    private static boolean adjacent(Grid g, int a, int b) {
        return a != b && Math.abs(g.x(a) - g.x(b)) <= 1 && Math.abs(g.y(a) - g.y(b)) <= 1;
    }

    private static boolean knownMine(PlayerBoard v, Probabilities p, int c) {
        return v.isFlag(c) || (v.isUnknown(c) && p.isMine(c));
    }
}
