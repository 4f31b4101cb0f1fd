package arcade.games.capuzzle.model;

import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.Rule;
import arcade.api.model.GameId;
import arcade.games.capuzzle.model.CaDefinition;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Acceptance tests 4 (scoring) and 7 (help windows prune themselves), and the guess flow. */
class ScoringAndHelpTest {
    private final CaRules rules = new CaRules();

    private CaState bigBoard() {
        return CaDefinition.INSTANCE.initialState(GameId.seeded("rule30-20x10-flat", 5));
    }

    /** Hidden cells in reading order. */
    private static List<int[]> hidden(CaState s) {
        List<int[]> out = new ArrayList<>();
        for (int t = 0; t < s.board().generations(); t++) for (int i = 0; i < s.board().width(); i++) if (!s.isRevealed(t, i)) out.add(new int[]{t, i});
        return out;
    }

    private CaState right(CaState s, int[] cell) { return rules.apply(s, CaMove.guess(cell[0], cell[1], s.puzzle().value(cell[0], cell[1]))); }

    @Test void test4_fifteenRightGuessesInARow() {
        CaState s = bigBoard();
        List<int[]> cells = hidden(s);
        List<Integer> scores = new ArrayList<>();
        for (int k = 0; k < 15; k++) { s = right(s, cells.get(k)); scores.add(s.score()); }
        assertThat(scores).containsExactly(1, 2, 3, 4, 5, 7, 9, 11, 13, 15, 18, 21, 24, 27, 30);
    }

    @Test void test4_tenRightOneWrongThreeRight() {
        CaState s = bigBoard();
        List<int[]> cells = hidden(s);
        for (int k = 0; k < 10; k++) s = right(s, cells.get(k));
        assertThat(s.score()).isEqualTo(15);
        int[] c = cells.get(10);
        int wrongValue = 1 - s.puzzle().value(c[0], c[1]);
        s = rules.apply(s, CaMove.guess(c[0], c[1], wrongValue));
        assertThat(s.score()).isEqualTo(-15);
        assertThat(s.isRevealed(c[0], c[1])).as("a wrong guess leaves the cell hidden").isFalse();
        assertThat(s.mistakes()).isEqualTo(1);
        assertThat(rules.isLegal(s, CaMove.guess(c[0], c[1], wrongValue))).as("a refuted state is not offered again").isFalse();
        List<Integer> scores = new ArrayList<>();
        for (int k = 10; k < 13; k++) { s = right(s, cells.get(k)); scores.add(s.score()); }
        assertThat(scores).containsExactly(-14, -13, -12);
        assertThat(s.moves()).isEqualTo(14);
    }

    @Test void guessingARevealedCellIsNotAMoveAndTheLastRevealWins() {
        CaState s = CaDefinition.INSTANCE.initialState(GameId.described("rule30-8x5-flat", "01101001"));
        assertThat(rules.isLegal(s, CaMove.guess(4, 3, s.puzzle().value(4, 3)))).isFalse();
        for (int[] c : hidden(s)) {
            assertThat(rules.isTerminal(s)).isFalse();
            s = right(s, c);
        }
        assertThat(rules.outcome(s)).isPresent();
        assertThat(s.score()).isEqualTo(1 * 5 + 2 * 5 + 3 * 5 + 4 * 5 + 5 * 4);
    }

    @Test void test7_aHelpWindowDropsExactlyTheRulesARevealRulesOut() {
        CaState s = CaDefinition.INSTANCE.initialState(GameId.described("rule30-8x5-flat", "01101001"));
        Board b = s.board();
        // hidden cell (2, real 3) viewed as MIDDLE: left (2,2), centre (2,3), right (2,4) hidden, result (3,3) hidden
        int d = b.displayColumn(3);
        HelpWindowModel w = new HelpWindowModel(s, HelpView.MIDDLE, HelpView.MIDDLE.cells(b, 2, d), "cell");
        assertThat(w.entries()).hasSize(8);
        Rule struck = w.entries().get(0);
        w.toggleStrike(struck);
        assertThat(w.isStruck(struck)).isTrue();
        int leftValue = s.puzzle().value(2, 2);
        s = right(s, new int[]{2, 2});
        List<Rule> expected = w.entries().stream().filter(r -> r.l() == leftValue).toList();
        assertThat(w.prune(s)).isEqualTo(4);
        assertThat(w.entries()).containsExactlyElementsOf(expected);
        assertThat(w.isStruck(struck)).isEqualTo(expected.contains(struck));
        w.setTitle("  left of the gap ");
        assertThat(w.title()).isEqualTo("left of the gap");
    }
}
