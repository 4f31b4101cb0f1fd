package arcade.gamesystem.model;

import arcade.api.model.PlayerId;
import arcade.gamesystem.format.Node;
import arcade.gamesystem.format.RulesFileException;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Instantiates a rules file for given params (THESIS.md §2): the structural rules (players, board,
 * zones, tokens, the initial placement) here with {@link Tokens}, the move, alternation and win
 * clauses by {@link MoveCompiler} and {@link Clauses}. Every reference is resolved now, so a file
 * that compiles never fails while it is played.
 */
public final class GameCompiler {
    static final int MAX_ZONES = 2_000;

    private GameCompiler() {}

    public static CompiledGame compile(RulesSource src, Map<String, Integer> params) throws RulesFileException {
        Node root = src.root();
        Env env = Env.of(params);
        CompiledGame.Parts parts = new CompiledGame.Parts();
        parts.file = src.file();
        parts.name = src.name();
        parts.format = src.format();
        parts.params = src.codec().format(params);
        List<PlayerId> players = src.playersFor(params);
        parts.players = players;
        Set<String> absent = new HashSet<>();
        for (PlayerId p : src.players()) if (!players.contains(p)) absent.add(p.id());
        /* Zones of players who do not take part, left out with everything that names them. */
        Set<String> dropped = new HashSet<>();
        List<Zone> zones = new ArrayList<>();
        Map<String, Zone> byName = new LinkedHashMap<>();
        Map<Zone, String> labels = new HashMap<>();
        Board board = root.has("board") ? BoardReader.read(root.get("board"), env, src.format(), zones, byName) : null;
        if (root.has("zones")) for (Node z : root.get("zones").list()) {
            if (z.isString()) { addZone(zones, byName, z, env.expand(z, z.nonBlank())); continue; }
            z.allowOnly(src.format() >= 2 ? Set.of("name", "prefix", "count", "owner", "label") : Set.of("name", "prefix", "count", "owner"));
            List<String> names = new ArrayList<>();
            if (z.has("name")) {
                if (z.has("prefix") || z.has("count")) throw z.error("a zone entry has a \"name\", or a \"prefix\" and a \"count\", not both");
                names.add(env.expand(z.get("name"), z.get("name").nonBlank()));
            } else {
                String prefix = env.expand(z.get("prefix"), z.get("prefix").nonBlank());
                int count = env.integer(z.get("count"), 1, MAX_ZONES);
                for (int i = 1; i <= count; i++) names.add(prefix + i);
            }
            if (z.has("owner") && absent.contains(listedPlayer(src, z.get("owner"), env))) { dropped.addAll(names); continue; }
            for (int i = 0; i < names.size(); i++) {
                Zone added = addZone(zones, byName, z, names.get(i));
                if (z.has("label")) labels.put(added, ZoneLabels.check(z.get("label"), env.with("n", Integer.toString(i + 1)).expand(z.get("label"), z.get("label").nonBlank())));
            }
        }
        CompiledGame.Die die = null;
        List<Zone> faceZones = new ArrayList<>();
        Zone rest = null;
        if (root.has("die")) {
            Node d = root.get("die").allowOnly(Set.of("faces"));
            int faces = env.integer(d.get("faces"), 2, 20);
            rest = addZone(zones, byName, d, "die");
            for (int f = 1; f <= faces; f++) faceZones.add(addZone(zones, byName, d, "die-" + f));
        }
        if (zones.isEmpty()) throw root.error("the game has no zones: declare a \"board\", \"zones\" or both");
        if (zones.size() > MAX_ZONES) throw root.error("too many zones (" + zones.size() + "; at most " + MAX_ZONES + ")");
        parts.zones = zones;
        parts.board = board;

        List<String> kinds = Tokens.kinds(src, root, die != null || rest != null);
        TokenTypes types = new TokenTypes(kinds, players.stream().map(PlayerId::id).toList());
        if (rest != null) die = new CompiledGame.Die(faceZones.size(), rest, List.copyOf(faceZones), types.of(kinds.indexOf(Tokens.DIE), -1));
        parts.die = die;
        parts.types = types;
        parts.looks = Tokens.looks(src, root, kinds);
        parts.colours = src.coloursOf(players);

        Scope scope = new Scope(byName, board, players, die);
        scope.absent = absent;
        scope.kinds = kinds;
        scope.types = types;
        for (int p = 0; p < players.size(); p++) scope.forward[p] = forward(src, players.get(p), board, root);
        scope.sets = Sets.compile(root, env, scope, board, src.format(), labels);
        parts.labels = Map.copyOf(labels);
        if (root.has("tracks")) scope.tracks = Tracks.compile(root.get("tracks"), env, scope, dropped);
        parts.tracks = scope.tracks;
        parts.sets = scope.sets;
        parts.initial = Tokens.place(src, env, scope, zones, dropped);

        Clauses clauses = new Clauses(scope);
        turnOrder(root, env, scope, clauses, parts);
        winAndDraw(src, root, env, scope, clauses, parts);
        parts.noMoves = noMoves(root, players);
        parts.maxPlies = root.has("maxPlies") ? env.integer(root.get("maxPlies"), 1, 1_000_000) : 0;
        parts.countsPlies = parts.maxPlies > 0;
        parts.forcedCapture = root.has("forcedCapture") && root.get("forcedCapture").bool();
        if (root.has("symmetries")) parts.symmetries = Symmetries.compile(root.get("symmetries"), board, zones.size());
        parts.moves = new MoveCompiler(scope, clauses).compile(root.get("moves"), env);
        if (die != null) {
            scope.drains(die.rest().index());
            for (Zone f : die.faceZones()) scope.drains(f.index());
        }
        if (parts.score != null) parts.score = parts.score.keeping(scope.drained);
        return new CompiledGame(parts);
    }

