package arcade.gamesystem.ai;

import arcade.api.model.GameRules;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * The search's estimate for each legal move of a position that does not solve in time: tree search
 * (UCT) within a time budget, each move with how often the search tried it and the share of the
 * game it expects for the player to move, worded for a player and marked as an estimate, never as
 * a proven value. Pure: no JavaFX; the caller runs it off the FX thread and may cancel it.
 */
public final class MoveEstimates {
    /** Playouts cut at this many steps (as the hard computer plays), valued by the progress. */
    static final int PLAYOUT_PLIES = 40;

    private MoveEstimates() {}

    /**
     * The estimate of a decision state within {@code budget} (empty moves for any other state).
     *
     * @param seed the search's random choices, so the same position gives the same figures
     */
    public static Mcts.Estimate of(GameRules<RulesState, RulesMove> rules, RulesState state, Duration budget, long seed, BooleanSupplier cancelled) {
        long deadline = System.nanoTime() + budget.toNanos();
        return new Mcts(rules).estimate(state, new Mcts.Budget(Integer.MAX_VALUE, PLAYOUT_PLIES), seed, deadline, cancelled);
    }

    /**
     * The estimate in words: which kind of figure it is, then a line for each move, most tried
     * first ("d4: about 62 % for Black after 8,120 playouts").
     *
     * @param name a move as players write it
     */
    public static String text(Mcts.Estimate e, String mover, Function<RulesMove, String> name, boolean cancelled) {
        StringBuilder b = new StringBuilder();
        b.append("Estimate, not a proven value: tree search (Monte-Carlo) ran ")
                .append(String.format(Locale.ROOT, "%,d", e.playouts())).append(e.playouts() == 1 ? " playout" : " playouts")
                .append(cancelled ? " before it was stopped" : "").append(" from this position.\n")
                .append("Each move: the share of the game ").append(mover).append(" can expect after it (a win counts 1, a draw a half),\n")
                .append("and how many of the playouts tried it; the search tries the best moves most.\n\n");
        List<String> lines = new ArrayList<>();
        int width = 0;
        for (Mcts.MoveEstimate m : e.moves()) width = Math.max(width, name.apply(m.move()).length());
        for (Mcts.MoveEstimate m : e.moves()) {
            String move = name.apply(m.move());
            lines.add(String.format(Locale.ROOT, "  %-" + width + "s  %s", move + ":", m.visits() == 0 ? "not tried yet"
                    : String.format(Locale.ROOT, "about %d %% for %s after %,d %s", Math.round(m.share() * 100), mover, m.visits(), m.visits() == 1 ? "playout" : "playouts")));
        }
        lines.forEach(l -> b.append(l).append('\n'));
        return b.toString();
    }
}
