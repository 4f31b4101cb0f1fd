package arcade.api.analysis;

import java.util.List;

/**
 * The answer of one property check, with the evidence: the states of a cycle, the offending state,
 * or a witnessing play, depending on the property.
 *
 * @param property the property's name, e.g. {@code terminating}
 * @param holds    whether the property holds
 * @param detail   one line for people (why it holds or fails)
 * @param witness  states that show it (may be empty)
 */
public record Verdict<S>(String property, boolean holds, String detail, List<S> witness) {
    public Verdict {
        witness = List.copyOf(witness);
    }

    static <S> Verdict<S> yes(String property, String detail, List<S> witness) { return new Verdict<>(property, true, detail, witness); }

    static <S> Verdict<S> no(String property, String detail, List<S> witness) { return new Verdict<>(property, false, detail, witness); }

    @Override public String toString() { return property + ": " + (holds ? "yes" : "NO") + (detail.isEmpty() ? "" : " (" + detail + ")"); }
}
