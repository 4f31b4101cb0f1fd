package arcade.api.analysis;

import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The thesis's quality properties of a game, checked on its explicit automaton (THESIS.md §3, with
 * the testable readings of the spec). A chance edge counts as a step made by ω of its source state,
 * because the player to move performs the experiment.
 */
public final class Properties {
    private Properties() {}

    // ------------------------------------------------------------------ terminating

    /** Terminating ⇔ the reachable non-terminal states contain no cycle; a failure reports one cycle. */
    public static <S, M> Verdict<S> isTerminating(ExplicitAutomaton<S, M> a) {
        List<Integer> cycle = findCycle(a);
        if (cycle.isEmpty()) return Verdict.yes("terminating", "no cycle among non-terminal states", List.of());
        List<S> states = cycle.stream().map(a::state).toList();
        String path = states.stream().map(String::valueOf).collect(Collectors.joining(" → ")) + " → " + states.get(0);
        return Verdict.no("terminating", "cycle " + path, states);
    }

    /** One cycle as state numbers in edge order, or an empty list. Iterative DFS with colours. */
    static <S, M> List<Integer> findCycle(ExplicitAutomaton<S, M> a) {
        int n = a.stateCount();
        byte[] colour = new byte[n]; // 0 white, 1 on stack, 2 done
        int[] parent = new int[n];
        for (int root = 0; root < n; root++) {
            if (colour[root] != 0 || a.isTerminal(root)) continue;
            ArrayDeque<int[]> stack = new ArrayDeque<>(); // {state, next successor position}
            stack.push(new int[]{root, 0});
            colour[root] = 1;
            parent[root] = -1;
            while (!stack.isEmpty()) {
                int[] top = stack.peek();
                int[] succ = a.successors(top[0]);
                if (top[1] < succ.length) {
                    int t = succ[top[1]++];
                    if (a.isTerminal(t)) continue;
                    if (colour[t] == 1) {
                        List<Integer> cycle = new ArrayList<>();
                        for (int v = top[0]; v != t; v = parent[v]) cycle.add(v);
                        cycle.add(t);
                        Collections.reverse(cycle);
                        return cycle;
                    }
                    if (colour[t] == 0) {
                        colour[t] = 1;
                        parent[t] = top[0];
                        stack.push(new int[]{t, 0});
                    }
                } else {
                    colour[top[0]] = 2;
                    stack.pop();
                }
            }
        }
        return List.of();
    }

    // ------------------------------------------------------------------ totally defined

    /** Totally defined ⇔ every reachable non-terminal state has a move or a chance outcome. */
    public static <S, M> Verdict<S> isTotallyDefined(ExplicitAutomaton<S, M> a) {
        List<S> dead = new ArrayList<>();
        for (int i = 0; i < a.stateCount(); i++)
            if (!a.isTerminal(i) && a.edges(i).isEmpty() && a.chanceEdges(i).isEmpty()) dead.add(a.state(i));
        if (dead.isEmpty()) return Verdict.yes("totally defined", "every non-terminal state has a move", List.of());
        return Verdict.no("totally defined", dead.size() + " non-terminal state(s) without a move, first " + dead.get(0)
                + " (" + a.toMove(a.indexOf(dead.get(0))) + " to move)", dead);
    }

    // ------------------------------------------------------------------ winning

    /**
     * Strongly winning ⇔ some player p has a winning play in which every step is made by p. The
     * witness is such a play (its states, initial first).
     */
    public static <S, M> Verdict<S> isStronglyWinning(ExplicitAutomaton<S, M> a) {
        for (PlayerId p : a.players()) {
            List<Integer> path = soloWin(a, p);
            if (!path.isEmpty())
                return Verdict.yes("strongly winning", p + " wins alone by " + labels(a, path), path.stream().map(a::state).toList());
        }
        return Verdict.no("strongly winning", "no player can win without the others moving", List.of());
    }

    /** A shortest play won by p whose every step is made by p, or an empty list. */
    private static <S, M> List<Integer> soloWin(ExplicitAutomaton<S, M> a, PlayerId p) {
        int n = a.stateCount();
        int[] parent = new int[n];
        Arrays.fill(parent, -2);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        parent[0] = -1;
        queue.add(0);
        while (!queue.isEmpty()) {
            int q = queue.poll();
            if (a.isTerminal(q)) {
                if (a.outcome(q).orElseThrow().isWinFor(p) && q != 0) return pathTo(parent, q);
                continue;
            }
            if (!a.toMove(q).equals(p)) continue;
            for (int t : a.successors(q)) if (parent[t] == -2) { parent[t] = q; queue.add(t); }
        }
        return List.of();
    }

