package arcade.games.solitaire.model;

/**
 * What a player chooses: cards turned per draw (1 or 3), passes through the stock (0 = unlimited)
 * and the scoring.
 */
public record KlondikeParams(int draw, int passes, Scoring scoring) {
    public static final KlondikeParams THESIS = new KlondikeParams(1, 3, Scoring.STANDARD);

    public boolean unlimitedPasses() { return passes == 0; }

    /** Whether another recycle is allowed after {@code recycles} of them. */
    public boolean mayRecycle(int recycles) { return passes == 0 || recycles + 1 < passes; }

    public KlondikeParams withScoring(Scoring s) { return new KlondikeParams(draw, passes, s); }
}
