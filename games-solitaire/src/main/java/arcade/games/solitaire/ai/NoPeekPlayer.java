package arcade.games.solitaire.ai;

import arcade.api.session.Rng;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeView;
import arcade.games.solitaire.solver.Board;
import arcade.games.solitaire.solver.Budget;
import arcade.games.solitaire.solver.SolveResult;
import arcade.games.solitaire.solver.ThoughtfulSolver;
import arcade.games.solitaire.solver.Verdict;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Plays from the player's view only (determinisation, or hindsight optimisation): it deals the
 * unseen cards at random into the face-down places and the unseen stock, and for every legal move
 * counts the sampled deals in which the position after that move is still solved winnable by the
 * solver that sees every card; the move kept winnable in the most samples is played (an undecided
 * sample counts half; ties go to the order of {@link ViewMoves}). A safe card home, or the only
 * legal move, is played without asking. When nothing is hidden any more it plays the exact line.
 * Used for Hint and Auto-play, so they never look under a card.
 *
 * <p>Not for two threads at once: it reuses one solver and its tables for every sample.
 */
public final class NoPeekPlayer {
    /** Sampled deals per decision for the game and the bench's default. */
    public static final int DEFAULT_SAMPLES = 8;
    /** Positions the solver may explore per sampled position, for the game and the bench's default. */
    public static final long SAMPLE_POSITIONS = 2_000;
    /** With nothing hidden the one exact position gets this many times the budget of a sample. */
    private static final int EXACT_FACTOR = 100;

    private final int samples;
    private final Rng rng;
    private final Budget perSample;
    private final ThoughtfulSolver solver;
    private final ThoughtfulSolver exactSolver;
    /** Per position met before in this game, the moves chosen there: a position seen again must not repeat them. */
    private final Map<KlondikeView, Set<KlondikeMove>> chosen = new HashMap<>();
    /** The shapes of the positions met in this game ({@link ViewMoves#shape}): a move back to one of them goes round in a circle. */
    private final Set<String> visited = new HashSet<>();
    private long states;
    /** Decisions in a row in which no sampled deal was solved winnable. */
    private int hopeless;
    private static final int HOPELESS_DECISIONS = 10;

    /** The game's player: {@link #SAMPLE_POSITIONS} positions or 100 ms per sampled position. */
    public NoPeekPlayer(int samples, long seed) { this(samples, seed, Budget.of(SAMPLE_POSITIONS, 100)); }

    /**
     * The player behind Hint: asked once and waited for, so each sampled position gets ten times the
     * positions (still at most 100 ms): with 2,000 a draw-1 deal's start is seldom decided and the
     * hint could only say "no winning line found in the time allowed".
     */
    public static NoPeekPlayer forHint(long seed) {
        return new NoPeekPlayer(DEFAULT_SAMPLES, seed, Budget.of(10L * SAMPLE_POSITIONS, 100));
    }

    public NoPeekPlayer(int samples, long seed, Budget perSample) {
        if (samples < 1) throw new IllegalArgumentException("at least one sample");
        this.samples = samples;
        this.rng = new Rng(seed);
        this.perSample = perSample;
        this.solver = new ThoughtfulSolver(perSample).withoutRestarts();
        this.exactSolver = new ThoughtfulSolver(Budget.of(perSample.maxStates() * EXACT_FACTOR, perSample.maxMillis() * 10)
                .withCancel(perSample.cancelled()));
    }

    /** Positions the solver explored so far, over all decisions. */
    public long statesExplored() { return states; }

    /** The next moves to play (one move, or the exact winning line once nothing is hidden), or empty when it gives up. */
    public List<KlondikeMove> next(KlondikeView view) {
        Analysis a = analyse(view);
        List<KlondikeMove> step = a.bestStep();
        if (!step.isEmpty()) chosen.computeIfAbsent(view, v -> new HashSet<>()).add(step.get(0));
        visited.add(ViewMoves.shape(view));
        return step;
    }

    /** Samples the unseen cards and rates every legal move on them (see the class comment). */
    public Analysis analyse(KlondikeView view) { return analyse(view, false); }

    /**
     * As {@link #analyse(KlondikeView)}; with {@code alwaysVote} the samples are drawn even for a
     * safe or only move, so that a hint can say how winnable the position looks.
     */
    public Analysis analyse(KlondikeView view, boolean alwaysVote) {
        List<KlondikeMove> legal = new ArrayList<>(ViewMoves.legal(view));
        legal.removeAll(chosen.getOrDefault(view, Set.of()));
        legal.removeIf(m -> ViewMoves.pointlessBack(view, m) || visited.contains(ViewMoves.shapeAfter(view, m)));
        if (legal.isEmpty()) return new Analysis(0, 0, 0, Map.of(), false, List.of(), List.of());
        List<Integer> unseen = view.unseenCards();
        if (unseen.isEmpty()) {
            SolveResult r = solve(exactSolver, SampledBoards.of(view, unseen));
            if (r.verdict() == Verdict.WINNABLE) return new Analysis(1, 1, 0, Map.of(), true, r.moves(), r.moves());
        }
        KlondikeMove forced = forcedMove(view, legal);
        if (forced != null && !alwaysVote) return single(forced);
        Analysis a = vote(view, legal, unseen);
        // A hint samples for its status, but still shows the move any player should make.
        return forced == null ? a : a.withStep(forced);
    }

