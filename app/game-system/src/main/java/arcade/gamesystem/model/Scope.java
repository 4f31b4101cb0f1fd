package arcade.gamesystem.model;

import arcade.api.model.PlayerId;
import arcade.gamesystem.format.Node;
import arcade.gamesystem.format.RulesFileException;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What clauses are compiled against: the zones by name, the board and its directions, the named
 * zone sets, the players (with the direction each calls forward) and the die. Resolves zone
 * texts: a name, a set, a cell by numbers ({@code 4:5}: column 4, row 5), a cell relative to
 * another ({@code $from+NE}, {@code $from+forward}) and a cell mirrored across the board's
 * diagonal ({@code $cell~}).
 */
final class Scope {
    /** A direction spec that means "every adjacent cell" (a points board has no named directions). */
    static final int[] ADJACENT = {};
    /** A direction spec that means "any cell of the board" (flying). */
    static final int[] ANYWHERE = {};

    final Map<String, Zone> zones;
    final Board board;
    final List<PlayerId> players;
    final CompiledGame.Die die;
    /** The direction each player calls forward (an index into the board's directions), or -1. */
    int[] forward;
    /** Named paths through the zones (empty when the file declares none). */
    Map<String, List<Zone>> tracks = Map.of();
    /** Named sets of zones: the board's own (rows, columns…) and the file's. */
    Map<String, List<Zone>> sets = Map.of();
    /** Players of the file who do not take part with these params. */
    Set<String> absent = Set.of();
    /** The kinds of token the file knows. */
    List<String> kinds = List.of();
    TokenTypes types;
    /** The zones some move, capture or roll can take a token out of, as the clauses are compiled. */
    final java.util.BitSet drained = new java.util.BitSet();
    private Zone[] byIndex;

    Scope(Map<String, Zone> zones, Board board, List<PlayerId> players, CompiledGame.Die die) {
        this.zones = zones;
        this.board = board;
        this.players = players;
        this.die = die;
        this.forward = new int[players.size()];
        java.util.Arrays.fill(forward, -1);
    }

    /** Notes that a compiled effect can take tokens out of this zone. */
    void drains(int zone) { drained.set(zone); }

    /** The zone a text names after expanding its variables. */
    Zone zone(Node n, Env env) throws RulesFileException {
        String text = n.string();
        String name = env.expand(n, text);
        Zone z = resolve(n, env, name);
        if (z == null)
            throw n.error("there is no zone named '" + name + "'" + (name.equals(text) ? "" : " (from \"" + text + "\")") + cellHint());
        return z;
    }

    private String cellHint() {
        if (board == null || board.shape() == Board.Shape.POINTS) return "";
        return "; board cells are named a1 to " + Board.cellName(board.cols() - 1, board.rows() - 1);
    }

    private Zone resolve(Node n, Env env, String name) throws RulesFileException {
        Zone direct = zones.get(name);
        if (direct != null) return direct;
        if (board == null || board.shape() == Board.Shape.POINTS) return null;
        if (name.endsWith("~")) {
            Zone base = resolve(n, env, name.substring(0, name.length() - 1));
            if (base == null) return null;
            if (!board.isCell(base.index())) throw n.error("only a board cell can be mirrored, not '" + base.name() + "'");
            if (board.rows() != board.cols()) throw n.error("a cell can be mirrored only on a board with as many rows as columns");
            return byIndex(board.zone(board.rowOf(base.index()), board.colOf(base.index())));
        }
        int plus = name.lastIndexOf('+');
        if (plus > 0) {
            Zone base = resolve(n, env, name.substring(0, plus));
            if (base == null) return null;
            if (!board.isCell(base.index())) throw n.error("a direction leads from a board cell, and '" + base.name() + "' is none");
            int[] dirs = directions(n, name.substring(plus + 1), env.has("player") ? player(env.get("player")) : -1);
            if (dirs.length != 1) throw n.error("'" + name.substring(plus + 1) + "' is not one direction");
            int t = board.neighbour(base.index(), dirs[0]);
            if (t < 0) throw new OffBoard(n.error("'" + name + "' is off the board"));
            return byIndex(t);
        }
        if (name.matches("\\d{1,3}:\\d{1,3}")) {
            String[] p = name.split(":");
            int c = Integer.parseInt(p[0]), r = Integer.parseInt(p[1]);
            if (c < 1 || c > board.cols() || r < 1 || r > board.rows())
                throw n.error("the cell " + name + " (column " + c + ", row " + r + ") is off the " + board.cols() + " × " + board.rows() + " board");
            return byIndex(board.zone(c - 1, r - 1));
        }
        return null;
    }

    private int player(String name) {
        for (int i = 0; i < players.size(); i++) if (players.get(i).id().equals(name)) return i;
        return -1;
    }

    private Zone byIndex(int index) {
        if (byIndex == null) {
            byIndex = new Zone[zones.size()];
            for (Zone z : zones.values()) byIndex[z.index()] = z;
        }
        return byIndex[index];
    }

    String zoneName(int index) { return byIndex(index).name(); }

