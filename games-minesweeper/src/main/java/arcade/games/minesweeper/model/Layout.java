package arcade.games.minesweeper.model;

import arcade.api.model.MoveFormatException;

import java.util.BitSet;
import java.util.random.RandomGenerator;

/**
 * Mine layouts: drawn uniformly around the first click, and written as compact text (hex digits,
 * four cells each, row by row) so a session records the layout as its chance label.
 */
public final class Layout {
    private Layout() {}

    /** The cells the first-click rule keeps mine-free when {@code click} is revealed first. */
    public static BitSet protectedCells(MinesParams p, int click) {
        BitSet safe = new BitSet(p.cells());
        if (click < 0 || p.firstClick() == FirstClick.NONE) return safe;
        safe.set(click);
        if (p.firstClick() == FirstClick.ZERO) {
            BitSet area = Grid.of(p).neighbourhood(click);
            area.set(click);
            // GNOME's fallback: a board too full for a free 3×3 keeps only the clicked cell free
            if (p.mines() <= p.cells() - area.cardinality()) safe = area;
        }
        return safe;
    }

    /** Draws {@code p.mines()} mines uniformly among the cells the rule leaves free, using only {@code rng}. */
    public static BitSet draw(MinesParams p, int click, RandomGenerator rng) {
        BitSet safe = protectedCells(p, click);
        int[] free = new int[p.cells() - safe.cardinality()];
        int n = 0;
        for (int i = 0; i < p.cells(); i++) if (!safe.get(i)) free[n++] = i;
        BitSet mines = new BitSet(p.cells());
        for (int k = 0; k < p.mines(); k++) { // partial Fisher-Yates
            int j = k + rng.nextInt(n - k);
            int t = free[k]; free[k] = free[j]; free[j] = t;
            mines.set(free[k]);
        }
        return mines;
    }

    public static String encode(BitSet mines, int cells) {
        StringBuilder sb = new StringBuilder((cells + 3) / 4);
        for (int i = 0; i < cells; i += 4) {
            int digit = 0;
            for (int b = 0; b < 4; b++) if (i + b < cells && mines.get(i + b)) digit |= 8 >> b;
            sb.append(Character.forDigit(digit, 16));
        }
        return sb.toString();
    }

    /** The layout named by {@code text}; {@link MoveFormatException} unless it has exactly {@code p.mines()} mines on the board. */
    public static BitSet decode(String text, MinesParams p) {
        int cells = p.cells();
        if (text == null || text.length() != (cells + 3) / 4) throw new MoveFormatException("not a mine layout of a " + p.width() + "×" + p.height() + " board");
        BitSet mines = new BitSet(cells);
        for (int d = 0; d < text.length(); d++) {
            int digit = Character.digit(text.charAt(d), 16);
            if (digit < 0) throw new MoveFormatException("a mine layout is written in hex digits, found '" + text.charAt(d) + "'");
            for (int b = 0; b < 4; b++) {
                if ((digit & (8 >> b)) == 0) continue;
                if (d * 4 + b >= cells) throw new MoveFormatException("the mine layout marks a cell beyond the board");
                mines.set(d * 4 + b);
            }
        }
        if (mines.cardinality() != p.mines()) throw new MoveFormatException("the layout has " + mines.cardinality() + " mines, the board takes " + p.mines());
        return mines;
    }
}