    /** The direction a player calls forward ({@code "forward": "N"} under players), or -1. */
    private static int forward(RulesSource src, PlayerId p, Board board, Node root) throws RulesFileException {
        String f = src.forwardOf(p);
        if (f == null) return -1;
        if (board == null || board.shape() != Board.Shape.SQUARE) throw root.get("players").error("\"forward\" is a direction on a square board, and the file declares none");
        int d = board.directions().indexOf(f);
        if (d < 0) throw root.get("players").error("the forward of " + p + " is one of " + String.join(", ", board.directions()) + ", not \"" + f + "\"");
        return d;
    }

    private static void turnOrder(Node root, Env env, Scope scope, Clauses clauses, CompiledGame.Parts parts) throws RulesFileException {
        Node turn = root.has("turnOrder") ? root.get("turnOrder").allowOnly(Set.of("type", "first", "extraTurnIf")) : null;
        if (turn != null && turn.has("type") && !turn.get("type").string().equals("cyclic"))
            throw turn.get("type").error("the only turn order is \"cyclic\" (use extraTurnIf for moving again)");
        parts.firstPlayer = turn != null && turn.has("first") ? scope.player(turn.get("first"), env) : 0;
        List<Condition> extraTurn = new ArrayList<>();
        for (int p = 0; p < scope.players.size(); p++) {
            Env pe = env.with("player", scope.players.get(p).id()).with("lastMover", scope.players.get(p).id());
            extraTurn.add(turn != null && turn.has("extraTurnIf") ? clauses.conditions(turn.get("extraTurnIf").list(), pe) : null);
        }
        parts.extraTurn = extraTurn;
    }

