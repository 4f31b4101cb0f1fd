package arcade.api.model;

/**
 * The codec of a game's params: what a player picks in presets or the Custom dialog (size, mines,
 * draw count), as compact text without '#' or ':'. {@code format(parse(t))} is the normal form of
 * {@code t}; {@code parse(format(p))} equals {@code p}.
 *
 * @param <P> the game's params value
 */
public interface Params<P> {

    /** The params named by {@code text}; {@link ParamsException} with a clear message otherwise. */
    P parse(String text);

    String format(P params);

    /** Rejects values that parse but cannot be played (a board too small, more mines than cells). */
    default void validate(P params) {}

    /** The params in words for players ("Expert 30×16, 99 mines"); defaults to the text form. */
    default String describe(P params) { return format(params); }

    /** Parses, validates and formats: the normal form of {@code text}. */
    default String normalize(String text) {
        P p = parse(text);
        validate(p);
        return format(p);
    }

    /** The words for params text that may be custom: the normal form's description, or the text itself if it does not parse. */
    default String describeText(String text) {
        try {
            P p = parse(text);
            validate(p);
            return describe(p);
        } catch (IllegalArgumentException e) {
            return text;
        }
    }
}
