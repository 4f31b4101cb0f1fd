package arcade.games.capuzzle.generator;

import arcade.games.capuzzle.automaton.Automaton;
import arcade.games.capuzzle.automaton.AutomatonFormat;
import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.Evolution;
import arcade.games.capuzzle.automaton.Rule;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Acceptance test 11 and the generator's options. */
class GeneratorTest {
    private static final String SIERPINSKI = """
            .......#.......
            ......#.#......
            .....#...#.....
            ....#.#.#.#....
            ...#.......#...
            ..#.#.....#.#..
            .#...#...#...#.
            #.#.#.#.#.#.#.#
            """;

    @Test void test11_rule90sTriangleGivesExactlyItsFiveRules() {
        GeneratorResult r = CellSearch.run(PictureMask.parse(SIERPINSKI), new GeneratorOptions(2, true, false, 5000, 1), () -> false, n -> {});
        assertThat(r.status()).isEqualTo(GeneratorResult.Status.FOUND);
        Automaton a = r.automaton().orElseThrow();
        assertThat(a.rules()).containsExactlyInAnyOrder(new Rule(0, 0, 0, 0), new Rule(0, 0, 1, 1), new Rule(0, 1, 0, 0),
                new Rule(1, 0, 0, 1), new Rule(1, 0, 1, 0));
        String file = AutomatonFormat.format(a);
        assertThat(file).contains("\n5\n").contains("15 8 cyclic 0");
        assertThat(Evolution.render(Evolution.of(a, new Board(15, 8, true, 0), a.picture().initialRows().get(0)).rows(), 2)).isEqualTo(SIERPINSKI);
    }

    @Test void test11_anImpossibleMaskFailsQuickly() {
        PictureMask mask = PictureMask.parse("""
                ..........
                ..##......
                """);
        GeneratorResult r = CellSearch.run(mask, new GeneratorOptions(2, false, false, 5000, 1), () -> false, n -> {});
        assertThat(r.status()).isEqualTo(GeneratorResult.Status.IMPOSSIBLE);
        assertThat(r.millis()).isLessThan(100);
        assertThat(r.message(2)).contains("No automaton with 2 states");
    }

    @Test void moreStatesDrawWhatTwoCannotAndThePictureComesOut() {
        PictureMask mask = PictureMask.parse("""
                .........
                ...###...
                ..#...#..
                ...###...
                """);
        assertThat(CellSearch.run(mask, new GeneratorOptions(2, false, false, 5000, 1), () -> false, n -> {}).status())
                .isEqualTo(GeneratorResult.Status.IMPOSSIBLE);
        GeneratorResult r = CellSearch.run(mask, new GeneratorOptions(4, false, false, 5000, 1), () -> false, n -> {});
        Automaton a = r.automaton().orElseThrow();
        int[][] rows = Evolution.of(a, new Board(9, 4, false, 0), a.picture().initialRows().get(0)).rows();
        for (int t = 0; t < 4; t++) for (int i = 0; i < 9; i++) assertThat(rows[t][i] == 3).isEqualTo(mask.painted(t, i));
    }

    @Test void aWideRunAboveANarrowerOneIsImpossibleForAnyNumberOfStates() {
        PictureMask disc = PictureMask.parse("""
                .........
                ..#####..
                .#######.
                ...###...
                """);
        for (int k = 2; k <= 4; k++) {
            GeneratorResult r = CellSearch.run(disc, new GeneratorOptions(k, false, false, 5000, 1), () -> false, n -> {});
            assertThat(r.status()).isEqualTo(GeneratorResult.Status.IMPOSSIBLE);
            assertThat(r.nodes()).isZero();
        }
    }

    @Test void symmetricModeGivesSymmetricRows() {
        PictureMask mask = PictureMask.parse("""
                ....#....
                ...#.#...
                ..#...#..
                .#.....#.
                """);
        GeneratorResult r = CellSearch.run(mask, new GeneratorOptions(3, false, true, 5000, 7), () -> false, n -> {});
        Automaton a = r.automaton().orElseThrow();
        for (int[] row : Evolution.of(a, new Board(9, 4, false, 0), a.picture().initialRows().get(0)).rows())
            for (int i = 0; i < 9; i++) assertThat(row[i]).isEqualTo(row[8 - i]);
    }

