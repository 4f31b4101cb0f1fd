package arcade.games.snake.view.records;

import java.util.HashMap;
import java.util.Map;

/**
 * The best score per option set (keyed by the options' params text), stored as versioned JSON.
 * Immutable: {@link #with} returns an updated copy.
 */
public record HighScores(int version, Map<String, Integer> best) {
    public static final int VERSION = 1;
    public static final String STORE_NAME = "snake-highscores";

    public HighScores {
        best = best == null ? Map.of() : Map.copyOf(best);
    }

    public static HighScores empty() { return new HighScores(VERSION, Map.of()); }

    public int bestFor(String params) { return best.getOrDefault(params, 0); }

    /** True if {@code score} beats the stored best for {@code params} (a first positive score counts). */
    public boolean isRecord(String params, int score) { return score > bestFor(params); }

    public HighScores with(String params, int score) {
        if (!isRecord(params, score)) return this;
        Map<String, Integer> m = new HashMap<>(best);
        m.put(params, score);
        return new HighScores(VERSION, m);
    }
}
