package arcade.api.model;

/** Params text or a game id that does not name a game of this kind; the message says why, in the player's words. */
public class ParamsException extends IllegalArgumentException {
    public ParamsException(String message) { super(message); }
    public ParamsException(String message, Throwable cause) { super(message, cause); }
}
