package arcade.gamesystem.model;

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
 * The kinds of token a file knows ({@code "kinds"}, and every kind its token groups name) and the
 * initial placement: token groups (counted, one in each zone of a list or set, or named and
 * placed under {@code "initial"}); every token ends in exactly one zone.
 */
final class Tokens {
    static final String DIE = "die";
    private static final int MAX_TOKENS = 10_000;
    private static final Set<String> SHAPES = Set.of("disc", "crowned", "stone", "seed");

    private Tokens() {}

    static List<String> kinds(RulesSource src, Node root, boolean die) throws RulesFileException {
        List<String> kinds = new ArrayList<>();
        if (die) kinds.add(DIE);
        if (root.has("kinds")) for (Node k : root.get("kinds").list()) {
            String name = k.isString() ? k.nonBlank() : k.allowOnly(Set.of("name", "label", "look")).get("name").nonBlank();
            if (!name.matches("[a-z][a-zA-Z0-9]*")) throw k.error("a kind's name is letters and digits, starting with a lower-case letter: \"" + name + "\"");
            if (kinds.contains(name)) throw k.error("the kind '" + name + "' is declared twice");
            kinds.add(name);
        }
        for (Node g : root.get("tokens").list()) {
            String kind = g.isObject() && g.has("kind") ? g.get("kind").nonBlank() : null;
            if (kind != null && !kinds.contains(kind)) kinds.add(kind);
        }
        return kinds;
    }

    static List<CompiledGame.Look> looks(RulesSource src, Node root, List<String> kinds) throws RulesFileException {
        Map<String, CompiledGame.Look> declared = new HashMap<>();
        if (root.has("kinds")) for (Node k : root.get("kinds").list()) {
            if (k.isString()) continue;
            String name = k.get("name").nonBlank();
            String look = k.has("look") ? k.get("look").string() : "disc";
            if (!SHAPES.contains(look)) throw k.get("look").error("a kind looks like a \"disc\", a \"crowned\" disc, a \"stone\" or a \"seed\", not \"" + look + "\"");
            declared.put(name, new CompiledGame.Look(name, k.has("label") ? k.get("label").nonBlank() : name, look));
        }
        List<CompiledGame.Look> out = new ArrayList<>();
        for (String k : kinds) out.add(declared.getOrDefault(k, new CompiledGame.Look(k, k, "disc")));
        return List.copyOf(out);
    }

    static char[] place(RulesSource src, Env env, Scope scope, List<Zone> zones, Set<String> droppedZones) throws RulesFileException {
        Node root = src.root();
        List<List<Integer>> piles = new ArrayList<>();
        for (int i = 0; i < zones.size(); i++) piles.add(new ArrayList<>());
        TokenTypes types = scope.types;
        if (scope.die != null) piles.get(scope.die.rest().index()).add(scope.die.markerType());
        Set<String> droppedTokens = new HashSet<>();
        Map<String, Integer> named = new LinkedHashMap<>();
        Map<String, Node> namedAt = new HashMap<>();
        int total = 0;
        for (Node g : root.get("tokens").list()) {
            g.allowOnly(src.format() >= 2 ? Set.of("kind", "owner", "count", "each", "in", "names") : Set.of("kind", "owner", "count", "in", "names"));
            String kindName = g.get("kind").nonBlank();
            if (g.has("owner") && scope.absent.contains(GameCompiler.listedPlayer(src, g.get("owner"), env))) { // an absent player's tokens
                if (g.has("names")) for (Node n : g.get("names").list()) droppedTokens.add(n.nonBlank());
                continue;
            }
            int owner = g.has("owner") ? scope.player(g.get("owner"), env) : -1;
            int type = types.of(scope.kinds.indexOf(kindName), owner);
            if (g.has("names")) {
                if (g.has("count") || g.has("in")) throw g.error("named tokens are placed under \"initial\"; give \"names\" or \"count\" and \"in\", not both");
                for (Node n : g.get("names").list()) {
                    String name = n.nonBlank();
                    if (named.containsKey(name)) throw n.error("the token '" + name + "' is declared twice");
                    named.put(name, type);
                    namedAt.put(name, n);
                }
                continue;
            }
            if (!g.has("in")) throw g.error("these tokens are in no zone: say where they start with \"in\" (every token is in exactly one zone)");
            Node in = g.get("in");
            List<Zone> where;
            int count;
            boolean oneEach = in.isArray() || in.isObject() || scope.sets.containsKey(env.expand(in, in.string()));
            if (g.has("each")) {
                if (g.has("count")) throw g.get("each").error("give \"each\" (tokens in every zone of \"in\") or \"count\", not both");
                int each = env.integer(g.get("each"), 0, MAX_TOKENS);
                where = new java.util.ArrayList<>();
                for (Zone z : scope.zoneList(in, env)) for (int i = 0; i < each; i++) where.add(z);
                count = where.size();
            } else if (oneEach) {
                where = scope.zoneList(in, env);
                if (g.has("count") && env.integer(g.get("count"), 0, MAX_TOKENS) != where.size())
                    throw g.get("count").error("\"in\" names " + where.size() + " zones, one token each, but \"count\" says otherwise");
                count = where.size();
            } else {
                where = List.of(scope.zone(in, env));
                count = g.has("count") ? env.integer(g.get("count"), 0, MAX_TOKENS) : 1;
            }
            for (int i = 0; i < count; i++) {
                if (++total > MAX_TOKENS) throw g.error("too many tokens (at most " + MAX_TOKENS + ")");
                piles.get((where.size() == 1 ? where.get(0) : where.get(i)).index()).add(type);
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
                    Integer type = named.get(name);
                    if (type == null) throw t.error("there is no named token '" + name + "' (declare it under \"tokens\" with \"names\")");
                    Zone before = placed.putIfAbsent(name, z);
                    if (before != null) throw t.error("the token '" + name + "' is placed in two zones, '" + before.name() + "' and '" + z.name() + "'; every token is in exactly one zone");
                    if (++total > MAX_TOKENS) throw t.error("too many tokens (at most " + MAX_TOKENS + ")");
                    piles.get(z.index()).add(type);
                }
            }
        }
        for (String name : named.keySet())
            if (!placed.containsKey(name)) throw namedAt.get(name).error("the token '" + name + "' is in no zone: place it under \"initial\"");
        char[] d = new char[zones.size() + total + (scope.die != null ? 1 : 0)];
        int end = 0, k = zones.size();
        for (int z = 0; z < zones.size(); z++) {
            for (int t : piles.get(z)) d[k++] = (char) t;
            end += piles.get(z).size();
            d[z] = (char) end;
        }
        return d;
    }
}
