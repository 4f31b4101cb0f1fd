package arcade.api.store;

import java.util.Optional;

/**
 * A stored value that can tell whether what was read from disk is usable: a file can be valid JSON
 * of the right shape and still hold a null or an out-of-range number the game would trip over.
 * {@link GameStore#load} treats an unusable value like a corrupt file: kept aside, reported in
 * these words, and the defaults used.
 */
public interface Validated {
    /** Why the value cannot be used, in plain words ("a high score has no value"), or empty when it is fine. */
    Optional<String> problem();
}
