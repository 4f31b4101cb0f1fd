package arcade.api.plugin;

import java.util.Objects;

/**
 * What the library shows of a game before it is opened. What the game offers (its controls) and
 * what its statistics measure follow from the game itself ({@link GamePlugin#definition()},
 * {@link GamePlugin#measures()}, {@link GameControls#capabilities()}), so the info only names it.
 *
 * @param id          used on the command line ({@code arcade <id> …}) and in file names: 1 to
 *                    {@value #MAX_ID_LENGTH} characters, lower-case letters {@code a-z}, digits and
 *                    {@code -}, starting with a letter ({@link #ID_PATTERN})
 * @param name        display name
 * @param description one line for the library card
 * @param iconLiteral an Ikonli Material Design 2 literal, e.g. {@code mdi2s-snake}
 */
public record GameInfo(String id, String name, String description, String iconLiteral) {
    /** The longest game id: it names files and is typed on the command line. */
    public static final int MAX_ID_LENGTH = 64;
    /** What a game id is made of. */
    public static final String ID_PATTERN = "[a-z][a-z0-9-]{0," + (MAX_ID_LENGTH - 1) + "}";

    public GameInfo {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        if (id.length() > MAX_ID_LENGTH)
            throw new IllegalArgumentException("its game id is " + id.length() + " characters long; an id has at most " + MAX_ID_LENGTH);
        if (!id.matches(ID_PATTERN))
            throw new IllegalArgumentException("its game id '" + id + "' is not lower-case letters a-z, digits and '-', starting with a letter");
        description = description == null ? "" : description;
        iconLiteral = iconLiteral == null ? "mdi2g-gamepad-variant" : iconLiteral;
    }
}
