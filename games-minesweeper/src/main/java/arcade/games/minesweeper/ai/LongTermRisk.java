package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.Grid;
import arcade.games.minesweeper.model.PlayerBoard;

import java.util.ArrayList;
import java.util.List;

/**
 * The part of a cell's risk that the game will make the player take anyway. Two hidden cells side
 * by side, with every cell beside one of them but not the other a mine or off the board, and one
 * mine between them, are a 50/50 that no number can ever settle: it must be guessed in every game
 * that is won. The arrangements where a cell is the mine of such a pair are as many as their twins
 * where its partner is, and guessing the pair, whenever and from whichever cell, loses as many
 * games as there are of the first kind; so guessing the cell now loses no more games than the
 * pair would cost anyway, and its mine chance in those arrangements is counted as no risk when
 * guesses are compared. The pair's outer cells must be hidden (a number there would tell the
 * two apart) and at most one of them not yet known to be a mine.
 */
final class LongTermRisk {
    private LongTermRisk() {}

    /**
     * P(c is a mine, its neighbour in one of the four directions is safe, and every outer cell of
     * that pair is a mine): the chance that c's mine is the mine of an unsettleable 50/50. The
     * pairs are summed (a bound when two can form at once) and capped at c's mine chance.
     */
    static double influence(PlayerBoard v, Probabilities p, int c, ComponentCache cache) {
        Grid g = v.grid();
        int x = g.x(c), y = g.y(c);
        double total = 0;
        int[][] partners = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int[] d : partners) {
            int px = x + d[0], py = y + d[1];
            if (px < 0 || py < 0 || px >= v.width() || py >= v.height()) continue;
            int partner = g.index(px, py);
            if (!open(v, p, partner)) continue;
            List<Integer> missing = outerMissing(v, p, g, x, y, px, py);
            if (missing == null || missing.size() > 1) continue;
            total += chance(v, p, cache, c, partner, missing);
        }
        return Math.min(total, p.at(c));
    }

    /**
     * The hidden outer cells of the pair (x,y)-(px,py) not yet known to be mines: the three cells
     * beyond each end, or null when one of them is revealed.
     */
    private static List<Integer> outerMissing(PlayerBoard v, Probabilities p, Grid g, int x, int y, int px, int py) {
        List<Integer> out = new ArrayList<>();
        boolean horizontal = y == py;
        int lo = horizontal ? Math.min(x, px) : Math.min(y, py);
        for (int end : new int[]{lo - 1, lo + 2}) {
            for (int k = -1; k <= 1; k++) {
                int ox = horizontal ? end : x + k, oy = horizontal ? y + k : end;
                if (ox < 0 || oy < 0 || ox >= v.width() || oy >= v.height()) continue;
                int o = g.index(ox, oy);
                if (v.isRevealed(o)) return null;
                if (v.isFlag(o) || p.isMine(o)) continue;
                out.add(o);
            }
        }
        return out;
    }

    /** P(c and the missing cells are mines and the partner is safe), by counting with them flagged. */
    private static double chance(PlayerBoard v, Probabilities p, ComponentCache cache, int c, int partner, List<Integer> missing) {
        byte[] codes = v.codes();
        for (int m : missing) codes[m] = PlayerBoard.FLAG;
        codes[c] = PlayerBoard.FLAG;
        double withC = weight(v, codes, cache, p);
        if (withC == 0) return 0;
        codes[partner] = PlayerBoard.FLAG;
        return Math.max(0, withC - weight(v, codes, cache, p));
    }

    private static double weight(PlayerBoard v, byte[] codes, ComponentCache cache, Probabilities p) {
        try {
            Probabilities q = ProbabilityEngine.compute(new PlayerBoard(v.width(), v.height(), v.mines(), codes.clone()), cache);
            return q.exact() ? Math.exp(q.logWeight() - p.logWeight()) : 0;
        } catch (InconsistentBoardException e) {
            return 0;
        }
    }

    private static boolean open(PlayerBoard v, Probabilities p, int cell) {
        return v.isUnknown(cell) && !p.isMine(cell);
    }
}
