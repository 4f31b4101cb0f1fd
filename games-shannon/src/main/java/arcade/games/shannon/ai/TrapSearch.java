package arcade.games.shannon.ai;

import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;

import java.util.LinkedHashSet;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The perfect player's resource in a lost position: a <em>trap</em>, a move after which the
 * opponent's natural reply — the thesis move (THESIS.md §4.1), the move a reasonable player finds —
 * throws the win away. Searched two of our moves deep within a fixed work budget, so the result
 * depends only on the position.
 *
 * <p>Why only a few moves need a closer look: marking never hurts Short and deleting never hurts
 * Cut, so once the opponent wins whoever moves (a Short or Cut game) no reply of theirs can lose.
 * A trap must leave a <em>neutral</em> position (whoever moves wins) in which the thesis reply is
 * not one of the few winning ones. When we are Cut and the position is a Short game, a deletion
 * outside Short's two spanning trees leaves them intact, so only tree edges can leave it neutral.
 */
public final class TrapSearch {

    /**
     * Work budget. One classification of a board with E edges costs E·√E / 6 units (its time grows
     * about so: 0.02 ms at 36 edges, 0.2 ms at 175), i.e. 36 on a 5×4 board. The default covers
     * the full two-move search on 5×4 boards, much of it on 7×5, and keeps a 10×8 move near 20 ms.
     */
    public static final long DEFAULT_BUDGET = 40_000;

    /** Results of {@link #firstSprung} besides an edge: no trap among the moves, budget spent. */
    private static final int NONE = -1, SPENT = -2;

    private final Side me;
    private long budget;

    private TrapSearch(Side me, long budget) {
        this.me = me;
        this.budget = budget;
    }

    /**
     * A trap for the side to move in {@code s}, if one is found within {@code budget}. Meant for
     * lost positions; in a won position a trap is found only if the opponent's natural reply
     * would also lose, so callers should prefer a winning move.
     */
    public static OptionalInt find(ShannonState s, long budget) {
        if (s.isOver()) throw new IllegalStateException("the game is over");
        TrapSearch search = new TrapSearch(s.toMove(), budget);
        Set<Integer> order = search.candidates(s);
        if (order == null) return OptionalInt.empty();
        int now = search.firstSprung(s, order);
        if (now != NONE) return now == SPENT ? OptionalInt.empty() : OptionalInt.of(now);
        for (int x : order) {
            ShannonState after = s.play(x);
            if (after.isOver()) continue;
            ShannonState reply = after.play(ThesisHeuristic.move(after));
            if (reply.isOver()) continue;
            Set<Integer> next = search.candidates(reply);
            if (next == null) return OptionalInt.empty();
            int later = search.firstSprung(reply, next);
            if (later != NONE) return later == SPENT ? OptionalInt.empty() : OptionalInt.of(x);
        }
        return OptionalInt.empty();
    }

    /** The first of {@code moves} (ours, in {@code s}) that springs a trap; NONE, or SPENT when the budget ran out. */
    private int firstSprung(ShannonState s, Set<Integer> moves) {
        for (int x : moves) {
            Boolean sprung = springs(s.play(x));
            if (sprung == null) return SPENT;
            if (sprung) return x;
        }
        return NONE;
    }

    /**
     * Our moves worth trying in {@code s} (we are to move), the likeliest first: the thesis move, the
     * minimum cut, the shortest path, then the rest by edge number. Null when the budget is spent.
     */
    private Set<Integer> candidates(ShannonState s) {
        if (!spend(s)) return null;
        Lehman.Verdict v = Lehman.verdict(s);
        ThesisHeuristic.Result h = ThesisHeuristic.analyse(s);
        Set<Integer> order = new LinkedHashSet<>();
        order.add(h.move());
        order.addAll(h.minCut());
        order.addAll(h.shortestPath());
        for (int e : s.freeEdges()) order.add(e);
        order.removeIf(e -> !s.isFree(e));
        if (me == Side.CUT && v.positionClass() == PositionClass.SHORT) {
            Lehman.Trees t = v.trees().orElseThrow();
            order.removeIf(e -> !t.first().contains(e) && !t.second().contains(e));
        }
        return order;
    }

    /**
     * Whether the opponent, to move in {@code s}, loses by playing the thesis move; null when the
     * budget is spent.
     */
    private Boolean springs(ShannonState s) {
        if (s.isOver()) return s.winner().get() == me;
        if (!spend(s)) return null;
        if (Lehman.classify(s) != PositionClass.FIRST) return false;
        ShannonState reply = s.play(ThesisHeuristic.move(s));
        if (reply.isOver()) return reply.winner().get() == me;
        if (!spend(reply)) return null;
        return Lehman.classify(reply).winner(me) == me;
    }

    /** The cost of one classification on a board with {@code edges} edges. */
    static long cost(int edges) { return Math.max(1, Math.round(edges * Math.sqrt(edges) / 6)); }

    private boolean spend(ShannonState s) {
        budget -= cost(s.edgeCount());
        return budget >= 0;
    }
}
