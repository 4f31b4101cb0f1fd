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
import java.util.Optional;
import java.util.Set;

/**
 * Plays from the player's view only (determinisation, or hindsight optimisation). With unlimited
 * passes it first turns the whole stock once, which costs nothing and shows every talon card. Then
 * per decision it deals the unseen cards at random into the face-down places (and an unseen
 * stock), and rates candidates by the sampled deals in which the position after them is still
 * solved winnable by the solver that sees every card (an undecided sample counts half): once the
 * stock is known the candidates are {@link Commitments}, else single legal moves. A safe card
 * home, or the only legal move, is played without asking. When nothing is hidden any more it plays
 * the exact line. Used for Hint and Auto-play, so they never look under a card.
 *
 * <p>Not for two threads at once: it reuses one solver and its tables for every sample.
 */
public final class NoPeekPlayer {
    /** Sampled deals per decision for auto-play and the bench's default. */
    public static final int DEFAULT_SAMPLES = 64;
    /** Sampled deals for a hint, which the player waits for. */
    private static final int HINT_SAMPLES = 8;
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
    private GiveUp gaveUp;
    /** Decisions in a row at which turning the stock (or recycling) was the only legal move. */
    private int onlyTurning;
    /** Decisions in a row in which no sampled deal was solved winnable. */
    private int hopeless;
    private static final int HOPELESS_DECISIONS = 10;
    /**
     * The share of the samples (one in {@value}, at least one sample) by which a commitment that
     * turns no card must beat one that turns a card: the samples cannot value what a turned card
     * tells, so a small lead is not trusted.
     */
    private static final int TURNING_MARGIN_SHARE = 16;

    /** The game's player: {@link #SAMPLE_POSITIONS} positions or 100 ms per sampled position. */
    public NoPeekPlayer(int samples, long seed) { this(samples, seed, Budget.of(SAMPLE_POSITIONS, 100)); }

