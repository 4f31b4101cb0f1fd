package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.Grid;
import arcade.games.minesweeper.model.PlayerBoard;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Exhaustive search for the guess that wins most often, once few arrangements of the mines remain.
 * The arrangements that fit the view ("worlds", all equally likely) are listed; what the player
 * knows is then exactly the set of worlds still possible, so the chance of winning depends on that
 * set alone and is memoised on it. Cells safe in every remaining world are opened for free (they
 * split the worlds by the numbers they show); otherwise every undecided cell is tried as a guess.
 */
public final class EndgameSearch {
    /** The search runs only when at most this many arrangements fit the view. */
    public static final int MAX_WORLDS = 256;
    /** Positions evaluated before giving up (the caller then guesses as usual). */
    static final int BUDGET = 200_000;
    private final int budget;

    private final PlayerBoard view;
    private final Grid grid;
    private final int[] unknown;
    private final List<BitSet> worlds;
    private final Map<BitSet, Double> memo = new HashMap<>();
    /** Per unknown cell (by position): the worlds where it is a mine, and the number it shows in each world. */
    private final BitSet[] mineIn;
    private final byte[][] numberIn;
    private final BitSet scratch = new BitSet();
    private final int[] posOf;
    private int nodes;

    private EndgameSearch(PlayerBoard view, int[] unknown, List<BitSet> worlds, int budget) {
        this.budget = budget;
        this.view = view;
        this.grid = view.grid();
        this.unknown = unknown;
        this.worlds = worlds;
        posOf = new int[view.cells()];
        for (int i = 0; i < unknown.length; i++) posOf[unknown[i]] = i;
        mineIn = new BitSet[unknown.length];
        numberIn = new byte[unknown.length][worlds.size()];
        for (int i = 0; i < unknown.length; i++) {
            mineIn[i] = new BitSet(worlds.size());
            int flags = 0;
            for (int j : grid.neighbours(unknown[i])) if (view.isFlag(j)) flags++;
            for (int w = 0; w < worlds.size(); w++) {
                BitSet world = worlds.get(w);
                if (world.get(unknown[i])) mineIn[i].set(w);
                int n = flags;
                for (int j : grid.neighbours(unknown[i])) if (world.get(j)) n++;
                numberIn[i][w] = (byte) n;
            }
        }
    }

    /** The best guess and its chance of winning the game. */
    public record Guess(int cell, double winChance) {}

    /** The guess with the highest chance of winning, or null when too many worlds remain or the search is too large. */
    public static Guess best(PlayerBoard v) {
        EndgameSearch s = start(v);
        return s == null ? null : s.guess(s.fitting(v));
    }

    /** A search over the worlds that fit the view, or null when too many (or fewer than two) do. */
    static EndgameSearch start(PlayerBoard v) { return start(v, MAX_WORLDS, BUDGET); }

    /** As {@link #start(PlayerBoard)} with other limits on the worlds listed and the positions searched. */
    static EndgameSearch start(PlayerBoard v, int maxWorlds, int budget) {
        int[] unknown = java.util.stream.IntStream.range(0, v.cells()).filter(v::isUnknown).toArray();
        List<BitSet> worlds = WorldLister.list(v, unknown, maxWorlds);
        if (worlds == null || worlds.size() < 2) return null;
        return new EndgameSearch(v, unknown, worlds, budget);
    }

    /** A search over given worlds of some of the unknown cells (e.g. a closed-off part of the board). */
    static EndgameSearch over(PlayerBoard v, int[] cells, List<BitSet> worlds, int budget) { return new EndgameSearch(v, cells, worlds, budget); }

    /** The best guess over all the worlds of the search, or null as {@link #guess(BitSet)}. */
    Guess guessAll() {
        BitSet all = new BitSet();
        all.set(0, worlds.size());
        return guess(all);
    }