    /** The zones a text or list names: zone names, set names, ranges {@code {"prefix": "pit-", "from": 1, "to": "$pits"}}, or a list of them. */
    List<Zone> zoneList(Node n, Env env) throws RulesFileException {
        Set<Zone> out = new LinkedHashSet<>();
        for (Node item : n.listOrOne()) {
            if (item.isObject()) {
                item.allowOnly(Set.of("prefix", "from", "to"));
                String prefix = env.expand(item.get("prefix"), item.get("prefix").nonBlank());
                int from = env.integer(item.get("from"), 0, 100_000), to = env.integer(item.get("to"), 0, 100_000);
                if (to < from) throw item.get("to").error("\"to\" (" + to + ") is below \"from\" (" + from + ")");
                for (int i = from; i <= to; i++) {
                    Zone z = zones.get(prefix + i);
                    if (z == null) throw item.error("there is no zone named '" + prefix + i + "'");
                    out.add(z);
                }
                continue;
            }
            String name = env.expand(item, item.string());
            List<Zone> set = sets.get(name);
            if (set != null) out.addAll(set);
            else out.add(zone(item, env));
        }
        return new ArrayList<>(out);
    }

    /** The number of the player a text names after expanding its variables. */
    int player(Node n, Env env) throws RulesFileException {
        String name = env.expand(n, n.string());
        int i = player(name);
        if (i >= 0) return i;
        if (absent.contains(name)) throw n.error("'" + name + "' does not play when " + players.size() + " play (the players then are "
                + players.stream().map(PlayerId::id).collect(Collectors.joining(", ")) + ")");
        throw n.error("'" + name + "' is not a player; the players are " + players.stream().map(PlayerId::id).collect(Collectors.joining(", ")));
    }

    Board board(Node n) throws RulesFileException {
        if (board == null) throw n.error("this needs a board, and the file declares none (add \"board\": {\"rows\": …, \"cols\": …})");
        return board;
    }

    /**
     * Direction names for a player: absolute (N, NE…; on a hex grid E, NE, NW, W, SW, SE), groups
     * ({@code orthogonal}, {@code diagonal}, {@code all}), relative to the player's forward
     * ({@code forward}, {@code backward}, {@code forward-diagonal}, {@code backward-diagonal},
     * {@code sideways}); {@code adjacent} and {@code anywhere} give {@link #ADJACENT} and {@link #ANYWHERE}.
     */
    int[] directions(Node n, Env env, int player) throws RulesFileException {
        Set<Integer> out = new LinkedHashSet<>();
        for (Node item : n.listOrOne()) {
            String name = env.expand(item, item.nonBlank());
            if (name.equals("adjacent") || name.equals("anywhere")) {
                if (n.listOrOne().size() > 1) throw item.error("\"" + name + "\" stands alone, not in a list with other directions");
                return name.equals("adjacent") ? ADJACENT : ANYWHERE;
            }
            for (int d : directions(item, name, player)) out.add(d);
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private int[] directions(Node n, String name, int player) throws RulesFileException {
        Board b = board(n);
        List<String> names = b.directions();
        if (b.shape() == Board.Shape.POINTS)
            throw n.error("a board of points has no named directions; use \"adjacent\" (along its lines) or \"anywhere\"");
        int abs = names.indexOf(name);
        if (abs >= 0) return new int[]{abs};
        boolean square = b.shape() == Board.Shape.SQUARE;
        switch (name) {
            case "all": return range(names.size());
            case "orthogonal": if (square) return new int[]{0, 2, 4, 6}; break;
            case "diagonal": if (square) return new int[]{1, 3, 5, 7}; break;
            case "forward": case "backward": case "forward-diagonal": case "backward-diagonal": case "sideways": {
                if (!square) throw n.error("\"" + name + "\" is known on a square board only");
                if (player < 0) throw n.error("\"" + name + "\" needs a player to be relative to");
                int f = forward[player];
                if (f < 0) throw n.error("the player " + players.get(player) + " has no forward direction; give it one under \"players\": {\"name\": \""
                        + players.get(player) + "\", \"forward\": \"N\"}");
                int back = (f + 4) % 8;
                return switch (name) {
                    case "forward" -> new int[]{f};
                    case "backward" -> new int[]{back};
                    case "forward-diagonal" -> new int[]{(f + 7) % 8, (f + 1) % 8};
                    case "backward-diagonal" -> new int[]{(back + 7) % 8, (back + 1) % 8};
                    default -> new int[]{(f + 6) % 8, (f + 2) % 8};
                };
            }
            default: break;
        }
        throw n.error("'" + name + "' is not a direction here; the directions are " + String.join(", ", names)
                + (square ? ", orthogonal, diagonal, all, forward, backward, forward-diagonal, backward-diagonal, sideways" : ", all")
                + ", adjacent, anywhere");
    }

    private static int[] range(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = i;
        return a;
    }

    /** The track a text names after expanding its variables. */
    List<Zone> track(Node n, Env env) throws RulesFileException {
        String name = env.expand(n, n.string());
        List<Zone> t = tracks.get(name);
        if (t == null)
            throw n.error("there is no track named '" + name + "'" + (tracks.isEmpty() ? "; the file declares no \"tracks\"" : "; the tracks are " + String.join(", ", tracks.keySet())));
        return t;
    }

    /** A kind of token the file knows. */
    int kind(Node n, Env env) throws RulesFileException {
        String name = env.expand(n, n.nonBlank());
        int k = kinds.indexOf(name);
        if (k < 0) throw n.error("there is no kind of token '" + name + "'; the kinds are " + String.join(", ", kinds)
                + " (a kind no token starts as is declared under \"kinds\")");
        return k;
    }
}
