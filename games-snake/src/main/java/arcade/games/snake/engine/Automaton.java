package arcade.games.snake.engine;

import java.util.List;
import java.util.Objects;

/**
 * One system of the thesis (THESIS §4): a field, its cell rule, the supervisors A0…AN and the global
 * cells. A {@link #step()} is: photograph the field → every computed cell, rows then columns
 * ascending, computes its new value from the photograph → the cells' increments to global values
 * are committed → supervisors act on the post-sweep field in index order.
 *
 * <p>The automaton mutates its field in place; callers that need immutable states copy the field
 * first (see the Snake model).
 */
public final class Automaton {
    private final Field field;
    private final CellRule rule;
    private final Globals globals;
    private final List<Supervisor> supervisors;
    private long steps;

    public Automaton(Field field, CellRule rule, Globals globals, List<Supervisor> supervisors) {
        this.field = Objects.requireNonNull(field, "field");
        this.rule = Objects.requireNonNull(rule, "rule");
        this.globals = Objects.requireNonNull(globals, "globals");
        this.supervisors = List.copyOf(supervisors);
    }

    public Field field() { return field; }
    public Globals globals() { return globals; }
    public long steps() { return steps; }

    /** One system step in the normative order. */
    public void step() {
        field.takeSnapshot();
        sweep();
        finish();
    }

    private void sweep() {
        final int rows = field.rows(), cols = field.cols(), stride = field.stride();
        final CellRule r = rule;
        final Globals g = globals;
        for (int i = 1; i <= rows; i++) {
            int base = i * stride;
            r.updateRow(base + 1, base + cols, g);
        }
    }

    /**
     * A step whose sweep visits the computed cells in the given order of flat indices (each
     * exactly once). Because cells read only the photograph and write globals only by increments,
     * the result equals {@link #step()}'s; tests use this to check that property.
     */
    public void step(int[] cellOrder) {
        if (cellOrder.length != field.cellCount()) throw new IllegalArgumentException("the order must list every computed cell once");
        field.takeSnapshot();
        for (int idx : cellOrder) rule.update(idx, globals);
        finish();
    }

    private void finish() {
        globals.commit();
        for (Supervisor s : supervisors) s.act(field, globals);
        steps++;
    }
}
