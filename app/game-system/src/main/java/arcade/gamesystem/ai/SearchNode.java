package arcade.gamesystem.ai;

import arcade.api.model.NodeKind;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Statistics of one state in {@link Mcts}'s tree. */
final class SearchNode {
    /** No winner proven (the {@link #proven} field). */
    static final int UNPROVEN = -1;

    final RulesState state;
    final NodeKind kind;
    final List<RulesMove> moves;
    final SearchNode[] children;
    /** A chance node's children by the face rolled. */
    final Map<String, SearchNode> rolls;
    /** Each player's total reward over the playouts through here. */
    final double[] reward;
    int visits;
    int expanded;
    /** RAVE: each move's number, and its all-moves-as-first visits and reward for this node's mover (null without RAVE). */
    final int[] ids;
    final int[] amafVisits;
    final double[] amafReward;
    /** Implicit minimax: each player's valuation of this position, backed up by minimax from the tree below (null when off). */
    double[] minimax;
    /** The player proven to win from here, or {@link #UNPROVEN}. */
    int proven;

    SearchNode(RulesState state, NodeKind kind, List<RulesMove> moves, int players, int[] ids, int proven) {
        this.state = state;
        this.kind = kind;
        this.moves = moves;
        this.children = new SearchNode[moves.size()];
        this.rolls = kind == NodeKind.CHANCE ? new HashMap<>() : null;
        this.reward = new double[players];
        this.ids = ids;
        this.amafVisits = ids == null ? null : new int[ids.length];
        this.amafReward = ids == null ? null : new double[ids.length];
        this.proven = proven;
    }

    double mean(int player) { return reward[player] / visits; }

    static int visits(SearchNode n) { return n == null ? 0 : n.visits; }

    /** Whether this child is proven to be a win for someone other than {@code mover}. */
    static boolean lost(SearchNode child, int mover) { return child != null && child.proven != UNPROVEN && child.proven != mover; }
}
