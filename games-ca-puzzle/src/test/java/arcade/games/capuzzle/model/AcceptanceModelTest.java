package arcade.games.capuzzle.model;

import arcade.games.capuzzle.automaton.Automaton;
import arcade.games.capuzzle.automaton.AutomatonFormat;
import arcade.games.capuzzle.automaton.AutomatonFormatException;
import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.Evolution;
import arcade.games.capuzzle.automaton.Kind;
import arcade.games.capuzzle.automaton.Rule;
import arcade.games.capuzzle.automaton.RuleMatcher;
import arcade.api.model.GameId;
import arcade.games.capuzzle.model.CaDefinition;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The thesis's acceptance tests (THESIS.md 13) that concern the automaton and the board (1, 2, 3, 5, 6, 8, 9). */
class AcceptanceModelTest {

    @Test void test1_ruleLookupFollowsWolframAndRule83ListsItsBitsInOrder111To000() {
        for (int n : new int[]{30, 83, 90, 110, 184}) {
            Automaton a = Automaton.wolfram(n, "");
            for (int l = 0; l < 2; l++) for (int c = 0; c < 2; c++) for (int r = 0; r < 2; r++)
                assertThat(a.apply(l, c, r)).isEqualTo((n >> (4 * l + 2 * c + r)) & 1);
        }
        List<Rule> rules = Automaton.wolfram(83, "").rules();
        assertThat(rules.stream().map(r -> "" + r.l() + r.c() + r.r()).toList())
                .containsExactly("111", "110", "101", "100", "011", "010", "001", "000");
        assertThat(rules.stream().map(Rule::result).toList()).containsExactly(0, 1, 0, 1, 0, 0, 1, 1);
        assertThat(AutomatonFormat.format(Automaton.wolfram(83, ""))).contains("1 1 1 0\n1 1 0 1\n1 0 1 0\n1 0 0 1\n0 1 1 0\n0 1 0 0\n0 0 1 1\n0 0 0 1\n");
    }

    private static String evolve(int rule) {
        int[] row = new int[15];
        row[7] = 1;
        return Evolution.render(Evolution.of(Automaton.wolfram(rule, ""), new Board(15, 8, true, 0), row).rows(), 2);
    }

    @Test void test2_evolutionOnACyclicBoardFromASingleCell() {
        assertThat(evolve(30)).isEqualTo("""
                .......#.......
                ......###......
                .....##..#.....
                ....##.####....
                ...##..#...#...
                ..##.####.###..
                .##..#....#..#.
                ##.####..######
                """);
        assertThat(evolve(90)).isEqualTo("""
                .......#.......
                ......#.#......
                .....#...#.....
                ....#.#.#.#....
                ...#.......#...
                ..#.#.....#.#..
                .#...#...#...#.
                #.#.#.#.#.#.#.#
                """);
        assertThat(evolve(110)).isEqualTo("""
                .......#.......
                ......##.......
                .....###.......
                ....##.#.......
                ...#####.......
                ..##...#.......
                .###..##.......
                ##.#.###.......
                """);
    }

    @Test void test3_flatBoardRule30SolutionAndInitialView() {
        CaState s = CaDefinition.INSTANCE.initialState(GameId.described("rule30-8x5-flat", "01101001"));
        String[] expected = {"01101001", "11001111", "10111000", "10100100", "10111110"};
        Board b = s.board();
        assertThat(b.displayWidth()).isEqualTo(10);
        for (int t = 0; t < 5; t++) {
            StringBuilder sol = new StringBuilder(), view = new StringBuilder();
            for (int i = 0; i < 8; i++) {
                sol.append(s.puzzle().value(t, i));
                view.append(s.isRevealed(t, i) ? String.valueOf(s.shown(t, i)) : "?");
            }
            assertThat(sol.toString()).isEqualTo(expected[t]);
            assertThat(view.toString()).isEqualTo(t == 4 ? expected[4] : expected[t].charAt(0) + "??????" + expected[t].charAt(7));
            assertThat(HelpView.shownAt(s, new HelpView.Cell(t, 0))).isZero();
            assertThat(HelpView.shownAt(s, new HelpView.Cell(t, 9))).isZero();
        }
        // (x, y) of rows 0–3 as listed in the thesis
        int[][] xy = {{0, 1}, {1, 1}, {1, 0}, {1, 0}};
        for (int t = 0; t < 4; t++) assertThat(new int[]{s.shown(t, 0), s.shown(t, 7)}).containsExactly(xy[t]);
        // the first hidden cells are in display column 3 from either edge (index 2 and W+2−3)
        assertThat(s.isRevealed(0, 1)).isFalse();
        assertThat(s.isRevealed(0, 6)).isFalse();
    }

