package arcade.games.shannon.view.board;

import arcade.games.shannon.ai.Analysis;
import arcade.games.shannon.ai.Lehman;
import arcade.games.shannon.ai.Reasons;
import arcade.games.shannon.model.ShannonMove;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What the analysis overlay draws: Short's two edge-disjoint spanning trees (empty when the
 * position has none), the closest-to-A minimum cut, the 0/1 shortest A–B path, and the move the
 * perfect player would make (-1 if none); {@code analysis} when it is the Analysis of the position
 * rather than the explanation of a hint or a reviewed move (whose ringed move is the answer to it).
 */
public record BoardOverlay(Set<Integer> tree1, Set<Integer> tree2, Set<Integer> cut, Set<Integer> path, int move, boolean analysis) {
    public BoardOverlay {
        tree1 = Set.copyOf(tree1);
        tree2 = Set.copyOf(tree2);
        cut = Set.copyOf(cut);
        path = Set.copyOf(path);
    }

    /** What the overlay shows for an analysed position. */
    public static BoardOverlay of(Analysis a) {
        List<Integer> t1 = List.of(), t2 = List.of();
        if (a.trees().isPresent()) {
            Lehman.Trees t = a.trees().get();
            t1 = t.first();
            t2 = t.second();
        }
        return new BoardOverlay(new HashSet<>(t1), new HashSet<>(t2), new HashSet<>(a.minCut()), new HashSet<>(a.shortestPath()),
                a.perfectMove().map(ShannonMove::edge).orElse(-1), true);
    }

    /** What backs a reason (a hint's, a reviewed mistake's): its trees, its cut and the answer ringed. */
    public static BoardOverlay of(Reasons.Proof p) {
        return new BoardOverlay(new HashSet<>(p.tree1()), new HashSet<>(p.tree2()), new HashSet<>(p.cut()), Set.of(), p.answer(), false);
    }

    /** Whether it draws nothing. */
    public boolean isEmpty() { return tree1.isEmpty() && tree2.isEmpty() && cut.isEmpty() && path.isEmpty() && move < 0; }
}
