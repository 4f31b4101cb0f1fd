package arcade.gamesystem.tools;

import arcade.api.model.GameRules;
import arcade.api.model.MoveFormatException;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.gamesystem.format.RulesFileException;
import arcade.gamesystem.model.RulesDefinition;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;

import java.io.PrintStream;
import java.util.Optional;
import java.util.Set;

/**
 * {@code prove}: the thesis's {@code Proved} (THESIS.md §8). Replays a list of moves (in a chance state the next
 * word is the die's face) and prints the winner or a draw, or where the list became illegal.
 */
public final class ProveTool extends RulesTool {
    @Override public String name() { return "prove"; }

    @Override public String summary() { return "replay a list of moves and print the winner, a draw, or the first illegal move"; }

    @Override Set<String> options() { return Set.of("params", "moves"); }

    @Override String usageTail() { return " [--params P] --moves \"m1 m2 …\"   (labels as play lists them; a die face where the die is rolled)"; }

    @Override int execute(ToolArgs a, RulesDefinition def, PrintStream out, PrintStream err) throws ToolArgsException, RulesFileException {
        String params = params(a, def);
        String moves = a.require("moves").strip();
        GameRules<RulesState, RulesMove> rules = def.rules();
        RulesState s = def.game(params).initialState();
        String[] words = moves.isEmpty() ? new String[0] : moves.split("\\s+");
        for (int i = 0; i < words.length; i++) {
            String w = words[i];
            Optional<Outcome> over = rules.outcome(s);
            if (over.isPresent()) {
                out.println("the game ended after move " + i + " (" + words(over.get()) + "); move " + (i + 1) + " '" + w + "' comes after the end");
                return 1;
            }
            try {
                if (rules.kind(s) == NodeKind.CHANCE) {
                    s = rules.applyChance(s, w);
                } else {
                    RulesMove m = rules.parseMove(s, w);
                    if (!rules.isLegal(s, m)) {
                        out.println("move " + (i + 1) + " '" + w + "' is illegal here (" + rules.toMove(s) + " to move: " + s + ")");
                        return 1;
                    }
                    s = rules.apply(s, m);
                }
            } catch (MoveFormatException e) {
                out.println("move " + (i + 1) + ": " + e.getMessage());
                return 1;
            }
        }
        Optional<Outcome> o = rules.outcome(s);
        if (o.isPresent()) {
            out.println(words(o.get()) + " after " + words.length + " moves");
            return 0;
        }
        out.println("the game is not over after " + words.length + " moves; " + rules.toMove(s) + " to move: " + s);
        return 1;
    }

    static String words(Outcome o) { return o instanceof Outcome.Win w ? w.winner() + " wins" : "draw"; }
}