    @Test void test5_totalisticMatchingIsMultisetInclusionAndShowsConcretePermutations() {
        Automaton t = Automaton.of(Kind.TOTALISTIC, 5, (l, c, r) -> (l + 2 * c + 3 * r) % 5, "");
        Rule r013 = new Rule(0, 1, 3, t.result(0, 1, 3)), r012 = new Rule(0, 1, 2, t.result(0, 1, 2)), r123 = new Rule(1, 2, 3, t.result(1, 2, 3));
        assertThat(RuleMatcher.possibilities(t, r013, new Rule(-1, 3, -1, -1))).isNotEmpty();
        assertThat(RuleMatcher.possibilities(t, r012, new Rule(-1, 3, -1, -1))).isEmpty();
        assertThat(RuleMatcher.possibilities(t, r123, new Rule(-1, 2, 2, -1))).isEmpty();
        Rule r234 = new Rule(2, 3, 4, t.result(2, 3, 4));
        assertThat(RuleMatcher.possibilities(t, r234, new Rule(-1, 2, -1, -1)))
                .containsExactlyInAnyOrder(new Rule(3, 2, 4, r234.result()), new Rule(4, 2, 3, r234.result()));
        assertThat(t.apply(2, 0, 1)).isEqualTo(t.apply(0, 1, 2)).isEqualTo(t.result(0, 1, 2));
        for (int[] p : Automaton.permutations(3, 1, 4)) assertThat(t.apply(p[0], p[1], p[2])).isEqualTo(t.apply(1, 3, 4));
    }

    @Test void test6_viewGeometry() {
        Board flat = new Board(8, 6, false, 0);
        HelpView.Cell[] left = HelpView.LEFT.cells(flat, 2, 3);
        assertThat(left).containsExactly(new HelpView.Cell(2, 3), new HelpView.Cell(2, 4), new HelpView.Cell(2, 5), new HelpView.Cell(3, 4));
        assertThat(HelpView.RESULT.cells(flat, 2, 3))
                .containsExactly(new HelpView.Cell(1, 2), new HelpView.Cell(1, 3), new HelpView.Cell(1, 4), new HelpView.Cell(2, 3));
        Board cyclic = new Board(8, 6, true, 0);
        HelpView.Cell[] wrap = HelpView.LEFT.cells(cyclic, 2, 7);
        assertThat(wrap).extracting(HelpView.Cell::col).containsExactly(7, 0, 1, 0);
        assertThat(wrap[3].row()).isEqualTo(3);
        // off the board: RESULT on row 0, LEFT on the last row, a triple centred on a border column
        assertThat(HelpView.RESULT.cells(flat, 0, 3)).isNull();
        assertThat(HelpView.LEFT.cells(flat, 5, 3)).isNull();
        assertThat(HelpView.MIDDLE.cells(flat, 2, 0)).isNull();
        assertThat(HelpView.LEFT.cells(flat, 2, 8)).isNull();
    }

    @Test void test8_pictureFallbackGivesZeroAndIsListed() throws AutomatonFormatException {
        String file = """
                2
                #FFFFFF
                #000000
                picture
                5 3 flat 0
                1
                0 1 1 1 0
                3
                0 0 1 1
                0 1 1 1
                1 1 0 1
                no 1 1 1 rule
                """;
        Automaton a = AutomatonFormat.parse("p.pcell", file);
        assertThat(a.isDefined(1, 1, 1)).isFalse();
        Evolution e = Evolution.of(a, new Board(5, 3, false, 0), new int[]{0, 1, 1, 1, 0});
        assertThat(e.rows()[1][2]).isZero();
        assertThat(e.fallbackRules()).contains(new Rule(1, 1, 1, 0));
        assertThat(e.fallbackRules().get(e.fallbackRules().indexOf(new Rule(1, 1, 1, 0))).toString()).isEqualTo("1 1 1 → 0");
    }

    @Test void test9_ruleCountsForTwoToTenStates() {
        int[] common = {8, 27, 64, 125, 216, 343, 512, 729, 1000};
        int[] totalistic = {4, 10, 20, 35, 56, 84, 120, 165, 220};
        for (int n = 2; n <= 10; n++) {
            assertThat(Automaton.template(Kind.COMMON, n).rules()).hasSize(common[n - 2]);
            assertThat(Automaton.template(Kind.TOTALISTIC, n).rules()).hasSize(totalistic[n - 2]);
            assertThat(Automaton.ruleCount(Kind.TOTALISTIC, n)).isEqualTo(totalistic[n - 2]);
        }
    }
}
