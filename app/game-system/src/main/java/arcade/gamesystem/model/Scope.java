package arcade.gamesystem.model;

import arcade.api.model.PlayerId;
import arcade.gamesystem.format.Node;
import arcade.gamesystem.format.RulesFileException;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/** What clauses are compiled against: the zones by name, the board, the players and the die. */
final class Scope {
    final Map<String, Zone> zones;
    final Board board;
    final List<PlayerId> players;
    final CompiledGame.Die die;
    /** Named paths through the zones (empty when the file declares none). */
    Map<String, List<Zone>> tracks = Map.of();
    /** Players of the file who do not take part with these params. */
    Set<String> absent = Set.of();
    private final Map<Integer, List<int[]>> lines = new HashMap<>();

    Scope(Map<String, Zone> zones, Board board, List<PlayerId> players, CompiledGame.Die die) {
        this.zones = zones;
        this.board = board;
        this.players = players;
        this.die = die;
    }

    /** The zone a text names after expanding its variables. */
    Zone zone(Node n, Env env) throws RulesFileException {
        String text = n.string();
        String name = env.expand(n, text);
        Zone z = zones.get(name);
        if (z == null)
            throw n.error("there is no zone named '" + name + "'" + (name.equals(text) ? "" : " (from \"" + text + "\")")
                    + (board == null ? "" : "; board cells are named a1 to " + Board.cellName(board.cols() - 1, board.rows() - 1)));
        return z;
    }

    /** The number of the player a text names after expanding its variables. */
    int player(Node n, Env env) throws RulesFileException {
        String name = env.expand(n, n.string());
        for (int i = 0; i < players.size(); i++) if (players.get(i).id().equals(name)) return i;
        if (absent.contains(name)) throw n.error("'" + name + "' does not play when " + players.size() + " play (the players then are "
                + players.stream().map(PlayerId::id).collect(Collectors.joining(", ")) + ")");
        throw n.error("'" + name + "' is not a player; the players are " + players.stream().map(PlayerId::id).collect(Collectors.joining(", ")));
    }

    Board board(Node n) throws RulesFileException {
        if (board == null) throw n.error("this needs a board, and the file declares none (add \"board\": {\"rows\": …, \"cols\": …})");
        return board;
    }

    /** The track a text names after expanding its variables. */
    List<Zone> track(Node n, Env env) throws RulesFileException {
        String name = env.expand(n, n.string());
        List<Zone> t = tracks.get(name);
        if (t == null)
            throw n.error("there is no track named '" + name + "'" + (tracks.isEmpty() ? "; the file declares no \"tracks\"" : "; the tracks are " + String.join(", ", tracks.keySet())));
        return t;
    }

    List<int[]> lines(int length) { return lines.computeIfAbsent(length, board::lines); }
}