    /**
     * Weakly winning, the spec's existential reading: every contesting player has a winning play
     * in which some other player also makes a step. With a single moving player it means "a
     * winning play exists". Contesting players are P without {@link PlayerId#HOUSE}, or just the
     * moving player when only one player moves.
     */
    public static <S, M> Verdict<S> isWeaklyWinning(ExplicitAutomaton<S, M> a) {
        Set<PlayerId> moving = a.movingPlayers();
        List<String> missing = new ArrayList<>();
        if (moving.size() <= 1) {
            for (PlayerId p : moving) if (shortestWin(a, p).isEmpty()) missing.add(p + " has no winning play");
            if (moving.isEmpty()) missing.add("nobody moves");
        } else {
            for (PlayerId p : contesting(a)) if (!winsWithOthersMoving(a, p)) missing.add(p + " has no winning play in which another player moves");
        }
        return missing.isEmpty()
                ? Verdict.yes("weakly winning", moving.size() <= 1 ? "a winning play exists" : "every player can win a play in which the others move", List.of())
                : Verdict.no("weakly winning", String.join("; ", missing), List.of());
    }

    /**
     * Weakly winning, the thesis's gloss: nobody can win without the others being able to
     * interfere, i.e. no player has a strongly winning play. With a single moving player it means
     * "a winning play exists", as the thesis remarks.
     */
    public static <S, M> Verdict<S> isWeaklyWinningGloss(ExplicitAutomaton<S, M> a) {
        if (a.movingPlayers().size() <= 1) {
            Verdict<S> v = isWeaklyWinning(a);
            return new Verdict<>("weakly winning (gloss)", v.holds(), v.detail(), v.witness());
        }
        Verdict<S> strong = isStronglyWinning(a);
        return new Verdict<>("weakly winning (gloss)", !strong.holds(),
                strong.holds() ? strong.detail() : "no player can win alone", strong.witness());
    }

    /** Product search over (state, has another player stepped yet). */
    private static <S, M> boolean winsWithOthersMoving(ExplicitAutomaton<S, M> a, PlayerId p) {
        int n = a.stateCount();
        boolean[][] seen = new boolean[2][n];
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        seen[0][0] = true;
        queue.add(new int[]{0, 0});
        while (!queue.isEmpty()) {
            int[] cur = queue.poll();
            int q = cur[0], other = cur[1];
            if (a.isTerminal(q)) {
                if (other == 1 && a.outcome(q).orElseThrow().isWinFor(p)) return true;
                continue;
            }
            int next = other == 1 || !a.toMove(q).equals(p) ? 1 : 0;
            for (int t : a.successors(q)) if (!seen[next][t]) { seen[next][t] = true; queue.add(new int[]{t, next}); }
        }
        return false;
    }

    private static <S, M> List<PlayerId> contesting(ExplicitAutomaton<S, M> a) {
        return a.players().stream().filter(p -> !p.equals(PlayerId.HOUSE)).toList();
    }

    /** Well-defined ⇔ weakly winning (existential reading) ∧ terminating ∧ totally defined. */
    public static <S, M> Verdict<S> isWellDefined(ExplicitAutomaton<S, M> a) {
        List<Verdict<S>> parts = List.of(isWeaklyWinning(a), isTerminating(a), isTotallyDefined(a));
        List<String> failed = parts.stream().filter(v -> !v.holds()).map(v -> "not " + v.property() + ": " + v.detail()).toList();
        if (failed.isEmpty()) return Verdict.yes("well-defined", "weakly winning, terminating and totally defined", List.of());
        List<S> witness = parts.stream().filter(v -> !v.holds()).flatMap(v -> v.witness().stream()).toList();
        return Verdict.no("well-defined", String.join("; ", failed), witness);
    }

    // ------------------------------------------------------------------ symmetric, normalized

    /** Symmetric ⇔ every moving player uses the same set of move labels. */
    public static <S, M> Verdict<S> isSymmetric(ExplicitAutomaton<S, M> a) {
        Map<PlayerId, Set<String>> used = new LinkedHashMap<>();
        for (PlayerId p : a.movingPlayers()) used.put(p, new TreeSet<>());
        for (int i = 0; i < a.stateCount(); i++)
            for (ExplicitAutomaton.Edge<M> e : a.edges(i)) used.get(a.toMove(i)).add(e.label());
        Set<Set<String>> distinct = new LinkedHashSet<>(used.values());
        if (distinct.size() <= 1)
            return Verdict.yes("symmetric", "every player uses the moves " + (used.isEmpty() ? "{}" : used.values().iterator().next()), List.of());
        return Verdict.no("symmetric", used.entrySet().stream().map(e -> e.getKey() + " uses " + e.getValue()).collect(Collectors.joining(", ")), List.of());
    }

