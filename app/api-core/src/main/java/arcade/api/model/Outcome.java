package arcade.api.model;

/** The winning function λ of a terminal state: a winner, or a draw (ε). */
public sealed interface Outcome {
    record Win(PlayerId winner) implements Outcome {
        @Override public String toString() { return "win:" + winner; }
    }
    record Draw() implements Outcome {
        @Override public String toString() { return "draw"; }
    }

    static Outcome win(PlayerId p) { return new Win(p); }
    static Outcome draw() { return new Draw(); }

    /** True when this outcome is a win for {@code p}. */
    default boolean isWinFor(PlayerId p) { return this instanceof Win w && w.winner().equals(p); }
}
