package arcade.gamesystem.model;

import arcade.api.model.PlayerId;
import arcade.api.zones.Placement;
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
 * Instantiates a rules file for given params: the thesis's structural rules (players, zones,
 * tokens, the initial placement) here, the move, alternation and win clauses by
 * {@link MoveCompiler} and {@link Clauses}. Every reference is resolved now, so a file that
 * compiles never fails while it is played.
 */
public final class GameCompiler {
    private static final int MAX_ZONES = 2_000;
    private static final int MAX_TOKENS = 10_000;

    private GameCompiler() {}

    public static CompiledGame compile(RulesSource src, Map<String, Integer> params) throws RulesFileException {
        Node root = src.root();
        Env env = Env.of(params);
        List<PlayerId> players = src.playersFor(params);
        Set<String> absent = new HashSet<>();
        for (PlayerId p : src.players()) if (!players.contains(p)) absent.add(p.id());
        /* Zones of players who do not take part, left out with everything that names them. */
        Set<String> dropped = new HashSet<>();
        List<Zone> zones = new ArrayList<>();
        Map<String, Zone> byName = new LinkedHashMap<>();
        Board board = null;
        if (root.has("board")) {
            Node b = root.get("board").allowOnly(Set.of("rows", "cols"));
            int rows = env.integer(b.get("rows"), 1, 40), cols = env.integer(b.get("cols"), 1, 26);
            board = new Board(rows, cols, zones.size());
            for (int r = 0; r < rows; r++) for (int c = 0; c < cols; c++) addZone(zones, byName, b, Board.cellName(c, r));
        }
        if (root.has("zones")) for (Node z : root.get("zones").list()) {
            if (z.isString()) { addZone(zones, byName, z, env.expand(z, z.nonBlank())); continue; }
            z.allowOnly(Set.of("name", "prefix", "count", "owner"));
            List<String> names = new ArrayList<>();
            if (z.has("name")) {
                if (z.has("prefix") || z.has("count")) throw z.error("a zone entry has a \"name\", or a \"prefix\" and a \"count\", not both");
                names.add(env.expand(z.get("name"), z.get("name").nonBlank()));
            } else {
                String prefix = env.expand(z.get("prefix"), z.get("prefix").nonBlank());
                int count = env.integer(z.get("count"), 1, MAX_ZONES);
                for (int i = 1; i <= count; i++) names.add(prefix + i);
            }
            if (z.has("owner") && absent.contains(listedPlayer(src, z.get("owner"), env))) dropped.addAll(names);
            else for (String n : names) addZone(zones, byName, z, n);
        }
        CompiledGame.Die die = null;
        List<String> typeNames = new ArrayList<>();
        Map<Zone, List<Piece>> piles = new LinkedHashMap<>();
        if (root.has("die")) {
            Node d = root.get("die").allowOnly(Set.of("faces"));
            int faces = env.integer(d.get("faces"), 2, 20);
            Zone rest = addZone(zones, byName, d, "die");
            List<Zone> faceZones = new ArrayList<>();
            for (int f = 1; f <= faces; f++) faceZones.add(addZone(zones, byName, d, "die-" + f));
            typeNames.add("die");
            die = new CompiledGame.Die(faces, rest, faceZones, new Piece(0, "die", 0, -1));
        }
        if (zones.isEmpty()) throw root.error("the game has no zones: declare a \"board\", \"zones\" or both");
        if (zones.size() > MAX_ZONES) throw root.error("too many zones (" + zones.size() + "; at most " + MAX_ZONES + ")");
        for (Zone z : zones) piles.put(z, new ArrayList<>());
        if (die != null) piles.get(die.rest()).add(die.marker());
        Scope scope = new Scope(byName, board, players, die);
        scope.absent = absent;
        if (root.has("tracks")) scope.tracks = Tracks.compile(root.get("tracks"), env, scope, dropped);
        placeTokens(src, env, scope, typeNames, piles, die == null ? 0 : 1, dropped);
        Placement<Zone, Piece> placement = Placement.of(piles);

        int first = 0;
        List<Condition> extraTurn = new ArrayList<>();
        Clauses clauses = new Clauses(scope);
        Node turn = root.has("turnOrder") ? root.get("turnOrder").allowOnly(Set.of("type", "first", "extraTurnIf")) : null;
        if (turn != null && turn.has("type") && !turn.get("type").string().equals("cyclic"))
            throw turn.get("type").error("the only turn order is \"cyclic\" (use extraTurnIf for moving again)");
        if (turn != null && turn.has("first")) first = scope.player(turn.get("first"), env);
        for (int p = 0; p < players.size(); p++) {
            Env pe = env.with("player", players.get(p).id()).with("lastMover", players.get(p).id());
            extraTurn.add(turn != null && turn.has("extraTurnIf") ? clauses.conditions(turn.get("extraTurnIf").list(), pe) : null);
        }

        List<List<CompiledGame.WinClause>> wins = new ArrayList<>();
        List<Condition> draws = new ArrayList<>();
        for (int last = 0; last < players.size(); last++) {
            Env le = env.with("lastMover", players.get(last).id());
            List<CompiledGame.WinClause> w = new ArrayList<>();
            if (root.has("win")) for (Node c : root.get("win").list()) {
                c.allowOnly(Set.of("if", "winner"));
                w.add(new CompiledGame.WinClause(clauses.conditions(c.get("if").listOrOne(), le), scope.player(c.get("winner"), le)));
            }
            wins.add(w);
            List<Condition> d = new ArrayList<>();
            if (root.has("draw")) for (Node c : root.get("draw").list()) {
                c.allowOnly(Set.of("if"));
                d.add(clauses.conditions(c.get("if").listOrOne(), le));
            }
            Condition[] ds = d.toArray(new Condition[0]);
            draws.add(s -> {
                for (Condition x : ds) if (x.test(s)) return true;
                return false;
            });
        }
        if (!root.has("win") && !root.has("draw") && !root.has("maxPlies") && !root.has("noMoves"))
            throw root.error("the game never ends: give \"win\" or \"draw\" clauses, \"noMoves\" or \"maxPlies\"");

        CompiledGame.NoMoves noMoves = CompiledGame.NoMoves.STUCK;
        if (root.has("noMoves")) {
            Node n = root.get("noMoves");
            String v = n.string();
            noMoves = switch (v) {
                case "stuck" -> CompiledGame.NoMoves.STUCK;
                case "pass" -> CompiledGame.NoMoves.PASS;
                case "draw" -> CompiledGame.NoMoves.DRAW;
                case "loss" -> CompiledGame.NoMoves.LOSS;
                default -> throw n.error("noMoves is one of \"pass\", \"draw\", \"loss\" or \"stuck\", not \"" + v + "\"");
            };
            if (noMoves == CompiledGame.NoMoves.LOSS && players.size() != 2) throw n.error("\"loss\" needs exactly two players (who else would win?)");
        }
        int maxPlies = root.has("maxPlies") ? env.integer(root.get("maxPlies"), 1, 1_000_000) : 0;
        List<List<MoveInstance>> moves = new MoveCompiler(scope, clauses).compile(root.get("moves"), env);
        CompiledGame game = new CompiledGame(src.file(), src.name(), src.codec().format(params), players, zones, board, typeNames, placement, first, moves,
                wins, draws, extraTurn, noMoves, maxPlies, die);
        game.tracks = scope.tracks;
        return game;
    }

