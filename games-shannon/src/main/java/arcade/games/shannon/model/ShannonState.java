package arcade.games.shannon.model;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An immutable position: the board, the state of every edge, the side to move and the last move.
 * The winner is decided on construction (Short: a marked A–B path; Cut: A and B separated in the
 * graph of free and marked edges), so {@link #winner()} is cheap.
 */
public final class ShannonState {
    private static final EdgeState[] STATES = EdgeState.values();
    private final Board board;
    private final byte[] states;      // EdgeState ordinals
    private final Side toMove;
    private final int lastMove;       // edge index, -1 before the first move
    private final Side winner;        // null while the game runs
    private final int freeCount;

    private ShannonState(Board board, byte[] states, Side toMove, int lastMove) {
        this.board = board;
        this.states = states;
        this.toMove = toMove;
        this.lastMove = lastMove;
        int free = 0;
        for (byte s : states) if (s == 0) free++;
        this.freeCount = free;
        this.winner = decideWinner();
    }

    /** The start of a game: every edge free, {@code first} to move. */
    public static ShannonState initial(Board board, Side first) {
        return new ShannonState(Objects.requireNonNull(board, "board"), new byte[board.edgeCount()],
                Objects.requireNonNull(first, "first"), -1);
    }

    /**
     * An arbitrary position (loaded boards, tests, analysis).
     *
     * @param edgeStates one state per edge of the board
     * @param lastMove   the last edge played, or -1
     */
    public static ShannonState of(Board board, List<EdgeState> edgeStates, Side toMove, int lastMove) {
        if (edgeStates.size() != board.edgeCount())
            throw new IllegalArgumentException("expected " + board.edgeCount() + " edge states, got " + edgeStates.size());
        if (lastMove < -1 || lastMove >= board.edgeCount()) throw new IllegalArgumentException("last move " + lastMove + " is not an edge");
        byte[] s = new byte[edgeStates.size()];
        for (int i = 0; i < s.length; i++) s[i] = (byte) edgeStates.get(i).ordinal();
        if (lastMove >= 0 && s[lastMove] == 0) throw new IllegalArgumentException("last move e" + lastMove + " is a free edge");
        return new ShannonState(board, s, Objects.requireNonNull(toMove, "toMove"), lastMove);
    }

    public Board board() { return board; }
    public Side toMove() { return toMove; }
    public EdgeState edgeState(int edge) { return STATES[states[edge]]; }
    public boolean isFree(int edge) { return states[edge] == 0; }
    public boolean isMarked(int edge) { return states[edge] == 1; }
    public boolean isDeleted(int edge) { return states[edge] == 2; }
    /** The last edge played, or -1 at the start. */
    public int lastMove() { return lastMove; }
    /** Who made the last move (the side not to move), if any move was made. */
    public Optional<Side> lastMover() { return lastMove < 0 ? Optional.empty() : Optional.of(toMove.other()); }
    public int freeCount() { return freeCount; }
    public int edgeCount() { return states.length; }
    /** The winner, or empty while the game runs. */
    public Optional<Side> winner() { return Optional.ofNullable(winner); }
    public boolean isOver() { return winner != null; }

    /** All edge states, indexed by edge. */
    public List<EdgeState> edgeStates() {
        List<EdgeState> l = new ArrayList<>(states.length);
        for (byte s : states) l.add(STATES[s]);
        return l;
    }

    /** Free edges, ascending. */
    public int[] freeEdges() {
        int[] f = new int[freeCount];
        int k = 0;
        for (int i = 0; i < states.length; i++) if (states[i] == 0) f[k++] = i;
        return f;
    }

    /**
     * The side to move plays {@code edge}: Short marks it, Cut deletes it. The rules check
     * legality; this method only refuses a non-free edge or a finished game.
     */
    public ShannonState play(int edge) {
        if (winner != null) throw new IllegalStateException("the game is over");
        if (edge < 0 || edge >= states.length) throw new IllegalArgumentException("no edge e" + edge);
        if (states[edge] != 0) throw new IllegalArgumentException("edge e" + edge + " is not free");
        byte[] next = states.clone();
        next[edge] = (byte) (toMove == Side.SHORT ? 1 : 2);
        return new ShannonState(board, next, toMove.other(), edge);
    }

    /** The same edges with another side to move (used by analysis: "what if the other side moved now"). */
    public ShannonState withToMove(Side side) {
        return side == toMove ? this : new ShannonState(board, states, side, lastMove);
    }

    /** Vertices joined to A by marked edges (the thesis's healthy cells). */
    public boolean[] healthy() { return reach(board.a(), true); }

    /** Vertices joined to A by free or marked edges. */
    public boolean[] reachableFromA() { return reach(board.a(), false); }

    private Side decideWinner() {
        if (reach(board.a(), true)[board.b()]) return Side.SHORT;
        if (!reach(board.a(), false)[board.b()]) return Side.CUT;
        return null;
    }

    private boolean[] reach(int from, boolean markedOnly) {
        boolean[] seen = new boolean[board.vertexCount()];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        seen[from] = true;
        queue.add(from);
        while (!queue.isEmpty()) {
            int v = queue.poll();
            for (int e : board.incidentShared(v)) {
                byte s = states[e];
                if (s == 2 || (markedOnly && s != 1)) continue;
                int w = board.edge(e).other(v);
                if (!seen[w]) { seen[w] = true; queue.add(w); }
            }
        }
        return seen;
    }

    @Override public boolean equals(Object o) {
        return o instanceof ShannonState s && toMove == s.toMove && lastMove == s.lastMove
                && Arrays.equals(states, s.states) && board.equals(s.board);
    }

    @Override public int hashCode() { return 31 * (31 * Arrays.hashCode(states) + toMove.hashCode()) + lastMove; }

    @Override public String toString() {
        StringBuilder sb = new StringBuilder(board.name()).append(" [");
        for (byte s : states) sb.append(s == 0 ? '.' : s == 1 ? '+' : 'x');
        sb.append("] ").append(toMove.id()).append(" to move");
        if (winner != null) sb.append(", ").append(winner.id()).append(" won");
        return sb.toString();
    }
}
