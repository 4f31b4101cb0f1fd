package arcade.games.capuzzle.automaton;

import java.util.Arrays;
import java.util.List;

/** The picture automaton's board: its size, board type, border state and the initial rows it can be played from. */
public record PictureSetup(int width, int generations, boolean cyclic, int border, List<int[]> initialRows) {
    public PictureSetup {
        initialRows = initialRows.stream().map(int[]::clone).toList();
    }

    @Override public List<int[]> initialRows() { return initialRows.stream().map(int[]::clone).toList(); }

    @Override public boolean equals(Object o) {
        if (!(o instanceof PictureSetup p)) return false;
        if (width != p.width || generations != p.generations || cyclic != p.cyclic || border != p.border) return false;
        if (initialRows.size() != p.initialRows.size()) return false;
        for (int i = 0; i < initialRows.size(); i++) if (!Arrays.equals(initialRows.get(i), p.initialRows.get(i))) return false;
        return true;
    }

    @Override public int hashCode() {
        int h = java.util.Objects.hash(width, generations, cyclic, border);
        for (int[] r : initialRows) h = 31 * h + Arrays.hashCode(r);
        return h;
    }
}
