package arcade.games.solitaire.solver;

import arcade.games.solitaire.model.Cards;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeRules;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.KlondikeView;

import java.util.ArrayList;
import java.util.List;

/**
 * The thesis's search (THESIS.md 7–10): depth-first, always taking the first move of a
 * list sorted by the heuristic {@code 0.5·unknown − 2·foundation + 1·stock/waste} (lower is better,
 * ties keep the generation order), composite stock moves (turn the stock until a known card is
 * on top, or play out the stock, recycle and turn to a deeper waste card, which uses a pass), and
 * a closed set of the positions expanded.
 *
 * <p>Like the thesis bot, which played the real game and took moves back with undo, it decides
 * from what a player sees: moves, keys and the heuristic read only the {@link KlondikeView}
 * (face-up cards, the waste, the stock once a recycle has shown it); the game state is only the
 * table the moves are played on, which turns up a card when the player would see it.
 *
 * <p>Corrected where the thesis code was wrong (THESIS.md 12): the key holds the recycles
 * (K2), the same-rank filter only applies when a card lies beneath the run (K1), and budgets give
 * "unknown" instead of running for hours (K5). {@link Mode#THESIS_QUIRKS} keeps K1 and K2 as the
 * thesis code had them (budgets stay: a tool must end). The thesis rules are draw 1; with draw 3 a
 * "deep" move turns three cards a click, which the solver does not model, so it refuses draw 3.
 */
public final class ThesisSolver {
    /** Foundation order of the thesis dict (hearts, clubs, diamonds, spades): it decides ties. */
    private static final int[] SUITS = {2, 0, 1, 3};

    /** Corrected (THESIS.md 12) or as the thesis code ran (K1 and K2 kept). */
    public enum Mode {
        CORRECTED,
        /**
         * K2: the key leaves out the recycles, so a position reached again with more passes left counts
         * as seen and is not searched. K1: the same-rank filter, for a run that is a whole column,
         * compares the column's top card (Python's index −1) with the target. That comparison never
         * matches (the top of a run is always lower than the card it moves onto), so in practice the
         * two modes differ by K2.
         */
        THESIS_QUIRKS
    }

    private final Budget budget;
    private final Mode mode;

    public ThesisSolver(Budget budget) { this(budget, Mode.CORRECTED); }

    public ThesisSolver(Budget budget, Mode mode) {
        this.budget = budget;
        this.mode = mode;
    }

    public SolveResult solve(KlondikeState start) {
        if (start.params().draw() != 1) throw new IllegalArgumentException("the thesis solver plays draw 1 only");
        return new Run(start).run();
    }

    /** A candidate with its heuristic change (in half points, to stay in integers). */
    private record Scored(List<KlondikeMove> step, int delta) {}

    private final class Run {
        final LongSet closed = new LongSet(1 << 12);
        final long t0 = System.nanoTime();
        final List<List<KlondikeMove>> path = new ArrayList<>();
        final KlondikeState start;
        long expanded;
        boolean aborted;

        Run(KlondikeState start) { this.start = start; }

        SolveResult run() {
            boolean won = dfs(start);
            long millis = (System.nanoTime() - t0) / 1_000_000;
            Verdict v = won ? Verdict.WINNABLE : aborted ? Verdict.UNKNOWN : Verdict.UNWINNABLE;
            return new SolveResult(v, won ? path : List.of(), expanded, millis);
        }

        boolean dfs(KlondikeState s) {
            if (s.isWon()) return true;
            KlondikeView v = KlondikeView.of(s);
            List<List<KlondikeMove>> moves = sortedMoves(v, mode);
            if (moves.isEmpty()) return false;
            closed.add(key(v, mode));
            if (++expanded > budget.maxStates()
                    || (expanded & 255) == 0 && (System.nanoTime() - t0 > budget.maxMillis() * 1_000_000L || budget.cancelled().getAsBoolean())) {
                aborted = true;
                return false;
            }
            for (List<KlondikeMove> step : moves) {
                KlondikeState next = s;
                for (KlondikeMove m : step) next = KlondikeRules.INSTANCE.apply(next, m);
                if (!next.isWon() && closed.contains(key(KlondikeView.of(next), mode))) continue; // visited: undone at once
                path.add(step);
                if (dfs(next)) return true;
                path.remove(path.size() - 1);
                if (aborted) return false;
            }
            return false;
        }
    }

    // ---- moves from the view, in the thesis's generation order, then sorted --------------------

    static List<List<KlondikeMove>> sortedMoves(KlondikeView v) { return sortedMoves(v, Mode.CORRECTED); }