    /** Normalized ⇔ at most one terminal state per winner and at most one draw state. */
    public static <S, M> Verdict<S> hasNormalizedWinningStates(ExplicitAutomaton<S, M> a) {
        Map<Outcome, Integer> counts = a.terminalCountsByOutcome();
        boolean ok = counts.values().stream().allMatch(c -> c <= 1);
        String detail = counts.entrySet().stream().map(e -> e.getValue() + " × " + e.getKey()).collect(Collectors.joining(", "));
        return new Verdict<>("normalized winning states", ok, detail, List.of());
    }

    /**
     * The thesis's normalization: every terminal state with the same outcome becomes one state, and
     * every edge into a terminal state goes to the state of its outcome. The set of plays with
     * their outcomes is unchanged. Use it on copies for analysis, never on the live game.
     */
    public static <S, M> ExplicitAutomaton<NormalizedState<S>, M> normalize(ExplicitAutomaton<S, M> a) {
        ExplicitAutomaton.Builder<NormalizedState<S>, M> b = new ExplicitAutomaton.Builder<>(a.players());
        int[] map = new int[a.stateCount()];
        Map<Outcome, Integer> results = new LinkedHashMap<>();
        for (int i = 0; i < a.stateCount(); i++) {
            Outcome o = a.outcome(i).orElse(null);
            if (o == null) {
                map[i] = b.add(new NormalizedState.Position<>(a.state(i)));
                b.describe(map[i], a.toMove(i), a.kind(i), null);
            } else {
                Integer r = results.get(o);
                if (r == null) {
                    r = b.add(new NormalizedState.Result<>(o));
                    b.describe(r, a.toMove(i), a.kind(i), o);
                    results.put(o, r);
                }
                map[i] = r;
            }
        }
        for (int i = 0; i < a.stateCount(); i++) {
            for (ExplicitAutomaton.Edge<M> e : a.edges(i)) b.edge(map[i], e.label(), e.move(), map[e.to()]);
            for (ExplicitAutomaton.ChanceEdge e : a.chanceEdges(i)) b.chance(map[i], e.event(), e.probability(), map[e.to()]);
        }
        return b.build();
    }

    // ------------------------------------------------------------------ plays

    /**
     * Counts the plays by dynamic programming over the acyclic automaton (never by enumerating
     * them): plays(q) = Σ plays(successor), 1 at a terminal state, per outcome.
     *
     * @throws IllegalStateException if the game is not terminating (infinitely many plays)
     * @throws ArithmeticException if a count overflows a long
     */
    public static <S, M> PlayCount countPlays(ExplicitAutomaton<S, M> a) {
        int[] order = reverseTopologicalOrder(a);
        List<Outcome> outcomes = new ArrayList<>(a.terminalCountsByOutcome().keySet());
        Map<Outcome, Integer> col = new LinkedHashMap<>();
        for (int k = 0; k < outcomes.size(); k++) col.put(outcomes.get(k), k);
        long[][] plays = new long[a.stateCount()][];
        for (int q : order) {
            long[] v = new long[outcomes.size()];
            if (a.isTerminal(q)) {
                v[col.get(a.outcome(q).orElseThrow())] = 1;
            } else {
                for (int t : a.successors(q)) for (int k = 0; k < v.length; k++) v[k] = Math.addExact(v[k], plays[t][k]);
            }
            plays[q] = v;
        }
        Map<Outcome, Long> by = new LinkedHashMap<>();
        long total = 0;
        for (int k = 0; k < outcomes.size(); k++) { by.put(outcomes.get(k), plays[0][k]); total = Math.addExact(total, plays[0][k]); }
        return new PlayCount(total, by);
    }

    /** The number of steps of the longest play (DP over the acyclic automaton). */
    public static <S, M> int longestPlay(ExplicitAutomaton<S, M> a) {
        int[] order = reverseTopologicalOrder(a);
        int[] longest = new int[a.stateCount()];
        int unreachableEnd = Integer.MIN_VALUE / 2;
        for (int q : order) {
            if (a.isTerminal(q)) { longest[q] = 0; continue; }
            int best = unreachableEnd;
            for (int t : a.successors(q)) best = Math.max(best, longest[t] + 1);
            longest[q] = best;
        }
        if (longest[0] < 0) throw new IllegalStateException("no play reaches a terminal state");
        return longest[0];
    }

