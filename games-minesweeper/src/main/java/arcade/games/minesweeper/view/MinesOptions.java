package arcade.games.minesweeper.view;

import arcade.api.store.GameStore;
import arcade.games.minesweeper.model.MinesParams;

/** The player's settings: read once from the game's store, repaired, and written back on each change. */
final class MinesOptions {
    private final GameStore store;
    private MinesSettings current;

    MinesOptions(GameStore store) {
        this.store = store;
        MinesSettings loaded = store.load(MinesSettings.STORE_NAME, MinesSettings.class, MinesSettings::defaults);
        current = (loaded == null ? MinesSettings.defaults() : loaded).sanitized();
    }

    MinesSettings get() { return current; }

    void save(MinesSettings s) {
        current = s.sanitized();
        store.save(MinesSettings.STORE_NAME, current);
    }

    /**
     * A preset's board under the first-click rule of the settings; a custom board keeps the rule
     * chosen in its dialog, and a no-guess board always opens an area.
     */
    String withRule(String params) {
        MinesParams p = MinesParams.CODEC.parse(params);
        boolean preset = MinesParams.PRESETS.stream().anyMatch(pr -> pr.params().equals(p.text()));
        return preset && !p.noGuess() ? p.withFirstClick(current.rule()).text() : p.text();
    }
}
