package arcade.shell.stats;

import arcade.api.plugin.GamePlugin;

import java.util.Optional;
import java.util.function.Function;

/** Names variants in words through the game's {@link GamePlugin#describeParams}, never failing the window. */
public final class VariantNames {
    private VariantNames() {}

    public static Function<String, String> of(Optional<GamePlugin> plugin) {
        return params -> {
            if (plugin.isEmpty()) return params;
            try {
                String words = plugin.get().describeParams(params);
                return words == null || words.isBlank() ? params : words;
            } catch (RuntimeException e) {
                return params; // a params text the game no longer knows still names its games
            }
        };
    }
}