    static List<List<KlondikeMove>> sortedMoves(KlondikeView v, Mode mode) {
        List<Scored> out = new ArrayList<>();
        List<List<Integer>> up = v.faceUp();
        // 1. Tableau moves (and Kings to an empty column); the thesis inserted each at the front, so they come reversed.
        List<Scored> tableau = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            List<Integer> col = up.get(i);
            int down = v.faceDown().get(i);
            for (int k = col.size() - 1; k >= 0; k--) {
                int card = col.get(k);
                boolean uncovers = k == 0 && down > 0;
                for (int j = 0; j < 7; j++) {
                    if (j == i) continue;
                    List<Integer> target = up.get(j);
                    boolean ok;
                    if (target.isEmpty()) ok = v.faceDown().get(j) == 0 && Cards.rank(card) == 13 && (k > 0 || down > 0);
                    else ok = Cards.fitsOn(card, target.get(target.size() - 1)) && !sameRankBeneath(col, k, down, target, mode);
                    if (ok) tableau.add(0, new Scored(List.of(KlondikeMove.column(i, col.size() - k, j)), uncovers ? -1 : 0));
                }
            }
        }
        out.addAll(tableau);
        // 2. Tableau to foundation.
        for (int i = 0; i < 7; i++) {
            List<Integer> col = up.get(i);
            if (col.isEmpty() || !fitsHome(v, col.get(col.size() - 1))) continue;
            boolean uncovers = col.size() == 1 && v.faceDown().get(i) > 0;
            out.add(new Scored(List.of(KlondikeMove.home(i)), uncovers ? -5 : -4));
        }
        // 3. Foundation to tableau.
        for (int suit : SUITS) {
            int h = v.foundation().get(suit);
            if (h == 0) continue;
            int card = Cards.of(suit, h);
            for (int j = 0; j < 7; j++)
                if (fitsColumn(v, card, j)) out.add(new Scored(List.of(KlondikeMove.back(suit, j)), 4));
        }
        // 4. Stock: one new card while unseen ones remain, then known stock cards by depth.
        boolean stockKnown = v.stockKnown();
        if (v.stockSize() > 0 && !stockKnown) out.add(new Scored(List.of(KlondikeMove.DRAW), -1));
        if (stockKnown) {
            for (int d = 0; d < v.knownStock().size(); d++) {
                List<KlondikeMove> turns = new ArrayList<>();
                for (int t = 0; t <= d; t++) turns.add(KlondikeMove.DRAW);
                addTalonCard(v, out, v.knownStock().get(d), turns);
            }
        }
        // 5. Waste: the top card, then deeper ones through a recycle while passes remain.
        List<Integer> waste = v.waste();
        for (int k = 0; k < waste.size(); k++) {
            List<KlondikeMove> turns = new ArrayList<>();
            if (k > 0) {
                if (!v.params().mayRecycle(v.recycles())) break;
                for (int t = 0; t < v.stockSize(); t++) turns.add(KlondikeMove.DRAW);
                turns.add(KlondikeMove.RECYCLE);
                int index = waste.size() - 1 - k; // from the bottom: the first card turned after the recycle
                for (int t = 0; t <= index; t++) turns.add(KlondikeMove.DRAW);
            }
            addTalonCard(v, out, waste.get(waste.size() - 1 - k), turns);
        }
        // Stable sort by the heuristic change, best (lowest) first.
        List<Scored> sorted = new ArrayList<>(out);
        sorted.sort((a, b) -> Integer.compare(a.delta, b.delta));
        List<List<KlondikeMove>> moves = new ArrayList<>();
        for (Scored s : sorted) moves.add(s.step);
        return moves;
    }

    /**
     * THESIS.md 9: the card beneath the run has the target's rank, so the move only trades one parent for an
     * equal one. Corrected: no filter when nothing lies beneath (a face-down card has no rank a player
     * sees). Quirk K1: for a whole column the thesis compared the column's top card instead.
     */
    private static boolean sameRankBeneath(List<Integer> col, int k, int down, List<Integer> target, Mode mode) {
        int targetRank = Cards.rank(target.get(target.size() - 1));
        if (k > 0) return Cards.rank(col.get(k - 1)) == targetRank;
        return mode == Mode.THESIS_QUIRKS && down == 0 && Cards.rank(col.get(col.size() - 1)) == targetRank;
    }

    /** A talon card brought to the waste top by {@code turns}: to each column it fits, then home. */
    private static void addTalonCard(KlondikeView v, List<Scored> out, int card, List<KlondikeMove> turns) {
        for (int j = 0; j < 7; j++) {
            if (!fitsColumn(v, card, j)) continue;
            List<KlondikeMove> step = new ArrayList<>(turns);
            step.add(KlondikeMove.wasteTo(j));
            out.add(new Scored(step, -2));
        }
        if (fitsHome(v, card)) {
            List<KlondikeMove> step = new ArrayList<>(turns);
            step.add(KlondikeMove.WASTE_HOME);
            out.add(new Scored(step, -6));
        }
    }

    private static boolean fitsHome(KlondikeView v, int card) { return v.foundation().get(Cards.suit(card)) == Cards.rank(card) - 1; }

    private static boolean fitsColumn(KlondikeView v, int card, int j) {
        List<Integer> col = v.faceUp().get(j);
        if (col.isEmpty()) return v.faceDown().get(j) == 0 && Cards.rank(card) == 13;
        return Cards.fitsOn(card, col.get(col.size() - 1));
    }

    /** A 64-bit key of what the player sees, with the recycles (corrected K2) or without (quirk K2); columns keep their places. */
    static long key(KlondikeView v, Mode mode) {
        long h = 0x9E3779B97F4A7C15L;
        for (int c = 0; c < 7; c++) {
            h = step(h, 100 + v.faceDown().get(c));
            for (int card : v.faceUp().get(c)) h = step(h, card);
        }
        for (int f : v.foundation()) h = step(h, 200 + f);
        h = step(h, 300 + v.stockSize());
        for (int card : v.knownStock()) h = step(h, card);
        h = step(h, 400 + v.waste().size());
        for (int card : v.waste()) h = step(h, card);
        return mode == Mode.THESIS_QUIRKS ? h : step(h, 500 + v.recycles());
    }

    private static long step(long h, int x) {
        long z = (h ^ x) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
