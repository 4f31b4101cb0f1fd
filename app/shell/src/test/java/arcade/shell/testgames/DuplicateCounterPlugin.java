package arcade.shell.testgames;

/** A second provider claiming the id "counter": it must be rejected. */
public class DuplicateCounterPlugin extends CounterPlugin {
    public DuplicateCounterPlugin() { super("counter", "Counter again"); }
}
