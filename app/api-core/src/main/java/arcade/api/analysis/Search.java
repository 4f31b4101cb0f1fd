package arcade.api.analysis;

import arcade.api.model.ChanceOutcome;
import arcade.api.model.GameRules;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * Game-tree search written once against {@link GameRules}: negamax with alpha-beta pruning and an
 * optional transposition table for two-player zero-sum games, and expectimax for games with
 * chance. Values lie in [−1, +1]: a win is +1, a loss −1, a draw 0; a depth limit hands the
 * frontier to a pluggable evaluation. Chance nodes are averaged with their probabilities (so
 * negamax is expectiminimax on stochastic games); in a D∩N state the mover takes the better of
 * its best move and the experiment. Turn order comes from ω, so extra turns are handled.
 */
public final class Search {
    private Search() {}

    /** A heuristic value of a non-terminal state from {@code viewer}'s side, in [−1, +1]. */
    @FunctionalInterface
    public interface Evaluation<S> {
        double evaluate(S state, PlayerId viewer);
    }

    /**
     * How far and how to search.
     *
     * @param depth          the largest number of steps (moves and chance events) to look ahead
     * @param evaluation     values the states where the depth runs out
     * @param transpositions whether to remember values by state (the states' equals/hashCode)
     * @param cancelled      polled at every node; when it says true the search stops with a
     *                       {@link CancellationException}
     */
    public record Limits<S>(int depth, Evaluation<S> evaluation, boolean transpositions, BooleanSupplier cancelled) {
        public Limits {
            if (depth < 1) throw new IllegalArgumentException("depth must be at least 1: " + depth);
            Objects.requireNonNull(evaluation, "evaluation");
            Objects.requireNonNull(cancelled, "cancelled");
        }

        /** Search to the end of the game, remembering transpositions. */
        public static <S> Limits<S> exact() { return new Limits<>(Integer.MAX_VALUE, (s, p) -> 0, true, () -> false); }

        /** Search {@code depth} steps, then evaluate. */
        public static <S> Limits<S> depth(int depth, Evaluation<S> evaluation) { return new Limits<>(depth, evaluation, true, () -> false); }

        public Limits<S> withTranspositions(boolean on) { return new Limits<>(depth, evaluation, on, cancelled); }

        public Limits<S> cancelledWhen(BooleanSupplier c) { return new Limits<>(depth, evaluation, transpositions, c); }
    }

    /**
     * @param value       the value of the searched state (from the side named by the method)
     * @param bestMove    the move reaching it, empty when the experiment is better or there is no move
     * @param chanceBest  whether performing the experiment (chance) is the best choice
     * @param nodes       states expanded, for comparing settings
     */
    public record Result<M>(double value, Optional<M> bestMove, boolean chanceBest, long nodes) {}

    /** The value of a terminal outcome from {@code viewer}'s side: +1 win, −1 someone else's win, 0 draw. */
    public static double value(Outcome outcome, PlayerId viewer) {
        if (outcome instanceof Outcome.Win w) return w.winner().equals(viewer) ? 1 : -1;
        return 0;
    }

    /** Exact negamax with alpha-beta and a transposition table; value from the mover's side. */
    public static <S, M> Result<M> negamax(GameRules<S, M> rules, S state) { return negamax(rules, state, Limits.exact()); }

    /** Negamax with alpha-beta; the value is from the side of the player to move in {@code state}. */
    public static <S, M> Result<M> negamax(GameRules<S, M> rules, S state, Limits<S> limits) {
        requireNotTerminal(rules, state);
        Negamax<S, M> n = new Negamax<>(rules, limits);
        double v = n.search(state, limits.depth(), Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, true);
        return new Result<>(v, Optional.ofNullable(n.rootMove), n.rootChance, n.nodes);
    }

    /** Exact expectimax from {@code viewer}'s side. */
    public static <S, M> Result<M> expectimax(GameRules<S, M> rules, S state, PlayerId viewer) {
        return expectimax(rules, state, viewer, Limits.exact());
    }

    /**
     * Expectimax from {@code viewer}'s side: the viewer maximises, every other player minimises
     * the viewer's value (zero-sum), chance nodes take the probability-weighted mean.
     */
    public static <S, M> Result<M> expectimax(GameRules<S, M> rules, S state, PlayerId viewer, Limits<S> limits) {
        requireNotTerminal(rules, state);
        Expectimax<S, M> e = new Expectimax<>(rules, limits, viewer);
        double v = e.search(state, limits.depth(), true);
        return new Result<>(v, Optional.ofNullable(e.rootMove), e.rootChance, e.nodes);
    }

    private static <S, M> void requireNotTerminal(GameRules<S, M> rules, S state) {
        if (rules.isTerminal(state)) throw new IllegalArgumentException("the game is already over in " + state);
    }

    private static <S, M> List<ChanceOutcome<S>> chance(GameRules<S, M> rules, S s) {
        List<ChanceOutcome<S>> c = rules.chanceOutcomes(s);
        if (c.isEmpty()) throw new IllegalArgumentException("chance in " + s + " cannot be enumerated, so it cannot be searched");
        return c;
    }

    private static IllegalStateException deadEnd(Object s) {
        return new IllegalStateException("state " + s + " is not terminal but has no move and no chance (game not totally defined)");
    }

    private static IllegalStateException cycle(Object s) {
        return new IllegalStateException("state " + s + " repeats along a line of play (game not terminating); search with a depth limit");
    }

