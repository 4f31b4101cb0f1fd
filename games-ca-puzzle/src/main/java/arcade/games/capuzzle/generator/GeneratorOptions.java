package arcade.games.capuzzle.generator;

/**
 * Search options: k states (2..4; the painted state is k−1, unpainted cells take 0..k−2),
 * board type, left-right symmetric rows, a time limit and a seed for the value order.
 */
public record GeneratorOptions(int states, boolean cyclic, boolean symmetric, long limitMillis, long seed) {
    public GeneratorOptions {
        if (states < 2 || states > 4) throw new IllegalArgumentException("the generator works with 2 to 4 states");
        if (limitMillis <= 0) throw new IllegalArgumentException("the time limit must be positive");
    }
}
