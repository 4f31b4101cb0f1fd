package arcade.shell.storage;

import arcade.api.session.SavedGame;
import arcade.api.session.Session;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** autosave/&lt;game&gt;.json: the unfinished game, in the shell's own file format around {@link SavedGame}. */
record AutosaveFile(int version, int saveVersion, String plugin, String gameId, List<Entry> entries,
                    int position, long elapsedMillis, Map<String, String> extra, long savedAt,
                    Map<String, String> ui, boolean assisted, int undos) {
    /** Chance steps, UI state, the assisted flag and the undo count were added as optional fields: older files read as before. */
    static final int VERSION = 1;

    record Entry(String kind, List<String> moves, List<Integer> chances) {}

    static AutosaveFile empty() {
        return new AutosaveFile(VERSION, SavedGame.CURRENT_VERSION, "", "", List.of(), 0, 0, Map.of(), 0, Map.of(), false, 0);
    }

    static AutosaveFile of(SavedGame g, long now) {
        List<Entry> es = new ArrayList<>();
        for (SavedGame.SavedEntry e : g.entries()) es.add(new Entry(e.kind().name(), e.moves(), e.chances().isEmpty() ? null : e.chances()));
        return new AutosaveFile(VERSION, g.version(), g.plugin(), g.gameId(), es, g.position(), g.elapsedMillis(), g.extra(), now,
                g.ui(), g.assisted(), g.undos());
    }

    /** The saved game, or null when the file does not describe one (checked again by the game's replay). */
    SavedGame toSavedGame() {
        if (plugin == null || plugin.isEmpty() || gameId == null || gameId.isEmpty()) return null;
        List<SavedGame.SavedEntry> es = new ArrayList<>();
        if (entries != null) for (Entry e : entries) {
            if (e == null || e.kind() == null) return null;
            Session.Kind k;
            try { k = Session.Kind.valueOf(e.kind()); } catch (IllegalArgumentException x) { return null; }
            es.add(new SavedGame.SavedEntry(k, e.moves(), e.chances()));
        }
        return new SavedGame(saveVersion, plugin, gameId, es, position, elapsedMillis, extra, ui, assisted, undos);
    }
}
