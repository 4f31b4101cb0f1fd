package arcade.api.session;

/** A saved game or replay that cannot be loaded; the message says why for the user. */
public class SaveFormatException extends Exception {
    public SaveFormatException(String message) { super(message); }
    public SaveFormatException(String message, Throwable cause) { super(message, cause); }
}
