package arcade.shell.storage;

import arcade.api.session.SavedGame;
import arcade.api.session.Session;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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

    /**
     * Why the file does not describe a game the arcade can replay, in plain words, or empty when it
     * does (the game's own replay then checks the moves): no game named, an entry of no known kind,
     * a missing move, or a number out of its range.
     */
    Optional<String> problem() {
        if (plugin == null || plugin.isEmpty() || gameId == null || gameId.isEmpty()) return Optional.of("no game is named");
        int count = entries == null ? 0 : entries.size();
        if (entries != null) for (Entry e : entries) {
            if (e == null || e.kind() == null || !known(e.kind())) return Optional.of("a step of the game is of no known kind");
            if (e.moves() != null && e.moves().stream().anyMatch(java.util.Objects::isNull)) return Optional.of("a move is missing");
            if (e.chances() != null) for (Integer c : e.chances())
                if (c == null || c < 0 || e.moves() == null || c >= e.moves().size()) return Optional.of("a chance step is out of range");
        }
        if (position < 0 || position > count) return Optional.of("its position is out of range");
        if (!StoredRanges.isDuration(elapsedMillis)) return Optional.of("its play time is negative or out of range");
        if (!StoredRanges.isTime(savedAt)) return Optional.of("its date is out of range");
        if (undos < 0) return Optional.of("its undo count is negative");
        if (hasNull(extra) || hasNull(ui)) return Optional.of("a value of the game is missing");
        return Optional.empty();
    }

    private static boolean known(String kind) {
        for (Session.Kind k : Session.Kind.values()) if (k.name().equals(kind)) return true;
        return false;
    }

    private static boolean hasNull(Map<String, String> m) {
        if (m == null) return false;
        for (Map.Entry<String, String> e : m.entrySet()) if (e.getKey() == null || e.getValue() == null) return true;
        return false;
    }

    /** The saved game, or null when the file does not describe one (see {@link #problem()}; checked again by the game's replay). */
    SavedGame toSavedGame() {
        if (problem().isPresent()) return null;
        List<SavedGame.SavedEntry> es = new ArrayList<>();
        if (entries != null) for (Entry e : entries) es.add(new SavedGame.SavedEntry(Session.Kind.valueOf(e.kind()), e.moves(), e.chances()));
        return new SavedGame(saveVersion, plugin, gameId, es, position, elapsedMillis, extra, ui, assisted, undos);
    }
}
