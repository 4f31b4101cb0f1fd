package arcade.api.session;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A game on disk: its id and the history as move text, never a dump of the state. Loading
 * replays the entries through the rules (see {@link Session#restore}).
 *
 * @param version   format version, {@link #CURRENT_VERSION}
 * @param plugin    the id of the plugin that wrote it
 * @param gameId    {@link GameId} text
 * @param entries   the session history after its first (new game) entry
 * @param position  how many of the entries are in effect (the rest is the redo tail)
 * @param elapsedMillis play time so far
 * @param extra     small game-specific values (e.g. mode, difficulty); never the state itself
 */
public record SavedGame(int version, String plugin, String gameId, List<SavedEntry> entries,
                        int position, long elapsedMillis, Map<String, String> extra) {
    public static final int CURRENT_VERSION = 1;

    public SavedGame {
        Objects.requireNonNull(plugin, "plugin");
        Objects.requireNonNull(gameId, "gameId");
        entries = entries == null ? List.of() : List.copyOf(entries);
        extra = extra == null ? Map.of() : Map.copyOf(extra);
    }

    /** One history entry: a move, a restart, or a solve/auto-play run of several moves. */
    public record SavedEntry(Session.Kind kind, List<String> moves) {
        public SavedEntry {
            Objects.requireNonNull(kind, "kind");
            moves = moves == null ? List.of() : List.copyOf(moves);
        }
    }
}
