package arcade.gamesystem.model;

import arcade.gamesystem.format.Node;
import arcade.gamesystem.format.RulesFileException;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The file's tracks: named paths through its zones, such as a player's way round a ring and into
 * a home stretch. Moves count steps along them ({@code "along"} params), which is all the
 * arithmetic a race game needs, done when the moves are grounded.
 */
final class Tracks {
    private Tracks() {}

    /** {@code "tracks": {"path-Red": ["field-1", {"prefix": "field-", "from": 2, "to": 20}, …]}}. */
    static Map<String, List<Zone>> compile(Node tracks, Env env, Scope scope, Set<String> dropped) throws RulesFileException {
        Map<String, List<Zone>> out = new LinkedHashMap<>();
        for (String rawName : tracks.keys()) {
            Node t = tracks.get(rawName);
            String name = env.expand(t, rawName);
            if (out.containsKey(name)) throw t.error("the track '" + name + "' is declared twice");
            List<Zone> path = new ArrayList<>();
            Set<Zone> seen = new HashSet<>();
            boolean absent = false; // a track through an absent player's zone is that player's: left out
            for (Node item : t.list()) {
                if (item.isString()) {
                    if (dropped.contains(env.expand(item, item.string()))) absent = true;
                    else path.add(visit(scope.zone(item, env), item, seen));
                    continue;
                }
                item.allowOnly(Set.of("prefix", "from", "to"));
                String prefix = env.expand(item.get("prefix"), item.get("prefix").nonBlank());
                int from = env.integer(item.get("from"), 0, 100_000), to = env.integer(item.get("to"), 0, 100_000);
                if (to < from) throw item.get("to").error("\"to\" (" + to + ") is below \"from\" (" + from + ")");
                for (int i = from; i <= to; i++) {
                    Zone z = scope.zones.get(prefix + i);
                    if (z == null && dropped.contains(prefix + i)) { absent = true; continue; }
                    if (z == null) throw item.error("there is no zone named '" + prefix + i + "'");
                    path.add(visit(z, item, seen));
                }
            }
            if (absent) continue;
            if (path.size() < 2) throw t.error("a track needs at least two zones");
            out.put(name, List.copyOf(path));
        }
        return out;
    }

    private static Zone visit(Zone z, Node where, Set<Zone> seen) throws RulesFileException {
        if (!seen.add(z)) throw where.error("the zone '" + z.name() + "' is on this track twice");
        return z;
    }
}
