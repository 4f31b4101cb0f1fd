package arcade.games.snake.view.settings;

import arcade.api.store.GameStore;
import javafx.beans.value.ObservableStringValue;
import javafx.scene.Node;

/** The player's Snake settings: read once from the store, changed on the settings page, stored at once. */
public final class StoredSettings {
    private final GameStore store;
    private Runnable changed = () -> { };
    private SnakeSettings current;

    public StoredSettings(GameStore store) {
        this.store = store;
        this.current = store.load(SnakeSettings.STORE_NAME, SnakeSettings.class, SnakeSettings::defaults).sanitized();
    }

    public SnakeSettings get() { return current; }

    /** Runs {@code changed} after every change (the field repaints with the new look). */
    public void onChange(Runnable changed) { this.changed = changed; }

    /** The page for the shell's settings dialog; {@code sound} says what is known about sound. */
    public Node pane(ObservableStringValue sound) {
        return new SettingsPane(current, sound, s -> {
            current = s.sanitized();
            store.save(SnakeSettings.STORE_NAME, current);
            changed.run();
        });
    }
}
