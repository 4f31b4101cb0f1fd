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
}
