package arcade.games.snake.engine;

/**
 * A supervisor (THESIS §3–4): an ordinary finite automaton with full read and write access to every
 * cell (the live arrays, ring included) and to the supervisor/global values. Supervisors act after
 * the cell sweep of the same step, in increasing index order.
 */
@FunctionalInterface
public interface Supervisor {
    void act(Field field, Globals globals);
}