    /**
     * The worlds of this search that fit a later view of the same game (cells opened or flagged
     * since), or null when {@code now} is not such a view. What was learnt about those worlds
     * stays true, so a later guess can reuse the search.
     */
    BitSet fitting(PlayerBoard now) {
        if (now.width() != view.width() || now.cells() != view.cells() || now.mines() != view.mines()) return null;
        BitSet set = new BitSet();
        set.set(0, worlds.size());
        for (int c = 0; c < view.cells(); c++) {
            byte was = view.at(c), is = now.at(c);
            if (!view.isUnknown(c)) {
                if (was != is) return null;
                continue;
            }
            if (now.isUnknown(c)) continue;
            int pos = posOf[c];
            if (now.isFlag(c)) { set.and(mineIn[pos]); continue; }
            set.andNot(mineIn[pos]);
            for (int w = set.nextSetBit(0); w >= 0; w = set.nextSetBit(w + 1)) if (numberIn[pos][w] != is) set.clear(w);
        }
        return set;
    }

    /** The best guess among these worlds, or null when there is nothing to guess or the search is too large. */
    Guess guess(BitSet set) {
        if (set == null || set.cardinality() < 2) return null;
        nodes = 0;
        try {
            return bestGuess(set);
        } catch (BudgetExceeded e) {
            return null;
        }
    }

    private static final class BudgetExceeded extends RuntimeException {
        BudgetExceeded() { super(null, null, false, false); }
    }

    private Guess bestGuess(BitSet set) {
        int n = set.cardinality();
        int bestCell = -1;
        double best = -1;
        // safest first, so that a cell that could not beat the best so far is skipped unsearched
        long[] byMines = new long[unknown.length];
        int k = 0;
        for (int i = 0; i < unknown.length; i++) {
            scratch.clear();
            scratch.or(set);
            scratch.and(mineIn[i]);
            int mines = scratch.cardinality();
            // a certain mine is never a guess; a certain safe cell tells nothing new here
            if (mines != n && mines != 0) byMines[k++] = (long) mines << 32 | i;
        }
        java.util.Arrays.sort(byMines, 0, k);
        for (int j = 0; j < k; j++) {
            int i = (int) byMines[j], mines = (int) (byMines[j] >>> 32);
            if ((double) (n - mines) / n < best - 1e-12) break; // even a sure win after it could not beat the best
            double win = 0;
            for (BitSet part : split(set, new int[]{i}, i)) win += part.cardinality() * win(part);
            win /= n;
            // ties go to the safer cell (and among equally safe ones to the first on the board)
            if (win > best + 1e-12) { best = win; bestCell = unknown[i]; }
        }
        return new Guess(bestCell, best);
    }

    /** The chance of winning from this set of possible worlds with best play. */
    private double win(BitSet set) {
        if (set.cardinality() == 1) return 1;
        Double known = memo.get(set);
        if (known != null) return known;
        if (++nodes > budget) throw new BudgetExceeded();
        int[] free = safeEverywhere(set);
        List<BitSet> parts = split(set, free, -1);
        double result;
        if (parts.size() > 1) {
            result = 0;
            for (BitSet part : parts) result += part.cardinality() * win(part);
            result /= set.cardinality();
        } else {
            result = bestGuess(set).winChance();
        }
        memo.put((BitSet) set.clone(), result);
        return result;
    }

    /** The positions (in {@link #unknown}) of the cells safe in every world of the set. */
    private int[] safeEverywhere(BitSet set) {
        int[] free = new int[unknown.length];
        int n = 0;
        for (int i = 0; i < unknown.length; i++) if (!set.intersects(mineIn[i])) free[n++] = i;
        return java.util.Arrays.copyOf(free, n);
    }

    /**
     * The worlds of {@code set} grouped by the numbers the cells at these positions show in them;
     * worlds where the cell at position {@code skipMine} is a mine are left out (the guess lost there).
     */
    private List<BitSet> split(BitSet set, int[] positions, int skipMine) {
        List<BitSet> parts = new ArrayList<>();
        BitSet first = (BitSet) set.clone();
        if (skipMine >= 0) first.andNot(mineIn[skipMine]);
        if (!first.isEmpty()) parts.add(first);
        BitSet[] byNumber = new BitSet[9];
        for (int pos : positions) {
            List<BitSet> next = new ArrayList<>();
            for (BitSet part : parts) {
                java.util.Arrays.fill(byNumber, null);
                for (int w = part.nextSetBit(0); w >= 0; w = part.nextSetBit(w + 1)) {
                    int k = numberIn[pos][w];
                    if (byNumber[k] == null) byNumber[k] = new BitSet();
                    byNumber[k].set(w);
                }
                for (BitSet b : byNumber) if (b != null) next.add(b);
            }
            parts = next;
        }
        return parts;
    }
}
