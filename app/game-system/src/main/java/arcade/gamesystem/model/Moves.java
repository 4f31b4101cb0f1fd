package arcade.gamesystem.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The legal moves of a state: every move source of the player to move, then the forced-capture rule. */
final class Moves {
    private Moves() {}

    static List<Play> legal(RulesState s) {
        CompiledGame g = s.game;
        List<Play> out = new ArrayList<>();
        for (MoveSource m : g.sources.get(s.toMove())) m.generate(s, out);
        if (g.forcedCapture) {
            boolean capture = false;
            for (Play p : out) if (p.captured().length > 0) { capture = true; break; }
            if (capture) out.removeIf(p -> p.captured().length == 0);
        }
        if (g.dynamicMoves && out.size() > 1) {
            Set<String> seen = new HashSet<>();
            out.removeIf(p -> !seen.add(p.label()));
        }
        return out.isEmpty() ? List.of() : Collections.unmodifiableList(out);
    }
}
