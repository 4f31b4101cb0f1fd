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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Plays from the player's view only: it deals the unseen cards at random into the face-down
 * places and the unseen stock a few times, solves each sampled deal with every card known, and
 * plays the first step that most winning lines agree on. When nothing is hidden any more it plays
 * the exact solution. Used for Auto-play, so auto-play never looks under a card.
 */
public final class NoPeekPlayer {
    private final int samples;
    private final Rng rng;
    private final Budget perSample;
    private long states;

    /** Positions the solver may explore per sampled deal. */
    public static final long SAMPLE_POSITIONS = 30_000;

    /** The game's player: per sample at most {@link #SAMPLE_POSITIONS} positions or 250 ms, to keep Hint and Auto-play quick. */
    public NoPeekPlayer(int samples, long seed) { this(samples, seed, Budget.of(SAMPLE_POSITIONS, 250)); }

    public NoPeekPlayer(int samples, long seed, Budget perSample) {
        this.samples = samples;
        this.rng = new Rng(seed);
        this.perSample = perSample;
    }

    /** Positions the solver explored so far, over all decisions. */
    public long statesExplored() { return states; }

    /** The next moves to play (one step: e.g. turns then a card's move), or empty when no sampled deal can be won. */
    public List<KlondikeMove> next(KlondikeView view) {
        Analysis a = analyse(view);
        return a.bestStep();
    }

    /**
     * Samples the unseen cards and solves each sample: the first steps of the winning lines are the
     * candidates. A sample's line uses what that sample guessed about the hidden cards, so each
     * candidate is then tried on the other samples too, and its score is the number of samples still
     * winnable after it: the step that keeps the most guesses winnable is the one a player without
     * the sample's knowledge should play.
     */
    public Analysis analyse(KlondikeView view) {
        List<Integer> unseen = view.unseenCards();
        int runs = unseen.isEmpty() ? 1 : samples;
        Map<List<KlondikeMove>, Integer> votes = new LinkedHashMap<>();
        List<List<Integer>> fills = new ArrayList<>();
        List<List<KlondikeMove>> firstSteps = new ArrayList<>();
        int won = 0, unknown = 0;
        List<KlondikeMove> exactLine = List.of();
        for (int i = 0; i < runs; i++) {
            // No guess won yet: a few unlucky guesses must not end a game that may still be won.
            if (i == runs - 1 && won == 0 && !unseen.isEmpty() && runs < samples * RETRIES) runs += samples;
            List<Integer> fill = new ArrayList<>(unseen);
            rng.shuffle(fill);
            Budget budget = unseen.isEmpty() ? Budget.of(perSample.maxStates() * 20, perSample.maxMillis() * 8) : perSample;
            SolveResult r = solve(SampledBoards.of(view, fill), budget);
            fills.add(fill);
            firstSteps.add(null);
            if (r.verdict() == Verdict.UNKNOWN) unknown++;
            if (r.verdict() != Verdict.WINNABLE || r.steps().isEmpty()) continue;
            won++;
            List<KlondikeMove> step = playable(view, r.steps().get(0));
            firstSteps.set(i, step);
            votes.merge(step, 1, Integer::sum);
            if (unseen.isEmpty()) exactLine = r.moves();
        }
        if (!unseen.isEmpty() && votes.size() > 1) votes = crossChecked(view, votes, fills, firstSteps);
        return new Analysis(runs, won, unknown, votes, unseen.isEmpty(), exactLine);
    }

    /** How many rounds of samples to draw at most while none of them wins. */
    private static final int RETRIES = 4;

    /** Most-voted candidates tried on every sample; at most this many, to bound the time per decision. */
    private static final int CANDIDATES = 4;

    private Map<List<KlondikeMove>, Integer> crossChecked(KlondikeView view, Map<List<KlondikeMove>, Integer> votes,
                                                          List<List<Integer>> fills, List<List<KlondikeMove>> firstSteps) {
        List<List<KlondikeMove>> candidates = new ArrayList<>(votes.keySet());
        candidates.sort((x, y) -> votes.get(y) - votes.get(x)); // stable: ties keep the order found
        Map<List<KlondikeMove>, Integer> scores = new LinkedHashMap<>();
        for (List<KlondikeMove> step : candidates.subList(0, Math.min(CANDIDATES, candidates.size()))) {
            int score = 0;
            for (int i = 0; i < fills.size(); i++) {
                if (step.equals(firstSteps.get(i))) { score++; continue; }
                Board b = SampledBoards.of(view, fills.get(i));
                boolean legal = true;
                for (int k = 0; k < step.size() && legal; k++) legal = b.play(step.get(k));
                if (legal && solve(b, perSample).verdict() == Verdict.WINNABLE) score++;
            }
            scores.put(step, score);
        }
        return scores;
    }

    private SolveResult solve(Board b, Budget budget) {
        SolveResult r = new ThoughtfulSolver(budget.withCancel(perSample.cancelled())).solve(b);
        states += r.states();
        return r;
    }

    /**
     * A sampled line may play a card it turns from the unseen stock, but that card is only this
     * sample's guess: such a step becomes a single turn, which shows the real card.
     */
    private static List<KlondikeMove> playable(KlondikeView view, List<KlondikeMove> step) {
        if (!view.stockKnown() && step.get(0).kind() == KlondikeMove.Kind.DRAW) return List.of(KlondikeMove.DRAW);
        return step;
    }

    /**
     * What the samples said: how many were won, lost for sure or undecided, and the first steps of
     * the winning lines with their votes (once several were found: the samples still winnable after
     * each). With nothing hidden there is one exact sample.
     */
    public record Analysis(int samples, int won, int unknown, Map<List<KlondikeMove>, Integer> votes, boolean exact,
                           List<KlondikeMove> exactLine) {
        public List<KlondikeMove> bestStep() {
            if (exact) return exactLine;
            List<KlondikeMove> best = List.of();
            int most = 0;
            for (Map.Entry<List<KlondikeMove>, Integer> e : votes.entrySet())
                if (e.getValue() > most) { most = e.getValue(); best = e.getKey(); }
            return best;
        }
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
