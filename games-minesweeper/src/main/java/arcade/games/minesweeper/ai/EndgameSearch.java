package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.Grid;
import arcade.games.minesweeper.model.PlayerBoard;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
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

    private final PlayerBoard view;
    private final Grid grid;
    private final int[] unknown;
    private final List<BitSet> worlds;
    private final Map<BitSet, Double> memo = new HashMap<>();
    private int nodes;

    private EndgameSearch(PlayerBoard view, int[] unknown, List<BitSet> worlds) {
        this.view = view;
        this.grid = view.grid();
        this.unknown = unknown;
        this.worlds = worlds;
    }

    /** The best guess and its chance of winning the game. */
    public record Guess(int cell, double winChance) {}

    /** The guess with the highest chance of winning, or null when too many worlds remain or the search is too large. */
    public static Guess best(PlayerBoard v) {
        int[] unknown = java.util.stream.IntStream.range(0, v.cells()).filter(v::isUnknown).toArray();
        List<BitSet> worlds = WorldLister.list(v, unknown, MAX_WORLDS);
        if (worlds == null || worlds.size() < 2) return null;
        EndgameSearch s = new EndgameSearch(v, unknown, worlds);
        BitSet all = new BitSet();
        all.set(0, worlds.size());
        try {
            return s.bestGuess(all);
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
        int bestMines = Integer.MAX_VALUE;
        for (int c : unknown) {
            int mines = 0;
            for (int w = set.nextSetBit(0); w >= 0; w = set.nextSetBit(w + 1)) if (worlds.get(w).get(c)) mines++;
            if (mines == n || mines == 0) continue; // a certain mine is never a guess; a certain safe cell tells nothing new here
            double win = 0;
            for (BitSet part : split(set, new int[]{c}, c)) win += part.cardinality() * win(part);
            win /= n;
            // ties go to the safer cell
            if (win > best + 1e-12 || (win > best - 1e-12 && mines < bestMines)) { best = win; bestCell = c; bestMines = mines; }
        }
        return new Guess(bestCell, best);
    }

    /** The chance of winning from this set of possible worlds with best play. */
    private double win(BitSet set) {
        if (set.cardinality() == 1) return 1;
        Double known = memo.get(set);
        if (known != null) return known;
        if (++nodes > BUDGET) throw new BudgetExceeded();
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

    private int[] safeEverywhere(BitSet set) {
        BitSet anyMine = new BitSet();
        for (int w = set.nextSetBit(0); w >= 0; w = set.nextSetBit(w + 1)) anyMine.or(worlds.get(w));
        List<Integer> free = new ArrayList<>();
        for (int c : unknown) if (!anyMine.get(c)) free.add(c);
        return free.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * The worlds of {@code set} grouped by the numbers the {@code cells} show in them; worlds where
     * {@code skipMine} is a mine are left out (the guess lost there).
     */
    private List<BitSet> split(BitSet set, int[] cells, int skipMine) {
        Map<String, BitSet> groups = new LinkedHashMap<>();
        StringBuilder key = new StringBuilder();
        for (int w = set.nextSetBit(0); w >= 0; w = set.nextSetBit(w + 1)) {
            BitSet world = worlds.get(w);
            if (skipMine >= 0 && world.get(skipMine)) continue;
            key.setLength(0);
            for (int c : cells) key.append((char) ('0' + number(world, c)));
            groups.computeIfAbsent(key.toString(), k -> new BitSet()).set(w);
        }
        return new ArrayList<>(groups.values());
    }

    private int number(BitSet world, int c) {
        int n = 0;
        for (int j : grid.neighbours(c)) if (view.isFlag(j) || world.get(j)) n++;
        return n;
    }
}
