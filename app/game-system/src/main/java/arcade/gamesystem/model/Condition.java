package arcade.gamesystem.model;

import java.util.List;

/** A compiled test on a position: a precondition, a win or draw clause's body, an extra-turn condition. */
@FunctionalInterface
public interface Condition {
    int[] NONE = {};

    boolean test(Position p);

    /** The zones that show why the condition holds (the line of a win, the chain of a connection), or none. */
    default int[] witness(Position p) { return NONE; }

    Condition TRUE = p -> true;

    static Condition all(List<Condition> parts) {
        if (parts.isEmpty()) return TRUE;
        if (parts.size() == 1) return parts.get(0);
        Condition[] a = parts.toArray(new Condition[0]);
        return new Condition() {
            @Override public boolean test(Position p) {
                for (Condition c : a) if (!c.test(p)) return false;
                return true;
            }

            @Override public int[] witness(Position p) {
                for (Condition c : a) {
                    int[] w = c.witness(p);
                    if (w.length > 0) return w;
                }
                return NONE;
            }
        };
    }
}
