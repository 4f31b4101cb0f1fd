package arcade.games.snake.model;

import java.util.Optional;

/**
 * Which arc of the cell graph each cell fired in the step that produced a state (the X-ray view).
 * Read-only. Code 0 means no arc fired (an implicit self-loop).
 */
public final class ArcTrace {
    private final byte[] arcs;
    private final int stride;

    ArcTrace(byte[] arcs, int stride) {
        this.arcs = arcs;
        this.stride = stride;
    }

    /** Arc number 1..10 fired by cell (i, j) (1-based), or 0. */
    public int arcCode(int i, int j) { return arcs[i * stride + j]; }

    /** The arc fired by cell (i, j), if any. */
    public Optional<ArcTable.Arc> arc(int i, int j) {
        int c = arcCode(i, j);
        return c == 0 ? Optional.empty() : Optional.of(ArcTable.cellArc(c));
    }

    /** How many cells fired arc {@code code} (1..10). */
    public int count(int code) {
        int n = 0;
        for (byte a : arcs) if (a == code) n++;
        return n;
    }
}
