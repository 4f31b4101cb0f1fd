package arcade.gamesystem.model;

/** A compiled test on a state: a precondition, a win or draw clause's body, an extra-turn condition. */
@FunctionalInterface
public interface Condition {
    boolean test(RulesState state);

    Condition TRUE = s -> true;

    static Condition all(java.util.List<Condition> parts) {
        if (parts.isEmpty()) return TRUE;
        if (parts.size() == 1) return parts.get(0);
        Condition[] a = parts.toArray(new Condition[0]);
        return s -> {
            for (Condition c : a) if (!c.test(s)) return false;
            return true;
        };
    }
}
