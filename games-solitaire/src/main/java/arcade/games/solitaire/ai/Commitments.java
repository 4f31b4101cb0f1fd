package arcade.games.solitaire.ai;

import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeView;
import arcade.games.solitaire.solver.Board;

import java.util.ArrayList;
import java.util.List;

/**
 * The points where a game moves on for good: a move that turns a face-down card shows a card
 * nobody has seen, and a talon card played changes the talon for good. Every other move (between
 * columns, home, back from a foundation, turning a stock that is already known) shows nothing new,
 * and most can be undone, so on a sampled deal the position after it is about as winnable as the
 * one before: rated one by one, such a move ties with the best commitment. So once the stock is
 * known the no-peek player rates commitments, each with the moves that lead up to it.
 */
final class Commitments {
    private Commitments() {}

    /**
     * The moves of a line up to and including its first commitment, found by playing it on the
     * sampled deal the line was solved on; null when it has none (nothing hidden, the talon empty).
     */
    static List<KlondikeMove> firstOf(KlondikeView view, List<Integer> fill, List<KlondikeMove> line) {
        Board b = NoPeekPlayer.SampledBoards.of(view, fill);
        List<KlondikeMove> out = new ArrayList<>();
        for (KlondikeMove m : line) {
            int down = b.faceDownTotal();
            if (!b.play(m)) break;
            out.add(m);
            if (playsTalonCard(m) || b.faceDownTotal() < down) return List.copyOf(out);
        }
        return null;
    }

    /**
     * The commitments the view allows at once: the moves that turn a face-down card, and every
     * talon card the turns (and a recycle) can bring up, played home or onto a column, with those
     * turns. Needs the stock known.
     */
    static List<List<KlondikeMove>> available(KlondikeView view, List<KlondikeMove> legal) {
        List<List<KlondikeMove>> out = new ArrayList<>();
        for (KlondikeMove m : legal)
            if (turns(view, m)) out.add(List.of(m));
        List<Integer> talon = new ArrayList<>(view.waste());
        talon.addAll(view.knownStock());
        int n = talon.size(), draw = view.params().draw();
        int p = view.waste().size();
        boolean recycled = false;
        boolean[] seen = new boolean[n + 1];
        List<KlondikeMove> turns = new ArrayList<>();
        while (true) {
            if (p > 0 && !seen[p]) {
                seen[p] = true;
                int card = talon.get(p - 1);
                if (ViewMoves.fitsHome(view, card)) out.add(with(turns, KlondikeMove.WASTE_HOME));
                for (int c = 0; c < 7; c++) if (ViewMoves.fitsColumn(view, card, c)) out.add(with(turns, KlondikeMove.wasteTo(c)));
            }
            if (p < n) {
                turns.add(KlondikeMove.DRAW);
                p = Math.min(p + draw, n);
            } else {
                if (recycled || n == 0 || !view.params().mayRecycle(view.recycles())) break;
                recycled = true;
                turns.add(KlondikeMove.RECYCLE);
                p = 0;
            }
        }
        return out;
    }

    /**
     * For a commitment that turns a face-down card, how many face-down cards its column holds
     * (at least 1); 0 for a talon card played. The moves before a commitment turn no card, so the
     * view's counts hold.
     */
    static int turnedColumnDepth(KlondikeView view, List<KlondikeMove> commitment) {
        KlondikeMove last = commitment.get(commitment.size() - 1);
        return leavesColumn(last) ? view.faceDown().get(last.from()) : 0;
    }

    private static List<KlondikeMove> with(List<KlondikeMove> turns, KlondikeMove last) {
        List<KlondikeMove> out = new ArrayList<>(turns);
        out.add(last);
        return List.copyOf(out);
    }

    /** Whether the move takes cards off a column (onto another, or home). */
    private static boolean leavesColumn(KlondikeMove m) {
        return m.kind() == KlondikeMove.Kind.TABLEAU_TO_TABLEAU || m.kind() == KlondikeMove.Kind.TABLEAU_TO_FOUNDATION;
    }

    private static boolean playsTalonCard(KlondikeMove m) {
        return m.kind() == KlondikeMove.Kind.WASTE_TO_TABLEAU || m.kind() == KlondikeMove.Kind.WASTE_TO_FOUNDATION;
    }

    /** Whether the move takes the last face-up card off a column with face-down cards. */
    private static boolean turns(KlondikeView v, KlondikeMove m) {
        return leavesColumn(m) && v.faceDown().get(m.from()) > 0 && m.count() == v.faceUp().get(m.from()).size();
    }
}
