package arcade.gamesystem.ai;

import arcade.api.session.Rng;
import arcade.gamesystem.model.RulesMove;

import java.util.Arrays;
import java.util.List;

/**
 * The moves of one search iteration, in the tree and in the playout, with who made them, and
 * where each node of the path starts in it: what RAVE credits each node's moves with, and what
 * MAST rates the moves by over the whole search.
 */
final class MoveTrail {
    private final MoveNumbers numbers;
    private int[] movers = new int[256], ids = new int[256], starts = new int[64];
    private int size, nodes;
    /** Per player, per move number: the last credit round in which the player made the move. */
    private int[][] seen = new int[0][];
    private int round;

    /** MAST: per player, per move number, the reward and the count over the search. */
    private double[][] rated = new double[0][];
    private int[][] counted = new int[0][];

    MoveTrail(MoveNumbers numbers) { this.numbers = numbers; }

    void clear() { size = nodes = 0; }

    void add(int mover, int id) {
        if (size == movers.length) { movers = Arrays.copyOf(movers, size * 2); ids = Arrays.copyOf(ids, size * 2); }
        movers[size] = mover;
        ids[size++] = id;
    }

    /** The next node of the path starts here. */
    void enter() {
        if (nodes == starts.length) starts = Arrays.copyOf(starts, nodes * 2);
        starts[nodes++] = size;
    }

    /** Every move of the iteration adds the reward of its player to its rating. */
    void rate(double[] r) {
        if (rated.length != r.length) { rated = new double[r.length][0]; counted = new int[r.length][0]; }
        for (int k = 0; k < size; k++) {
            int p = movers[k], id = ids[k];
            if (id >= rated[p].length) {
                rated[p] = Arrays.copyOf(rated[p], Math.max(64, id * 2));
                counted[p] = Arrays.copyOf(counted[p], Math.max(64, id * 2));
            }
            rated[p][id] += r[p];
            counted[p][id]++;
        }
    }

    /** The legal move with the best mean rating for its player (an unrated move counts a little above even, so it is tried). */
    RulesMove bestRated(int mover, List<RulesMove> moves, Rng rng) {
        RulesMove best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        double[] sum = mover < rated.length ? rated[mover] : new double[0];
        int[] n = mover < counted.length ? counted[mover] : new int[0];
        for (RulesMove m : moves) {
            int id = numbers.of(m.label());
            double score = (id < n.length && n[id] > 0 ? sum[id] / n[id] : 0.55) + 1e-6 * rng.nextDouble();
            if (score > bestScore) { bestScore = score; best = m; }
        }
        return best;
    }

    /** Each decision node's moves that its mover made later in this iteration get the iteration's reward. */
    void credit(List<SearchNode> path, double[] r) {
        round++;
        int players = r.length;
        if (seen.length != players) seen = new int[players][];
        for (int p = 0; p < players; p++)
            if (seen[p] == null || seen[p].length < numbers.size())
                seen[p] = Arrays.copyOf(seen[p] == null ? new int[0] : seen[p], Math.max(64, numbers.size() * 2));
        int k = size - 1;
        for (int i = path.size() - 1; i >= 0; i--) {
            SearchNode n = path.get(i);
            for (; k >= starts[i]; k--) seen[movers[k]][ids[k]] = round;
            if (n.ids == null) continue;
            int mover = n.state.toMove();
            int[] mine = seen[mover];
            for (int c = 0; c < n.ids.length; c++)
                if (mine[n.ids[c]] == round) {
                    n.amafVisits[c]++;
                    n.amafReward[c] += r[mover];
                }
        }
    }
}
