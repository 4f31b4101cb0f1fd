package arcade.games.minesweeper.ai;

/** The numbers and flags of a board admit no mine arrangement; the message says where, in words. */
public class InconsistentBoardException extends IllegalArgumentException {
    public InconsistentBoardException(String message) { super(message); }
}
