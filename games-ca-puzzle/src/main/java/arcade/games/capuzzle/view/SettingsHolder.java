package arcade.games.capuzzle.view;

import arcade.api.store.GameStore;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** The game's settings: read once from its store, saved there on every change, and handed to whoever draws with them. */
final class SettingsHolder {
    private final GameStore store;
    private final List<Consumer<CaSettings>> listeners = new ArrayList<>();
    private CaSettings settings;

    SettingsHolder(GameStore store) {
        this.store = store;
        this.settings = store.load(CaSettings.FILE, CaSettings.class, CaSettings::defaults).sanitized();
    }

    CaSettings get() { return settings; }

    void save(CaSettings s) {
        boolean looks = !s.withLastParams(null).equals(settings.withLastParams(null));
        settings = s;
        store.save(CaSettings.FILE, s);
        if (looks) for (Consumer<CaSettings> l : List.copyOf(listeners)) l.accept(s);
    }

    /** Called after every change of how things look (not for the last params played). */
    void onChange(Consumer<CaSettings> listener) { listeners.add(listener); }
}
