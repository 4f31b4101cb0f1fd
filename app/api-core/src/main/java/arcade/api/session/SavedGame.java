package arcade.api.session;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A game on disk: its id and the history as step text, never a dump of the state. Loading
 * replays the entries through the rules (see {@link Session#restore}).
 *
 * @param version   format version, {@link #CURRENT_VERSION} (1: without ui, assisted, undos)
 * @param plugin    the id of the game that wrote it
 * @param gameId    {@link arcade.api.model.GameId} text
 * @param entries   the session history after its first (new game) entry
 * @param position  how many of the entries are in effect (the rest is the redo tail)
 * @param elapsedMillis play time so far
 * @param extra     small game-specific values (e.g. mode, difficulty); never the state itself
 * @param ui        UI state that survives undo (cursor, pencil marks, hints used)
 * @param assisted  Solve, an undo or a hint helped: the game sets no best
 * @param undos     undos used (counted by the COUNTED undo policy)
 */
public record SavedGame(int version, String plugin, String gameId, List<SavedEntry> entries,
                        int position, long elapsedMillis, Map<String, String> extra,
                        Map<String, String> ui, boolean assisted, int undos) {
    public static final int CURRENT_VERSION = 2;

    public SavedGame {
        Objects.requireNonNull(plugin, "plugin");
        Objects.requireNonNull(gameId, "gameId");
        entries = entries == null ? List.of() : List.copyOf(entries);
        extra = extra == null ? Map.of() : Map.copyOf(extra);
        ui = ui == null ? Map.of() : Map.copyOf(ui);
    }

    /** A version-1 save: no UI state, not assisted. */
    public SavedGame(int version, String plugin, String gameId, List<SavedEntry> entries,
                     int position, long elapsedMillis, Map<String, String> extra) {
        this(version, plugin, gameId, entries, position, elapsedMillis, extra, Map.of(), false, 0);
    }

    /**
     * One history entry as text: a move, a compound move, a chance event, a restart, or a solve
     * run. {@code chances} lists the indexes of {@code moves} that are chance labels, not moves.
     */
    public record SavedEntry(Session.Kind kind, List<String> moves, List<Integer> chances) {
        public SavedEntry {
            Objects.requireNonNull(kind, "kind");
            moves = moves == null ? List.of() : List.copyOf(moves);
            chances = chances == null ? List.of() : List.copyOf(chances);
        }

        public SavedEntry(Session.Kind kind, List<String> moves) { this(kind, moves, null); }

        public boolean isChance(int index) { return chances.contains(index); }
    }
}