    /** A player named by a zone's or token group's {@code owner}: one of those listed, playing or not. */
    private static String listedPlayer(RulesSource src, Node n, Env env) throws RulesFileException {
        String name = env.expand(n, n.nonBlank());
        if (src.players().stream().noneMatch(p -> p.id().equals(name)))
            throw n.error("'" + name + "' is not a player; the players are " + String.join(", ", src.players().stream().map(PlayerId::id).toList()));
        return name;
    }

    private static Zone addZone(List<Zone> zones, Map<String, Zone> byName, Node where, String name) throws RulesFileException {
        if (!name.matches("[A-Za-z0-9_.+-]+")) throw where.error("a zone's name is letters, digits and - _ . +, found \"" + name + "\"");
        if (byName.containsKey(name)) throw where.error("the zone '" + name + "' is declared twice");
        if (zones.size() >= MAX_ZONES) throw where.error("too many zones (at most " + MAX_ZONES + ")");
        Zone z = new Zone(zones.size(), name);
        zones.add(z);
        byName.put(name, z);
        return z;
    }

    /** Token groups (counted, or named and placed under "initial"); each token ends in exactly one zone. */
    private static void placeTokens(RulesSource src, Env env, Scope scope, List<String> typeNames, Map<Zone, List<Piece>> piles, int firstIndex,
                                    Set<String> droppedZones) throws RulesFileException {
        Node root = src.root();
        Set<String> droppedTokens = new HashSet<>();
        Map<String, Integer> types = new HashMap<>();
        for (int i = 0; i < typeNames.size(); i++) types.put(typeNames.get(i), i);
        Map<String, Piece> named = new LinkedHashMap<>();
        Map<String, Node> namedAt = new HashMap<>();
        int index = firstIndex;
        for (Node g : root.get("tokens").list()) {
            g.allowOnly(Set.of("kind", "owner", "count", "in", "names"));
            String kind = g.get("kind").nonBlank();
            if (g.has("owner") && scope.absent.contains(listedPlayer(src, g.get("owner"), env))) { // an absent player's tokens
                if (g.has("names")) for (Node n : g.get("names").list()) droppedTokens.add(n.nonBlank());
                continue;
            }
            int owner = g.has("owner") ? scope.player(g.get("owner"), env) : -1;
            String typeName = owner < 0 ? kind : kind + "-" + scope.players.get(owner).id();
            int type = types.computeIfAbsent(typeName, k -> { typeNames.add(k); return typeNames.size() - 1; });
            if (g.has("names")) {
                if (g.has("count") || g.has("in")) throw g.error("named tokens are placed under \"initial\"; give \"names\" or \"count\" and \"in\", not both");
                for (Node n : g.get("names").list()) {
                    String name = n.nonBlank();
                    if (named.containsKey(name)) throw n.error("the token '" + name + "' is declared twice");
                    named.put(name, new Piece(index++, name, type, owner));
                    namedAt.put(name, n);
                }
                continue;
            }
            if (!g.has("in")) throw g.error("these tokens are in no zone: say where they start with \"in\" (every token is in exactly one zone)");
            Node in = g.get("in");
            List<Zone> where = new ArrayList<>();
            int count;
            if (in.isArray()) {
                if (in.list().size() > 1 && g.has("count") && env.integer(g.get("count"), 0, MAX_TOKENS) != in.list().size())
                    throw g.get("count").error("\"in\" lists " + in.list().size() + " zones, one token each, but \"count\" says otherwise");
                for (Node z : in.list()) where.add(scope.zone(z, env));
                count = where.size();
            } else {
                where.add(scope.zone(in, env));
                count = g.has("count") ? env.integer(g.get("count"), 0, MAX_TOKENS) : 1;
            }
            for (int i = 0; i < count; i++) {
                if (index > MAX_TOKENS) throw g.error("too many tokens (at most " + MAX_TOKENS + ")");
                Piece p = new Piece(index++, typeName + "#" + (i + 1), type, owner);
                piles.get(where.size() == 1 ? where.get(0) : where.get(i)).add(p);
            }
        }
        Map<String, Zone> placed = new HashMap<>();
        if (root.has("initial")) {
            Node init = root.get("initial");
            for (String zoneName : init.keys()) {
                Node list = init.get(zoneName);
                Zone z = scope.zones.get(zoneName);
                if (z == null && droppedZones.contains(zoneName)) continue;
                if (z == null) throw list.error("there is no zone named '" + zoneName + "'");
                for (Node t : list.list()) {
                    String name = t.nonBlank();
                    if (droppedTokens.contains(name)) continue;
                    Piece p = named.get(name);
                    if (p == null) throw t.error("there is no named token '" + name + "' (declare it under \"tokens\" with \"names\")");
                    Zone before = placed.putIfAbsent(name, z);
                    if (before != null) throw t.error("the token '" + name + "' is placed in two zones, '" + before.name() + "' and '" + z.name() + "'; every token is in exactly one zone");
                    piles.get(z).add(p);
                }
            }
        }
        for (String name : named.keySet())
            if (!placed.containsKey(name)) throw namedAt.get(name).error("the token '" + name + "' is in no zone: place it under \"initial\"");
    }
}
