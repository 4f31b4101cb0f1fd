package arcade.games.snake.engine;

import java.util.Objects;

/**
 * One memory slot of an extended-CA cell (THESIS §1): a state (A^n, has a transition graph) or
 * a property (D^n, changed only as an action on arcs). Slots share one numbering, their index in
 * the field's slot list. A slot whose values fit in a byte is stored in a {@code byte[]}, the
 * others in an {@code int[]}: one flat array per slot, row-major with the ring included.
 *
 * @param name         the thesis name, e.g. "type"
 * @param kind         state or property
 * @param width        storage width
 * @param defaultValue value of a computed cell after construction
 * @param borderValue  value of a fictitious ring cell
 */
public record Slot(String name, Kind kind, Width width, int defaultValue, int borderValue) {

    /** A^n (state: has its own transition graph) or D^n (property: written by actions only). */
    public enum Kind { STATE, PROPERTY }

    /** Storage width: a byte holds −128..127, an int everything else. */
    public enum Width { BYTE, INT }

    public Slot {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(width, "width");
        if (width == Width.BYTE && (outOfByte(defaultValue) || outOfByte(borderValue)))
            throw new IllegalArgumentException("slot " + name + ": byte slot values must fit in a byte");
    }

    private static boolean outOfByte(int v) { return v < Byte.MIN_VALUE || v > Byte.MAX_VALUE; }

    public static Slot byteState(String name, int defaultValue, int borderValue) {
        return new Slot(name, Kind.STATE, Width.BYTE, defaultValue, borderValue);
    }

    public static Slot byteProperty(String name, int defaultValue, int borderValue) {
        return new Slot(name, Kind.PROPERTY, Width.BYTE, defaultValue, borderValue);
    }

    public static Slot intProperty(String name, int defaultValue, int borderValue) {
        return new Slot(name, Kind.PROPERTY, Width.INT, defaultValue, borderValue);
    }
}
