package arcade.games.capuzzle.generator;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** A black-and-white picture: which cells are painted, generation 0 on top. */
public final class PictureMask {
    private final boolean[][] painted;

    public PictureMask(boolean[][] painted) {
        if (painted.length < 2 || painted[0].length < 3) throw new IllegalArgumentException("a picture has at least 2 rows of 3 cells");
        for (boolean[] row : painted) if (row.length != painted[0].length) throw new IllegalArgumentException("all rows have the same width");
        this.painted = Arrays.stream(painted).map(boolean[]::clone).toArray(boolean[][]::new);
    }

    /** Reads '#' (painted) and '.' (not) lines; blank lines are skipped. */
    public static PictureMask parse(String text) {
        List<boolean[]> rows = new ArrayList<>();
        int line = 0;
        for (String raw : text.replace("\r", "").split("\n")) {
            line++;
            String s = raw.strip();
            if (s.isEmpty()) continue;
            boolean[] row = new boolean[s.length()];
            for (int i = 0; i < s.length(); i++) {
                char ch = s.charAt(i);
                if (ch != '#' && ch != '.') throw new IllegalArgumentException("line " + line + ": a picture uses '#' (painted) and '.' only");
                row[i] = ch == '#';
            }
            if (!rows.isEmpty() && row.length != rows.get(0).length)
                throw new IllegalArgumentException("line " + line + ": every row must be " + rows.get(0).length + " cells wide");
            rows.add(row);
        }
        if (rows.size() < 2 || rows.get(0).length < 3) throw new IllegalArgumentException("a picture has at least 2 rows of 3 cells");
        return new PictureMask(rows.toArray(boolean[][]::new));
    }

    public int width() { return painted[0].length; }
    public int height() { return painted.length; }
    public boolean painted(int row, int col) { return painted[row][col]; }

    public PictureMask with(int row, int col, boolean on) {
        boolean[][] p = Arrays.stream(painted).map(boolean[]::clone).toArray(boolean[][]::new);
        p[row][col] = on;
        return new PictureMask(p);
    }

    @Override public String toString() {
        StringBuilder sb = new StringBuilder();
        for (boolean[] row : painted) {
            for (boolean b : row) sb.append(b ? '#' : '.');
            sb.append('\n');
        }
        return sb.toString();
    }

    @Override public boolean equals(Object o) { return o instanceof PictureMask m && Arrays.deepEquals(m.painted, painted); }
    @Override public int hashCode() { return Arrays.deepHashCode(painted); }
}