    private static void winAndDraw(RulesSource src, Node root, Env env, Scope scope, Clauses clauses, CompiledGame.Parts parts) throws RulesFileException {
        List<List<CompiledGame.WinClause>> wins = new ArrayList<>();
        List<Condition> draws = new ArrayList<>(), ends = new ArrayList<>();
        List<PlayerId> players = scope.players;
        for (int last = 0; last < players.size(); last++) {
            Env le = env.with("lastMover", players.get(last).id());
            if (players.size() == 2) le = le.with("opponent", players.get(1 - last).id());
            List<CompiledGame.WinClause> w = new ArrayList<>();
            if (root.has("win")) for (Node c : root.get("win").list()) {
                c.allowOnly(Set.of("if", "winner"));
                w.add(new CompiledGame.WinClause(clauses.conditions(c.get("if").listOrOne(), le), scope.player(c.get("winner"), le)));
            }
            wins.add(w);
            draws.add(any(clauses, root, "draw", le));
            ends.add(any(clauses, root, "end", le));
        }
        parts.wins = wins;
        parts.draws = draws;
        parts.drawClauses = root.has("draw");
        parts.ends = ends;
        if (!root.has("win") && !root.has("draw") && !root.has("end") && !root.has("maxPlies") && !root.has("noMoves"))
            throw root.error("the game never ends: give \"win\", \"draw\" or \"end\" clauses, \"noMoves\" or \"maxPlies\"");
        if (root.has("score")) {
            Node s = root.get("score").allowOnly(Set.of("count", "in"));
            String count = s.get("count").string();
            if (!count.equals("owned") && !count.equals("tokens")) throw s.get("count").error("a score counts \"owned\" tokens (each player's own) or all \"tokens\" in the zones, not \"" + count + "\"");
            int[][] zones = new int[players.size()][];
            for (int p = 0; p < players.size(); p++) zones[p] = Clauses.indices(scope.zoneList(s.get("in"), env.with("player", players.get(p).id())));
            parts.score = new Score(zones, count.equals("owned"), scope.types);
        } else if (root.has("end")) {
            throw root.get("end").error("an \"end\" clause ends the game by the score: give a \"score\" too");
        }
    }

    /** The clauses under {@code field} ({@code [{"if": […]}]}) as one condition: any of them. */
    private static Condition any(Clauses clauses, Node root, String field, Env env) throws RulesFileException {
        if (!root.has(field)) return p -> false;
        List<Condition> d = new ArrayList<>();
        for (Node c : root.get(field).list()) {
            c.allowOnly(Set.of("if"));
            d.add(clauses.conditions(c.get("if").listOrOne(), env));
        }
        Condition[] ds = d.toArray(new Condition[0]);
        return p -> {
            for (Condition x : ds) if (x.test(p)) return true;
            return false;
        };
    }

    private static CompiledGame.NoMoves noMoves(Node root, List<PlayerId> players) throws RulesFileException {
        if (!root.has("noMoves")) return CompiledGame.NoMoves.STUCK;
        Node n = root.get("noMoves");
        String v = n.string();
        CompiledGame.NoMoves m = switch (v) {
            case "stuck" -> CompiledGame.NoMoves.STUCK;
            case "pass" -> CompiledGame.NoMoves.PASS;
            case "passOrEnd" -> CompiledGame.NoMoves.PASS_OR_END;
            case "draw" -> CompiledGame.NoMoves.DRAW;
            case "loss" -> CompiledGame.NoMoves.LOSS;
            case "end" -> CompiledGame.NoMoves.END;
            default -> throw n.error("noMoves is one of \"pass\", \"passOrEnd\", \"draw\", \"loss\", \"end\" or \"stuck\", not \"" + v + "\"");
        };
        if (m == CompiledGame.NoMoves.LOSS && players.size() != 2) throw n.error("\"loss\" needs exactly two players (who else would win?)");
        if ((m == CompiledGame.NoMoves.END || m == CompiledGame.NoMoves.PASS_OR_END) && !root.has("score"))
            throw n.error("\"" + v + "\" ends the game by the score: give a \"score\" too");
        return m;
    }

    /** A player named by a zone's or token group's {@code owner}: one of those listed, playing or not. */
    static String listedPlayer(RulesSource src, Node n, Env env) throws RulesFileException {
        String name = env.expand(n, n.nonBlank());
        if (src.players().stream().noneMatch(p -> p.id().equals(name)))
            throw n.error("'" + name + "' is not a player; the players are " + String.join(", ", src.players().stream().map(PlayerId::id).toList()));
        return name;
    }

    static Zone addZone(List<Zone> zones, Map<String, Zone> byName, Node where, String name) throws RulesFileException {
        if (!name.matches("[A-Za-z0-9_.+-]+")) throw where.error("a zone's name is letters, digits and - _ . +, found \"" + name + "\"");
        if (byName.containsKey(name)) throw where.error("the zone '" + name + "' is declared twice");
        if (zones.size() >= MAX_ZONES) throw where.error("too many zones (at most " + MAX_ZONES + ")");
        Zone z = new Zone(zones.size(), name);
        zones.add(z);
        byName.put(name, z);
        return z;
    }
}
