package arcade.games.snake.model;

/**
 * Drawing method 2 of THESIS §15: a snake cell's shape comes from which of its four orthogonal
 * neighbours are <em>chain neighbours</em>, i.e. cells of the same snake whose TTL differs by
 * exactly one. TTLs along a snake are consecutive and unique, so this recovers the snake's
 * topology without a list, and two segments that merely touch are never linked. (The thesis
 * writes |ΔTTL| ≤ 1; a difference of 0 never occurs inside one snake.) With wrapping edges the
 * neighbour across the edge counts.
 */
public final class SegmentShapes {
    private SegmentShapes() {}

    /** Eye overlays: sprite 10 for a head with a vertical chain neighbour, 11 for any other head. */
    public enum Eyes { NONE, VERTICAL_HEAD, HORIZONTAL_HEAD }

    /** The shape of cell (i, j), 1-based. */
    public static SegmentShape shapeFor(SnakeState s, int i, int j) {
        if (s.typeCode(i, j) != SnakeCell.CA0_S) return SegmentShape.NONE;
        boolean up = chain(s, i, j, -1, 0), down = chain(s, i, j, 1, 0);
        boolean left = chain(s, i, j, 0, -1), right = chain(s, i, j, 0, 1);
        if (up && left) return SegmentShape.CORNER_UP_LEFT;
        if (up && right) return SegmentShape.CORNER_UP_RIGHT;
        if (down && left) return SegmentShape.CORNER_DOWN_LEFT;
        if (down && right) return SegmentShape.CORNER_DOWN_RIGHT;
        if (up && down) return SegmentShape.VERTICAL;
        if (left && right) return SegmentShape.HORIZONTAL;
        if (up) return SegmentShape.END_UP;
        if (down) return SegmentShape.END_DOWN;
        if (left) return SegmentShape.END_LEFT;
        if (right) return SegmentShape.END_RIGHT;
        return SegmentShape.SINGLE;
    }

    /** The eye overlay of cell (i, j); the eyes face {@link SnakeState#direction}. */
    public static Eyes eyesFor(SnakeState s, int i, int j) {
        if (s.typeCode(i, j) != SnakeCell.CA0_S || s.directionCode(i, j) == 0) return Eyes.NONE;
        return chain(s, i, j, -1, 0) || chain(s, i, j, 1, 0) ? Eyes.VERTICAL_HEAD : Eyes.HORIZONTAL_HEAD;
    }

    /** True when the neighbour (i+di, j+dj), wrapped on a torus, is a chain neighbour of (i, j). */
    public static boolean chain(SnakeState s, int i, int j, int di, int dj) {
        int ni = i + di, nj = j + dj;
        if (s.options().torus()) {
            ni = ((ni - 1) % s.rows() + s.rows()) % s.rows() + 1;
            nj = ((nj - 1) % s.cols() + s.cols()) % s.cols() + 1;
        }
        if (ni < 1 || nj < 1 || ni > s.rows() || nj > s.cols()) return false;
        if (s.typeCode(ni, nj) != SnakeCell.CA0_S || s.snakeId(ni, nj) != s.snakeId(i, j)) return false;
        return Math.abs(s.ttl(ni, nj) - s.ttl(i, j)) == 1;
    }
}
