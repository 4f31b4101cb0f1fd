package arcade.api.model;

/** A move outside the domain of the partial transition function τ. The state is left unchanged. */
public class IllegalMoveException extends RuntimeException {
    public IllegalMoveException(String message) { super(message); }
}
