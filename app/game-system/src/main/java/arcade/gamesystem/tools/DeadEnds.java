package arcade.gamesystem.tools;

import arcade.api.model.ChanceOutcome;
import arcade.api.model.GameRules;
import arcade.api.model.NodeKind;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A dead end (a state that is not over, has no move and no roll) found breadth first within a
 * state limit: one found is a witness that the game is not totally defined even when the whole
 * game is too large to explore.
 */
final class DeadEnds {
    private DeadEnds() {}

    /** The path from {@code start} to the nearest dead end, or empty when none is within {@code limit} states. */
    static <S, M> List<S> find(GameRules<S, M> rules, S start, int limit) {
        Map<S, S> parent = new HashMap<>();
        ArrayDeque<S> queue = new ArrayDeque<>();
        parent.put(start, start);
        queue.add(start);
        while (!queue.isEmpty()) {
            S s = queue.poll();
            NodeKind kind = rules.kind(s);
            if (kind == NodeKind.TERMINAL) continue;
            List<S> next = new ArrayList<>();
            if (kind.hasMoves()) for (M m : rules.legalMoves(s)) next.add(rules.apply(s, m));
            if (kind.hasChance()) for (ChanceOutcome<S> o : rules.chanceOutcomes(s)) next.add(o.next());
            if (next.isEmpty()) return path(parent, s);
            for (S n : next) {
                if (parent.containsKey(n)) continue;
                if (parent.size() >= limit) return List.of();
                parent.put(n, s);
                queue.add(n);
            }
        }
        return List.of();
    }

    private static <S> List<S> path(Map<S, S> parent, S end) {
        List<S> out = new ArrayList<>();
        for (S s = end; ; s = parent.get(s)) {
            out.add(s);
            if (parent.get(s).equals(s)) break;
        }
        Collections.reverse(out);
        return out;
    }
}
