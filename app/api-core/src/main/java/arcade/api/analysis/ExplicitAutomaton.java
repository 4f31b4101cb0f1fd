package arcade.api.analysis;

import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A (stochastic) game automaton with its reachable states enumerated: S, P, T, W, s, ω, τ, κ, λ as
 * tables. States are numbered in discovery order; state 0 is the initial state s. Built by
 * {@link Explorer} (or by {@link Properties#normalize}); immutable once built.
 *
 * @param <S> state type
 * @param <M> move type
 */
public final class ExplicitAutomaton<S, M> {

    /** A decision edge τ(from, label) = to, made by ω(from). */
    public record Edge<M>(int from, String label, M move, int to) {}

    /** A chance edge κ(from, event) = to with probability P_Ω(event). */
    public record ChanceEdge(int from, String event, double probability, int to) {}

    private final List<PlayerId> players;
    private final List<S> states;
    private final Map<S, Integer> index;
    private final List<PlayerId> toMove;
    private final List<NodeKind> kinds;
    private final List<List<Edge<M>>> edges;
    private final List<List<ChanceEdge>> chanceEdges;
    private final List<Outcome> outcomes; // null for non-terminal states
    private final int edgeCount;
    private final int chanceEdgeCount;

    private ExplicitAutomaton(Builder<S, M> b) {
        this.players = List.copyOf(b.players);
        this.states = Collections.unmodifiableList(b.states);
        this.index = Collections.unmodifiableMap(b.index);
        this.toMove = Collections.unmodifiableList(b.toMove);
        this.kinds = Collections.unmodifiableList(b.kinds);
        List<List<Edge<M>>> e = new ArrayList<>(b.edges.size());
        int ec = 0;
        for (List<Edge<M>> l : b.edges) { e.add(List.copyOf(l)); ec += l.size(); }
        this.edges = Collections.unmodifiableList(e);
        List<List<ChanceEdge>> c = new ArrayList<>(b.chanceEdges.size());
        int cc = 0;
        for (List<ChanceEdge> l : b.chanceEdges) { c.add(List.copyOf(l)); cc += l.size(); }
        this.chanceEdges = Collections.unmodifiableList(c);
        this.outcomes = Collections.unmodifiableList(b.outcomes);
        this.edgeCount = ec;
        this.chanceEdgeCount = cc;
    }

    /** P. */
    public List<PlayerId> players() { return players; }

    /** |S|: number of reachable states, terminal ones included. */
    public int stateCount() { return states.size(); }

    /** The initial state's number (always 0). */
    public int initial() { return 0; }

    public S state(int i) { return states.get(i); }

    /** All reachable states in discovery order. */
    public List<S> states() { return states; }

    /** The number of a state, or -1 if it is not reachable. */
    public int indexOf(S state) { return index.getOrDefault(state, -1); }

    /** ω. */
    public PlayerId toMove(int i) { return toMove.get(i); }

    public NodeKind kind(int i) { return kinds.get(i); }

    /** Outgoing decision edges, in the order of the game's legal moves. */
    public List<Edge<M>> edges(int i) { return edges.get(i); }

    /** Outgoing chance edges, in the order of the game's chance outcomes. */
    public List<ChanceEdge> chanceEdges(int i) { return chanceEdges.get(i); }

    /** Number of decision edges (|τ|). */
    public int edgeCount() { return edgeCount; }

    public int chanceEdgeCount() { return chanceEdgeCount; }

    /** λ, for terminal states (W); empty elsewhere. */
    public Optional<Outcome> outcome(int i) { return Optional.ofNullable(outcomes.get(i)); }

    public boolean isTerminal(int i) { return outcomes.get(i) != null; }

    /** W, in discovery order. */
    public List<Integer> terminalStates() {
        List<Integer> w = new ArrayList<>();
        for (int i = 0; i < states.size(); i++) if (outcomes.get(i) != null) w.add(i);
        return w;
    }

    public int terminalCount() { return terminalStates().size(); }

    /** How many terminal states carry each outcome, in order of first discovery. */
    public Map<Outcome, Integer> terminalCountsByOutcome() {
        Map<Outcome, Integer> m = new java.util.LinkedHashMap<>();
        for (Outcome o : outcomes) if (o != null) m.merge(o, 1, Integer::sum);
        return m;
    }

    /** T: every move label used on an edge. */
    public Set<String> labels() {
        Set<String> t = new LinkedHashSet<>();
        for (List<Edge<M>> l : edges) for (Edge<M> e : l) t.add(e.label());
        return t;
    }

    /** The players who are ω of at least one non-terminal state (those who actually move). */
    public Set<PlayerId> movingPlayers() {
        Set<PlayerId> p = new LinkedHashSet<>();
        for (int i = 0; i < states.size(); i++) if (!isTerminal(i)) p.add(toMove.get(i));
        return p;
    }

    /** Every predecessor list, built on demand (reverse edges, decision and chance). */
    int[][] predecessors() {
        int n = states.size();
        int[] count = new int[n];
        for (int i = 0; i < n; i++) {
            for (Edge<M> e : edges.get(i)) count[e.to()]++;
            for (ChanceEdge e : chanceEdges.get(i)) count[e.to()]++;
        }
        int[][] pred = new int[n][];
        for (int i = 0; i < n; i++) pred[i] = new int[count[i]];
        int[] fill = new int[n];
        for (int i = 0; i < n; i++) {
            for (Edge<M> e : edges.get(i)) pred[e.to()][fill[e.to()]++] = i;
            for (ChanceEdge e : chanceEdges.get(i)) pred[e.to()][fill[e.to()]++] = i;
        }
        return pred;
    }

    /** All successor numbers of a state (decision edges first, then chance edges). */
    int[] successors(int i) {
        List<Edge<M>> d = edges.get(i);
        List<ChanceEdge> c = chanceEdges.get(i);
        int[] s = new int[d.size() + c.size()];
        int k = 0;
        for (Edge<M> e : d) s[k++] = e.to();
        for (ChanceEdge e : c) s[k++] = e.to();
        return s;
    }

    @Override public String toString() {
        return "automaton: " + stateCount() + " states, " + terminalCount() + " terminal, "
                + edgeCount + " edges, " + chanceEdgeCount + " chance edges";
    }

    /** Assembles an automaton state by state; states must be added before edges point at them. */
    static final class Builder<S, M> {
        private final List<PlayerId> players;
        private final List<S> states = new ArrayList<>();
        private final Map<S, Integer> index = new HashMap<>();
        private final List<PlayerId> toMove = new ArrayList<>();
        private final List<NodeKind> kinds = new ArrayList<>();
        private final List<List<Edge<M>>> edges = new ArrayList<>();
        private final List<List<ChanceEdge>> chanceEdges = new ArrayList<>();
        private final List<Outcome> outcomes = new ArrayList<>();

        Builder(List<PlayerId> players) { this.players = players; }

        int size() { return states.size(); }

        List<S> states() { return states; }

        int indexOf(S s) { return index.getOrDefault(s, -1); }

        /** Adds a state (not yet described) and returns its number. */
        int add(S s) {
            Objects.requireNonNull(s, "state");
            int i = states.size();
            if (index.putIfAbsent(s, i) != null) throw new IllegalStateException("state added twice: " + s);
            states.add(s);
            toMove.add(null);
            kinds.add(null);
            edges.add(new ArrayList<>());
            chanceEdges.add(new ArrayList<>());
            outcomes.add(null);
            return i;
        }

        void describe(int i, PlayerId player, NodeKind kind, Outcome outcome) {
            toMove.set(i, player);
            kinds.set(i, kind);
            outcomes.set(i, outcome);
        }

        void edge(int from, String label, M move, int to) { edges.get(from).add(new Edge<>(from, label, move, to)); }

        void chance(int from, String event, double p, int to) { chanceEdges.get(from).add(new ChanceEdge(from, event, p, to)); }

        ExplicitAutomaton<S, M> build() { return new ExplicitAutomaton<>(this); }
    }
}
