package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.PlayerBoard;

import java.util.Locale;

/**
 * Words for a cell that only counting arrangements settles: whether the numbers around it decide
 * it on their own (a chain too long for the two-number rule) or only together with the mine
 * counter, or whether it lies away from every number and the counter alone decides it.
 */
final class CountingReasons {
    private CountingReasons() {}

    static String of(PlayerBoard v, int cell, boolean mine) {
        Constraints k;
        try {
            k = Constraints.of(v);
        } catch (InconsistentBoardException e) {
            return generic(mine);
        }
        int left = k.minesLeft;
        int var = k.varOf[cell];
        if (var < 0) {
            return mine
                    ? String.format(Locale.ROOT, "the mine counter shows %d mine%s left and the numbers leave room for only some of them, so every cell away from the numbers is a mine", left, left == 1 ? "" : "s")
                    : String.format(Locale.ROOT, "the numbers need all %d mine%s the counter shows as left, so no cell away from the numbers can hold one", left, left == 1 ? "" : "s");
        }
        for (Constraints.Component c : k.components) {
            int local = indexOf(c.vars(), var);
            if (local < 0) continue;
            ComponentSolver.Counts counts;
            try {
                counts = ComponentSolver.solve(c, ProbabilityEngine.DEFAULT_BUDGET);
            } catch (ComponentSolver.TooComplexException e) {
                return generic(mine);
            }
            boolean alone = true;
            for (int m = 0; m < counts.ways().length; m++) {
                if (counts.ways()[m] == 0) continue;
                double w = counts.mineWays()[m][local];
                if (mine ? w < counts.ways()[m] * (1 - 1e-9) : w > 0) { alone = false; break; }
            }
            int numbers = c.constraints().size();
            String what = mine ? "every one puts a mine here" : "none puts a mine here";
            return alone
                    ? String.format(Locale.ROOT, "trying every way the mines can lie around the %d numbers linked to it (too many for a one- or two-number rule), %s", numbers, what)
                    : String.format(Locale.ROOT, "the %d numbers linked to it would allow either, but only with a different number of mines than the %d the counter shows left; of the ways that use exactly that many, %s", numbers, left, what);
        }
        return generic(mine);
    }

    private static String generic(boolean mine) {
        return mine ? "every arrangement of the mines that fits the numbers puts a mine here"
                : "no arrangement of the mines that fits the numbers puts a mine here";
    }

    private static int indexOf(int[] a, int x) {
        for (int i = 0; i < a.length; i++) if (a[i] == x) return i;
        return -1;
    }
}
