package arcade.games.capuzzle.generator;

import arcade.api.session.Rng;
import arcade.games.capuzzle.automaton.Automaton;
import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.Evolution;
import arcade.games.capuzzle.automaton.Rule;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static arcade.games.capuzzle.tools.Pictures.planted;
import static org.assertj.core.api.Assertions.assertThat;

/** The generator's search with learning: what it finds draws the picture with only the rules it uses. */
class SatSearchTest {
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

    private static GeneratorOptions sat(int k, boolean cyclic, boolean symmetric, long seed) {
        return new GeneratorOptions(k, cyclic, symmetric, 20_000, seed, GeneratorOptions.Method.SAT);
    }

    @Test void test11_rule90sTriangleGivesExactlyItsFiveRules() {
        GeneratorResult r = SatSearch.run(PictureMask.parse(SIERPINSKI), sat(2, true, false, 1), () -> false, n -> {});
        assertThat(r.status()).isEqualTo(GeneratorResult.Status.FOUND);
        assertThat(r.automaton().orElseThrow().rules()).containsExactlyInAnyOrder(new Rule(0, 0, 0, 0), new Rule(0, 0, 1, 1),
                new Rule(0, 1, 0, 0), new Rule(1, 0, 0, 1), new Rule(1, 0, 1, 0));
    }

    @Test void aPictureOfARandomFourStateAutomatonIsDrawnWithTheRulesItUses() {
        int n = 32;
        // two of the benchmark's pictures that the solver settles in a few hundred conflicts (it is deterministic)
        for (long seed : new long[]{4, 10}) {
            PictureMask mask = planted(n, 4, seed);
            GeneratorResult r = SatSearch.run(mask, sat(4, false, false, seed), () -> false, x -> {});
            assertThat(r.status()).as("picture " + seed).isEqualTo(GeneratorResult.Status.FOUND);
            Automaton a = r.automaton().orElseThrow();
            int[][] rows = Evolution.of(a, new Board(n, n, false, 0), a.picture().initialRows().get(0)).rows();
            Set<Integer> used = new HashSet<>();
            for (int t = 0; t < n; t++) for (int i = 0; i < n; i++) {
                assertThat(rows[t][i] == 3).isEqualTo(mask.painted(t, i));
                if (t < n - 1) used.add(((i > 0 ? rows[t][i - 1] : 0) * 4 + rows[t][i]) * 4 + (i < n - 1 ? rows[t][i + 1] : 0));
            }
            assertThat(a.rules()).as("only the triples the picture meets have rules").hasSize(used.size());
        }
    }

    @Test void symmetricRowsAndAContradictoryPicture() {
        PictureMask mask = PictureMask.parse("""
                ....#....
                ...#.#...
                ..#...#..
                .#.....#.
                """);
        Automaton a = SatSearch.run(mask, sat(4, false, true, 3), () -> false, n -> {}).automaton().orElseThrow();
        for (int[] row : Evolution.of(a, new Board(9, 4, false, 0), a.picture().initialRows().get(0)).rows())
            for (int i = 0; i < 9; i++) assertThat(row[i]).isEqualTo(row[8 - i]);
        PictureMask disc = PictureMask.parse("""
                .........
                ..#####..
                .#######.
                ...###...
                """);
        assertThat(SatSearch.run(disc, sat(4, false, false, 1), () -> false, n -> {}).status()).isEqualTo(GeneratorResult.Status.IMPOSSIBLE);
    }

    @Test void aCancelledSearchSaysSo() {
        PictureMask mask = planted(32, 4, 3);
        GeneratorResult r = SatSearch.run(mask, sat(4, false, false, 1), () -> true, n -> {});
        assertThat(r.status()).isIn(GeneratorResult.Status.CANCELLED, GeneratorResult.Status.FOUND);
        if (r.status() == GeneratorResult.Status.CANCELLED) assertThat(r.message(4)).isEqualTo("The search was cancelled.");
    }

    @Test void theDimacsTextHoldsTheSameProblem() {
        // small random pictures, flat and cyclic, 3 and 4 states: the written clauses, read back
        // into a fresh solver, are satisfiable exactly when the search finds an automaton
        Rng rng = new Rng(9);
        int found = 0, impossible = 0;
        for (int n = 0; n < 40; n++) {
            boolean[][] p = new boolean[4][6];
            for (boolean[] row : p) for (int i = 0; i < row.length; i++) row[i] = rng.nextInt(3) == 0;
            PictureMask mask = new PictureMask(p);
            GeneratorOptions opt = sat(3 + n % 2, n % 4 >= 2, false, n);
            GeneratorResult direct = SatSearch.run(mask, opt, () -> false, x -> {});
            SatSolver.Result fromText = solveDimacs(SatSearch.dimacs(mask, opt));
            assertThat(fromText == SatSolver.Result.SAT).as("picture " + n + "\n" + mask).isEqualTo(direct.status() == GeneratorResult.Status.FOUND);
            if (fromText == SatSolver.Result.SAT) found++; else impossible++;
        }
        assertThat(found).as("both answers occur").isPositive();
        assertThat(impossible).isPositive();
    }

    @Test void theDimacsHeaderCountsItsClauses() {
        String text = SatSearch.dimacs(PictureMask.parse(SIERPINSKI), sat(2, true, false, 1));
        String[] header = text.lines().filter(l -> l.startsWith("p cnf")).findFirst().orElseThrow().split(" ");
        assertThat(text.lines().filter(l -> !l.startsWith("c") && !l.startsWith("p")).count()).isEqualTo(Long.parseLong(header[3]));
        assertThat(solveDimacs(text)).isEqualTo(SatSolver.Result.SAT);
    }

    private static SatSolver.Result solveDimacs(String text) {
        SatSolver solver = null;
        for (String line : text.split("\n")) {
            if (line.startsWith("c")) continue;
            String[] parts = line.trim().split(" ");
            if (line.startsWith("p cnf")) { solver = new SatSolver(Integer.parseInt(parts[2])); continue; }
            int[] clause = new int[parts.length - 1];
            for (int i = 0; i < clause.length; i++) clause[i] = Integer.parseInt(parts[i]);
            solver.addClause(clause);
        }
        return solver.solve(() -> false);
    }
}