    /** A safe card home, or the only move: played without a vote; null when there is none. */
    private static KlondikeMove forcedMove(KlondikeView view, List<KlondikeMove> legal) {
        for (KlondikeMove m : legal)
            if (ViewMoves.safeHome(view, m)) return m;
        return legal.size() == 1 ? legal.get(0) : null;
    }

    private static Analysis single(KlondikeMove m) {
        return new Analysis(0, 0, 0, Map.of(List.of(m), 0), false, List.of(), List.of(m));
    }

    /**
     * Scores in half points: 2 for a sample where the position after the move is solved winnable,
     * 1 where the solver could not tell. Each sample is first solved as it stands: one proven lost
     * scores nothing for any move, and a winning line's first move scores there without another
     * solve. The moves are then rated in order of preference: the moves most winning lines start
     * with, then the order of {@link ViewMoves}. A later move must score more than every earlier
     * one to be chosen, so its rating stops as soon as it cannot, which in the common case (a
     * solver that sees every card wins after most moves) leaves most moves unsolved.
     */
    private Analysis vote(KlondikeView view, List<KlondikeMove> legal, List<Integer> unseen) {
        int n = legal.size();
        int runs = unseen.isEmpty() ? 1 : samples, won = 0, unknown = 0, lost = 0;
        List<List<Integer>> fills = new ArrayList<>();
        Verdict[] roots = new Verdict[runs];
        int[] first = new int[runs];
        int[] firsts = new int[n];
        for (int s = 0; s < runs; s++) {
            List<Integer> fill = new ArrayList<>(unseen);
            rng.shuffle(fill);
            fills.add(fill);
            SolveResult root = solve(solver, SampledBoards.of(view, fill));
            roots[s] = root.verdict();
            first[s] = root.verdict() == Verdict.WINNABLE ? legal.indexOf(root.moves().get(0)) : -1;
            if (first[s] >= 0) firsts[first[s]]++;
            if (root.verdict() == Verdict.UNWINNABLE) lost++;
            else if (root.verdict() == Verdict.WINNABLE) won++;
            else unknown++;
        }
        if (lost == runs) return new Analysis(runs, 0, 0, Map.of(), false, List.of(), List.of());
        hopeless = won == 0 ? hopeless + 1 : 0;
        // Many decisions in a row where no guess could be won: the game is lost for all it can tell.
        if (hopeless >= HOPELESS_DECISIONS) return new Analysis(runs, 0, unknown, Map.of(), false, List.of(), List.of());
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < n; i++) order.add(i);
        order.sort((x, y) -> firsts[y] != firsts[x] ? firsts[y] - firsts[x] : x - y);
        int open = 2 * (runs - lost);
        int best = -1, bestScore = -1;
        Map<List<KlondikeMove>, Integer> votes = new LinkedHashMap<>();
        for (int i : order) {
            int score = 0, left = open;
            for (int s = 0; s < runs && score + left > bestScore; s++) {
                if (roots[s] == Verdict.UNWINNABLE) continue;
                left -= 2;
                if (first[s] == i) { score += 2; continue; }
                Board b = SampledBoards.of(view, fills.get(s));
                if (!b.play(legal.get(i))) continue;
                Verdict v = solve(solver, b).verdict();
                score += v == Verdict.WINNABLE ? 2 : v == Verdict.UNKNOWN ? 1 : 0;
            }
            votes.put(List.of(legal.get(i)), score);
            if (score > bestScore) { bestScore = score; best = i; }
        }
        return new Analysis(runs, won, unknown, votes, false, List.of(), List.of(legal.get(best)));
    }

    private SolveResult solve(ThoughtfulSolver s, Board b) {
        SolveResult r = s.solve(b);
        states += r.states();
        return r;
    }

    /**
     * What the samples said: how many sampled deals were drawn, how many were won or undecided at
     * the start, the score of every legal move (half points: 2 per sample won after it, 1 per
     * sample undecided), and the chosen step. With nothing hidden, {@code exact} and the line.
     */
    public record Analysis(int samples, int won, int unknown, Map<List<KlondikeMove>, Integer> votes, boolean exact,
                           List<KlondikeMove> exactLine, List<KlondikeMove> bestStep) {
        Analysis withStep(KlondikeMove m) { return new Analysis(samples, won, unknown, votes, exact, exactLine, List.of(m)); }
    }

    /** Boards for the sampled deals: the view's cards plus the unseen ones in the given order. */
    static final class SampledBoards {
        private SampledBoards() {}

        static Board of(KlondikeView v, List<Integer> fill) {
            int k = 0;
            int[][] cols = new int[7][];
            int[] down = new int[7];
            for (int c = 0; c < 7; c++) {
                int d = v.faceDown().get(c);
                List<Integer> up = v.faceUp().get(c);
                cols[c] = new int[d + up.size()];
                for (int i = 0; i < d; i++) cols[c][i] = fill.get(k++);
                for (int i = 0; i < up.size(); i++) cols[c][d + i] = up.get(i);
                down[c] = d;
            }
            int[] stock = new int[v.stockSize()];
            for (int i = 0; i < stock.length; i++) stock[i] = v.stockKnown() ? v.knownStock().get(i) : fill.get(k++);
            int[] homes = v.foundation().stream().mapToInt(Integer::intValue).toArray();
            int[] waste = v.waste().stream().mapToInt(Integer::intValue).toArray();
            return new Board(v.params().draw(), v.params().passes(), cols, down, homes, waste, stock, v.recycles());
        }
    }
}
