package arcade.api.plugin;

import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * What the library shows of a game before it is opened.
 *
 * @param id          short, lower-case, used on the command line ({@code arcade <id> …}) and in file names
 * @param name        display name
 * @param description one line for the library card
 * @param iconLiteral an Ikonli Material Design 2 literal, e.g. {@code mdi2s-snake}
 * @param capabilities the common controls the game supports
 * @param bestIs      what the "best" figure of its statistics is
 */
public record GameInfo(String id, String name, String description, String iconLiteral,
                       Set<Capability> capabilities, BestIs bestIs) {
    public GameInfo {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        if (!id.matches("[a-z][a-z0-9-]*")) throw new IllegalArgumentException("game id must be lower-case letters, digits and '-': " + id);
        description = description == null ? "" : description;
        iconLiteral = iconLiteral == null ? "mdi2g-gamepad-variant" : iconLiteral;
        capabilities = capabilities == null || capabilities.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(capabilities));
        bestIs = bestIs == null ? BestIs.HIGHEST_SCORE : bestIs;
    }

    public boolean has(Capability c) { return capabilities.contains(c); }
}
