package arcade.gamesystem.model;

import java.util.ArrayList;
import java.util.List;

/**
 * The second half of a move, chosen by the mover when a condition holds after the first (a mill
 * closed: remove one of the opponent's tokens). Each option is one more legal move whose label is
 * the first half's with the option's suffix ({@code d2xb6}). Options whose {@code prefer}
 * condition holds come first: when any does, the others are not allowed (a token in a mill may be
 * taken only when every one is).
 */
record FollowUp(Condition trigger, List<Option> options) {
    record Option(String suffix, Condition pre, Condition prefer, Effect effect, int zone) {}

    /** The moves {@code base} stands for in {@code s}: itself when the condition does not hold after it, else one per allowed option. */
    void expand(RulesState s, Play base, List<Play> out) {
        Scratch after = new Scratch(s, s.toMove());
        base.effect().apply(after);
        if (!trigger.test(after)) { out.add(base); return; }
        List<Option> allowed = new ArrayList<>(), preferred = new ArrayList<>();
        for (Option o : options)
            if (o.pre().test(after)) {
                allowed.add(o);
                if (o.prefer().test(after)) preferred.add(o);
            }
        if (allowed.isEmpty()) { out.add(base); return; }
        for (Option o : preferred.isEmpty() ? allowed : preferred) {
            int[] zones = java.util.Arrays.copyOf(base.zones(), base.zones().length + 1);
            zones[zones.length - 1] = o.zone();
            int[] captured = java.util.Arrays.copyOf(base.captured(), base.captured().length + 1);
            captured[captured.length - 1] = o.zone();
            out.add(new Play(base.label() + o.suffix(), Effect.then(base.effect(), o.effect()), zones, captured));
        }
    }
}
