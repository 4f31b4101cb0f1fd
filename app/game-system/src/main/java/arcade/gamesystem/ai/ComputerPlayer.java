package arcade.gamesystem.ai;

import arcade.api.analysis.Search;
import arcade.api.model.GameRules;
import arcade.gamesystem.model.CompiledGame;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * The computer opponent of any rules game. Easy and medium, and hard on small games, use the
 * platform's {@link Search}: iterative deepening negamax with alpha-beta (expectiminimax where the
 * die rolls) until the strength's depth or time budget runs out; positions beyond the horizon
 * are valued by {@link Valuation} (the file's score, the tracks' progress or the pieces in play;
 * even when the file tells none of these). A search that reaches the end of the
 * game within the depth is exact, so small games (tic-tac-toe) are played perfectly. Hard on a
 * large game (one with a die, or a board of more than {@value #LARGE_BOARD} cells) is
 * Monte-Carlo tree search ({@link Mcts}) tuned as {@link #hardTuning} says, which beat the search
 * and plain UCT there (see the README's figures).
 * Deterministic: ties go to the first move in the file's order, and the tree search draws its
 * random numbers from a seed made from the position.
 */
public final class ComputerPlayer {
    /** Boards with more cells than this are too large for the search to see far (Connect Four 7×6 has 42). */
    static final int LARGE_BOARD = 30;
    /** The tree search's work for the hard computer; its time budget only guards against a slow machine. */
    public static final Mcts.Budget HARD_TREE = new Mcts.Budget(2_000, 40);
    /** The weight of the backed-up valuation in the hard tree search's estimates where the score secures points (see {@link #hardTuning}); the one weight tried, not tuned. */
    static final double IMPLICIT_MINIMAX = 0.4;
    /** The hard computer's playout length where the valuation is steady (see {@link #hardPlayoutPlies}). */
    static final int STEADY_PLIES = 10;

    /** How hard the computer tries. */
    public enum Strength {
        EASY(2, 200), MEDIUM(4, 700), HARD(12, 2000);

        final int depth;
        final long millis;

        Strength(int depth, long millis) {
            this.depth = depth;
            this.millis = millis;
        }
    }

    private final GameRules<RulesState, RulesMove> rules;
    private final Valuation valuation = new Valuation();

    public ComputerPlayer(GameRules<RulesState, RulesMove> rules) { this.rules = rules; }

    /**
     * What the hard computer's tree search adds to plain UCT in this game: RAVE and MAST where
     * there is no die, proven results and immediate wins for two players without a die, the
     * valuation at the cut (which falls back to the tracks' progress, as before, in race games),
     * and implicit minimax backups where the score secures points (Kalah: 0.72 and 0.765 of 200
     * games against plain UCT with them, about 0.52 without; in draughts, valued by the pieces
     * in play, they changed nothing: 0.765 against 0.785). Each part was measured against plain
     * UCT; see the README's figures.
     */
    public static Mcts.Tuning hardTuning(CompiledGame game) {
        boolean noDie = game.die().isEmpty();
        boolean two = game.players().size() == 2;
        double minimax = new Valuation().secures(game) ? IMPLICIT_MINIMAX : 0;
        return new Mcts.Tuning(noDie, noDie && two, noDie && two, true, noDie, minimax);
    }

    /**
     * The hard computer's playouts: cut at {@value #STEADY_PLIES} steps where the valuation is a
     * steady guide (pieces in play, seeds in the stores), so that many more playouts fit the time;
     * else at the budget's {@code playoutPlies}, as long playouts learn more where the cut can only
     * say "even" or reads a majority that the next flips reverse.
     */
    public static int hardPlayoutPlies(CompiledGame game) {
        return new Valuation().steady(game) ? STEADY_PLIES : HARD_TREE.playoutPlies();
    }

    /** The hard computer's move: tree search as tuned for the game, or alpha-beta with the valuation on a small board. */
    public Optional<RulesMove> hard(RulesState state, int iterations, long millis, BooleanSupplier cancelled) {
        if (!prefersTreeSearch(state.game())) return search(state, Strength.HARD.depth, millis, cancelled);
        CompiledGame g = state.game();
        long seed = state.hashCode() * 0x9E3779B97F4A7C15L + state.plies();
        Optional<RulesMove> m = new Mcts(rules, hardTuning(g)).choose(state, new Mcts.Budget(iterations, hardPlayoutPlies(g)), seed,
                System.nanoTime() + millis * 1_000_000, cancelled);
        if (cancelled.getAsBoolean()) throw new CancellationException("search cancelled");
        return m;
    }

    /**
     * Whether the hard computer plays this game by tree search rather than by alpha-beta: a game
     * with a die, a board of more than {@value #LARGE_BOARD} cells, or a game without a board with
     * more than {@value #LARGE_BOARD} tokens to move about (Kalah with 6 pits of 4 has 48 seeds).
     */
    public static boolean prefersTreeSearch(CompiledGame game) {
        if (game.die().isPresent()) return true;
        return game.board().map(b -> b.rows() * b.cols() > LARGE_BOARD).orElseGet(() -> game.initialState().tokenCount() > LARGE_BOARD);
    }

    /**
     * The move to play in a decision state (empty when there is none).
     *
     * @param cancelled polled during the search; when true the search stops
     */
    public Optional<RulesMove> choose(RulesState state, Strength strength, BooleanSupplier cancelled) {
        if (strength == Strength.HARD) return hard(state, HARD_TREE.iterations(), strength.millis, cancelled);
        return search(state, strength.depth, strength.millis, cancelled);
    }

    /** Iterative-deepening alpha-beta / expectiminimax to {@code maxDepth}, within {@code millis}. */
    public Optional<RulesMove> search(RulesState state, int maxDepth, long millis, BooleanSupplier cancelled) {
        List<RulesMove> moves = rules.legalMoves(state);
        if (moves.isEmpty()) return Optional.empty();
        if (moves.size() == 1) return Optional.of(moves.get(0));
        long deadline = System.nanoTime() + millis * 1_000_000;
        RulesMove best = moves.get(0);
        for (int depth = 1; depth <= maxDepth; depth++) {
            BooleanSupplier stop = () -> cancelled.getAsBoolean() || System.nanoTime() > deadline;
            try {
                Search.Result<RulesMove> r = Search.negamax(rules, state, Search.Limits.<RulesState>depth(depth, (st, viewer) -> valuation.value(st, st.game().players().indexOf(viewer))).cancelledWhen(stop));
                if (r.bestMove().isPresent()) best = r.bestMove().get();
                if (Math.abs(r.value()) == 1.0) break; // a forced result: deeper search changes nothing
            } catch (CancellationException e) {
                if (cancelled.getAsBoolean()) throw e;
                break;
            }
        }
        return Optional.of(best);
    }

    /** Monte-Carlo tree search with the given work, stopped early after {@code millis}; the seed comes from the position. */
    public Optional<RulesMove> treeSearch(RulesState state, Mcts.Budget budget, long millis, BooleanSupplier cancelled) {
        long seed = state.hashCode() * 0x9E3779B97F4A7C15L + state.plies();
        Optional<RulesMove> m = new Mcts(rules).choose(state, budget, seed, System.nanoTime() + millis * 1_000_000, cancelled);
        if (cancelled.getAsBoolean()) throw new CancellationException("search cancelled");
        return m;
    }
}
