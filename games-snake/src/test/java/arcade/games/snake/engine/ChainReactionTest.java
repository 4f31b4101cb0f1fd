package arcade.games.snake.engine;

import arcade.api.session.Rng;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The thesis's engine examples (THESIS §2) and the step order and the edges of THESIS §4 and §5. */
class ChainReactionTest {

    /** Example 1: 0 → 1 when any neighbour is 1, D0 += 1. */
    static final class Example1 implements CellRule {
        private final byte[] live, snap;
        private final int stride;

        Example1(Field f) { live = f.bytes(0); snap = f.snapshotBytes(0); stride = f.stride(); }

        @Override public void update(int self, Globals g) {
            if (snap[self] == 0 && (snap[self + 1] == 1 || snap[self - stride] == 1 || snap[self - 1] == 1 || snap[self + stride] == 1)) {
                live[self] = 1;   // arc 1
                g.add(0, 1);      // D0 += 1
            }
        }
    }

    /** Example 2: REAC = the first non-zero neighbour in the order right, up, left, down. */
    static final class Example2 implements CellRule {
        private final byte[] live, snap;
        private final int stride;

        Example2(Field f) { live = f.bytes(0); snap = f.snapshotBytes(0); stride = f.stride(); }

        private int reac(int self) {
            for (int n : new int[]{self + 1, self - stride, self - 1, self + stride}) if (snap[n] != 0) return n;
            return -1;
        }

        @Override public void update(int self, Globals g) {
            if (snap[self] != 0) return;
            int r = reac(self);
            if (r >= 0 && snap[r] == 1) { live[self] = 1; g.add(0, 1); }       // arc 1
            else if (r >= 0 && snap[r] == 2) { live[self] = 2; g.add(1, 1); }  // arc 2
        }
    }

    private static Field field(int rows, int cols, Boundary b) {
        return new Field(rows, cols, List.of(Slot.byteState("state", 0, 0)), b);
    }

    private static int count(Field f, int value) {
        int n = 0;
        for (int i = 1; i <= f.rows(); i++) for (int j = 1; j <= f.cols(); j++) if (f.get(0, i, j) == value) n++;
        return n;
    }

    @Test
    void example1GrowsADiamondOf1_5_13_25CellsAndCountsReactions() {
        Field f = field(21, 21, Boundary.RING);
        f.set(0, 11, 11, 1); // the user's action
        Globals g = new Globals(List.of("D0"));
        Automaton a = new Automaton(f, new Example1(f), g, List.of());
        int[] expected = {1, 5, 13, 25, 41};
        for (int t = 0; t < expected.length; t++) {
            assertThat(count(f, 1)).as("after step %d", t).isEqualTo(expected[t]);
            assertThat(g.get(0)).isEqualTo(expected[t] - 1L);
            for (int i = 1; i <= 21; i++)
                for (int j = 1; j <= 21; j++)
                    assertThat(f.get(0, i, j) == 1).as("cell %d,%d at step %d", i, j, t)
                            .isEqualTo(Math.abs(i - 11) + Math.abs(j - 11) <= t);
            a.step();
        }
    }

    @Test
    void example2PrefersRightOverUp() {
        Field f = field(5, 5, Boundary.RING);
        f.set(0, 3, 4, 2); // right neighbour of (3,3) is 2
        f.set(0, 2, 3, 1); // up neighbour of (3,3) is 1
        Globals g = new Globals(List.of("D0", "D1"));
        new Automaton(f, new Example2(f), g, List.of()).step();
        assertThat(f.get(0, 3, 3)).isEqualTo(2);
        assertThat(f.get(0, 2, 2)).isEqualTo(1); // its only reacted neighbour is the 1 on its right
        assertThat(g.get(1)).isPositive();
    }

