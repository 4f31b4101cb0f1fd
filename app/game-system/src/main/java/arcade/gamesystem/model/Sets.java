package arcade.gamesystem.model;

import arcade.gamesystem.format.Node;
import arcade.gamesystem.format.RulesFileException;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The named sets of zones: the board's own ({@code board}, {@code row-1}, {@code col-a} or
 * {@code col-1}, {@code dark}, {@code light}) and the file's ({@code "sets": {"king-row-Black":
 * ["row-8"]}}), whose names may use variables and whose members are zones or earlier sets.
 */
final class Sets {
    private Sets() {}

    /**
     * A set may also be written {@code {"zones": [...], "label": "Red's goal field $n"}} (format 2):
     * its zones without a label of their own are named by it, {@code $n} numbering them in order.
     */
    static Map<String, List<Zone>> compile(Node root, Env env, Scope scope, Board board, int format, Map<Zone, String> labels) throws RulesFileException {
        Map<String, List<Zone>> sets = new LinkedHashMap<>();
        scope.sets = sets;
        if (board != null)
            for (Map.Entry<String, List<Integer>> e : board.builtInSets().entrySet())
                sets.put(e.getKey(), e.getValue().stream().map(i -> scope.zones.get(scope.zoneName(i))).toList());
        if (!root.has("sets")) return sets;
        Node node = root.get("sets");
        for (String raw : node.keys()) {
            Node members = node.get(raw);
            String name = env.expand(members, raw);
            if (!name.matches("[A-Za-z0-9_.+-]+")) throw members.error("a set's name is letters, digits and - _ . +, found \"" + name + "\"");
            if (sets.containsKey(name)) throw members.error("the set '" + name + "' is declared twice (or is one of the board's own)");
            if (scope.zones.containsKey(name)) throw members.error("'" + name + "' is already a zone's name");
            Node label = null;
            if (members.isObject()) {
                if (format < 2) throw members.error("a set with a \"label\" needs \"format\": 2 (format 1 lists a set's zones only)");
                members.allowOnly(Set.of("zones", "label"));
                label = members.opt("label").orElse(null);
                members = members.get("zones");
            }
            List<Zone> zones = List.copyOf(scope.zoneList(members, env));
            sets.put(name, zones);
            if (label != null)
                for (int i = 0; i < zones.size(); i++)
                    if (!labels.containsKey(zones.get(i)))
                        labels.put(zones.get(i), ZoneLabels.check(label, env.with("n", Integer.toString(i + 1)).expand(label, label.nonBlank())));
        }
        return sets;
    }
}
