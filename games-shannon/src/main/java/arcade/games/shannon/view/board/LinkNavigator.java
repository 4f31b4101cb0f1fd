package arcade.games.shannon.view.board;

import arcade.games.shannon.model.ShannonState;
import javafx.scene.input.KeyCode;

import java.util.Arrays;
import java.util.Comparator;

/**
 * Moves the keyboard focus between free links: Tab / Shift+Tab in reading order, the arrows to the
 * nearest link in that direction. With no focus yet it starts next to the last move, so the
 * player carries on where the game is rather than at the first link of the board.
 */
public final class LinkNavigator {
    private final BoardGeometry g;
    private final ShannonState state;

    public LinkNavigator(BoardGeometry g, ShannonState state) {
        this.g = g;
        this.state = state;
    }

    /** The link to focus after key {@code k} from {@code focus}; -2 when the key is not a navigation key. */
    public int next(KeyCode k, boolean shift, int focus) {
        if (k == KeyCode.TAB) return cycle(shift ? -1 : 1, focus);
        if (k == KeyCode.RIGHT) return spatial(1, 0, focus);
        if (k == KeyCode.LEFT) return spatial(-1, 0, focus);
        if (k == KeyCode.DOWN) return spatial(0, 1, focus);
        if (k == KeyCode.UP) return spatial(0, -1, focus);
        return -2;
    }

    /** The free link whose middle is nearest the middle of the last move (-1 with no move or no free link). */
    public int nearLastMove() {
        int last = state.lastMove();
        if (last < 0) return -1;
        double[] from = g.pointOnEdge(last, 0.5);
        int best = -1;
        double bestD = Double.MAX_VALUE;
        for (int e : state.freeEdges()) {
            double[] p = g.pointOnEdge(e, 0.5);
            double d = Math.hypot(p[0] - from[0], p[1] - from[1]);
            if (d < bestD) { bestD = d; best = e; }
        }
        return best;
    }

    /** Free edges in reading order of their midpoints. */
    private int[] readingOrder() {
        Integer[] free = Arrays.stream(state.freeEdges()).boxed().toArray(Integer[]::new);
        Arrays.sort(free, Comparator.<Integer>comparingDouble(e -> Math.round(g.pointOnEdge(e, 0.5)[1] / (g.scale * 0.5)))
                .thenComparingDouble(e -> g.pointOnEdge(e, 0.5)[0]));
        return Arrays.stream(free).mapToInt(Integer::intValue).toArray();
    }

    private int cycle(int dir, int focus) {
        if (focus < 0) {
            int near = nearLastMove();
            if (near >= 0) return near;
        }
        int[] order = readingOrder();
        if (order.length == 0) return -1;
        int i = -1;
        for (int k = 0; k < order.length; k++) if (order[k] == focus) i = k;
        if (i < 0) return dir > 0 ? order[0] : order[order.length - 1];
        return order[Math.floorMod(i + dir, order.length)];
    }

    /** The free edge nearest in direction (dx,dy) from the focused one (a 60° cone each side). */
    private int spatial(double dx, double dy, int focus) {
        if (focus < 0) return cycle(1, focus);
        double[] from = g.pointOnEdge(focus, 0.5);
        int best = -1;
        double bestScore = Double.MAX_VALUE;
        for (int e : state.freeEdges()) {
            if (e == focus) continue;
            double[] p = g.pointOnEdge(e, 0.5);
            double vx = p[0] - from[0], vy = p[1] - from[1];
            double along = vx * dx + vy * dy, across = Math.abs(vx * dy - vy * dx);
            if (along <= 1 || across > along * 1.8) continue;
            double score = along + 2 * across;
            if (score < bestScore) { bestScore = score; best = e; }
        }
        return best >= 0 ? best : focus;
    }
}
