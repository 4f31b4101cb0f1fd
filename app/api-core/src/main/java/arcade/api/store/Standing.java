package arcade.api.store;

/**
 * Where a finished game stands among the earlier games of its variant, for the end-of-game card.
 *
 * @param rank    its place among the ten best (fastest wins, or highest scores) of the variant,
 *                counting itself: 1 is the best; 0 when it is not among them (a loss, an assisted
 *                game, or slower than the ten best)
 * @param earlier how many earlier games of the variant qualified for that table, so that a first
 *                game is never praised as a "new best"
 */
public record Standing(int rank, int earlier) {
    public static final Standing NONE = new Standing(0, 0);

    public Standing {
        if (rank < 0 || earlier < 0) throw new IllegalArgumentException("rank and earlier must not be negative");
    }

    /** Better than every earlier game of its kind (and there was one to beat). */
    public boolean newBest() { return rank == 1 && earlier > 0; }

    /** Among the ten best, but not the best. */
    public boolean placed() { return rank > 1; }
}
