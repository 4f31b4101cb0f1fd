package arcade.games.shannon.ai;

import arcade.games.shannon.model.ShannonState;

/**
 * The hint for the side to move, with a reason that is true: a winning move when there is one;
 * in a lost position a trap if the trap search finds one, else the move that holds out longest
 * when the position is small enough to measure it, else the thesis move, called just that.
 *
 * @param edge the link to play
 * @param why  the reason in words, e.g. "it wins with best play"
 */
public record HintAdvice(int edge, String why) {
    static final String LOST = "no move wins against best play; ";

    /** Computes the advice (off the FX thread: the trap and defence searches may take a moment). */
    public static HintAdvice of(ShannonState s, Analysis a) {
        int ring = a.perfectMove().orElseThrow(() -> new IllegalArgumentException("the game is over")).edge();
        if (a.perfectMoveWins()) return new HintAdvice(ring, "it wins with best play");
        var trap = TrapSearch.find(s, TrapSearch.DEFAULT_BUDGET);
        if (trap.isPresent()) return new HintAdvice(trap.getAsInt(), LOST + "this one sets a trap: the natural reply loses" + ringNote(trap.getAsInt(), ring));
        var defence = LongestDefence.find(s);
        if (defence.isPresent()) {
            int n = defence.get().movesLeft();
            return new HintAdvice(defence.get().move(), LOST + "this one holds out longest (" + n + (n == 1 ? " move" : " moves")
                    + " to the end with best play)" + ringNote(defence.get().move(), ring));
        }
        return new HintAdvice(ring, LOST + "this is the thesis move, on the shortest route and in the narrowest cut");
    }

    /** Says why the hint differs from the Analysis overlay's ring, which marks the thesis move in a lost position. */
    private static String ringNote(int hint, int ring) {
        return hint == ring ? "" : "; the Analysis ring marks the thesis move instead";
    }
}
