package arcade.api.model;

import java.util.Objects;

/**
 * A named choice offered under New game, e.g. ("7x5", "Medium board 7×5", "7x5"). The label is what
 * players see wherever the variant is named (menus, statistics, library); {@code params} is the
 * game's params text it starts.
 */
public record Preset(String id, String label, String params) {
    public Preset {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(params, "params");
    }

    /** A preset whose id is its params text. */
    public Preset(String params, String label) { this(params, label, params); }
}
