package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.Grid;
import arcade.games.minesweeper.model.PlayerBoard;

import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * Closed-off parts of the frontier: hidden cells whose hidden neighbours all belong to the same
 * part, so nothing opened elsewhere can ever tell more about them, and whose arrangements all hold
 * the same number of mines, so the mine counter cannot either. Such a part must be guessed sooner
 * or later and its fate is independent of the rest of the board; the best way to clear it is found
 * by trying every guess and every number it could show ({@link EndgameSearch}) while its
 * arrangements are few, long before the whole board is small enough for that.
 */
final class IsolatedParts {
    /** A part is searched only when at most this many arrangements fit it. */
    static final int MAX_WORLDS = 256;

    private IsolatedParts() {}

    /** The guess that most often clears a closed-off part (the best part), or null when there is none. */
    static EndgameSearch.Guess best(PlayerBoard v) { return best(v, MAX_WORLDS, EndgameSearch.BUDGET); }

    /** As {@link #best(PlayerBoard)} with other limits on a part's arrangements and the positions searched. */
    static EndgameSearch.Guess best(PlayerBoard v, int maxWorlds, int budget) {
        Constraints k = Constraints.of(v);
        Grid g = v.grid();
        int[] partOf = new int[v.cells()];
        Arrays.fill(partOf, -1);
        for (int i = 0; i < k.components.size(); i++) for (int var : k.components.get(i).vars()) partOf[k.frontier[var]] = i;
        EndgameSearch.Guess best = null;
        for (int i = 0; i < k.components.size(); i++) {
            int[] vars = k.components.get(i).vars();
            int[] cells = new int[vars.length];
            boolean closed = true;
            for (int j = 0; j < vars.length && closed; j++) {
                cells[j] = k.frontier[vars[j]];
                for (int n : g.neighbours(cells[j])) if (v.isUnknown(n) && partOf[n] != i) { closed = false; break; }
            }
            if (!closed) continue;
            List<BitSet> worlds = WorldLister.listPart(v, cells, maxWorlds);
            if (worlds == null || worlds.size() < 2 || !sameMineCount(worlds)) continue;
            EndgameSearch.Guess guess = EndgameSearch.over(v, cells, worlds, budget).guessAll();
            if (guess != null && guess.cell() >= 0 && (best == null || guess.winChance() > best.winChance())) best = guess;
        }
        return best;
    }

    private static boolean sameMineCount(List<BitSet> worlds) {
        int mines = worlds.get(0).cardinality();
        for (BitSet w : worlds) if (w.cardinality() != mines) return false;
        return true;
    }
}
