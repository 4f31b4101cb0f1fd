package arcade.games.shannon.model.boards;

/** A board file that cannot be used; the message says what is wrong, for the player. */
public class BoardFormatException extends Exception {
    public BoardFormatException(String message) { super(message); }
    public BoardFormatException(String message, Throwable cause) { super(message, cause); }
}
