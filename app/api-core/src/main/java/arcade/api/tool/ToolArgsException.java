package arcade.api.tool;

/** Bad command-line arguments; the message is shown to the user with exit code 2. */
public class ToolArgsException extends Exception {
    public ToolArgsException(String message) { super(message); }
}
