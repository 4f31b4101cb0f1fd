package arcade.gamesystem.tools;

import arcade.api.model.GameRules;
import arcade.api.model.NodeKind;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * The value of each legal move of a position, solved within a time budget: what *Analyse* shows
 * for the position on the board. Only for two players without dice; empty when the time ran out.
 */
public final class PositionValues {
    private PositionValues() {}

    /** A legal move and its value for the player who makes it: +1 a win, 0 a draw, −1 a loss. */
    public record MoveValue(RulesMove move, int value) {}

    /** The values of every legal move, best first; empty when the position is not solvable within {@code budget}. */
    public static List<MoveValue> of(GameRules<RulesState, RulesMove> rules, RulesState s, Duration budget, BooleanSupplier cancelled) {
        if (rules.players().size() != 2 || s.game().die().isPresent() || rules.kind(s) != NodeKind.DECISION) return List.of();
        Solver solver = new Solver(rules, s, MemoryBudget.forLab().atMost(256L << 20), TimeBudget.of(budget, cancelled));
        List<MoveValue> out = new ArrayList<>();
        try {
            for (RulesMove m : rules.legalMoves(s)) out.add(new MoveValue(m, solver.valueOf(s, m)));
        } catch (Solver.OutOfTime e) {
            return List.of();
        }
        out.sort((a, b) -> Integer.compare(b.value(), a.value()));
        return out;
    }

    /** The values in words, one move a line. */
    public static String text(List<MoveValue> values, String player) {
        StringBuilder sb = new StringBuilder("This position, " + player + " to move, solved:\n");
        for (MoveValue v : values)
            sb.append(String.format("  %-14s %s%n", v.move().label(), v.value() > 0 ? "wins" : v.value() < 0 ? "loses" : "draws"));
        return sb.toString();
    }
}
