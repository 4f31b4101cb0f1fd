package arcade.api.model;

import java.util.Objects;
import java.util.Optional;

/**
 * Names one game: {@code params#seed} (generated from a seed) or {@code params:desc} (a given
 * position). Params are the game's own compact text (e.g. {@code 20x20-torus}); they contain
 * neither '#' nor ':'.
 */
public record GameId(String params, Long seed, String desc) {

    public GameId {
        Objects.requireNonNull(params, "params");
        if (params.indexOf('#') >= 0 || params.indexOf(':') >= 0)
            throw new IllegalArgumentException("params must not contain '#' or ':': " + params);
        if ((seed == null) == (desc == null))
            throw new IllegalArgumentException("a game id has exactly one of seed and desc");
    }

    public static GameId seeded(String params, long seed) { return new GameId(params, seed, null); }
    public static GameId described(String params, String desc) { return new GameId(params, null, desc); }

    public Optional<Long> seedValue() { return Optional.ofNullable(seed); }
    public Optional<String> description() { return Optional.ofNullable(desc); }

    /** Parses {@code params#seed} or {@code params:desc}; a clear message on anything else. */
    public static GameId parse(String text) {
        if (text == null) throw new IllegalArgumentException("empty game id");
        int colon = text.indexOf(':');
        int hash = text.indexOf('#');
        if (colon >= 0 && (hash < 0 || colon < hash))
            return described(text.substring(0, colon), text.substring(colon + 1));
        if (hash >= 0) {
            String s = text.substring(hash + 1);
            try {
                return seeded(text.substring(0, hash), Long.parseLong(s));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("game id seed is not a number: '" + s + "'");
            }
        }
        throw new IllegalArgumentException("game id must look like params#seed or params:desc, got '" + text + "'");
    }

    @Override public String toString() { return seed != null ? params + "#" + seed : params + ":" + desc; }
}
