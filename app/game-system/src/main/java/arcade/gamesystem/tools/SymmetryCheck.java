package arcade.gamesystem.tools;

import arcade.api.model.GameRules;
import arcade.api.model.NodeKind;
import arcade.api.session.Rng;
import arcade.api.tool.ToolArgsException;
import arcade.gamesystem.model.CompiledGame;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Checks a file's declared symmetries on random games before the solver relies on them: in the
 * positions checked (after 0, 1, 2, 3, 4, 6, 9, 13… moves of each game, so that a large board's
 * check takes a second, not minutes), the image must end as the position ends, and its moves must
 * lead exactly to the images of the position's successors. A symmetry that fails is a mistake in
 * the file, named with the moves that show it, not a wrong value quietly printed.
 */
final class SymmetryCheck {
    static final int GAMES = 12;

    private SymmetryCheck() {}

    static void check(GameRules<RulesState, RulesMove> rules, RulesState start, long seed) throws ToolArgsException { check(rules, start, seed, GAMES); }

    static void check(GameRules<RulesState, RulesMove> rules, RulesState start, long seed, int games) throws ToolArgsException {
        CompiledGame g = start.game();
        if (g.symmetries().isEmpty()) return;
        Rng rng = new Rng(seed);
        for (int game = 0; game < games; game++) {
            RulesState s = start;
            StringBuilder line = new StringBuilder();
            for (int ply = 0, next = 0; ; ply++) {
                if (ply == next) {
                    for (String name : g.symmetries()) holds(rules, s, name, line);
                    next = Math.max(next + 1, next * 3 / 2);
                }
                if (rules.kind(s) != NodeKind.DECISION) break;
                List<RulesMove> moves = rules.legalMoves(s);
                if (moves.isEmpty()) break;
                RulesMove m = moves.get(rng.nextInt(moves.size()));
                line.append(line.length() == 0 ? "" : " ").append(rules.formatMove(m));
                s = rules.apply(s, m);
            }
        }
    }

    private static void holds(GameRules<RulesState, RulesMove> rules, RulesState s, String name, CharSequence line) throws ToolArgsException {
        CompiledGame g = s.game();
        RulesState image = g.image(s, name);
        boolean same = rules.outcome(s).equals(rules.outcome(image)) && rules.kind(s) == rules.kind(image);
        if (same && rules.kind(s) == NodeKind.DECISION) {
            Set<RulesState> expected = new HashSet<>(), found = new HashSet<>();
            for (RulesMove m : rules.legalMoves(s)) expected.add(g.image(rules.apply(s, m), name));
            for (RulesMove m : rules.legalMoves(image)) found.add(rules.apply(image, m));
            same = expected.equals(found);
        }
        if (!same)
            throw new ToolArgsException("the file's symmetry \"" + name + "\" does not hold: "
                    + (line.length() == 0 ? "at the start" : "after " + line) + " the " + name + " image plays differently");
    }
}
