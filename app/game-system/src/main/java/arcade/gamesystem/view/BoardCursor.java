package arcade.gamesystem.view;

import arcade.gamesystem.model.Zone;
import javafx.geometry.Rectangle2D;
import javafx.scene.input.KeyCode;

import java.util.Map;

/**
 * The keyboard cursor's next zone: from the current zone, the nearest drawn zone in the direction
 * of an arrow key (within 60° of it), so the same keys walk a grid, a ring of fields and a row
 * of piles.
 */
final class BoardCursor {
    private BoardCursor() {}

    static boolean isArrow(KeyCode k) { return k == KeyCode.LEFT || k == KeyCode.RIGHT || k == KeyCode.UP || k == KeyCode.DOWN; }

    /** The zone reached from {@code from} with an arrow key; the first zone when there is none yet. */
    static Zone next(Map<Zone, Rectangle2D> areas, Zone from, KeyCode arrow) {
        return next(areas, from, arrow == KeyCode.LEFT ? -1 : arrow == KeyCode.RIGHT ? 1 : 0, arrow == KeyCode.UP ? -1 : arrow == KeyCode.DOWN ? 1 : 0);
    }

    /** The zone reached from {@code from} going (dx, dy); {@code from} itself when none lies that way. */
    static Zone next(Map<Zone, Rectangle2D> areas, Zone from, int dx, int dy) {
        if (areas.isEmpty()) return null;
        if (from == null || !areas.containsKey(from)) return areas.keySet().iterator().next();
        Rectangle2D a = areas.get(from);
        double ax = a.getMinX() + a.getWidth() / 2, ay = a.getMinY() + a.getHeight() / 2;
        Zone best = from;
        double bestScore = Double.MAX_VALUE;
        for (Map.Entry<Zone, Rectangle2D> e : areas.entrySet()) {
            if (e.getKey().equals(from)) continue;
            Rectangle2D b = e.getValue();
            double vx = b.getMinX() + b.getWidth() / 2 - ax, vy = b.getMinY() + b.getHeight() / 2 - ay;
            double along = vx * dx + vy * dy, across = Math.abs(vx * dy - vy * dx);
            if (along <= 0.5 || across > along * Math.tan(Math.toRadians(60))) continue;
            double score = along + 2 * across;
            if (score < bestScore) {
                bestScore = score;
                best = e.getKey();
            }
        }
        return best;
    }
}
