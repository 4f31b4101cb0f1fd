package arcade.games.shannon.ai;

import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.EdgeState;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;

import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;

/**
 * Teach mode: why the computer's move wins, in words, from the two-tree strategy (THESIS.md 3.4). Each
 * sentence is checked on the position, so it is said only when it is true.
 */
public final class Teaching {
    private Teaching() {}

    /**
     * Explains the computer's {@code reply} to the opponent's {@code move}, played from {@code before}
     * (the position before the opponent's move); empty when there is nothing true and useful to say.
     * Links are named by {@code name}.
     */
    public static Optional<String> explain(ShannonState before, int move, int reply, IntFunction<String> name) {
        if (before.isOver()) return Optional.empty();
        ShannonState afterMove = before.play(move);
        if (afterMove.isOver()) return Optional.empty();
        ShannonState afterReply = afterMove.play(reply);
        Side computer = afterMove.toMove();
        boolean stillWins = afterReply.isOver() ? afterReply.winner().get() == computer
                : Lehman.classify(afterReply).winner(afterReply.toMove()) == computer;
        if (!stillWins) return Optional.empty();
        if (computer == Side.CUT) {
            return Optional.of("I cut " + name.apply(reply) + ": after it, Short cannot win against best play"
                    + (afterReply.isOver() ? "." : " (Lehman's test finds no two trees joining A and B)."));
        }
        Optional<Integer> mended = treeMended(before, move, reply);
        if (mended.isPresent()) {
            int k = mended.get();
            return Optional.of("You cut " + name.apply(move) + " of tree " + k + "; I healed " + name.apply(reply) + " of tree " + (3 - k)
                    + ", which joins the two pieces of tree " + k + " again. Short keeps two separate trees"
                    + " joining A and B, so every cut can be answered like this (Analysis shows the trees).");
        }
        Lehman.Verdict v = Lehman.verdict(before);
        if (before.toMove() == Side.CUT && v.positionClass() == PositionClass.SHORT && v.trees().isPresent()) {
            Lehman.Trees t = v.trees().get();
            if (!t.first().contains(move) && !t.second().contains(move))
                return Optional.of("You cut " + name.apply(move) + ", which is in neither of Short's two trees, so both stay whole;"
                        + " I healed " + name.apply(reply) + " to bring A and B closer.");
        }
        return Optional.of("I healed " + name.apply(reply) + ": Short still wins against best play"
                + (afterReply.isOver() ? "." : " (Lehman's test still finds two trees joining A and B)."));
    }

    /**
     * Which of Short's two trees (1 or 2) Cut broke by cutting {@code cut} from {@code before} (a
     * Short game with Cut to move) and {@code reply} joins again with a link of the other; empty if none.
     */
    static Optional<Integer> treeMended(ShannonState before, int cut, int reply) {
        if (before.isOver() || before.toMove() != Side.CUT) return Optional.empty();
        Lehman.Verdict v = Lehman.verdict(before);
        if (v.positionClass() != PositionClass.SHORT || v.trees().isEmpty()) return Optional.empty();
        Lehman.Trees t = v.trees().get();
        int[] cls = Lehman.reduce(before).classOf;
        for (int k = 0; k < 2; k++) {
            List<Integer> hit = k == 0 ? t.first() : t.second(), other = k == 0 ? t.second() : t.first();
            if (hit.contains(cut) && other.contains(reply) && reconnects(before.board(), cls, hit, cut, reply)) return Optional.of(k + 1);
        }
        return Optional.empty();
    }

    /** The position before Cut's last cut in {@code s} (that link free again, Cut to move). */
    static ShannonState undoLast(ShannonState s) {
        List<EdgeState> states = new java.util.ArrayList<>(s.edgeStates());
        states.set(s.lastMove(), EdgeState.FREE);
        return ShannonState.of(s.board(), states, s.toMove().other(), -1);
    }

    /** Whether {@code reply} joins the two pieces that {@code tree} falls into without {@code cut}. */
    private static boolean reconnects(Board board, int[] cls, List<Integer> tree, int cut, int reply) {
        int n = 0;
        for (int c : cls) n = Math.max(n, c + 1);
        int[] parent = new int[n];
        for (int i = 0; i < n; i++) parent[i] = i;
        for (int e : tree) {
            if (e == cut) continue;
            int a = find(parent, cls[board.edge(e).u()]), b = find(parent, cls[board.edge(e).v()]);
            parent[a] = b;
        }
        Board.Edge r = board.edge(reply);
        return find(parent, cls[r.u()]) != find(parent, cls[r.v()]);
    }

    private static int find(int[] p, int x) {
        while (p[x] != x) { p[x] = p[p[x]]; x = p[x]; }
        return x;
    }
}