    @Test
    void ringCellsKeepTheirBorderValuesFor100Steps() {
        Field f = new Field(6, 7, List.of(Slot.byteState("state", 0, 3)), Boundary.RING);
        f.set(0, 3, 3, 1);
        new Automaton(f, new Example1(f), new Globals(List.of("D0")), List.of()).step();
        Automaton a = new Automaton(f, new Example1(f), new Globals(List.of("D0")), List.of());
        for (int t = 0; t < 100; t++) a.step();
        for (int i = 0; i <= 7; i++)
            for (int j = 0; j <= 8; j++)
                if (!f.isComputed(i, j)) assertThat(f.get(0, i, j)).isEqualTo(3);
        assertThat(count(f, 1)).isEqualTo(42);
    }

    @Test
    void aSupervisorSeesThePostSweepFieldOfTheSameStep() {
        Field f = field(5, 5, Boundary.RING);
        f.set(0, 3, 3, 1);
        List<Integer> seen = new ArrayList<>();
        List<String> order = new ArrayList<>();
        Supervisor first = (field, g) -> { seen.add(count(field, 1)); order.add("A0"); g.set(1, g.get(0)); };
        Supervisor second = (field, g) -> order.add("A1 saw " + g.get(1));
        Automaton a = new Automaton(f, new Example1(f), new Globals(List.of("D0", "copy")), List.of(first, second));
        a.step();
        assertThat(seen).containsExactly(5);
        assertThat(order).containsExactly("A0", "A1 saw 4");
    }

    @Test
    void shufflingTheSweepOrderChangesNothing() {
        Rng rng = new Rng(7);
        Field f1 = field(12, 9, Boundary.TORUS);
        for (int k = 0; k < 8; k++) f1.set(0, rng.nextInt(12) + 1, rng.nextInt(9) + 1, 1 + rng.nextInt(2));
        Field f2 = f1.copy();
        Globals g1 = new Globals(List.of("D0", "D1")), g2 = new Globals(List.of("D0", "D1"));
        Automaton a1 = new Automaton(f1, new Example2(f1), g1, List.of());
        Automaton a2 = new Automaton(f2, new Example2(f2), g2, List.of());
        int[] order = new int[12 * 9];
        int k = 0;
        for (int i = 1; i <= 12; i++) for (int j = 1; j <= 9; j++) order[k++] = f2.index(i, j);
        for (int t = 0; t < 6; t++) {
            rng.shuffle(order);
            a1.step();
            a2.step(order);
            assertThat(f2.sameValues(f1)).isTrue();
            assertThat(g2).isEqualTo(g1);
        }
        assertThat(g1.get(0) + g1.get(1)).isPositive();
    }

    @Test
    void torusWrapsBothAxesAndCylindersOnlyOne() {
        for (Boundary b : Boundary.values()) {
            Field f = field(4, 5, b);
            f.set(0, 1, 5, 1); // top-right corner cell
            new Automaton(f, new Example1(f), new Globals(List.of("D0")), List.of()).step();
            assertThat(f.get(0, 1, 1) == 1).as("%s: (1,5) is the left neighbour of (1,1)", b).isEqualTo(b.wrapsColumns());
            assertThat(f.get(0, 4, 5) == 1).as("%s: (1,5) is the down neighbour of (4,5)", b).isEqualTo(b.wrapsRows());
            assertThat(f.get(0, 1, 4)).isEqualTo(1);
            assertThat(f.get(0, 2, 5)).isEqualTo(1);
        }
        Field t = field(4, 5, Boundary.TORUS);
        assertThat(t.neighbour(1, 5, 0, 1)).isEqualTo(t.index(1, 1));
        assertThat(t.neighbour(1, 1, -1, 0)).isEqualTo(t.index(4, 1));
    }

    @Test
    void copiesAreIndependentAndHashesFollowValues() {
        Field f = field(3, 3, Boundary.RING);
        Field c = f.copy();
        assertThat(c.hash()).isEqualTo(f.hash());
        c.set(0, 2, 2, 1);
        assertThat(f.get(0, 2, 2)).isZero();
        assertThat(c.hash()).isNotEqualTo(f.hash());
        assertThat(c.sameValues(f)).isFalse();
    }
}
