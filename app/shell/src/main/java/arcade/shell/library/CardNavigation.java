package arcade.shell.library;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;

import java.util.List;

/** Arrow-key movement between cards laid out in rows (in one grid or several): the nearest card in the pressed direction. */
final class CardNavigation {
    private CardNavigation() {}

    static Node next(List<? extends Node> cards, Node from, KeyCode key) {
        Bounds a = from.localToScene(from.getBoundsInLocal());
        double ax = a.getCenterX(), ay = a.getCenterY();
        Node best = null;
        double bestScore = Double.MAX_VALUE;
        for (Node n : cards) {
            if (n == from) continue;
            Bounds b = n.localToScene(n.getBoundsInLocal());
            double dx = b.getCenterX() - ax, dy = b.getCenterY() - ay;
            boolean inDirection = switch (key) {
                case LEFT -> dx < -1 && Math.abs(dy) < a.getHeight() / 2;
                case RIGHT -> dx > 1 && Math.abs(dy) < a.getHeight() / 2;
                case UP -> dy < -1;
                case DOWN -> dy > 1;
                default -> false;
            };
            if (!inDirection) continue;
            // Prefer the same column/row: sideways distance weighs more than distance ahead.
            double score = key == KeyCode.UP || key == KeyCode.DOWN ? Math.abs(dy) + 3 * Math.abs(dx) : Math.abs(dx) + 3 * Math.abs(dy);
            if (score < bestScore) { bestScore = score; best = n; }
        }
        return best;
    }
}
