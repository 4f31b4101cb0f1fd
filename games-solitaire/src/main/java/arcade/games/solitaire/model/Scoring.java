package arcade.games.solitaire.model;

/** How a game is scored (the rules page explains each). */
public enum Scoring {
    /** No score: cards home is all that counts. */
    NONE("no score"),
    /**
     * The classic desktop scoring: waste to tableau +5, to a foundation +10, a tableau card turned
     * up +5, a card back from a foundation −15, each pass through the stock after the first −100
     * in draw 1 (−20 in draw 3); never below zero.
     */
    STANDARD("standard score"),
    /** Vegas: the deal costs 52, every card sent home pays 5 (a card taken back costs 5). */
    VEGAS("Vegas score");

    private final String words;
    Scoring(String words) { this.words = words; }
    public String words() { return words; }
}
