package arcade.games.minesweeper.model;

import java.util.Arrays;

/**
 * What the player sees: per cell a number 0–8 (revealed) or {@link #HIDDEN}, {@link #FLAG},
 * {@link #MARK}; never where the mines are. Solvers and hints work on this alone.
 */
public final class PlayerBoard {
    public static final byte HIDDEN = -1, FLAG = -2, MARK = -3;

    private final int width, height, mines;
    private final byte[] cells;

    public PlayerBoard(int width, int height, int mines, byte[] cells) {
        if (cells.length != width * height) throw new IllegalArgumentException("cells do not fit the board");
        this.width = width;
        this.height = height;
        this.mines = mines;
        this.cells = cells.clone();
    }

    public int width() { return width; }
    public int height() { return height; }
    public int mines() { return mines; }
    public int cells() { return cells.length; }
    public Grid grid() { return Grid.of(width, height); }

    public byte at(int i) { return cells[i]; }
    public byte at(int x, int y) { return cells[y * width + x]; }
    public boolean isRevealed(int i) { return cells[i] >= 0; }
    public boolean isFlag(int i) { return cells[i] == FLAG; }
    /** Hidden and not flagged (a "?" mark is still unknown). */
    public boolean isUnknown(int i) { return cells[i] == HIDDEN || cells[i] == MARK; }

    public int flags() {
        int f = 0;
        for (byte c : cells) if (c == FLAG) f++;
        return f;
    }

    public int revealed() {
        int r = 0;
        for (byte c : cells) if (c >= 0) r++;
        return r;
    }

    /** A copy of the cell codes. */
    public byte[] codes() { return cells.clone(); }

    @Override public boolean equals(Object o) {
        return o instanceof PlayerBoard b && b.width == width && b.mines == mines && Arrays.equals(b.cells, cells);
    }

    @Override public int hashCode() { return Arrays.hashCode(cells) * 31 + width * 7 + mines; }

    @Override public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                byte c = at(x, y);
                sb.append(c >= 0 ? (char) ('0' + c) : c == FLAG ? 'F' : c == MARK ? '?' : '.');
            }
            sb.append('/');
        }
        return sb.toString();
    }
}
