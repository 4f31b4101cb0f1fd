package arcade.games.shannon.view;

import java.util.Set;

/**
 * What the analysis overlay draws: Short's two edge-disjoint spanning trees (empty when the
 * position has none), the closest-to-A minimum cut, the 0/1 shortest A–B path, and the move the
 * perfect player would make (-1 if none).
 */
public record BoardOverlay(Set<Integer> tree1, Set<Integer> tree2, Set<Integer> cut, Set<Integer> path, int move) {
    public BoardOverlay {
        tree1 = Set.copyOf(tree1);
        tree2 = Set.copyOf(tree2);
        cut = Set.copyOf(cut);
        path = Set.copyOf(path);
    }
}
