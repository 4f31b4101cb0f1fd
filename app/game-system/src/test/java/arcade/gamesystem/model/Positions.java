package arcade.gamesystem.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Test positions written as zone contents: {@code "d4", "disc-Black"}, {@code "pool", "disc*58"}; zones not named are empty. */
final class Positions {
    private Positions() {}

    static RulesState of(CompiledGame g, int toMove, String... zoneAndTokens) {
        Map<String, List<Integer>> contents = new LinkedHashMap<>();
        for (int i = 0; i < zoneAndTokens.length; i += 2) {
            List<Integer> types = new ArrayList<>();
            for (String part : zoneAndTokens[i + 1].split(",")) {
                String[] p = part.strip().split("\\*");
                int type = type(g, p[0]);
                for (int k = 0; k < (p.length > 1 ? Integer.parseInt(p[1]) : 1); k++) types.add(type);
            }
            if (g.zone(zoneAndTokens[i]).isEmpty()) throw new IllegalArgumentException("no zone " + zoneAndTokens[i]);
            contents.put(zoneAndTokens[i], types);
        }
        int total = contents.values().stream().mapToInt(List::size).sum();
        char[] d = new char[g.zoneCount + total];
        int end = 0, k = g.zoneCount;
        for (Zone z : g.zones()) {
            for (int t : contents.getOrDefault(z.name(), List.of())) d[k++] = (char) t;
            end += contents.getOrDefault(z.name(), List.of()).size();
            d[z.index()] = (char) end;
        }
        int n = g.players().size();
        return new RulesState(g, d, toMove, (toMove + n - 1) % n, 0);
    }

    private static int type(CompiledGame g, String name) {
        for (int t = 0; t < g.types().count(); t++) if (g.typeName(t).equals(name)) return t;
        throw new IllegalArgumentException("no token type " + name);
    }
}
