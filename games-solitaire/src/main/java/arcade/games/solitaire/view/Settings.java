package arcade.games.solitaire.view;

import arcade.api.store.GameStore;

/** The player's Klondike settings: read once from the game's store and written back on each change. */
final class Settings {
    static final String FILE = "settings";
    private final GameStore store;
    private SolitaireSettings current;

    Settings(GameStore store) {
        this.store = store;
        SolitaireSettings loaded = store.load(FILE, SolitaireSettings.class, () -> SolitaireSettings.DEFAULTS);
        current = loaded == null ? SolitaireSettings.DEFAULTS : loaded;
    }

    SolitaireSettings get() { return current; }

    void save(SolitaireSettings s) {
        current = s;
        store.save(FILE, s);
    }
}
