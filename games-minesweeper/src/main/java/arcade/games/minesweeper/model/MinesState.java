package arcade.games.minesweeper.model;

import java.util.Arrays;
import java.util.BitSet;
import java.util.Objects;

/**
 * A Minesweeper position (immutable): what covers each cell, where the mines are (unknown until the
 * first reveal has been followed by the layout chance step), the first click waiting for its
 * layout, and the fatal cell of a lost game. Only the model reads the mines; players see a
 * {@link PlayerBoard}.
 */
public final class MinesState {
    /** What covers a cell. */
    public static final byte COVERED = 0, FLAGGED = 1, MARKED = 2, OPEN = 3;

    private final MinesParams params;
    private final long seed;
    private final byte[] cover;
    private final BitSet mines;     // null until laid
    private final byte[] counts;    // mine neighbours per cell, null until laid; never mutated
    private final int pending;      // the first click waiting for its layout, or -1
    private final int fatal;        // the mine that ended the game, or -1
    private final int opened, flags;

    MinesState(MinesParams params, long seed, byte[] cover, BitSet mines, byte[] counts, int pending, int fatal) {
        this.params = params;
        this.seed = seed;
        this.cover = cover;
        this.mines = mines;
        this.counts = counts;
        this.pending = pending;
        this.fatal = fatal;
        int o = 0, f = 0;
        for (byte c : cover) {
            if (c == OPEN) o++;
            else if (c == FLAGGED) f++;
        }
        this.opened = o;
        this.flags = f;
    }

    /** A fresh board whose mines are laid after the first reveal, drawn from {@code seed}. */
    public static MinesState fresh(MinesParams params, long seed) {
        return new MinesState(params, seed, new byte[params.cells()], null, null, -1, -1);
    }

    /** A fresh board with a given layout (no first-click protection applies). */
    public static MinesState withLayout(MinesParams params, BitSet mines) {
        return new MinesState(params, 0, new byte[params.cells()], (BitSet) mines.clone(), countsOf(params, mines), -1, -1);
    }

    static byte[] countsOf(MinesParams p, BitSet mines) {
        Grid g = Grid.of(p);
        byte[] c = new byte[p.cells()];
        for (int i = mines.nextSetBit(0); i >= 0; i = mines.nextSetBit(i + 1)) for (int n : g.neighbours(i)) c[n]++;
        return c;
    }

    public MinesParams params() { return params; }
    public long seed() { return seed; }
    public int width() { return params.width(); }
    public int height() { return params.height(); }
    public Grid grid() { return Grid.of(params); }

    public boolean minesLaid() { return mines != null; }
    public boolean awaitingLayout() { return pending >= 0 && mines == null; }
    public int pendingClick() { return pending; }
    public int fatalCell() { return fatal; }
    public boolean lost() { return fatal >= 0; }
    public boolean won() { return fatal < 0 && mines != null && opened == params.cells() - params.mines(); }
    public boolean over() { return lost() || won(); }
    public boolean started() { return pending >= 0 || mines != null; }

    public byte cover(int i) { return cover[i]; }
    public boolean isMine(int i) { return mines != null && mines.get(i); }
    /** Mines around cell {@code i} (0 before the layout). */
    public int count(int i) { return counts == null ? 0 : counts[i]; }
    public int openedCount() { return opened; }
    public int flagCount() { return flags; }
    /** The mine counter: mines minus flags. */
    public int minesLeft() { return params.mines() - flags; }

    /** The layout as text (the chance label), or null before it is laid. */
    public String layoutText() { return mines == null ? null : Layout.encode(mines, params.cells()); }

    byte[] coverCopy() { return cover.clone(); }
    BitSet minesShared() { return mines; }
    byte[] countsShared() { return counts; }

    /** The player's view: numbers of opened cells, flags and marks; never the mines. */
    public PlayerBoard view() {
        byte[] v = new byte[cover.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = switch (cover[i]) {
                case OPEN -> isMine(i) ? PlayerBoard.HIDDEN : (byte) count(i); // the fatal mine stays unseen
                case FLAGGED -> PlayerBoard.FLAG;
                case MARKED -> PlayerBoard.MARK;
                default -> PlayerBoard.HIDDEN;
            };
        }
        return new PlayerBoard(params.width(), params.height(), params.mines(), v);
    }

    @Override public boolean equals(Object o) {
        return o instanceof MinesState s && s.seed == seed && s.pending == pending && s.fatal == fatal
                && s.params.equals(params) && Arrays.equals(s.cover, cover) && Objects.equals(s.mines, mines);
    }

    @Override public int hashCode() { return Objects.hash(params, seed, pending, fatal, mines) * 31 + Arrays.hashCode(cover); }

    @Override public String toString() {
        return params.text() + (mines == null ? " (mines not laid)" : "") + " " + view() + (lost() ? " lost" : won() ? " won" : "");
    }
}
