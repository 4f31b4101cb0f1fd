package arcade.gamesystem.tools;

import arcade.api.analysis.ExplicitAutomaton;
import arcade.api.analysis.Explorer;
import arcade.api.analysis.Properties;
import arcade.api.analysis.PropertyReport;
import arcade.api.analysis.Search;
import arcade.api.analysis.StateLimitExceededException;
import arcade.api.analysis.Verdict;
import arcade.api.model.PlayerId;
import arcade.api.model.GameRules;
import arcade.api.model.NodeKind;
import arcade.gamesystem.model.RulesDefinition;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalDouble;

/**
 * The analysis of one rules game (THESIS.md §7–8) with the platform's tools: the explicit automaton
 * (explorer), every property with its witness, the normalized size, and the game value with
 * the best first moves when the game is small enough to solve.
 */
public final class GameLab {
    private GameLab() {}

    /** A first move and its value for the player who makes it (+1 win, 0 draw, −1 loss). */
    public record FirstMove(String label, double value) {}

    /**
     * @param partial     true when the state limit stopped the exploration (the other fields are then empty)
     * @param normalized  states of the normalized automaton (−1 when partial)
     * @param value       the value of the initial state for the first player, for two-player games
     * @param limit       when partial: the game has more states than this
     * @param deadEnd     when partial: a path to a dead end found within the limit (the game is then
     *                    not totally defined), else empty
     * @param outOfTime   the time budget ran out during an exploration (the result is then partial)
     * @param outOfMemory the memory budget ran out (the result is then partial, {@code limit} the states explored by then)
     */
    public record Result(String game, String params, boolean partial, int limit, PropertyReport<RulesState> report,
                         int normalized, int normalizedTerminal, OptionalDouble value, List<FirstMove> firstMoves,
                         List<RulesState> deadEnd, boolean outOfTime, boolean outOfMemory) {
        /** A terminating game whose plays overflow a 64-bit count. */
        public boolean playsTooMany() { return !partial && report.terminating().holds() && report.plays().isEmpty(); }
    }

    /**
     * The analysis within a time budget: explorations with a state limit that grows fourfold from
     * 5,000 until one completes, the budget is spent or {@code maxStates} is reached (then the
     * result is partial). The budget is checked inside each exploration too, so the analysis ends
     * within milliseconds of it; an exploration cut short by it gives way to the last one that
     * reached its state limit (which looked for a dead end), marked as out of time.
     */
    public static Result analyzeWithin(RulesDefinition def, String params, java.time.Duration budget, int maxStates,
                                       java.util.function.BooleanSupplier cancelled) {
        TimeBudget time = TimeBudget.of(budget, cancelled);
        int limit = Math.min(5_000, maxStates);
        Result last = null;
        while (true) {
            Result r = analyze(def, params, limit, time);
            if (r.outOfTime()) return last == null ? r : outOfTime(last);
            if (r.outOfMemory()) return r;
            if (!r.partial() || limit >= maxStates || time.over()) return r;
            last = r;
            limit = (int) Math.min(maxStates, limit * 4L);
        }
    }

    private static Result outOfTime(Result r) {
        return new Result(r.game(), r.params(), true, r.limit(), null, -1, -1, OptionalDouble.empty(), List.of(), r.deadEnd(), true, false);
    }

    /** The analysis with a state limit and no time limit. */
    public static Result analyze(RulesDefinition def, String params, int stateLimit) {
        return analyze(def, params, stateLimit, TimeBudget.unlimited());
    }

    /**
     * The analysis with a state limit and a time budget; when the budget runs out the result is
     * partial and marked {@link Result#outOfTime()}, its limit the states explored by then.
     */
    public static Result analyze(RulesDefinition def, String params, int stateLimit, TimeBudget time) {
        return analyze(def, params, stateLimit, time, MemoryBudget.forLab());
    }

