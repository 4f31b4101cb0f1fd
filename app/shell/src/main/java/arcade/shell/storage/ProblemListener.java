package arcade.shell.storage;

/** Receives storage problems the player must hear about (moved-aside files, failed writes). Any thread. */
@FunctionalInterface
public interface ProblemListener {
    void problem(String message);

    ProblemListener STDERR = message -> System.err.println("arcade: " + message);
}
