package arcade.games.snake.engine;

import java.util.Arrays;
import java.util.List;

/**
 * Supervisor states A0…AN and global data cells D(N+1)…DM with the thesis's shared numbering
 * (THESIS §3). Supervisors read and {@link #set} them directly. Cells may only {@link #add} to
 * write-class values: the increments are accumulated during the sweep and committed after it, so
 * their sum cannot depend on the order cells are processed in, and no cell can read a value another
 * cell wrote in the same step ({@link #get} returns the value from before the sweep).
 */
public final class Globals {
    private final List<String> names;
    private final long[] values;
    private final long[] pending;

    public Globals(List<String> names) {
        this.names = List.copyOf(names);
        this.values = new long[this.names.size()];
        this.pending = new long[this.names.size()];
    }

    private Globals(Globals o) {
        names = o.names;
        values = o.values.clone();
        pending = o.pending.clone();
    }

    public Globals copy() { return new Globals(this); }

    public int size() { return values.length; }
    public List<String> names() { return names; }
    public String name(int k) { return names.get(k); }

    /** The committed value (for cells: the value at the start of the step). */
    public long get(int k) { return values[k]; }

    /** A supervisor's write (or initialisation). */
    public void set(int k, long v) { values[k] = v; }

    /** A cell's write: an increment, visible after the sweep. */
    public void add(int k, long delta) { pending[k] += delta; }

    /** Applies the accumulated increments; called by the engine between the sweep and the supervisors. */
    void commit() {
        for (int k = 0; k < values.length; k++) { values[k] += pending[k]; pending[k] = 0; }
    }

    public long[] values() { return values.clone(); }

    @Override public boolean equals(Object o) {
        return o instanceof Globals g && names.equals(g.names) && Arrays.equals(values, g.values);
    }

    @Override public int hashCode() { return Arrays.hashCode(values); }

    @Override public String toString() {
        StringBuilder sb = new StringBuilder("{");
        for (int k = 0; k < values.length; k++) sb.append(k == 0 ? "" : ", ").append(names.get(k)).append('=').append(values[k]);
        return sb.append('}').toString();
    }
}
