package arcade.games.solitaire.view;

/**
 * The game's own settings, stored by the shell as JSON.
 *
 * @param autoHome     send safe cards to the foundations after each move
 * @param winnableOnly deal only games the solver has proven winnable
 * @param autoPlayMillis pause between the steps of Auto-play
 */
public record SolitaireSettings(int version, boolean autoHome, boolean winnableOnly, int autoPlayMillis) {
    public static final SolitaireSettings DEFAULTS = new SolitaireSettings(1, true, false, 450);

    public SolitaireSettings {
        autoPlayMillis = Math.max(50, Math.min(3000, autoPlayMillis == 0 ? 450 : autoPlayMillis));
    }

    public SolitaireSettings withAutoHome(boolean v) { return new SolitaireSettings(version, v, winnableOnly, autoPlayMillis); }
    public SolitaireSettings withWinnableOnly(boolean v) { return new SolitaireSettings(version, autoHome, v, autoPlayMillis); }
    public SolitaireSettings withAutoPlayMillis(int v) { return new SolitaireSettings(version, autoHome, winnableOnly, v); }
}