    /** The number of steps of the shortest play won by p, if p can win at all. */
    public static <S, M> OptionalInt shortestWin(ExplicitAutomaton<S, M> a, PlayerId p) {
        int[] dist = distances(a);
        int best = Integer.MAX_VALUE;
        for (int w : a.terminalStates())
            if (dist[w] >= 0 && a.outcome(w).orElseThrow().isWinFor(p)) best = Math.min(best, dist[w]);
        return best == Integer.MAX_VALUE ? OptionalInt.empty() : OptionalInt.of(best);
    }

    /** The number of steps of the shortest play of any outcome. */
    public static <S, M> OptionalInt shortestPlay(ExplicitAutomaton<S, M> a) {
        int[] dist = distances(a);
        return a.terminalStates().stream().mapToInt(w -> dist[w]).filter(d -> d >= 0).min();
    }

    private static <S, M> int[] distances(ExplicitAutomaton<S, M> a) {
        int[] dist = new int[a.stateCount()];
        Arrays.fill(dist, -1);
        dist[0] = 0;
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(0));
        while (!queue.isEmpty()) {
            int q = queue.poll();
            if (a.isTerminal(q)) continue;
            for (int t : a.successors(q)) if (dist[t] < 0) { dist[t] = dist[q] + 1; queue.add(t); }
        }
        return dist;
    }

    /** Successors before predecessors; fails with the cycle if the play graph is cyclic. */
    private static <S, M> int[] reverseTopologicalOrder(ExplicitAutomaton<S, M> a) {
        List<Integer> cycle = findCycle(a);
        if (!cycle.isEmpty())
            throw new IllegalStateException("the game is not terminating (cycle " + cycle.stream().map(a::state).map(String::valueOf)
                    .collect(Collectors.joining(" → ")) + "), so its plays are infinitely many");
        int n = a.stateCount();
        int[] order = new int[n];
        int k = 0;
        boolean[] done = new boolean[n];
        for (int root = 0; root < n; root++) {
            if (done[root]) continue;
            ArrayDeque<int[]> stack = new ArrayDeque<>();
            stack.push(new int[]{root, 0});
            done[root] = true;
            while (!stack.isEmpty()) {
                int[] top = stack.peek();
                int[] succ = a.isTerminal(top[0]) ? new int[0] : a.successors(top[0]);
                if (top[1] < succ.length) {
                    int t = succ[top[1]++];
                    if (!done[t]) { done[t] = true; stack.push(new int[]{t, 0}); }
                } else {
                    order[k++] = top[0];
                    stack.pop();
                }
            }
        }
        return order;
    }

    // ------------------------------------------------------------------ report

    /** Every property at once; plays and lengths only when the game terminates. */
    public static <S, M> PropertyReport<S> report(ExplicitAutomaton<S, M> a) {
        Verdict<S> terminating = isTerminating(a);
        Map<PlayerId, Integer> shortest = new LinkedHashMap<>();
        for (PlayerId p : a.players()) shortestWin(a, p).ifPresent(d -> shortest.put(p, d));
        return new PropertyReport<>(a.stateCount(), a.terminalCount(), a.edgeCount(), a.chanceEdgeCount(),
                a.terminalCountsByOutcome(), terminating, isTotallyDefined(a), isStronglyWinning(a), isWeaklyWinning(a),
                isWeaklyWinningGloss(a), isWellDefined(a), isSymmetric(a), hasNormalizedWinningStates(a),
                terminating.holds() ? countPlays(a) : null,
                terminating.holds() ? OptionalInt.of(longestPlay(a)) : OptionalInt.empty(), shortest);
    }

    private static <S, M> List<Integer> pathTo(int[] parent, int q) {
        List<Integer> path = new ArrayList<>();
        for (int v = q; v != -1; v = parent[v]) path.add(v);
        Collections.reverse(path);
        return path;
    }

    /** The step labels along a path of states (the first edge or chance event between each pair). */
    private static <S, M> String labels(ExplicitAutomaton<S, M> a, List<Integer> path) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i + 1 < path.size(); i++) {
            int from = path.get(i), to = path.get(i + 1);
            String l = a.edges(from).stream().filter(e -> e.to() == to).map(ExplicitAutomaton.Edge::label).findFirst()
                    .orElseGet(() -> a.chanceEdges(from).stream().filter(e -> e.to() == to).map(e -> "[" + e.event() + "]").findFirst().orElse("?"));
            out.add(l);
        }
        return String.join(" ", out);
    }
}
