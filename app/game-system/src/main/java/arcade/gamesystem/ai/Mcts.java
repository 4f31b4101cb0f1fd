package arcade.gamesystem.ai;

import arcade.api.model.GameRules;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;
import arcade.api.session.Rng;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * Monte-Carlo tree search (UCT) for any rules game and any number of players. Each node keeps
 * every player's total reward, and the player to move picks the child best for them (max^n), so
 * three or four players need nothing special. A roll is a chance node: the die is sampled and
 * each face gets its own child, so its statistics average over the die as the game does. A
 * playout plays random moves and rolls to the end, or to a ply cap where {@link Progress} values
 * the position. Deterministic: the random choices come from the given seed, and the work is a
 * number of iterations (a time limit only cuts it short, as a safety net).
 */
public final class Mcts {
    /** UCT's exploration constant for rewards in [0, 1]. */
    private static final double EXPLORATION = 1.0;

    /**
     * How much to search.
     *
     * @param iterations   selections, expansions, playouts and updates from the root
     * @param playoutPlies steps (moves and rolls) after which a playout stops and the position is valued
     */
    public record Budget(int iterations, int playoutPlies) {}

    private final GameRules<RulesState, RulesMove> rules;
    private final Progress progress = new Progress();

    public Mcts(GameRules<RulesState, RulesMove> rules) { this.rules = rules; }

    /** Statistics of one state in the tree. */
    private final class Node {
        final RulesState state;
        final NodeKind kind;
        final List<RulesMove> moves;
        final Node[] children;
        final Map<String, Node> rolls;
        final double[] reward;
        int visits;
        int expanded;

        Node(RulesState state, int players) {
            this.state = state;
            this.kind = rules.kind(state);
            this.moves = kind == NodeKind.DECISION ? new ArrayList<>(rules.legalMoves(state)) : List.of();
            this.children = new Node[moves.size()];
            this.rolls = kind == NodeKind.CHANCE ? new HashMap<>() : null;
            this.reward = new double[players];
        }

        double mean(int player) { return reward[player] / visits; }
    }

    /**
     * The move with the most visits after the search (empty when the state has no move).
     *
     * @param deadline  {@link System#nanoTime()} after which the search stops early
     * @param cancelled polled every iteration; when true the search stops and gives its best so far
     */
    public Optional<RulesMove> choose(RulesState state, Budget budget, long seed, long deadline, BooleanSupplier cancelled) {
        List<RulesMove> legal = rules.legalMoves(state);
        if (legal.isEmpty()) return Optional.empty();
        if (legal.size() == 1) return Optional.of(legal.get(0));
        Node root = search(state, budget, seed, deadline, cancelled);
        int best = 0;
        for (int c = 1; c < root.children.length; c++)
            if (visits(root.children[c]) > visits(root.children[best])) best = c;
        return Optional.of(root.moves.get(best));
    }

    /**
     * What the search found for each legal move of a decision state: how often it was tried and
     * the mover's mean reward after it (a win 1, a draw shared, a playout cut short valued by the
     * progress), most tried first; and the number of playouts in all.
     */
    public record Estimate(List<MoveEstimate> moves, int playouts) {}

    /** One move's figures: its visits and the mover's mean reward in [0, 1]. */
    public record MoveEstimate(RulesMove move, int visits, double share) {}

    public Estimate estimate(RulesState state, Budget budget, long seed, long deadline, BooleanSupplier cancelled) {
        if (rules.kind(state) != NodeKind.DECISION) return new Estimate(List.of(), 0);
        Node root = search(state, budget, seed, deadline, cancelled);
        int mover = state.toMove();
        List<MoveEstimate> out = new ArrayList<>();
        for (int c = 0; c < root.children.length; c++) {
            Node n = root.children[c];
            out.add(new MoveEstimate(root.moves.get(c), visits(n), n == null || n.visits == 0 ? 0.5 : n.mean(mover)));
        }
        out.sort(java.util.Comparator.comparingInt(MoveEstimate::visits).reversed());
        return new Estimate(List.copyOf(out), root.visits);
    }

    private Node search(RulesState state, Budget budget, long seed, long deadline, BooleanSupplier cancelled) {
        int players = state.game().players().size();
        Rng rng = new Rng(seed);
        Node root = new Node(state, players);
        List<Node> path = new ArrayList<>();
        for (int i = 0; i < budget.iterations(); i++) {
            if (cancelled.getAsBoolean() || System.nanoTime() - deadline > 0) break;
            path.clear();
            Node leaf = select(root, path, rng, players);
            double[] r = leaf.kind == NodeKind.TERMINAL ? result(leaf.state, players) : playout(leaf.state, budget.playoutPlies(), rng, players);
            for (Node n : path) {
                n.visits++;
                for (int p = 0; p < players; p++) n.reward[p] += r[p];
            }
        }
        return root;
    }

    private static int visits(Node n) { return n == null ? 0 : n.visits; }

    /** Walks down by UCT (a roll: the sampled face), adding the first new node met; the path ends at it. */
    private Node select(Node root, List<Node> path, Rng rng, int players) {
        Node n = root;
        path.add(n);
        while (true) {
            if (n.kind == NodeKind.TERMINAL) return n;
            if (n.kind == NodeKind.CHANCE) {
                String face = rules.sampleChanceEvent(n.state, rng);
                Node child = n.rolls.get(face);
                boolean fresh = child == null;
                if (fresh) n.rolls.put(face, child = new Node(rules.applyChance(n.state, face), players));
                path.add(child);
                if (fresh) return child;
                n = child;
                continue;
            }
            if (n.expanded < n.children.length) { // every move is tried once, in a random order
                int pick = n.expanded + rng.nextInt(n.children.length - n.expanded);
                swap(n, n.expanded, pick);
                Node child = new Node(rules.apply(n.state, n.moves.get(n.expanded)), players);
                n.children[n.expanded++] = child;
                path.add(child);
                return child;
            }
            int mover = n.state.toMove();
            double logN = Math.log(n.visits);
            Node best = null;
            double bestScore = Double.NEGATIVE_INFINITY;
            for (Node c : n.children) {
                double score = c.mean(mover) + EXPLORATION * Math.sqrt(logN / c.visits);
                if (score > bestScore) { bestScore = score; best = c; }
            }
            n = best;
            path.add(n);
        }
    }

    private static void swap(Node n, int a, int b) { java.util.Collections.swap(n.moves, a, b); }

    /** Random moves and rolls from a state to the end of the game or the ply cap. */
    private double[] playout(RulesState s, int plies, Rng rng, int players) {
        for (int k = 0; k < plies; k++) {
            NodeKind kind = rules.kind(s);
            if (kind == NodeKind.TERMINAL) return result(s, players);
            if (kind == NodeKind.CHANCE) {
                s = rules.applyChance(s, rules.sampleChanceEvent(s, rng));
                continue;
            }
            List<RulesMove> moves = rules.legalMoves(s);
            s = rules.apply(s, moves.get(rng.nextInt(moves.size())));
        }
        return rules.isTerminal(s) ? result(s, players) : progress.shares(s);
    }

    /** A finished game: 1 for the winner, a draw shared equally. */
    private double[] result(RulesState s, int players) {
        double[] r = new double[players];
        Outcome o = rules.outcome(s).orElseThrow();
        if (o instanceof Outcome.Win w) {
            List<PlayerId> ids = s.game().players();
            int i = ids.indexOf(w.winner());
            if (i >= 0) r[i] = 1;
        } else {
            java.util.Arrays.fill(r, 1.0 / players);
        }
        return r;
    }
}
