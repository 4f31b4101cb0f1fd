package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.Grid;
import arcade.games.minesweeper.model.PlayerBoard;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

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
        // per number with hidden neighbours: its missing mines and its hidden neighbours (8 slots a cell)
        int[] missing = new int[cells], count = new int[cells], hidden = new int[cells * 8], numbers = new int[cells];
        int nn = 0;
        for (int c = 0; c < cells; c++) {
            if (v.at(c) <= 0) continue;
            int flags = 0, unknown = 0;
            for (int j : g.neighbours(c)) {
                if (v.isFlag(j)) flags++;
                else if (v.isUnknown(j)) hidden[c * 8 + unknown++] = j;
            }
            if (unknown == 0) continue;
            missing[c] = v.at(c) - flags;
            count[c] = unknown;
            numbers[nn++] = c;
        }
        List<Action> safe = new ArrayList<>(), mines = new ArrayList<>();
        BitSet decided = null;
        for (int i = 0; i < nn; i++) {
            int b = numbers[i], bx = g.x(b), by = g.y(b);
            for (int dy = -2; dy <= 2; dy++) for (int dx = -2; dx <= 2; dx++) {
                int ax = bx + dx, ay = by + dy;
                if ((dx == 0 && dy == 0) || ax < 0 || ay < 0 || ax >= g.width || ay >= g.height) continue;
                int a = g.index(ax, ay);
                if (count[a] == 0) continue;
                int shared = 0;
                for (int k = 0; k < count[b]; k++) if (contains(hidden, a, count[a], hidden[b * 8 + k])) shared++;
                if (shared == 0) continue;
                int onlyA = count[a] - shared, onlyB = count[b] - shared;
                if (onlyB == 0) continue;
                int atLeast = Math.max(0, missing[a] - onlyA), atMost = Math.min(missing[a], shared);
                boolean free = atLeast >= missing[b];
                if (!free && missing[b] - atMost != onlyB) continue;
                Supplier<String> why = free ? safeReason(v, g, a, b, onlyA, missing[a], atLeast) : mineReason(v, g, a, b, missing[b], atMost, onlyB);
                if (decided == null) decided = new BitSet(cells);
                for (int k = 0; k < count[b]; k++) {
                    int x = hidden[b * 8 + k];
                    if (contains(hidden, a, count[a], x) || decided.get(x)) continue;
                    decided.set(x);
                    if (free) safe.add(Action.reveal(g.x(x), g.y(x), 0, why)); else mines.add(Action.flag(g.x(x), g.y(x), why));
                }
            }
        }
        safe.addAll(mines);
        return safe;
    }

    private static Supplier<String> safeReason(PlayerBoard v, Grid g, int a, int b, int onlyA, int missingA, int atLeast) {
        return () -> {
            String inShared = onlyA == 0
                    ? String.format(Locale.ROOT, "all hidden neighbours of the %d are shared, so its %d missing mine%s lie%s there",
                            v.at(a), missingA, missingA == 1 ? "" : "s", missingA == 1 ? "s" : "")
                    : String.format(Locale.ROOT, "the %d has only %d other hidden neighbour%s for %d missing mine%s, so at least %d lie%s in the shared ones",
                            v.at(a), onlyA, onlyA == 1 ? "" : "s", missingA, missingA == 1 ? "" : "s", atLeast, atLeast == 1 ? "s" : "");
            return String.format(Locale.ROOT, "the %d at %s and the %d at %s share hidden cells; %s, all the %d needs, so its other hidden neighbours are safe (subset rule)",
                    v.at(a), where(g, a), v.at(b), where(g, b), inShared, v.at(b));
        };
    }

    private static Supplier<String> mineReason(PlayerBoard v, Grid g, int a, int b, int missingB, int atMost, int onlyB) {
        return () -> String.format(Locale.ROOT,
                "the %d at %s still needs %d mine%s, but the %d at %s lets at most %d lie in the hidden cells the two share, so the %d's %d other hidden neighbour%s must be mines (subset rule)",
                v.at(b), where(g, b), missingB, missingB == 1 ? "" : "s", v.at(a), where(g, a), atMost, v.at(b), onlyB, onlyB == 1 ? "" : "s");
    }

    static String where(Grid g, int c) { return "column " + (g.x(c) + 1) + ", row " + (g.y(c) + 1); }

    /** Whether {@code x} is among the {@code n} hidden neighbours of number {@code c}. */
    private static boolean contains(int[] hidden, int c, int n, int x) {
        for (int k = 0; k < n; k++) if (hidden[c * 8 + k] == x) return true;
        return false;
    }
}
