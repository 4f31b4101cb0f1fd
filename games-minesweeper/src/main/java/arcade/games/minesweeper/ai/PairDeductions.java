package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.Grid;
import arcade.games.minesweeper.model.PlayerBoard;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * The two-number rule (the "subset argument"), tried after the one-number rules and before
 * counting arrangements: two numbers that share hidden cells bound how many mines those shared
 * cells hold, which can settle the other hidden neighbours of one of them. With A's missing mines
 * a, B's b, S the shared hidden cells and A', B' the rest: at least a − |A'| mines lie in S, so
 * when that is b already, B' is safe; at most min(a, |S|) lie in S, so when b − that = |B'|, B' is
 * all mines. Each action says so in words.
 */
final class PairDeductions {
    private PairDeductions() {}

    static List<Action> find(PlayerBoard v) {
        Grid g = v.grid();
        int cells = v.cells();
        int[] missing = new int[cells];
        int[][] hidden = new int[cells][];
        List<Integer> numbers = new ArrayList<>();
        for (int c = 0; c < cells; c++) {
            if (v.at(c) <= 0) continue;
            int flags = 0, unknown = 0;
            int[] buf = new int[8];
            for (int j : g.neighbours(c)) {
                if (v.isFlag(j)) flags++;
                else if (v.isUnknown(j)) buf[unknown++] = j;
            }
            if (unknown == 0) continue;
            missing[c] = v.at(c) - flags;
            hidden[c] = java.util.Arrays.copyOf(buf, unknown);
            numbers.add(c);
        }
        List<Action> safe = new ArrayList<>(), mines = new ArrayList<>();
        BitSet decided = new BitSet(cells);
        for (int b : numbers) {
            int bx = g.x(b), by = g.y(b);
            for (int dy = -2; dy <= 2; dy++) for (int dx = -2; dx <= 2; dx++) {
                int ax = bx + dx, ay = by + dy;
                if ((dx == 0 && dy == 0) || ax < 0 || ay < 0 || ax >= g.width || ay >= g.height) continue;
                int a = g.index(ax, ay);
                if (hidden[a] == null) continue;
                int shared = 0;
                for (int x : hidden[b]) if (contains(hidden[a], x)) shared++;
                if (shared == 0) continue;
                int onlyA = hidden[a].length - shared, onlyB = hidden[b].length - shared;
                if (onlyB == 0) continue;
                int atLeast = Math.max(0, missing[a] - onlyA), atMost = Math.min(missing[a], shared);
                if (atLeast >= missing[b]) {
                    String inShared = onlyA == 0
                            ? String.format(java.util.Locale.ROOT, "all hidden neighbours of the %d are shared, so its %d missing mine%s lie%s there",
                                    v.at(a), missing[a], missing[a] == 1 ? "" : "s", missing[a] == 1 ? "s" : "")
                            : String.format(java.util.Locale.ROOT, "the %d has only %d other hidden neighbour%s for %d missing mine%s, so at least %d lie%s in the shared ones",
                                    v.at(a), onlyA, onlyA == 1 ? "" : "s", missing[a], missing[a] == 1 ? "" : "s", atLeast, atLeast == 1 ? "s" : "");
                    String why = String.format(java.util.Locale.ROOT,
                            "the %d at %s and the %d at %s share hidden cells; %s, all the %d needs, so its other hidden neighbours are safe (subset rule)",
                            v.at(a), where(g, a), v.at(b), where(g, b), inShared, v.at(b));
                    for (int x : hidden[b]) if (!contains(hidden[a], x) && !decided.get(x)) {
                        decided.set(x);
                        safe.add(Action.reveal(g.x(x), g.y(x), 0, why));
                    }
                } else if (missing[b] - atMost == onlyB) {
                    String why = String.format(java.util.Locale.ROOT,
                            "the %d at %s still needs %d mine%s, but the %d at %s lets at most %d lie in the hidden cells the two share, so the %d's %d other hidden neighbour%s must be mines (subset rule)",
                            v.at(b), where(g, b), missing[b], missing[b] == 1 ? "" : "s", v.at(a), where(g, a), atMost, v.at(b), onlyB, onlyB == 1 ? "" : "s");
                    for (int x : hidden[b]) if (!contains(hidden[a], x) && !decided.get(x)) {
                        decided.set(x);
                        mines.add(Action.flag(g.x(x), g.y(x), why));
                    }
                }
            }
        }
        safe.addAll(mines);
        return safe;
    }

    static String where(Grid g, int c) { return "column " + (g.x(c) + 1) + ", row " + (g.y(c) + 1); }

    private static boolean contains(int[] a, int x) {
        for (int y : a) if (y == x) return true;
        return false;
    }
}
