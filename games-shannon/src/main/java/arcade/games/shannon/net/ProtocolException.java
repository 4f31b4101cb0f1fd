package arcade.games.shannon.net;

/** A line that is not a valid message of the protocol; the message says why, for the peer. */
public class ProtocolException extends Exception {
    public ProtocolException(String message) { super(message); }
}
