package arcade.games.shannon.model.boards;

import java.util.Locale;

/**
 * Parameters of the thesis generator (THESIS.md §5.1): a lattice of {@code width} × {@code height}
 * positions, vertex probability p and edge probability q.
 *
 * @param width  m, positions per row (2..30)
 * @param height n, rows (2..30)
 * @param vertexProbability p in (0, 1]; the thesis lets the player choose 0.8..1.0, network games use 0.9
 * @param edgeProbability   q in (0, 1]; the thesis always uses 0.95
 */
public record GeneratorParams(int width, int height, double vertexProbability, double edgeProbability) {
    public static final double THESIS_P = 0.9;
    public static final double THESIS_Q = 0.95;
    /** The edge probability of the balanced preset: about half the boards are won by the first mover (THESIS.md §7.2). */
    public static final double BALANCED_Q = 0.8;
    public static final int MIN_SIDE = 2;
    public static final int MAX_SIDE = 30;

    /** The most edges a width × height lattice can hold: (w−1)h horizontal, w(h−1) vertical, (w−1)(h−1) diagonal (THESIS.md §5.3). */
    public static int maxEdges(int width, int height) { return (width - 1) * height + width * (height - 1) + (width - 1) * (height - 1); }

    /** The thesis's three sizes at p = 0.9, q = 0.95. */
    public static final GeneratorParams SMALL = new GeneratorParams(5, 4, THESIS_P, THESIS_Q);
    public static final GeneratorParams MEDIUM = new GeneratorParams(7, 5, THESIS_P, THESIS_Q);
    public static final GeneratorParams LARGE = new GeneratorParams(10, 8, THESIS_P, THESIS_Q);

    public GeneratorParams {
        if (width < MIN_SIDE || width > MAX_SIDE || height < MIN_SIDE || height > MAX_SIDE)
            throw new IllegalArgumentException("board size must be between " + MIN_SIDE + " and " + MAX_SIDE + " on each side, got " + width + "x" + height);
        if (!(vertexProbability > 0 && vertexProbability <= 1))
            throw new IllegalArgumentException("vertex probability must be in (0, 1], got " + vertexProbability);
        if (!(edgeProbability > 0 && edgeProbability <= 1))
            throw new IllegalArgumentException("edge probability must be in (0, 1], got " + edgeProbability);
    }

    /** Thesis parameters (q = 0.95) at the given size and vertex probability. */
    public static GeneratorParams of(int width, int height, double p) { return new GeneratorParams(width, height, p, THESIS_Q); }

    public GeneratorParams withVertexProbability(double p) { return new GeneratorParams(width, height, p, edgeProbability); }
    public GeneratorParams withEdgeProbability(double q) { return new GeneratorParams(width, height, vertexProbability, q); }

    /** Compact text for game ids: {@code 7x5-p0.90-q0.95}. */
    public String text() {
        return String.format(Locale.ROOT, "%dx%d-p%.2f-q%.2f", width, height, vertexProbability, edgeProbability);
    }

    /** Parses {@link #text()} output or a bare {@code 7x5} (thesis p and q). */
    public static GeneratorParams parse(String text) {
        String[] parts = text.trim().toLowerCase(Locale.ROOT).split("-");
        String[] wh = parts[0].split("x");
        try {
            if (wh.length != 2) throw new NumberFormatException();
            int w = Integer.parseInt(wh[0]), h = Integer.parseInt(wh[1]);
            double p = THESIS_P, q = THESIS_Q;
            for (int i = 1; i < parts.length; i++) {
                String part = parts[i];
                if (part.startsWith("p")) p = Double.parseDouble(part.substring(1));
                else if (part.startsWith("q")) q = Double.parseDouble(part.substring(1));
                else throw new NumberFormatException();
            }
            return new GeneratorParams(w, h, p, q);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("board params look like 7x5 or 7x5-p0.90-q0.95, got '" + text + "'");
        }
    }

    @Override public String toString() { return text(); }
}
