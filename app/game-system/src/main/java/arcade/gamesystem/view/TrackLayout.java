package arcade.gamesystem.view;

import arcade.api.model.PlayerId;
import arcade.gamesystem.model.CompiledGame;
import arcade.gamesystem.model.Zone;
import javafx.geometry.Point2D;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Where the fields of a race game go: the zones shared by several tracks form a ring (in the
 * first track's order, starting at the top), each track's own zones after it (a home stretch)
 * run from its last ring field towards the centre, and a zone named after a player (its home)
 * sits outside the ring beside the start of that player's track. The die goes in the centre.
 */
final class TrackLayout {
    /** Centres of fields, the field radius, and centres of the players' other zones. */
    record Layout(Map<Zone, Point2D> fields, double fieldRadius, Map<Zone, Point2D> homes, Map<Zone, Integer> owner, Point2D centre) {}

    private TrackLayout() {}

    static boolean applies(CompiledGame game) { return !game.tracks().isEmpty() && game.board().isEmpty(); }

    static Layout of(CompiledGame game, double x0, double y0, double w, double h) {
        Map<String, List<Zone>> tracks = game.tracks();
        Map<Zone, Integer> uses = new LinkedHashMap<>();
        for (List<Zone> t : tracks.values()) for (Zone z : t) uses.merge(z, 1, Integer::sum);
        List<Zone> first = tracks.values().iterator().next();
        List<Zone> ring = new ArrayList<>();
        for (Zone z : first) if (uses.get(z) > 1) ring.add(z);
        if (ring.size() < 3) ring = new ArrayList<>(first);
        Set<Zone> onRing = new LinkedHashSet<>(ring);
        double side = Math.min(w, h);
        double radius = side / 2 / 1.4;
        Point2D centre = new Point2D(x0 + w / 2, y0 + h / 2);
        int stretch = 0;
        for (List<Zone> t : tracks.values()) stretch = Math.max(stretch, (int) t.stream().filter(z -> !onRing.contains(z)).count());
        // Fields must not touch: neither neighbours on the ring nor steps of a home stretch.
        double fieldR = Math.max(5, Math.min(radius * Math.sin(Math.PI / ring.size()) * 0.85, 0.78 * radius / (stretch + 1) * 0.47));
        Map<Zone, Point2D> fields = new LinkedHashMap<>();
        for (int i = 0; i < ring.size(); i++) {
            double a = -Math.PI / 2 + 2 * Math.PI * i / ring.size();
            fields.put(ring.get(i), centre.add(radius * Math.cos(a), radius * Math.sin(a)));
        }
        Map<Zone, Integer> owner = new LinkedHashMap<>();
        Map<Zone, Point2D> homes = new LinkedHashMap<>();
        for (Map.Entry<String, List<Zone>> e : tracks.entrySet()) {
            int player = playerNamedIn(game.players(), e.getKey());
            List<Zone> t = e.getValue();
            List<Zone> own = new ArrayList<>();
            Zone lastRing = null;
            for (Zone z : t) {
                if (onRing.contains(z)) lastRing = z;
                else if (!fields.containsKey(z)) own.add(z);
            }
            if (lastRing != null) {
                Point2D from = fields.get(lastRing);
                Point2D step = centre.subtract(from).multiply(0.78 / (own.size() + 1));
                for (int k = 0; k < own.size(); k++) fields.put(own.get(k), from.add(step.multiply(k + 1)));
            }
            if (player >= 0) {
                for (Zone z : own) owner.put(z, player);
                Zone start = t.get(0);
                if (fields.containsKey(start) && onRing.contains(start)) owner.putIfAbsent(start, player);
                for (Zone z : game.zones()) {
                    if (fields.containsKey(z) || homes.containsKey(z) || playerNamedIn(game.players(), z.name()) != player) continue;
                    Point2D s = fields.get(start);
                    if (s == null) continue;
                    homes.put(z, s.add(s.subtract(centre).normalize().multiply(fieldR * 3)));
                    owner.put(z, player);
                }
            }
        }
        return new Layout(fields, fieldR, homes, owner, centre);
    }

    /** The player whose name ends a name such as {@code path-Red} or {@code home-Red} (−1: none). */
    static int playerNamedIn(List<PlayerId> players, String name) {
        for (int i = 0; i < players.size(); i++) {
            String id = players.get(i).id();
            if (name.endsWith("-" + id) || name.equals(id)) return i;
        }
        return -1;
    }
}