    /**
     * The player behind Hint: asked once and waited for, so each sampled position gets ten times the
     * positions (still at most 100 ms): with 2,000 a draw-1 deal's start is seldom decided and the
     * hint could only say "no winning line found in the time allowed".
     */
    public static NoPeekPlayer forHint(long seed) {
        return new NoPeekPlayer(HINT_SAMPLES, seed, Budget.of(10L * SAMPLE_POSITIONS, 100));
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

    /**
     * Why the last analysis found nothing to play: no legal move at all, only moves that go back to
     * positions met before, only turning the stock for a whole round of it (nothing else can
     * ever move: the game is lost), every sampled deal proven lost, or {@value #HOPELESS_DECISIONS}
     * decisions in a row without a winnable sample.
     */
    public enum GiveUp { NO_MOVE, CIRCLES, TURNING_ONLY, ALL_LOST, HOPELESS }

    /** The reason the last {@link #next} or {@link #analyse} gave up, empty when it chose a step. */
    public Optional<GiveUp> gaveUp() { return Optional.ofNullable(gaveUp); }

    /** Positions the solver explored so far, over all decisions. */
    public long statesExplored() { return states; }

    /** The next moves to play (one move, or the exact winning line once nothing is hidden), or empty when it gives up. */
    public List<KlondikeMove> next(KlondikeView view) {
        KlondikeMove look = lookingThroughStock(view);
        if (look != null) return List.of(look);
        Analysis a = analyse(view);
        List<KlondikeMove> step = a.bestStep();
        if (!step.isEmpty()) chosen.computeIfAbsent(view, v -> new HashSet<>()).add(step.get(0));
        visited.add(ViewMoves.shape(view));
        return step;
    }

    /**
     * With unlimited passes, turning the whole stock once and recycling costs nothing (the talon
     * comes back in the same order) and shows every talon card: the first pass only looks, so that
     * every later decision is sampled with the talon known and only the face-down cards guessed.
     */
    private static KlondikeMove lookingThroughStock(KlondikeView view) {
        if (!view.params().unlimitedPasses() || view.recycles() > 0) return null;
        if (view.stockSize() > 0) return KlondikeMove.DRAW;
        return view.waste().isEmpty() ? null : KlondikeMove.RECYCLE;
    }

    /** Samples the unseen cards and rates every legal move on them (see the class comment). */
    public Analysis analyse(KlondikeView view) { return analyse(view, false); }

    /**
     * As {@link #analyse(KlondikeView)}; with {@code alwaysVote} the samples are drawn even for a
     * safe or only move, so that a hint can say how winnable the position looks.
     */
    public Analysis analyse(KlondikeView view, boolean alwaysVote) {
        gaveUp = null;
        List<KlondikeMove> legal = new ArrayList<>(ViewMoves.legal(view));
        boolean anyMove = !legal.isEmpty();
        onlyTurning = anyMove && legal.stream().allMatch(NoPeekPlayer::turns) ? onlyTurning + 1 : 0;
        if (onlyTurning > turnsPerRound(view)) {
            // A whole round of the stock with nothing else legal: the same cards come round again for ever.
            gaveUp = GiveUp.TURNING_ONLY;
            return new Analysis(0, 0, 0, Map.of(), false, List.of(), List.of());
        }
        legal.removeAll(chosen.getOrDefault(view, Set.of()));
        legal.removeIf(m -> ViewMoves.pointlessBack(view, m) || visited.contains(ViewMoves.shapeAfter(view, m)));
        if (legal.isEmpty()) {
            gaveUp = anyMove ? GiveUp.CIRCLES : GiveUp.NO_MOVE;
            return new Analysis(0, 0, 0, Map.of(), false, List.of(), List.of());
        }
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

    private static boolean turns(KlondikeMove m) { return m.kind() == KlondikeMove.Kind.DRAW || m.kind() == KlondikeMove.Kind.RECYCLE; }

    /** The turns through the whole talon and the recycle that brings it back. */
    private static int turnsPerRound(KlondikeView view) {
        int talon = view.stockSize() + view.waste().size(), draw = view.params().draw();
        return (talon + draw - 1) / draw + 1;
    }

    /**
     * A safe card home, or the only move: played without a vote; null when there is none. In draw 3
     * a safe card on the waste waits for the vote while the stock holds cards: taking it out of the
     * talon shifts the turns of every card after it in the next passes, which can bring a needed
     * card up or bury it (the solver's rule too); the player wins more deals with the wait.
     */
    private static KlondikeMove forcedMove(KlondikeView view, List<KlondikeMove> legal) {
        for (KlondikeMove m : legal)
            if (ViewMoves.safeHome(view, m) && !shiftsLaterTurns(view, m)) return m;
        return legal.size() == 1 ? legal.get(0) : null;
    }

    private static boolean shiftsLaterTurns(KlondikeView view, KlondikeMove m) {
        return m.kind() == KlondikeMove.Kind.WASTE_TO_FOUNDATION && view.params().draw() > 1 && view.stockSize() > 0;
    }

    private static Analysis single(KlondikeMove m) {
        return new Analysis(0, 0, 0, Map.of(List.of(m), 0), false, List.of(), List.of(m));
    }

    /**
     * Scores in half points: 2 for a sample where the position after the candidate is solved
     * winnable, 1 where the solver could not tell. The candidates are single moves, or once the
     * stock is known (unlimited passes) {@link Commitments}. Each sample is first solved as it
     * stands: one proven lost scores nothing for any candidate, and the candidate its winning line
     * starts with scores there without another solve. The candidates are then rated in order of
     * preference: commitments that turn a face-down card first (from the column with the most
     * face-down cards), then the candidates most winning lines start with, then the order of
     * {@link ViewMoves} (or of {@link Commitments#available}). A later candidate must score more
     * than every earlier one to be chosen, and more than {@link #turningMargin} above a turning
     * commitment when it turns nothing, so its rating stops as soon as it cannot: in the common
     * case (a solver that sees every card wins after most moves) most candidates are never solved.
     */
    private Analysis vote(KlondikeView view, List<KlondikeMove> legal, List<Integer> unseen) {
        boolean byCommitment = view.params().unlimitedPasses() && view.stockKnown();
        int runs = unseen.isEmpty() ? 1 : samples, won = 0, unknown = 0, lost = 0;
        List<List<Integer>> fills = new ArrayList<>();
        Verdict[] roots = new Verdict[runs];
        List<List<KlondikeMove>> own = new ArrayList<>();
        Map<List<KlondikeMove>, Integer> popular = new LinkedHashMap<>();
        for (int s = 0; s < runs; s++) {
            List<Integer> fill = new ArrayList<>(unseen);
            rng.shuffle(fill);
            fills.add(fill);
            SolveResult root = solve(solver, SampledBoards.of(view, fill));
            roots[s] = root.verdict();
            List<KlondikeMove> first = root.verdict() != Verdict.WINNABLE ? null
                    : byCommitment ? Commitments.firstOf(view, fill, root.moves()) : List.of(root.moves().get(0));
            if (first != null && !byCommitment && !legal.contains(first.get(0))) first = null;
            own.add(first);
            if (first != null) popular.merge(first, 1, Integer::sum);
            if (root.verdict() == Verdict.UNWINNABLE) lost++;
            else if (root.verdict() == Verdict.WINNABLE) won++;
            else unknown++;
        }
        if (lost == runs) {
            gaveUp = GiveUp.ALL_LOST;
            return new Analysis(runs, 0, 0, Map.of(), false, List.of(), List.of());
        }
        hopeless = won == 0 ? hopeless + 1 : 0;
        // Many decisions in a row where no guess could be won: the game is lost for all it can tell.
        if (hopeless >= HOPELESS_DECISIONS) {
            gaveUp = GiveUp.HOPELESS;
            return new Analysis(runs, 0, unknown, Map.of(), false, List.of(), List.of());
        }
        List<List<KlondikeMove>> candidates = candidates(view, legal, byCommitment, popular);
        int open = 2 * (runs - lost);
        int bestScore = -1;
        List<KlondikeMove> best = null;
        Map<List<KlondikeMove>, Integer> votes = new LinkedHashMap<>();
        for (List<KlondikeMove> c : candidates) {
            boolean keepsTurning = byCommitment && best != null && Commitments.turnedColumnDepth(view, best) > 0
                    && Commitments.turnedColumnDepth(view, c) == 0;
            int toBeat = keepsTurning ? bestScore + turningMargin(runs) : bestScore;
            int score = 0, left = open;
            for (int s = 0; s < runs && score + left > toBeat; s++) {
                if (roots[s] == Verdict.UNWINNABLE) continue;
                left -= 2;
                if (c.equals(own.get(s))) { score += 2; continue; }
                Board b = SampledBoards.of(view, fills.get(s));
                if (!playsAll(b, c)) continue;
                Verdict v = solve(solver, b).verdict();
                score += v == Verdict.WINNABLE ? 2 : v == Verdict.UNKNOWN ? 1 : 0;
            }
            votes.put(c, score);
            if (score > toBeat) { bestScore = score; best = c; }
        }
        return new Analysis(runs, won, unknown, votes, false, List.of(), best);
    }

    /** The margin in half points (2 a sample): one sample in {@link #TURNING_MARGIN_SHARE}, at least one. */
    private static int turningMargin(int runs) { return 2 * Math.max(1, runs / TURNING_MARGIN_SHARE); }

    /** The candidates in order of preference (see {@link #vote}). */
    private static List<List<KlondikeMove>> candidates(KlondikeView view, List<KlondikeMove> legal, boolean byCommitment,
                                                       Map<List<KlondikeMove>, Integer> popular) {
        List<List<KlondikeMove>> out = new ArrayList<>(popular.keySet());
        out.sort((x, y) -> popular.get(y) - popular.get(x));
        List<List<KlondikeMove>> rest = byCommitment ? Commitments.available(view, legal) : legal.stream().map(List::of).toList();
        for (List<KlondikeMove> c : rest) if (!popular.containsKey(c)) out.add(c);
        if (byCommitment) out.sort((x, y) -> Commitments.turnedColumnDepth(view, y) - Commitments.turnedColumnDepth(view, x));
        if (out.isEmpty()) for (KlondikeMove m : legal) out.add(List.of(m));
        return out;
    }

    private static boolean playsAll(Board b, List<KlondikeMove> moves) {
        for (KlondikeMove m : moves) if (!b.play(m)) return false;
        return true;
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
