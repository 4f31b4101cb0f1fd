package arcade.games.capuzzle.automaton;

/** A malformed automaton file: the message names the line and what is wrong, in plain words. */
public final class AutomatonFormatException extends Exception {
    private final int line;

    public AutomatonFormatException(int line, String message) {
        super(line > 0 ? "line " + line + ": " + message : message);
        this.line = line;
    }

    /** 1-based line number, 0 when the problem is the file as a whole. */
    public int line() { return line; }
}