    @Test void aCancelledSearchStopsAndSaysSo() {
        StringBuilder big = new StringBuilder();
        for (int t = 0; t < 30; t++) {
            for (int i = 0; i < 30; i++) big.append((i * 7 + t * t) % 5 == 0 ? '#' : '.');
            big.append('\n');
        }
        long[] seen = {0};
        GeneratorResult r = CellSearch.run(PictureMask.parse(big.toString()), new GeneratorOptions(4, false, false, 60_000, 1),
                () -> seen[0] > 5000, n -> seen[0] = n);
        assertThat(r.status()).isIn(GeneratorResult.Status.CANCELLED, GeneratorResult.Status.FOUND, GeneratorResult.Status.IMPOSSIBLE);
        if (r.status() == GeneratorResult.Status.CANCELLED) assertThat(r.nodes()).isLessThan(10_000);
    }

    @Test void test11_theThesisRowByRowSearchFindsTheSameTriangle() {
        GeneratorResult r = RowSearch.run(PictureMask.parse(SIERPINSKI), new GeneratorOptions(2, true, false, 5000, 1, GeneratorOptions.Method.ROW),
                () -> false, n -> {});
        assertThat(r.status()).isEqualTo(GeneratorResult.Status.FOUND);
        Automaton a = r.automaton().orElseThrow();
        assertThat(a.rules()).hasSize(5);
        assertThat(Evolution.render(Evolution.of(a, new Board(15, 8, true, 0), a.picture().initialRows().get(0)).rows(), 2)).isEqualTo(SIERPINSKI);
    }

    @Test void bothSearchesDrawAThreeStatePictureAndAgreeOnAnImpossibleOne() {
        PictureMask ring = PictureMask.parse("""
                ...#.....
                ..#.#....
                .#...#...
                ..#.#.#..
                """);
        for (GeneratorOptions.Method method : GeneratorOptions.Method.values()) {
            GeneratorResult r = Generator.run(ring, new GeneratorOptions(3, false, false, 5000, 2, method), () -> false, n -> {});
            assertThat(r.status()).as(method.label()).isEqualTo(GeneratorResult.Status.FOUND);
            Automaton a = r.automaton().orElseThrow();
            int k = a.states();
            int[][] rows = Evolution.of(a, new Board(9, 4, false, 0), a.picture().initialRows().get(0)).rows();
            for (int t = 0; t < 4; t++) for (int i = 0; i < 9; i++) assertThat(rows[t][i] == k - 1).isEqualTo(ring.painted(t, i));
            PictureMask odd = PictureMask.parse("""
                    .#.
                    #..
                    """);
            GeneratorOptions symmetric = new GeneratorOptions(3, false, true, 5000, 2, method);
            assertThat(Generator.run(odd, symmetric, () -> false, n -> {}).status()).as(method.label()).isEqualTo(GeneratorResult.Status.IMPOSSIBLE);
        }
    }

    @Test void askingForMoreStatesGivesTheFewestThatDrawThePicture() {
        GeneratorResult r = Generator.run(PictureMask.parse(SIERPINSKI), new GeneratorOptions(4, true, false, 5000, 1), () -> false, n -> {});
        assertThat(r.automaton().orElseThrow().states()).isEqualTo(2);
        assertThat(r.message(4)).isEqualTo("Found an automaton with 2 states.");
    }

    @Test void flatBoardsAreSearchedDiagonallyWithEveryCellAfterTheThreeAboveIt() {
        int w = 7, m = 5;
        int[] order = CellSearch.cellOrder(w, m, false);
        int[] position = new int[w * m];
        java.util.Arrays.fill(position, -1);
        for (int j = 0; j < order.length; j++) position[order[j]] = j;
        assertThat(position).doesNotContain(-1);
        for (int t = 1; t < m; t++) for (int i = 0; i < w; i++)
            for (int c = Math.max(0, i - 1); c <= Math.min(w - 1, i + 1); c++)
                assertThat(position[(t - 1) * w + c]).isLessThan(position[t * w + i]);
        assertThat(order[1]).as("generation 0's second cell is followed by the cell below-left of it").isEqualTo(1);
        assertThat(order[2]).isEqualTo(w);
    }
}
