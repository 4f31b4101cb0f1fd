package arcade.api.plugin;

import arcade.api.model.Measure;

import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * What the library shows of a game before it is opened.
 *
 * @param id          used on the command line ({@code arcade <id> …}) and in file names: 1 to
 *                    {@value #MAX_ID_LENGTH} characters, lower-case letters {@code a-z}, digits and
 *                    {@code -}, starting with a letter ({@link #ID_PATTERN})
 * @param name        display name
 * @param description one line for the library card
 * @param iconLiteral an Ikonli Material Design 2 literal, e.g. {@code mdi2s-snake}
 * @param capabilities the common controls the game supports
 * @param bestIs      what the "best" figure of its statistics is
 * @param measures    what its statistics measure (win/loss with times, score, or both); the shell
 *                    shows the figures that fit. Empty or null: derived from {@code bestIs}
 */
public record GameInfo(String id, String name, String description, String iconLiteral,
                       Set<Capability> capabilities, BestIs bestIs, Set<Measure> measures) {
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
        capabilities = capabilities == null || capabilities.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(capabilities));
        bestIs = bestIs == null ? BestIs.HIGHEST_SCORE : bestIs;
        measures = measures == null || measures.isEmpty() ? Set.of(measureOf(bestIs)) : Set.copyOf(EnumSet.copyOf(measures));
    }

    /**
     * A game on {@code arcade.api.host.GameHost}: its controls and what its statistics measure
     * follow from its definition, so the info only names it.
     */
    public GameInfo(String id, String name, String description, String iconLiteral) {
        this(id, name, description, iconLiteral, null, null, null);
    }

    /** A game whose statistics follow {@code bestIs}: fastest wins measure win/loss, high scores measure score. */
    public GameInfo(String id, String name, String description, String iconLiteral,
                    Set<Capability> capabilities, BestIs bestIs) {
        this(id, name, description, iconLiteral, capabilities, bestIs, null);
    }

    public boolean has(Capability c) { return capabilities.contains(c); }

    public boolean measures(Measure m) { return measures.contains(m); }

    /** The same game measuring {@code m} (e.g. win/loss and score). */
    public GameInfo withMeasures(Set<Measure> m) {
        return new GameInfo(id, name, description, iconLiteral, capabilities, bestIs, m);
    }

    private static Measure measureOf(BestIs bestIs) {
        return bestIs == BestIs.LOWEST_TIME ? Measure.WIN_LOSS : Measure.SCORE;
    }
}
