package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.Grid;
import arcade.games.minesweeper.model.PlayerBoard;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Picks the guess. The safest cell is not always best: a guess that, once it shows its number,
 * leaves a safe next move (or a safer next guess) survives two steps more often. So the few
 * candidates nearly as safe as the safest are looked at one step ahead: for every number a
 * candidate could show, the probabilities are counted again and the position is valued by what it
 * then offers (below). A candidate scores the sum over its numbers of P(safe and shows it) × that
 * value, about the chance of surviving two steps. Measured against the safest-cell rule on the
 * same 1,500 Expert boards (zero rule): 56.5 % won against 54.4 %. A bonus for the chance that
 * the number proves another cell safe lost games (README), so there is none.
 * <p>A position is valued by a blend of its two best safeties, 4 : 1 (a certain cell counts as
 * safety 1): one good way on is worth less than two, since the next step often spends it. With
 * the best safety alone the normal strength won about 0.09 points fewer Expert games (240,000
 * played), the deep one 0.09 fewer over 180,000 (README).
 * <p>At the {@link Strength#DEEP} strength more candidates are scored, and the best few are then
 * scored a second guess ahead: after each number a candidate could show, the next position's two
 * best one-step scores, blended (or its value when it offers a certain move), take the place of
 * its value; and a cell's mine chance that a forced 50/50 would cost anyway counts as no risk
 * ({@link LongTermRisk}).
 */
final class GuessChooser {
    private GuessChooser() {}
    /** The weight of the best safety against the second best in a position's value. */
    private static final double BEST_WEIGHT = 4;

    static int choose(PlayerBoard v, Probabilities p, ComponentCache cache) { return choose(v, p, cache, Strength.NORMAL); }

    static int choose(PlayerBoard v, Probabilities p, ComponentCache cache, Strength strength) {
        double min = Double.POSITIVE_INFINITY;
        for (int c = 0; c < v.cells(); c++) if (v.isUnknown(c) && p.at(c) < min) min = p.at(c);
        if (min == Double.POSITIVE_INFINITY) return -1;
        if (!p.exact()) return safestLikelyZero(v, p, min);
        double[] risk = strength.longTermRisk ? influences(v, p, cache) : null;
        double bestSafety = 1 - min;
        if (risk != null) for (int c = 0; c < v.cells(); c++) if (v.isUnknown(c)) bestSafety = Math.max(bestSafety, 1 - p.at(c) + risk[c]);
        List<Integer> candidates = candidates(v, p, bestSafety, strength.cutOff, strength.maxFrontier, strength.maxInterior, risk);
        if (candidates.size() <= 1) return candidates.isEmpty() ? safestLikelyZero(v, p, min) : candidates.get(0);
        if (strength.secondStep > 0) return chooseTwoAhead(v, p, candidates, cache, strength, risk);
        int best = -1;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int c : candidates) {
            double f = factor(p, c, risk);
            double score = f * lookAhead(v, p, c, bestScore / f, cache);
            if (score > bestScore + 1e-12) { bestScore = score; best = c; }
        }
        return best;
    }

    /**
     * Every candidate scored one step ahead in full; the best {@link Strength#secondStep} of them
     * scored again a second guess ahead, and the best of those taken (ties to the better first score).
     */
    private static int chooseTwoAhead(PlayerBoard v, Probabilities p, List<Integer> candidates, ComponentCache cache, Strength strength, double[] risk) {
        int n = candidates.size();
        double[] first = new double[n];
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            first[i] = factor(p, candidates.get(i), risk) * lookAhead(v, p, candidates.get(i), Double.NEGATIVE_INFINITY, cache);
            order[i] = i;
        }
        java.util.Arrays.sort(order, (a, b) -> Double.compare(first[b], first[a]));
        int best = candidates.get(order[0]);
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < Math.min(strength.secondStep, n); k++) {
            int c = candidates.get(order[k]);
            double score = factor(p, c, risk) * twoAhead(v, p, c, cache, strength.secondStepWidth);
            if (score > bestScore + 1e-12) { bestScore = score; best = c; }
        }
        return best;
    }

    /**
     * Sum over the numbers {@code c} could show of P(c is safe and shows it) × the value of the
     * position then: with a certain move (or nothing left) its {@link #value}, else the best two
     * one-step scores of its {@code width} likeliest candidates blended the same way (at most 1).
     */
    private static double twoAhead(PlayerBoard v, Probabilities p, int c, ComponentCache cache, int width) {
        int[] shown = numbersShown(v, c);
        byte[] codes = v.codes();
        double score = 0;
        for (int value = shown[0]; value <= shown[1]; value++) {
            codes[c] = (byte) value;
            PlayerBoard next = new PlayerBoard(v.width(), v.height(), v.mines(), codes.clone());
            Probabilities q = probabilitiesOrNull(next, cache);
            if (q == null) continue;
            double chance = Math.exp(q.logWeight() - p.logWeight());
            double min = Double.POSITIVE_INFINITY;
            for (int d = 0; d < next.cells(); d++) if (next.isUnknown(d)) min = Math.min(min, q.at(d));
            double value2;
            if (min == Double.POSITIVE_INFINITY || min <= Probabilities.CERTAIN) {
                value2 = value(next, q);
            } else if (!q.exact()) {
                value2 = 1 - min;
            } else {
                double best = 0, second = 0; // the two best one-step scores, blended as in value()
                for (int d : candidates(next, q, 1 - min, Strength.NORMAL.cutOff, width, 1, null)) {
                    double score2 = lookAhead(next, q, d, second, cache);
                    if (score2 > best) { second = best; best = score2; } else if (score2 > second) second = score2;
                }
                value2 = Math.min(1, blend(best, second > 0 ? second : best));
            }
            score += chance * value2;
        }
        return score;
    }

    /** The frontier cells within the cut-off, safest first, and a few interior cells most likely to open an area. */
    private static List<Integer> candidates(PlayerBoard v, Probabilities p, double bestSafety, double cutOff, int maxFrontier, int maxInterior, double[] risk) {
        Grid g = v.grid();
        List<Integer> frontier = new ArrayList<>(), interior = new ArrayList<>();
        for (int c = 0; c < v.cells(); c++) {
            if (!v.isUnknown(c) || 1 - p.at(c) + (risk == null ? 0 : risk[c]) < bestSafety * cutOff) continue;
            boolean onFrontier = false;
            for (int n : g.neighbours(c)) if (v.isRevealed(n)) { onFrontier = true; break; }
            (onFrontier ? frontier : interior).add(c);
        }
        frontier.sort(Comparator.comparingDouble(c -> p.at(c) - (risk == null ? 0 : risk[c])));
        interior.sort(Comparator.comparingDouble(c -> -zeroChance(v, p, c)));
        List<Integer> out = new ArrayList<>(frontier.subList(0, Math.min(maxFrontier, frontier.size())));
        out.addAll(interior.subList(0, Math.min(maxInterior, interior.size())));
        return out;
    }

    /**
     * Sum over the numbers {@code c} could show of P(c is safe and shows it) × the {@link #value}
     * of the position then. Stops early once even perfect later outcomes cannot beat {@code toBeat}.
     */
    private static double lookAhead(PlayerBoard v, Probabilities p, int c, double toBeat, ComponentCache cache) {
        int[] shown = numbersShown(v, c);
        byte[] codes = v.codes();
        double safeLeft = 1 - p.at(c), twoStep = 0;
        for (int value = shown[0]; value <= shown[1]; value++) {
            if (twoStep + safeLeft < toBeat) break;
            codes[c] = (byte) value;
            PlayerBoard next = new PlayerBoard(v.width(), v.height(), v.mines(), codes);
            Probabilities q = probabilitiesOrNull(next, cache);
            if (q == null) continue;
            double chance = Math.exp(q.logWeight() - p.logWeight());
            twoStep += chance * value(next, q);
            safeLeft -= chance;
        }
        return twoStep;
    }

    /**
     * What a position offers the next move: the best and second-best safeties of its living cells
     * blended 4 : 1 (two cells of equal safety, or two certain ones, give that safety; one certain
     * cell and a next best of 0.8 give 0.96); 1 when nothing is left to open or only mines are.
     * A cell is living when opening it can tell something ({@link #isDead}): a safe cell whose
     * number is already known is opened for nothing, so it is no way on (with only such cells
     * left, all of them count). Counting living cells only won 0.08 points more Expert games
     * (600,000 played, normal strength; README).
     */
    static double value(PlayerBoard next, Probabilities q) {
        double living = bestTwo(next, q, true);
        return living >= 0 ? living : bestTwo(next, q, false);
    }

    /** The two best safeties blended, over living cells only (−1 when there is none) or over all. */
    private static double bestTwo(PlayerBoard next, Probabilities q, boolean livingOnly) {
        double best = -1, second = -1;
        for (int d = 0; d < next.cells(); d++) {
            if (!next.isUnknown(d)) continue;
            double s = 1 - q.at(d);
            if (s <= second || livingOnly && (s <= Probabilities.CERTAIN || isDead(next, q, d))) continue;
            if (s > best) { second = best; best = s; } else second = s;
        }
        if (best <= 0) return livingOnly ? -1 : 1; // with all cells: won, nothing left or only mines
        return blend(best, second < 0 ? best : second);
    }

    /**
     * Whether hidden cell {@code d}, if safe, can show only one number, so opening it tells nothing:
     * each hidden neighbour is certainly a mine or certainly safe, or the undecided ones are exactly
     * the undecided hidden neighbours (but {@code d}) of one revealed number, which fixes how many
     * mines they hold once {@code d} is safe.
     */
    static boolean isDead(PlayerBoard v, Probabilities q, int d) {
        int[] open = new int[8];
        int k = 0;
        for (int n : v.grid().neighbours(d)) if (undecided(v, q, n)) open[k++] = n;
        if (k == 0) return true;
        for (int w : v.grid().neighbours(open[0])) {
            if (!v.isRevealed(w)) continue;
            int shared = 0;
            boolean same = true;
            for (int n : v.grid().neighbours(w)) {
                if (n == d || !undecided(v, q, n)) continue;
                if (!contains(open, k, n)) { same = false; break; }
                shared++;
            }
            if (same && shared == k) return true;
        }
        return false;
    }

    private static boolean undecided(PlayerBoard v, Probabilities q, int n) { return v.isUnknown(n) && !q.isMine(n) && !q.isSafe(n); }

    private static boolean contains(int[] cells, int count, int cell) {
        for (int i = 0; i < count; i++) if (cells[i] == cell) return true;
        return false;
    }

    private static double blend(double best, double second) { return (BEST_WEIGHT * best + second) / (BEST_WEIGHT + 1); }

    /** Per unknown cell, the share of its mine chance that is an unsettleable 50/50 ({@link LongTermRisk}). */
    private static double[] influences(PlayerBoard v, Probabilities p, ComponentCache cache) {
        double[] out = new double[v.cells()];
        for (int c = 0; c < v.cells(); c++) if (v.isUnknown(c) && !p.isMine(c) && !p.isSafe(c)) out[c] = LongTermRisk.influence(v, p, c, cache);
        return out;
    }

    /** A candidate's score is scaled by (safety + risk taken anyway) / safety. */
    private static double factor(Probabilities p, int c, double[] risk) {
        if (risk == null || risk[c] == 0) return 1;
        double safety = 1 - p.at(c);
        return (safety + risk[c]) / safety;
    }

    /** The lowest and highest number {@code c} could show: its flagged neighbours, plus all its unknown ones. */
    private static int[] numbersShown(PlayerBoard v, int c) {
        int flags = 0, unknown = 0;
        for (int n : v.grid().neighbours(c)) if (v.isFlag(n)) flags++; else if (v.isUnknown(n)) unknown++;
        return new int[] {flags, flags + unknown};
    }

    /** The exact probabilities of a position a guess could lead to, or null when no arrangement of mines allows it. */
    private static Probabilities probabilitiesOrNull(PlayerBoard next, ComponentCache cache) {
        try {
            return ProbabilityEngine.compute(next, cache);
        } catch (InconsistentBoardException e) {
            return null;
        }
    }

    /** The chance that a cell is a 0: itself and its unknown neighbours free, no flag beside it. */
    private static double zeroChance(PlayerBoard v, Probabilities p, int c) {
        double zero = 1 - p.at(c);
        for (int n : v.grid().neighbours(c)) if (v.isUnknown(n)) zero *= 1 - p.at(n); else if (v.isFlag(n)) zero = 0;
        return zero;
    }

    /** Without exact counts: the safest cell, and among nearly as safe ones the one most likely a 0. */
    private static int safestLikelyZero(PlayerBoard v, Probabilities p, double min) {
        int best = -1;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int c = 0; c < v.cells(); c++) {
            if (!v.isUnknown(c) || p.at(c) > min + 0.01) continue;
            double score = (1 - p.at(c)) + 0.1 * zeroChance(v, p, c);
            if (score > bestScore) { bestScore = score; best = c; }
        }
        return best;
    }
}
