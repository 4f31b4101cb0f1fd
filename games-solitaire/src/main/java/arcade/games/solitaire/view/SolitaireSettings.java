package arcade.games.solitaire.view;

/**
 * The game's own settings, stored by the shell as JSON.
 *
 * @param autoHome       send safe cards to the foundations after each move
 * @param winnableOnly   deal only games the solver has proven winnable
 * @param autoPlayMillis pause between the cards Auto-play and Solve play
 * @param cardBack       the design on the backs of the cards (missing in older files: the first)
 * @param hintDetails    add what the solver found (its guesses at the hidden cards) to a hint
 */
public record SolitaireSettings(int version, boolean autoHome, boolean winnableOnly, int autoPlayMillis, CardBack cardBack,
                                boolean hintDetails) {
    public static final int MIN_PAUSE = 50, MAX_PAUSE = 1500;
    public static final SolitaireSettings DEFAULTS = new SolitaireSettings(1, true, false, 450, CardBack.LATTICE, false);

    public SolitaireSettings {
        autoPlayMillis = Math.max(MIN_PAUSE, Math.min(MAX_PAUSE, autoPlayMillis == 0 ? 450 : autoPlayMillis));
        if (cardBack == null) cardBack = CardBack.LATTICE;
    }

    public SolitaireSettings withAutoHome(boolean v) { return new SolitaireSettings(version, v, winnableOnly, autoPlayMillis, cardBack, hintDetails); }
    public SolitaireSettings withWinnableOnly(boolean v) { return new SolitaireSettings(version, autoHome, v, autoPlayMillis, cardBack, hintDetails); }
    public SolitaireSettings withAutoPlayMillis(int v) { return new SolitaireSettings(version, autoHome, winnableOnly, v, cardBack, hintDetails); }
    public SolitaireSettings withCardBack(CardBack v) { return new SolitaireSettings(version, autoHome, winnableOnly, autoPlayMillis, v, hintDetails); }
    public SolitaireSettings withHintDetails(boolean v) { return new SolitaireSettings(version, autoHome, winnableOnly, autoPlayMillis, cardBack, v); }

    /** The auto-play pause in words, as the settings page shows it: "0.45 s a card (steady)". */
    static String pauseInWords(int millis) {
        String pace = millis <= 150 ? "very fast" : millis <= 350 ? "fast" : millis <= 700 ? "steady" : millis <= 1100 ? "slow" : "very slow";
        return String.format(java.util.Locale.ROOT, "%.2f s a card (%s)", millis / 1000.0, pace);
    }
}
