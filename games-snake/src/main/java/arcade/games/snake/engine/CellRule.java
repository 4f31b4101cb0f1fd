package arcade.games.snake.engine;

/**
 * The transition function f of the extended CA, bound to one {@link Field}. For the cell at flat
 * index {@code index} it reads the cell's own old value and its neighbours' old values from the
 * field's snapshot arrays (self, right {@code +1}, up {@code −stride}, left {@code −1}, down
 * {@code +stride}: the thesis's argument order) and writes the new slot values into the live
 * arrays. Writes to supervisors or global cells go through {@link Globals#add} only.
 */
@FunctionalInterface
public interface CellRule {
    void update(int index, Globals globals);

    /**
     * Updates the cells {@code first..last} (flat indices of one row, ascending). The engine calls
     * this once per row; a rule may override it with a tighter loop, provided the result equals
     * calling {@link #update} on each cell in order.
     */
    default void updateRow(int first, int last, Globals globals) {
        for (int idx = first; idx <= last; idx++) update(idx, globals);
    }
}
