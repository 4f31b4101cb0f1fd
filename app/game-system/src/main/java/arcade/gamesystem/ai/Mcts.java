package arcade.gamesystem.ai;

import arcade.api.model.GameRules;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;
import arcade.api.session.Rng;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;

import static arcade.gamesystem.ai.SearchNode.UNPROVEN;
import static arcade.gamesystem.ai.SearchNode.lost;
import static arcade.gamesystem.ai.SearchNode.visits;

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

    /**
     * What the search adds to plain UCT.
     *
     * @param amaf   RAVE: every move also learns from the playouts in which its player made it
     *               later (all moves as first), so a move's worth is known before it is tried;
     *               moves are then tried lazily, best estimate first
     * @param solver proven results in the tree (two players, no die): a move that wins at once
     *               is taken, a position whose every move loses is a loss, and the search steers
     *               away from proven losses (MCTS-Solver); a position whose winner is already
     *               certain ({@link arcade.gamesystem.model.CompiledGame#certainWinner}: a store
     *               holding more than the other side can reach) is proven, and ends a playout
     * @param decisive with the solver: when a position is first expanded, each of its moves is
     *               tried for an immediate win, so a winning move is never missed and a move that
     *               lets the opponent win at once is proven lost when that position is expanded
     * @param valued a playout cut short is valued by {@link Valuation} (score, progress or
     *               material) instead of by the tracks only
     * @param mast   playouts lean on the moves that did well (MAST, Finnsson and Björnsson 2008):
     *               each move label keeps its player's mean reward over the search, and a
     *               playout step takes the best-rated legal move, or a random one with
     *               probability {@value #MAST_EPSILON}
     * @param minimax implicit minimax backups (Lanctot, Winands, Pepels and Sturtevant 2014), the
     *               weight in [0, 1) of the valuation in a move's estimate: each node also keeps
     *               the valuation of its position when it joins the tree, backed up by minimax
     *               (its mover's best child), and a move is chosen by that figure blended with its
     *               playouts' mean; 0 for none
     */
    public record Tuning(boolean amaf, boolean solver, boolean decisive, boolean valued, boolean mast, double minimax) {
        /** Plain UCT: every move tried once in a random order, then UCB1; playouts cut only by the budget. */
        public static final Tuning PLAIN = new Tuning(false, false, false, false, false, 0);

        /** The same without implicit minimax backups. */
        public Tuning(boolean amaf, boolean solver, boolean decisive, boolean valued, boolean mast) { this(amaf, solver, decisive, valued, mast, 0); }
    }

    /** RAVE's equivalence: after this many real visits a move's own mean and its all-moves-as-first mean weigh the same. */
    private static final double RAVE_EQUIVALENCE = 300;
    /** The exploration constant once RAVE guides the choice (its estimate already spreads the visits). */
    private static final double RAVE_EXPLORATION = 0.3;
    /** MAST's share of random playout steps (ε-greedy, as Tak, Winands and Björnsson 2012 found good across games). */
    static final double MAST_EPSILON = 0.4;

    private final GameRules<RulesState, RulesMove> rules;
    private final Tuning tuning;
    private final Progress progress = new Progress();
    private final Valuation valuation = new Valuation();
    private final MoveNumbers numbers = new MoveNumbers();
    private final MoveTrail trail = new MoveTrail(numbers);
    /** Whether this search proves results: the solver is on, two players, no die. */
    private boolean proving;
    /** Whether the iteration's moves are kept: RAVE credits them, MAST rates them. */
    private final boolean tracking;
    /** Plain UCT, which walks down by its own lean loop. */
    private final boolean plain;

    public Mcts(GameRules<RulesState, RulesMove> rules) { this(rules, Tuning.PLAIN); }

    public Mcts(GameRules<RulesState, RulesMove> rules, Tuning tuning) {
        this.rules = rules;
        this.tuning = tuning;
        this.tracking = tuning.amaf() || tuning.mast();
        this.plain = tuning.equals(Tuning.PLAIN);
    }

    /** A node for a state met for the first time. */
    private SearchNode node(RulesState state, int players) {
        NodeKind kind = rules.kind(state);
        List<RulesMove> moves = kind == NodeKind.DECISION ? new ArrayList<>(rules.legalMoves(state)) : List.of();
        int[] ids = null;
        if (tuning.amaf() && kind == NodeKind.DECISION) {
            ids = new int[moves.size()];
            for (int c = 0; c < ids.length; c++) ids[c] = numbers.of(moves.get(c).label());
        }
        int proven = !proving ? UNPROVEN : kind == NodeKind.TERMINAL ? winner(state) : state.game().certainWinner(state);
        SearchNode n = new SearchNode(state, kind, moves, players, ids, proven);
        if (tuning.minimax() > 0)
            n.minimax = kind == NodeKind.TERMINAL ? result(state, players) : proven != UNPROVEN ? won(proven, players) : valuation.atCut(state);
        return n;
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
        SearchNode root = search(state, budget, seed, deadline, cancelled);
        int mover = state.toMove();
        int best = -1;
        for (int c = 0; c < root.children.length; c++) {
            SearchNode n = root.children[c];
            if (n != null && n.proven == mover) return Optional.of(root.moves.get(c));
            if (lost(n, mover)) continue;
            if (best < 0 || visits(n) > visits(root.children[best])) best = c;
        }
        if (best < 0) // every move loses against best play: the most tried, the one the opponent must work hardest against
            for (int c = 0; c < root.children.length; c++) if (best < 0 || visits(root.children[c]) > visits(root.children[best])) best = c;
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
        SearchNode root = search(state, budget, seed, deadline, cancelled);
        int mover = state.toMove();
        List<MoveEstimate> out = new ArrayList<>();
        for (int c = 0; c < root.children.length; c++) {
            SearchNode n = root.children[c];
            out.add(new MoveEstimate(root.moves.get(c), visits(n), n == null || n.visits == 0 ? 0.5 : n.mean(mover)));
        }
        out.sort(java.util.Comparator.comparingInt(MoveEstimate::visits).reversed());
        return new Estimate(List.copyOf(out), root.visits);
    }

    private SearchNode search(RulesState state, Budget budget, long seed, long deadline, BooleanSupplier cancelled) {
        int players = state.game().players().size();
        proving = tuning.solver() && players == 2 && state.game().die().isEmpty();
        Rng rng = new Rng(seed);
        SearchNode root = node(state, players);
        List<SearchNode> path = new ArrayList<>();
        for (int i = 0; i < budget.iterations(); i++) {
            if (cancelled.getAsBoolean() || System.nanoTime() - deadline > 0) break;
            if (root.proven != UNPROVEN) break; // solved: more playouts change nothing
            path.clear();
            trail.clear();
            SearchNode leaf = plain ? selectPlain(root, path, rng, players) : select(root, path, rng, players);
            double[] r = leaf.kind == NodeKind.TERMINAL ? result(leaf.state, players)
                    : leaf.proven != UNPROVEN ? won(leaf.proven, players) : playout(leaf.state, budget.playoutPlies(), rng, players);
            for (SearchNode n : path) {
                n.visits++;
                for (int p = 0; p < players; p++) n.reward[p] += r[p];
            }
            if (tuning.minimax() > 0) backUpMinimax(path);
            if (tuning.amaf()) trail.credit(path, r);
            if (tuning.mast()) trail.rate(r);
            if (proving) prove(path);
        }
        return root;
    }

    /**
     * Plain UCT's walk down, kept lean because a match against it must give it its full speed:
     * a roll follows the sampled face, each move is tried once in a random order, then UCB1
     * picks; the first node not yet in the tree is added and ends the path.
     */
    private SearchNode selectPlain(SearchNode root, List<SearchNode> path, Rng rng, int players) {
        SearchNode n = root;
        path.add(n);
        while (true) {
            if (n.kind == NodeKind.TERMINAL) return n;
            if (n.kind == NodeKind.CHANCE) {
                SearchNode child = rolled(n, rng, players);
                path.add(child);
                if (child.visits == 0) return child;
                n = child;
                continue;
            }
            if (n.expanded < n.children.length) {
                int pick = n.expanded + rng.nextInt(n.children.length - n.expanded);
                java.util.Collections.swap(n.moves, n.expanded, pick);
                SearchNode child = node(rules.apply(n.state, n.moves.get(n.expanded)), players);
                n.children[n.expanded++] = child;
                path.add(child);
                return child;
            }
            int mover = n.state.toMove();
            double logN = Math.log(n.visits);
            SearchNode best = null;
            double bestScore = Double.NEGATIVE_INFINITY;
            for (SearchNode c : n.children) {
                double score = c.mean(mover) + EXPLORATION * Math.sqrt(logN / c.visits);
                if (score > bestScore) { bestScore = score; best = c; }
            }
            n = best;
            path.add(n);
        }
    }

    /** The child of a roll for a face sampled from the die, added to the tree the first time that face comes up. */
    private SearchNode rolled(SearchNode n, Rng rng, int players) {
        String face = rules.sampleChanceEvent(n.state, rng);
        SearchNode child = n.rolls.get(face);
        if (child == null) n.rolls.put(face, child = node(rules.applyChance(n.state, face), players));
        return child;
    }

    /**
     * The tuned walk down: a proven node ends it like the end of the game; a roll follows the sampled
     * face; each step takes the move with the best estimate (UCB1 with every move tried once in a
     * random order, or with RAVE the untried moves too, by what the playouts say of them), never
     * a proven loss while another move remains; the first node not yet in the tree is added and
     * ends the path.
     */
    private SearchNode select(SearchNode root, List<SearchNode> path, Rng rng, int players) {
        SearchNode n = root;
        path.add(n);
        if (tracking) trail.enter();
        while (true) {
            if (n.kind == NodeKind.TERMINAL || n.proven != UNPROVEN) return n;
            if (n.kind == NodeKind.CHANCE) {
                SearchNode child = rolled(n, rng, players);
                path.add(child);
                if (tracking) trail.enter();
                if (child.visits == 0) return child; // new in the tree
                n = child;
                continue;
            }
            if (proving && tuning.decisive() && n.expanded == 0 && takeDecisive(n, players)) return n;
            int c = tuning.amaf() ? pickByRave(n, rng) : pickByUcb(n, rng);
            int mover = n.state.toMove();
            if (tracking) trail.add(mover, n.ids != null ? n.ids[c] : numbers.of(n.moves.get(c).label()));
            SearchNode child = n.children[c];
            boolean fresh = child == null;
            if (fresh) {
                child = n.children[c] = node(rules.apply(n.state, n.moves.get(c)), players);
                n.expanded++;
            }
            path.add(child);
            if (tracking) trail.enter();
            if (fresh) return child;
            n = child;
        }
    }

    /**
     * Implicit minimax's backing up, from the leaf's parent upwards: a decision node takes the
     * valuation of its mover's best child in the tree (a proven node its result). Stops at a roll,
     * whose children are averaged by the playouts alone.
     */
    private void backUpMinimax(List<SearchNode> path) {
        for (int i = path.size() - 2; i >= 0; i--) {
            SearchNode n = path.get(i);
            if (n.kind != NodeKind.DECISION) return;
            if (n.proven != UNPROVEN) { n.minimax = won(n.proven, n.reward.length); continue; }
            int mover = n.state.toMove();
            double[] best = null;
            for (SearchNode c : n.children) if (c != null && (best == null || c.minimax[mover] > best[mover])) best = c.minimax;
            if (best != null) n.minimax = best;
        }
    }

    /** A child's estimate for its chooser: the playouts' mean, blended with the backed-up valuation under implicit minimax. */
    private double estimate(SearchNode child, double mean, int mover) {
        double w = tuning.minimax();
        return w > 0 ? (1 - w) * mean + w * child.minimax[mover] : mean;
    }

    /** Tries every move of a node met for the first time for an immediate win (or a certain one); on one, the node is proven won. */
    private boolean takeDecisive(SearchNode n, int players) {
        int mover = n.state.toMove();
        for (int c = 0; c < n.moves.size(); c++) {
            RulesState next = rules.apply(n.state, n.moves.get(c));
            if ((rules.isTerminal(next) ? winner(next) : next.game().certainWinner(next)) == mover) {
                n.children[c] = node(next, players);
                n.expanded++;
                n.proven = mover;
                return true;
            }
        }
        return false;
    }

    /** UCB1 over the moves, the untried ones first in a random order, proven losses last. */
    private int pickByUcb(SearchNode n, Rng rng) {
        int mover = n.state.toMove();
        if (n.expanded < n.children.length) {
            int untried = 0;
            for (SearchNode c : n.children) if (c == null) untried++;
            int k = rng.nextInt(untried);
            for (int c = 0; c < n.children.length; c++) if (n.children[c] == null && k-- == 0) return c;
        }
        double logN = Math.log(n.visits);
        int best = -1;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int c = 0; c < n.children.length; c++) {
            SearchNode ch = n.children[c];
            double score = lost(ch, mover) ? -1 : estimate(ch, ch.mean(mover), mover) + EXPLORATION * Math.sqrt(logN / ch.visits);
            if (score > bestScore) { bestScore = score; best = c; }
        }
        return best;
    }

    /**
     * RAVE (Gelly and Silver 2007): a move's value blends its own mean with its all-moves-as-first
     * mean, the latter weighing less as real visits come in; an untried move with no such figure
     * counts a half. A tiny random amount breaks ties, so equal moves are not taken in file order.
     */
    private int pickByRave(SearchNode n, Rng rng) {
        int mover = n.state.toMove();
        double logN = Math.log(n.visits + 1);
        int best = -1;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int c = 0; c < n.children.length; c++) {
            SearchNode ch = n.children[c];
            int v = ch == null ? 0 : ch.visits, av = n.amafVisits[c];
            double q = v == 0 ? 0 : ch.mean(mover);
            double qa = av == 0 ? 0.5 : n.amafReward[c] / av;
            double beta = av == 0 && v > 0 ? 0 : av / (v + av + v * av / RAVE_EQUIVALENCE + 1e-9);
            if (v == 0 && av == 0) beta = 1;
            double blend = (1 - beta) * q + beta * qa;
            if (ch != null) blend = estimate(ch, blend, mover);
            double score = blend + RAVE_EXPLORATION * Math.sqrt(logN / (v + 1)) + 1e-6 * rng.nextDouble();
            if (lost(ch, mover)) score = -1 - 1e-6 * rng.nextDouble();
            if (score > bestScore) { bestScore = score; best = c; }
        }
        return best;
    }

    /**
     * MCTS-Solver's backing up of proofs, from the leaf upwards: a position is won by its mover
     * when one move wins, lost when every move is tried and each is a win for the opponent.
     * Stops at the first position whose status does not change.
     */
    private void prove(List<SearchNode> path) {
        for (int i = path.size() - 1; i >= 0; i--) {
            SearchNode n = path.get(i);
            if (n.kind != NodeKind.DECISION) return;
            if (n.proven == UNPROVEN) {
                int mover = n.state.toMove();
                boolean allLost = n.expanded == n.children.length;
                for (SearchNode ch : n.children) {
                    if (ch != null && ch.proven == mover) { n.proven = mover; break; }
                    if (!lost(ch, mover)) allLost = false;
                }
                if (n.proven == UNPROVEN && allLost) n.proven = 1 - mover;
                if (n.proven == UNPROVEN) return;
            }
        }
    }

    /** Random moves and rolls from a state to the end of the game or the ply cap. */
    private double[] playout(RulesState s, int plies, Rng rng, int players) {
        for (int k = 0; k < plies; k++) {
            NodeKind kind = rules.kind(s);
            if (kind == NodeKind.TERMINAL) return result(s, players);
            if (proving) {
                int certain = s.game().certainWinner(s);
                if (certain >= 0) return won(certain, players);
            }
            if (kind == NodeKind.CHANCE) {
                s = rules.applyChance(s, rules.sampleChanceEvent(s, rng));
                continue;
            }
            List<RulesMove> moves = rules.legalMoves(s);
            RulesMove m = tuning.mast() && rng.nextDouble() >= MAST_EPSILON ? trail.bestRated(s.toMove(), moves, rng) : moves.get(rng.nextInt(moves.size()));
            if (tracking) trail.add(s.toMove(), numbers.of(m.label()));
            s = rules.apply(s, m);
        }
        if (rules.isTerminal(s)) return result(s, players);
        return tuning.valued() ? valuation.atCut(s) : progress.shares(s);
    }

    /** A proven result: everything to the winner. */
    private static double[] won(int winner, int players) {
        double[] r = new double[players];
        r[winner] = 1;
        return r;
    }

    /** The winner's number in a finished game, {@link #UNPROVEN} for a draw. */
    private int winner(RulesState s) {
        return rules.outcome(s).orElseThrow() instanceof Outcome.Win w ? s.game().players().indexOf(w.winner()) : UNPROVEN;
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
