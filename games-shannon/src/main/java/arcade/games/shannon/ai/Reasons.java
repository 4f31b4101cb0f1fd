package arcade.games.shannon.ai;

import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;

import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;

/**
 * Why a move wins or loses, in words and with what the board can show for it, from Lehman's
 * theorem (THESIS.md 3): Cut, moving next, can be beaten exactly when Short has two separate trees
 * (edge-disjoint, healed links counting as joined cells) joining A and B; every cut breaks at most
 * one of them and Short mends it with a link of the other. Each sentence is checked on the position
 * it speaks of. Links are named by {@code name} (the board's own coordinates).
 */
public final class Reasons {
    private Reasons() {}

    /**
     * What backs a reason on the board: Short's two trees (empty when not part of it), the narrowest
     * cut between A and B, and the opponent's answer ({@code -1} for none).
     */
    public record Proof(List<Integer> tree1, List<Integer> tree2, List<Integer> cut, int answer) {
        public static final Proof NONE = new Proof(List.of(), List.of(), List.of(), -1);

        public Proof {
            tree1 = List.copyOf(tree1);
            tree2 = List.copyOf(tree2);
            cut = List.copyOf(cut);
        }

        static Proof trees(ShannonState s, int answer) {
            Optional<Lehman.Trees> t = Lehman.verdict(s).trees();
            return t.map(x -> new Proof(x.first(), x.second(), List.of(), answer)).orElse(new Proof(List.of(), List.of(), List.of(), answer));
        }
    }

    /** A reason in words and what the board shows for it. */
    public record Reason(String text, Proof proof) {}

    /**
     * Why {@code move} wins for the side to move in {@code s} (it must be a winning move). Short's:
     * the two trees it leaves; Cut's: that Short has no such pair after it, and the narrowest cut
     * when the move is one of its links.
     */
    public static Reason whyWins(ShannonState s, int move, IntFunction<String> name) {
        ShannonState after = s.play(move);
        if (s.toMove() == Side.SHORT) {
            if (after.isOver()) return new Reason("it completes a route of healed links from A to B", Proof.NONE);
            Proof p = Proof.trees(after, -1);
            String mend = mends(s, move, name).map(m -> m + "; ").orElse("");
            return new Reason(mend + "after it Short has two separate trees joining A and B (purple and amber): every cut"
                    + " breaks at most one of them, and a link of the other mends it", p);
        }
        if (after.isOver()) return new Reason("it cuts A off from B at once", Proof.NONE);
        List<Integer> narrowest = ThesisHeuristic.minCut(s);
        String text = "after it Short cannot get two separate trees joining A and B, even moving next, so every route can be cut";
        if (narrowest.contains(move)) {
            text += "; it is one of the " + narrowest.size() + " links of the narrowest cut between A and B (blue ticks)";
            return new Reason(text, new Proof(List.of(), List.of(), narrowest, -1));
        }
        return new Reason(text, Proof.NONE);
    }

    /**
     * Why {@code played} threw away the win that {@code better} kept, from the position {@code s}
     * before it (won for the side to move). The proof is drawn on {@code s}: for Short's mistake
     * the trees {@code better} would have given and Cut's winning answer; for Cut's mistake the
     * trees Short gets after it (with Short's answer when one more heal is needed).
     */
    public static Reason whyLost(ShannonState s, int played, int better, IntFunction<String> name) {
        ShannonState after = s.play(played);
        if (s.toMove() == Side.SHORT) {
            int answer = after.isOver() ? -1 : PerfectStrategy.winningMove(after).orElse(-1);
            String text = "after it Short still had no two separate trees joining A and B, and with Cut to move that loses:"
                    + " Cut could win" + (answer >= 0 ? " (cutting " + name.apply(answer) + ", ringed, is one way)" : "");
            ShannonState kept = s.play(better);
            if (kept.isOver())
                return new Reason(text + ". Healing " + name.apply(better) + " instead would have completed a route from A to B",
                        new Proof(List.of(), List.of(), List.of(), answer));
            return new Reason(text + ". Healing " + name.apply(better) + " instead would have given Short two such trees"
                    + " (purple and amber): every cut breaks at most one, and a link of the other mends it", Proof.trees(kept, answer));
        }
        if (after.isOver()) return new Reason("after it nothing could stop Short", Proof.NONE);
        String instead = ". Cutting " + name.apply(better) + " instead would have left Short without two such trees, even moving next";
        if (Lehman.classify(after) == PositionClass.SHORT)
            return new Reason("after it Short had two separate trees joining A and B (purple and amber): every cut breaks at"
                    + " most one, and a link of the other mends it" + instead, Proof.trees(after, -1));
        int answer = PerfectStrategy.winningMove(after).orElseThrow(() -> new IllegalArgumentException("the move did not lose"));
        ShannonState healed = after.play(answer);
        if (healed.isOver())
            return new Reason("after it Short could complete a route from A to B by healing " + name.apply(answer) + " (ringed)" + instead,
                    new Proof(List.of(), List.of(), List.of(), answer));
        return new Reason("after it Short could heal " + name.apply(answer) + " (ringed) and then had two separate trees joining A"
                + " and B (purple and amber): every cut breaks at most one, and a link of the other mends it" + instead,
                Proof.trees(healed, answer));
    }

    /** When Cut's last move broke one of Short's two trees and {@code move} joins its pieces again, says so. */
    private static Optional<String> mends(ShannonState s, int move, IntFunction<String> name) {
        int cut = s.lastMove();
        if (cut < 0 || !s.isDeleted(cut)) return Optional.empty();
        ShannonState before = Teaching.undoLast(s);
        Optional<Integer> tree = Teaching.treeMended(before, cut, move);
        return tree.map(k -> "it mends the tree that cutting " + name.apply(cut) + " broke, with a link of the other tree");
    }
}
