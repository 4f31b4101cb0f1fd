package arcade.games.snake.engine;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The lattice of an extended cellular automaton: {@code rows × cols} computed cells (1-based, as in
 * the thesis) inside a one-cell fictitious ring, each cell holding the slots of {@link #slots()}.
 *
 * <p>Layout: every slot is one flat primitive array ({@code byte[]} or {@code int[]}) of
 * {@code (rows+2)·(cols+2)} entries, row-major; cell (i, j) is at {@link #index}{@code (i, j) =
 * i·stride + j}. Its neighbours are at {@code index+1} (right), {@code index−stride} (up),
 * {@code index−1} (left) and {@code index+stride} (down), in every boundary mode: the snapshot's
 * ring is filled with the wrapped values before each sweep (ghost cells), so a rule never
 * branches on the boundary.
 *
 * <p>Each slot also has a snapshot array ("the photograph" of THESIS §4) that a cell rule reads from.
 * Supervisors and external input write the live arrays, ring included (THESIS §5).
 */
public final class Field {
    private final int rows;
    private final int cols;
    private final int stride;
    private final Boundary boundary;
    private final List<Slot> slots;
    private final Object[] live;      // byte[] or int[] per slot
    private final Object[] snapshot;  // same shapes

    public Field(int rows, int cols, List<Slot> slots, Boundary boundary) {
        if (rows < 1 || cols < 1) throw new IllegalArgumentException("field must have at least one cell: " + rows + "x" + cols);
        if ((long) (rows + 2) * (cols + 2) > Integer.MAX_VALUE / 2) throw new IllegalArgumentException("field too large: " + rows + "x" + cols);
        this.rows = rows;
        this.cols = cols;
        this.stride = cols + 2;
        this.boundary = Objects.requireNonNull(boundary, "boundary");
        this.slots = List.copyOf(slots);
        if (this.slots.isEmpty()) throw new IllegalArgumentException("a cell needs at least one slot");
        int size = (rows + 2) * stride;
        live = new Object[this.slots.size()];
        snapshot = new Object[this.slots.size()];
        for (int s = 0; s < this.slots.size(); s++) {
            Slot slot = this.slots.get(s);
            live[s] = slot.width() == Slot.Width.BYTE ? new byte[size] : new int[size];
            snapshot[s] = slot.width() == Slot.Width.BYTE ? new byte[size] : new int[size];
        }
        reset();
    }

    private Field(Field other) {
        rows = other.rows;
        cols = other.cols;
        stride = other.stride;
        boundary = other.boundary;
        slots = other.slots;
        live = new Object[slots.size()];
        snapshot = new Object[slots.size()];
        for (int s = 0; s < slots.size(); s++) {
            live[s] = cloneArray(other.live[s]);
            snapshot[s] = cloneArray(other.live[s]);
        }
    }

    private static Object cloneArray(Object a) {
        return a instanceof byte[] b ? b.clone() : ((int[]) a).clone();
    }

    /** An independent copy of the live values (the snapshot buffer is not part of the value). */
    public Field copy() { return new Field(this); }

    /** Every computed cell to its slots' defaults, every ring cell to the border values. */
    public void reset() {
        for (int s = 0; s < slots.size(); s++) {
            Slot slot = slots.get(s);
            for (int i = 0; i <= rows + 1; i++)
                for (int j = 0; j <= cols + 1; j++) {
                    boolean ring = i == 0 || j == 0 || i == rows + 1 || j == cols + 1;
                    set(s, index(i, j), ring ? slot.borderValue() : slot.defaultValue());
                }
        }
    }

    public int rows() { return rows; }
    public int cols() { return cols; }
    /** Distance in the flat arrays between vertically adjacent cells: {@code cols + 2}. */
    public int stride() { return stride; }
    public Boundary boundary() { return boundary; }
    public List<Slot> slots() { return slots; }
    /** Number of computed cells, m·n. */
    public long cellCount() { return (long) rows * cols; }

    /** Flat index of cell (i, j); i in 0..rows+1, j in 0..cols+1 (0 and m+1 / n+1 are the ring). */
    public int index(int i, int j) { return i * stride + j; }
    public int rowOf(int index) { return index / stride; }
    public int colOf(int index) { return index % stride; }
    public boolean isComputed(int i, int j) { return i >= 1 && i <= rows && j >= 1 && j <= cols; }

    /** The live array of a byte slot (writable: supervisors and input write here). */
    public byte[] bytes(int slot) { return (byte[]) live[slot]; }
    /** The live array of an int slot. */
    public int[] ints(int slot) { return (int[]) live[slot]; }
    /** The snapshot array of a byte slot (what cell rules read during a sweep). */
    public byte[] snapshotBytes(int slot) { return (byte[]) snapshot[slot]; }
    /** The snapshot array of an int slot. */
    public int[] snapshotInts(int slot) { return (int[]) snapshot[slot]; }

    public int get(int slot, int index) {
        Object a = live[slot];
        return a instanceof byte[] b ? b[index] : ((int[]) a)[index];
    }

    public int get(int slot, int i, int j) { return get(slot, index(i, j)); }

    public void set(int slot, int index, int value) {
        Object a = live[slot];
        if (a instanceof byte[] b) b[index] = (byte) value;
        else ((int[]) a)[index] = value;
    }

    public void set(int slot, int i, int j, int value) { set(slot, index(i, j), value); }

    /**
     * Step 1 of THESIS §4: copies every live slot into the snapshot, then fills the snapshot's ring
     * with the wrapped values of the boundary mode (in ring mode it keeps the border values).
     */
    public void takeSnapshot() {
        for (int s = 0; s < live.length; s++) {
            Object from = live[s], to = snapshot[s];
            System.arraycopy(from, 0, to, 0, from instanceof byte[] b ? b.length : ((int[]) from).length);
            wrapGhosts(to);
        }
    }

    private void wrapGhosts(Object a) {
        if (boundary.wrapsColumns()) {
            for (int i = 1; i <= rows; i++) {
                int row = i * stride;
                System.arraycopy(a, row + cols, a, row, 1);   // left ghost  ← column n
                System.arraycopy(a, row + 1, a, row + cols + 1, 1); // right ghost ← column 1
            }
        }
        if (boundary.wrapsRows()) {
            System.arraycopy(a, rows * stride + 1, a, 1, cols);        // top ghost row ← row m
            System.arraycopy(a, stride + 1, a, (rows + 1) * stride + 1, cols); // bottom ghost row ← row 1
        }
    }

    /** Flat index of the neighbour of (i, j) in the live field, following the boundary mode; -1 off the field. */
    public int neighbour(int i, int j, int di, int dj) {
        int ni = i + di, nj = j + dj;
        if (boundary.wrapsRows()) ni = ((ni - 1) % rows + rows) % rows + 1;
        if (boundary.wrapsColumns()) nj = ((nj - 1) % cols + cols) % cols + 1;
        if (ni < 0 || nj < 0 || ni > rows + 1 || nj > cols + 1) return -1;
        return index(ni, nj);
    }

    /** A 64-bit FNV-1a hash of every slot of every storage cell (ring included): equal fields, equal hash. */
    public long hash() {
        long h = 0xcbf29ce484222325L;
        for (Object a : live) {
            if (a instanceof byte[] b) for (byte v : b) { h ^= v & 0xff; h *= 0x100000001b3L; }
            else for (int v : (int[]) a) { h ^= v; h *= 0x100000001b3L; }
            h ^= 0xff; h *= 0x100000001b3L; // slot separator
        }
        return h;
    }

    /** True when both fields have the same shape, slots, boundary and live values. */
    public boolean sameValues(Field o) {
        if (rows != o.rows || cols != o.cols || boundary != o.boundary || !slots.equals(o.slots)) return false;
        for (int s = 0; s < live.length; s++) {
            boolean eq = live[s] instanceof byte[] b ? Arrays.equals(b, (byte[]) o.live[s]) : Arrays.equals((int[]) live[s], (int[]) o.live[s]);
            if (!eq) return false;
        }
        return true;
    }
}
