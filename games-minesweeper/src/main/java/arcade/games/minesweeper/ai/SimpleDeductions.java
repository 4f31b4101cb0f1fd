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
            String where = "column " + (g.x(c) + 1) + ", row " + (g.y(c) + 1);
            if (flags == n) {
                for (int j : g.neighbours(c)) if (v.isUnknown(j) && !seen.get(j)) {
                    seen.set(j);
                    out.add(Action.reveal(g.x(j), g.y(j), 0, "the " + n + " at " + where + " already has all its mines flagged"));
                }
            } else if (flags + unknown == n) {
                for (int j : g.neighbours(c)) if (v.isUnknown(j) && !seen.get(j)) {
                    seen.set(j);
                    out.add(Action.flag(g.x(j), g.y(j), "the " + n + " at " + where + " still needs " + (n - flags) + (n - flags == 1 ? " mine" : " mines") + " and has only " + unknown + " hidden neighbour" + (unknown == 1 ? "" : "s") + " left"));
                }
            }
        }
        // safe cells first: they are what a hint should point at
        out.sort(java.util.Comparator.comparing(a -> a.kind() == Action.Kind.FLAG));
        return out;
    }
}
