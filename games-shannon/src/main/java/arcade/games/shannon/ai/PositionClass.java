package arcade.games.shannon.ai;

import arcade.games.shannon.model.Side;

/**
 * Lehman's classification of a position (THESIS.md §3.2). No position is a win for whoever moves
 * second, so these three classes cover every position.
 */
public enum PositionClass {
    /** Short wins whoever moves next (a positive subgraph holds A and B). */
    SHORT("short"),
    /** Cut wins whoever moves next. */
    CUT("cut"),
    /** Neutral: the side to move wins. */
    FIRST("first");

    private final String id;

    PositionClass(String id) { this.id = id; }

    /** {@code short}, {@code cut} or {@code first}, as printed by the tools. */
    public String id() { return id; }

    /** The winner with best play when {@code toMove} moves next. */
    public Side winner(Side toMove) {
        return switch (this) {
            case SHORT -> Side.SHORT;
            case CUT -> Side.CUT;
            case FIRST -> toMove;
        };
    }

    /** A sentence for the status line. */
    public String describe() {
        return switch (this) {
            case SHORT -> "Short wins with best play, whoever moves";
            case CUT -> "Cut wins with best play, whoever moves";
            case FIRST -> "whoever moves next wins with best play";
        };
    }
}
