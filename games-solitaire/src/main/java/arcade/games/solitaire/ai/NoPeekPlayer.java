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

    public NoPeekPlayer(int samples, long seed) { this(samples, seed, Budget.of(30_000, 250)); }

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

    /** Samples the unseen cards and solves each sample: the votes for each first step. */
    public Analysis analyse(KlondikeView view) {
        List<Integer> unseen = view.unseenCards();
        int runs = unseen.isEmpty() ? 1 : samples;
        Map<List<KlondikeMove>, Integer> votes = new LinkedHashMap<>();
        int won = 0, unknown = 0;
        List<KlondikeMove> exactLine = List.of();
        for (int i = 0; i < runs; i++) {
            List<Integer> fill = new ArrayList<>(unseen);
            rng.shuffle(fill);
            Budget budget = unseen.isEmpty() ? Budget.of(perSample.maxStates() * 20, perSample.maxMillis() * 8) : perSample;
            SolveResult r = new ThoughtfulSolver(budget.withCancel(perSample.cancelled())).solve(SampledBoards.of(view, fill));
            states += r.states();
            if (r.verdict() == Verdict.UNKNOWN) unknown++;
            if (r.verdict() != Verdict.WINNABLE || r.steps().isEmpty()) continue;
            won++;
            votes.merge(playable(view, r.steps().get(0)), 1, Integer::sum);
            if (unseen.isEmpty()) exactLine = r.moves();
        }
        return new Analysis(runs, won, unknown, votes, unseen.isEmpty(), exactLine);
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
     * the winning lines with their votes. With nothing hidden there is one exact sample.
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