    private enum Bound { EXACT, LOWER, UPPER }

    private record Entry(double value, Bound bound, int depth) {}

    private static final class Negamax<S, M> {
        final GameRules<S, M> rules;
        final Limits<S> limits;
        final Map<S, Entry> table = new HashMap<>();
        final Set<S> onPath = new HashSet<>();
        long nodes;
        M rootMove;
        boolean rootChance;

        Negamax(GameRules<S, M> rules, Limits<S> limits) { this.rules = rules; this.limits = limits; }

        /** Value of a non-terminal state from its mover's side (fail-soft alpha-beta). */
        double search(S s, int depth, double alpha, double beta, boolean root) {
            if (limits.cancelled().getAsBoolean()) throw new CancellationException("search cancelled");
            nodes++;
            if (limits.transpositions() && !root) {
                Entry e = table.get(s);
                if (e != null && e.depth() >= depth) {
                    if (e.bound() == Bound.EXACT) return e.value();
                    if (e.bound() == Bound.LOWER) alpha = Math.max(alpha, e.value());
                    else beta = Math.min(beta, e.value());
                    if (alpha >= beta) return e.value();
                }
            }
            double alpha0 = alpha;
            int next = depth == Integer.MAX_VALUE ? depth : depth - 1;
            if (next == Integer.MAX_VALUE && !onPath.add(s)) throw cycle(s);
            PlayerId me = rules.toMove(s);
            NodeKind kind = rules.kind(s);
            double best = Double.NEGATIVE_INFINITY;
            if (kind.hasMoves()) {
                for (M m : rules.legalMoves(s)) {
                    double v = child(me, rules.apply(s, m), next, alpha, beta);
                    if (v > best) {
                        best = v;
                        if (root) rootMove = m;
                    }
                    alpha = Math.max(alpha, v);
                    if (alpha >= beta) break;
                }
            }
            if (kind.hasChance() && alpha < beta) {
                double expected = 0;
                for (ChanceOutcome<S> o : chance(rules, s))
                    expected += o.probability() * child(me, o.next(), next, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
                if (expected > best) {
                    best = expected;
                    if (root) { rootMove = null; rootChance = true; }
                }
            }
            if (best == Double.NEGATIVE_INFINITY) throw deadEnd(s);
            onPath.remove(s);
            if (limits.transpositions()) {
                Bound b = best <= alpha0 ? Bound.UPPER : best >= beta ? Bound.LOWER : Bound.EXACT;
                table.put(s, new Entry(best, b, depth));
            }
            return best;
        }

        /** Value of a successor from {@code me}'s side. */
        double child(PlayerId me, S c, int depth, double alpha, double beta) {
            Optional<Outcome> o = rules.outcome(c);
            if (o.isPresent()) return value(o.get(), me);
            if (depth <= 0) return limits.evaluation().evaluate(c, me);
            if (rules.toMove(c).equals(me)) return search(c, depth, alpha, beta, false);
            return -search(c, depth, -beta, -alpha, false);
        }
    }

    private record Key<S>(S state, int depth) {}

    private static final class Expectimax<S, M> {
        final GameRules<S, M> rules;
        final Limits<S> limits;
        final PlayerId viewer;
        final Map<Key<S>, Double> memo = new HashMap<>();
        final Set<S> onPath = new HashSet<>();
        long nodes;
        M rootMove;
        boolean rootChance;

        Expectimax(GameRules<S, M> rules, Limits<S> limits, PlayerId viewer) { this.rules = rules; this.limits = limits; this.viewer = viewer; }

        double value(S s, int depth) {
            Optional<Outcome> o = rules.outcome(s);
            if (o.isPresent()) return Search.value(o.get(), viewer);
            if (depth <= 0) return limits.evaluation().evaluate(s, viewer);
            if (!limits.transpositions()) return search(s, depth, false);
            Key<S> key = new Key<>(s, depth == Integer.MAX_VALUE ? Integer.MAX_VALUE : depth);
            Double known = memo.get(key);
            if (known != null) return known;
            double v = search(s, depth, false);
            memo.put(key, v);
            return v;
        }

        double search(S s, int depth, boolean root) {
            if (limits.cancelled().getAsBoolean()) throw new CancellationException("search cancelled");
            nodes++;
            int next = depth == Integer.MAX_VALUE ? depth : depth - 1;
            if (next == Integer.MAX_VALUE && !onPath.add(s)) throw cycle(s);
            boolean maximise = rules.toMove(s).equals(viewer);
            NodeKind kind = rules.kind(s);
            double best = maximise ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
            boolean any = false;
            if (kind.hasMoves()) {
                for (M m : rules.legalMoves(s)) {
                    double v = value(rules.apply(s, m), next);
                    if (!any || (maximise ? v > best : v < best)) {
                        best = v;
                        if (root) rootMove = m;
                    }
                    any = true;
                }
            }
            if (kind.hasChance()) {
                double expected = 0;
                for (ChanceOutcome<S> o : chance(rules, s)) expected += o.probability() * value(o.next(), next);
                if (!any || (maximise ? expected > best : expected < best)) {
                    best = expected;
                    if (root) { rootMove = null; rootChance = true; }
                }
                any = true;
            }
            if (!any) throw deadEnd(s);
            onPath.remove(s);
            return best;
        }
    }
}
