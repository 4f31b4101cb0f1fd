package arcade.games.minesweeper.ai;

import arcade.api.session.Rng;
import arcade.games.minesweeper.model.FirstClick;
import arcade.games.minesweeper.model.Grid;
import arcade.games.minesweeper.model.Layout;
import arcade.games.minesweeper.model.PlayerBoard;
import org.junit.jupiter.api.Test;

import java.util.BitSet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class ProbabilityEngineTest {

    /** The worked example of the thesis (THESIS.md 6): 5×5, 5 mines, after the cascade from the corner. */
    @Test void theSpecsFiveByFiveExample() {
        PlayerBoard v = Boards.view(5, "001##", "112##", "#####", "#####", "#####");
        Probabilities p = ProbabilityEngine.compute(v);
        assertThat(p.at(3, 0)).isCloseTo(0.5, within(1e-12));
        assertThat(p.at(3, 1)).isCloseTo(0.5, within(1e-12));
        assertThat(p.at(1, 2)).isCloseTo(572.0 / 728, within(1e-12));
        assertThat(p.at(0, 2)).isCloseTo(156.0 / 728, within(1e-12));
        assertThat(p.at(3, 2)).isCloseTo(156.0 / 728, within(1e-12));
        assertThat(p.at(2, 2)).isCloseTo(0, within(1e-15));
        assertThat(p.at(4, 4)).isCloseTo(156.0 / 728, within(1e-12));
        assertThat(p.exact()).isTrue();
    }

    @Test void probabilitiesEqualBruteForceEnumeration() {
        int checked = 0;
        for (long seed = 1; seed <= 60; seed++) {
            Rng rng = new Rng(seed);
            int w = 5 + rng.nextInt(2), h = 5 + rng.nextInt(2), mines = 3 + rng.nextInt(5);
            PlayerBoard v = randomView(w, h, mines, rng);
            if (v == null) continue;
            double[] brute = bruteForce(v);
            Probabilities p = ProbabilityEngine.compute(v);
            for (int c = 0; c < v.cells(); c++) {
                if (v.isUnknown(c)) assertThat(p.at(c)).as("seed %d cell %d of %s", seed, c, v).isCloseTo(brute[c], within(1e-9));
                else assertThat(p.at(c)).isNaN();
            }
            checked++;
        }
        assertThat(checked).isGreaterThan(40);
    }

    @Test void aBoardWhoseNumbersCannotBeSatisfiedIsRefusedInWords() {
        assertThatThrownBy(() -> ProbabilityEngine.compute(Boards.view(5, "4##", "###")))
                .isInstanceOf(InconsistentBoardException.class).hasMessageContaining("the 4 at column 1, row 1 cannot be satisfied");
        assertThatThrownBy(() -> ProbabilityEngine.compute(Boards.view(2, "3##", "###")))
                .isInstanceOf(InconsistentBoardException.class).hasMessageContaining("number of mines left");
    }

    /** A random layout with some safe cells opened (with cascades) and some mines flagged. */
    static PlayerBoard randomView(int w, int h, int mines, Rng rng) {
        var params = new arcade.games.minesweeper.model.MinesParams(w, h, mines, FirstClick.NONE);
        BitSet m = Layout.draw(params, -1, rng);
        Grid g = Grid.of(w, h);
        byte[] cells = new byte[w * h];
        java.util.Arrays.fill(cells, PlayerBoard.HIDDEN);
        int opens = 1 + rng.nextInt(4);
        for (int k = 0; k < opens; k++) {
            int c = rng.nextInt(w * h);
            if (m.get(c)) continue;
            java.util.ArrayDeque<Integer> q = new java.util.ArrayDeque<>(java.util.List.of(c));
            while (!q.isEmpty()) {
                int i = q.pop();
                if (cells[i] >= 0) continue;
                int n = 0;
                for (int j : g.neighbours(i)) if (m.get(j)) n++;
                cells[i] = (byte) n;
                if (n == 0) for (int j : g.neighbours(i)) if (cells[j] < 0) q.push(j);
            }
        }
        for (int i = m.nextSetBit(0); i >= 0; i = m.nextSetBit(i + 1)) if (rng.nextInt(4) == 0) cells[i] = PlayerBoard.FLAG;
        PlayerBoard v = new PlayerBoard(w, h, mines, cells);
        return v.revealed() == 0 || v.revealed() == w * h - mines ? null : v;
    }

    /** Every placement of the remaining mines among the unknown cells, counted equally. */
    static double[] bruteForce(PlayerBoard v) {
        Grid g = v.grid();
        int[] unknown = java.util.stream.IntStream.range(0, v.cells()).filter(v::isUnknown).toArray();
        int r = v.mines() - v.flags();
        double[] count = new double[v.cells()];
        long total = 0;
        int n = unknown.length;
        int[] pick = new int[r];
        for (int i = 0; i < r; i++) pick[i] = i;
        while (true) {
            boolean[] mine = new boolean[v.cells()];
            for (int c = 0; c < v.cells(); c++) if (v.isFlag(c)) mine[c] = true;
            for (int i : pick) mine[unknown[i]] = true;
            boolean ok = true;
            for (int c = 0; c < v.cells() && ok; c++) {
                if (!v.isRevealed(c)) continue;
                int k = 0;
                for (int j : g.neighbours(c)) if (mine[j]) k++;
                ok = k == v.at(c);
            }
            if (ok) {
                total++;
                for (int i : pick) count[unknown[i]]++;
            }
            int i = r - 1;
            while (i >= 0 && pick[i] == n - r + i) i--;
            if (i < 0) break;
            pick[i]++;
            for (int j = i + 1; j < r; j++) pick[j] = pick[j - 1] + 1;
        }
        for (int c = 0; c < count.length; c++) count[c] /= total;
        return count;
    }
}
