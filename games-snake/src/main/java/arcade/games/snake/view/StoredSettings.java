package arcade.games.snake.view;

import arcade.api.store.GameStore;
import javafx.beans.value.ObservableStringValue;
import javafx.scene.Node;

/** The player's Snake settings: read once from the store, changed on the settings page, stored at once. */
final class StoredSettings {
    private final GameStore store;
    private Runnable changed = () -> { };
    private SnakeSettings current;

    StoredSettings(GameStore store) {
        this.store = store;
        this.current = store.load(SnakeSettings.STORE_NAME, SnakeSettings.class, SnakeSettings::defaults).sanitized();
    }

    SnakeSettings get() { return current; }

    /** Runs {@code changed} after every change (the field repaints with the new look). */
    void onChange(Runnable changed) { this.changed = changed; }

    /** The page for the shell's settings dialog; {@code sound} says what is known about sound. */
    Node pane(ObservableStringValue sound) {
        return new SettingsPane(current, sound, s -> {
            current = s.sanitized();
            store.save(SnakeSettings.STORE_NAME, current);
            changed.run();
        });
    }
}
