package arcade.api.model;

/** Move text that does not name any move of the game. */
public class MoveFormatException extends RuntimeException {
    public MoveFormatException(String message) { super(message); }
}
