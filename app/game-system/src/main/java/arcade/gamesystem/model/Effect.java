package arcade.gamesystem.model;

import java.util.List;

/** A compiled effect clause: changes a move's work in progress. */
@FunctionalInterface
interface Effect {
    void apply(Scratch s);

    Effect NOTHING = s -> {};

    static Effect all(List<Effect> effects) {
        if (effects.isEmpty()) return NOTHING;
        if (effects.size() == 1) return effects.get(0);
        Effect[] a = effects.toArray(new Effect[0]);
        return s -> {
            for (Effect e : a) e.apply(s);
        };
    }

    static Effect then(Effect first, Effect second) {
        return s -> {
            first.apply(s);
            second.apply(s);
        };
    }
}