    /**
     * The analysis within a time and a memory budget: when either runs out the result is partial,
     * marked {@link Result#outOfTime()} or {@link Result#outOfMemory()}, its limit the states explored by then.
     */
    public static Result analyze(RulesDefinition def, String params, int stateLimit, TimeBudget time, MemoryBudget memory) {
        TimeBudget.Watched<RulesState, RulesMove> watched = time.watch(def.rules(params), memory);
        try {
            return analyze(def, params, stateLimit, watched);
        } catch (TimeBudget.OutOfTime e) {
            return stopped(def, params, watched, stateLimit, true);
        } catch (MemoryBudget.Exceeded | OutOfMemoryError e) { // the error only as a last resort: the budget is a share of the heap
            return stopped(def, params, watched, stateLimit, false);
        }
    }

    private static Result stopped(RulesDefinition def, String params, TimeBudget.Watched<RulesState, RulesMove> watched, int stateLimit, boolean time) {
        int explored = (int) Math.min(stateLimit, Math.max(0, watched.states() - 1));
        return new Result(def.source().name(), params, true, explored, null, -1, -1, OptionalDouble.empty(), List.of(), List.of(), time, !time);
    }

    private static Result analyze(RulesDefinition def, String params, int stateLimit, GameRules<RulesState, RulesMove> rules) {
        RulesState start = def.game(params).initialState();
        ExplicitAutomaton<RulesState, RulesMove> a;
        try {
            a = Explorer.explore(rules, start, stateLimit);
        } catch (StateLimitExceededException e) {
            return new Result(def.source().name(), params, true, stateLimit, null, -1, -1, OptionalDouble.empty(), List.of(),
                    DeadEnds.find(rules, start, stateLimit), false, false);
        }
        PropertyReport<RulesState> report = report(a);
        var n = Properties.normalize(a);
        OptionalDouble value = OptionalDouble.empty();
        List<FirstMove> first = new ArrayList<>();
        if (report.terminating().holds() && report.totallyDefined().holds() && rules.players().size() == 2 && !rules.isTerminal(start)) {
            value = OptionalDouble.of(Search.negamax(rules, start).value());
            if (rules.kind(start) == NodeKind.DECISION)
                for (RulesMove m : rules.legalMoves(start)) {
                    RulesState next = rules.apply(start, m);
                    double v = rules.outcome(next).map(o -> Search.value(o, rules.toMove(start)))
                            .orElseGet(() -> {
                                double r = Search.negamax(rules, next).value();
                                return rules.toMove(next).equals(rules.toMove(start)) ? r : -r;
                            });
                    first.add(new FirstMove(rules.formatMove(m), v));
                }
        }
        return new Result(def.source().name(), params, false, stateLimit, report, n.stateCount(), n.terminalCount(), value, first, List.of(), false, false);
    }

    /**
     * {@link Properties#report}, except that a terminating game in which no play ends (every line
     * runs into a dead end) gets no longest play instead of failing: broken files are what the lab is for.
     */
    static <M> PropertyReport<RulesState> report(ExplicitAutomaton<RulesState, M> a) {
        Verdict<RulesState> terminating = Properties.isTerminating(a);
        Map<PlayerId, Integer> shortest = new LinkedHashMap<>();
        for (PlayerId p : a.players()) Properties.shortestWin(a, p).ifPresent(d -> shortest.put(p, d));
        OptionalInt longest = OptionalInt.empty();
        if (terminating.holds() && a.terminalCount() > 0) {
            try {
                longest = OptionalInt.of(Properties.longestPlay(a));
            } catch (IllegalStateException e) {
                longest = OptionalInt.empty();
            }
        }
        return new PropertyReport<>(a.stateCount(), a.terminalCount(), a.edgeCount(), a.chanceEdgeCount(), a.terminalCountsByOutcome(),
                terminating, Properties.isTotallyDefined(a), Properties.isStronglyWinning(a), Properties.isWeaklyWinning(a),
                Properties.isWeaklyWinningGloss(a), Properties.isWellDefined(a), Properties.isSymmetric(a),
                Properties.hasNormalizedWinningStates(a), terminating.holds() ? plays(a) : null, longest, shortest);
    }

    /** The plays, or null when they are too many for a long (a 300-ply race with a die). */
    private static <M> arcade.api.analysis.PlayCount plays(ExplicitAutomaton<RulesState, M> a) {
        try {
            return Properties.countPlays(a);
        } catch (ArithmeticException e) {
            return null;
        }
    }
}
