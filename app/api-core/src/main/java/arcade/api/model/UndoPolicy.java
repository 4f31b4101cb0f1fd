package arcade.api.model;

/** How a game lets the player take moves back. */
public enum UndoPolicy {
    /** Unlimited undo and redo; a game finished after an undo counts as assisted. */
    FREE,
    /** No undo (real-time games, or a game that forbids it). */
    NONE,
    /** Undo is allowed but counted (Minesweeper: an undo after a loss counts a death) and the game is assisted. */
    COUNTED
}
