package arcade.api.store;

import java.nio.file.Path;
import java.util.function.Supplier;

/**
 * A game's own persistent values (settings, high scores, custom boards), stored by the shell as
 * versioned JSON. Loading never throws: a missing file gives the defaults; a corrupt one is moved
 * aside, the user is told, and the defaults are returned. A type that implements {@link Validated}
 * is checked after reading, and an unusable value is treated the same way.
 */
public interface GameStore {
    <T> T load(String name, Class<T> type, Supplier<T> defaults);

    /** Writes atomically (temporary file, then move). Failures are reported to the user, not thrown. */
    void save(String name, Object value);

    /** A folder the game may use for user files (e.g. saved boards, replays); it exists. */
    Path folder();
}
