package arcade.games.minesweeper.ai;

/**
 * What a solver advises on one cell: reveal it or flag it, with the cell's mine probability and
 * the reason in words.
 */
public record Action(Kind kind, int x, int y, double probability, String reason) {
    public enum Kind { REVEAL, FLAG }

    public static Action reveal(int x, int y, double p, String reason) { return new Action(Kind.REVEAL, x, y, p, reason); }
    public static Action flag(int x, int y, String reason) { return new Action(Kind.FLAG, x, y, 1.0, reason); }

    /** True for a reveal that is not certain to be safe. */
    public boolean isGuess() { return kind == Kind.REVEAL && probability > Probabilities.CERTAIN; }
}
