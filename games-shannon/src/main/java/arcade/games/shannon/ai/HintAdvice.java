package arcade.games.shannon.ai;

import arcade.games.shannon.model.ShannonState;

import java.util.function.IntFunction;

/**
 * The hint for the side to move, with a reason that is true: a winning move when there is one,
 * with why it wins ({@link Reasons#whyWins}); in a lost position a trap if the trap search finds
 * one, else the move that holds out longest when the position is small enough to measure it, else
 * the thesis move, called just that.
 *
 * @param edge  the link to play
 * @param why   the reason in words, e.g. "it wins with best play: after it Short has two separate trees…"
 * @param proof what the board shows for the reason (the trees, the narrowest cut)
 */
public record HintAdvice(int edge, String why, Reasons.Proof proof) {
    static final String LOST = "no move wins against best play; ";

    /** Computes the advice (off the FX thread: the trap and defence searches may take a moment); links named by {@code name}. */
    public static HintAdvice of(ShannonState s, Analysis a, IntFunction<String> name) {
        int ring = a.perfectMove().orElseThrow(() -> new IllegalArgumentException("the game is over")).edge();
        if (a.perfectMoveWins()) {
            Reasons.Reason r = Reasons.whyWins(s, ring, name);
            return new HintAdvice(ring, "it wins with best play: " + r.text(), r.proof());
        }
        var trap = TrapSearch.find(s, TrapSearch.DEFAULT_BUDGET);
        if (trap.isPresent())
            return new HintAdvice(trap.getAsInt(), LOST + "this one sets a trap: the natural reply loses" + ringNote(trap.getAsInt(), ring), Reasons.Proof.NONE);
        var defence = LongestDefence.find(s);
        if (defence.isPresent()) {
            int n = defence.get().movesLeft();
            return new HintAdvice(defence.get().move(), LOST + "this one holds out longest (" + n + (n == 1 ? " move" : " moves")
                    + " to the end with best play)" + ringNote(defence.get().move(), ring), Reasons.Proof.NONE);
        }
        return new HintAdvice(ring, LOST + "this is the thesis move, on the shortest route and in the narrowest cut",
                new Reasons.Proof(java.util.List.of(), java.util.List.of(), a.minCut(), -1));
    }

    /** Says why the hint differs from the Analysis overlay's ring, which marks the thesis move in a lost position. */
    private static String ringNote(int hint, int ring) {
        return hint == ring ? "" : "; the Analysis ring marks the thesis move instead";
    }
}
