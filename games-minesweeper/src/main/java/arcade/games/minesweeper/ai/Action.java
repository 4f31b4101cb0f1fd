package arcade.games.minesweeper.ai;

import java.util.function.Supplier;

/**
 * What a solver advises on one cell: reveal it or flag it, with the cell's mine probability and
 * the reason in words. The words are made only when asked for: an automatic player makes
 * thousands of moves per game and reads none of them.
 */
public record Action(Kind kind, int x, int y, double probability, Supplier<String> why) {
    public enum Kind { REVEAL, FLAG }

    public static Action reveal(int x, int y, double p, String reason) { return new Action(Kind.REVEAL, x, y, p, () -> reason); }
    public static Action reveal(int x, int y, double p, Supplier<String> reason) { return new Action(Kind.REVEAL, x, y, p, reason); }
    public static Action flag(int x, int y, String reason) { return new Action(Kind.FLAG, x, y, 1.0, () -> reason); }
    public static Action flag(int x, int y, Supplier<String> reason) { return new Action(Kind.FLAG, x, y, 1.0, reason); }

    /** The reason in words. */
    public String reason() { return why.get(); }

    /** True for a reveal that is not certain to be safe. */
    public boolean isGuess() { return kind == Kind.REVEAL && probability > Probabilities.CERTAIN; }
}
