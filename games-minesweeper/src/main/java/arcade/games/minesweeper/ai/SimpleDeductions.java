package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.Grid;
import arcade.games.minesweeper.model.PlayerBoard;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * The two one-number rules, cheap enough to try before counting arrangements: a number with all
 * its mines flagged has its other hidden neighbours safe; a number with as many hidden neighbours
 * as missing mines has them all mined.
 */
final class SimpleDeductions {
    private SimpleDeductions() {}

    static List<Action> find(PlayerBoard v) {
        Grid g = v.grid();
        List<Action> out = new ArrayList<>();
        BitSet seen = new BitSet(v.cells());
        for (int c = 0; c < v.cells(); c++) {
            int n = v.at(c);
            if (n <= 0) continue;
            int flags = 0, unknown = 0;
            for (int j : g.neighbours(c)) {
                if (v.isFlag(j)) flags++;
                else if (v.isUnknown(j)) unknown++;
            }
            if (unknown == 0 || (flags != n && flags + unknown != n)) continue;
            java.util.function.Supplier<String> why = reason(n, g.x(c), g.y(c), n - flags, unknown);
            if (flags == n) {
                for (int j : g.neighbours(c)) if (v.isUnknown(j) && !seen.get(j)) {
                    seen.set(j);
                    out.add(Action.reveal(g.x(j), g.y(j), 0, why));
                }
            } else {
                for (int j : g.neighbours(c)) if (v.isUnknown(j) && !seen.get(j)) {
                    seen.set(j);
                    out.add(Action.flag(g.x(j), g.y(j), why));
                }
            }
        }
        // safe cells first: they are what a hint should point at
        out.sort(java.util.Comparator.comparing(a -> a.kind() == Action.Kind.FLAG));
        return out;
    }

    /** The words for a number at (x, y) with {@code missing} mines still to find among {@code hidden} hidden neighbours. */
    private static java.util.function.Supplier<String> reason(int n, int x, int y, int missing, int hidden) {
        return () -> {
            String where = "the " + n + " at column " + (x + 1) + ", row " + (y + 1);
            return missing == 0 ? where + " already has all its mines flagged"
                    : where + " still needs " + missing + (missing == 1 ? " mine" : " mines") + " and has only " + hidden + " hidden neighbour" + (hidden == 1 ? "" : "s") + " left";
        };
    }
}
