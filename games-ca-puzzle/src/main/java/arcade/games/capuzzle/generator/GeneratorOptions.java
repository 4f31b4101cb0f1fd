package arcade.games.capuzzle.generator;

/**
 * Search options: k states (2..4; the painted state is k−1, unpainted cells take 0..k−2),
 * board type, left-right symmetric rows, a time limit, a seed for the value order, and which
 * search runs.
 */
public record GeneratorOptions(int states, boolean cyclic, boolean symmetric, long limitMillis, long seed, Method method) {
    /**
     * Clauses solved with conflict learning ({@link SatSearch}, the default: it finds or rules out
     * what the others time out on), cell by cell (often quicker on easy pictures) or the thesis's
     * row by row.
     */
    public enum Method {
        SAT("with learning"), CELL("cell by cell"), ROW("row by row (thesis)");

        private final String label;

        Method(String label) { this.label = label; }

        /** The name players see. */
        public String label() { return label; }

        @Override public String toString() { return label; }
    }

    public GeneratorOptions {
        if (states < 2 || states > 4) throw new IllegalArgumentException("the generator works with 2 to 4 states");
        if (limitMillis <= 0) throw new IllegalArgumentException("the time limit must be positive");
        if (method == null) throw new IllegalArgumentException("a search method is needed");
    }

    /** The cell-by-cell search (what tests of that search use). */
    public GeneratorOptions(int states, boolean cyclic, boolean symmetric, long limitMillis, long seed) {
        this(states, cyclic, symmetric, limitMillis, seed, Method.CELL);
    }

    /** The same options with fewer states and the time that is left. */
    GeneratorOptions withStates(int k, long millis) { return new GeneratorOptions(k, cyclic, symmetric, Math.max(1, millis), seed, method); }
}
