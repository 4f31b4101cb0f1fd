package arcade.games.solitaire.solver;

import arcade.games.solitaire.model.Cards;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** What the transposition key tells apart ({@link Board#key()}). */
class BoardKeyTest {
    private static int[] cards(String... texts) {
        int[] out = new int[texts.length];
        for (int i = 0; i < texts.length; i++) out[i] = Cards.parse(texts[i]);
        return out;
    }

    private static Board board(int[][] columns, int[] faceDown) {
        return new Board(3, 0, columns, faceDown, new int[]{1, 1, 0, 0}, new int[0], cards("AH", "5D", "AS"), 0);
    }

    @Test void columnsWithNoFaceDownCardAreInterchangeable() {
        int[] down = {1, 0, 0, 1, 0, 0, 0};
        Board kingFirst = board(new int[][]{cards("2C", "9S"), cards("KD", "QS"), cards("7H"), cards("3D", "JC"), new int[0], cards("TD"), cards("8C")}, down);
        Board kingLater = board(new int[][]{cards("2C", "9S"), cards("7H"), cards("KD", "QS"), cards("3D", "JC"), new int[0], cards("TD"), cards("8C")}, down);
        assertThat(kingLater.key()).isEqualTo(kingFirst.key());
        assertThat(kingLater.hash()).isEqualTo(kingFirst.hash());
    }

    @Test void whatAColumnWithNoFaceDownCardRestsOnCounts() {
        int[] down = {1, 0, 0, 1, 0, 0, 0};
        // The Seven of hearts alone in a column, or moved onto the Eight of clubs leaving its column empty.
        Board alone = board(new int[][]{cards("2C", "9S"), cards("KD", "QS"), cards("7H"), cards("3D", "JC"), new int[0], cards("TD"), cards("8C")}, down);
        Board moved = board(new int[][]{cards("2C", "9S"), cards("KD", "QS"), new int[0], cards("3D", "JC"), new int[0], cards("TD"), cards("8C", "7H")}, down);
        assertThat(moved.key()).isNotEqualTo(alone.key());
    }

    /**
     * With a pass limit the passes spent are weighed beside the key ({@link Board#passesSpent}):
     * in draw 1 the recycles and the waste position, in draw 3 the recycles alone (turning goes by
     * three, so a waste position further on is not always within reach of one before it).
     */
    @Test void withAPassLimitThePassesSpentAreLeftOutOfTheKey() {
        int[][] columns = {cards("KD"), cards("QS"), cards("7H"), cards("JC"), new int[0], cards("TD"), cards("8C")};
        int[] down = new int[7];
        int[] homes = {1, 1, 0, 0};
        Board fresh = new Board(1, 3, columns, down, homes, new int[0], cards("AH", "5D", "AS", "2S"), 0);
        Board turned = new Board(1, 3, columns, down, homes, cards("AH", "5D"), cards("AS", "2S"), 0);
        Board recycled = new Board(1, 3, columns, down, homes, cards("AH"), cards("5D", "AS", "2S"), 1);
        assertThat(turned.key()).isEqualTo(fresh.key());
        assertThat(recycled.key()).isEqualTo(fresh.key());
        assertThat(fresh.passesSpent()).isLessThan(turned.passesSpent());
        assertThat(turned.passesSpent()).isLessThan(recycled.passesSpent()); // a recycle outweighs any waste

        Board drawThree = new Board(3, 3, columns, down, homes, new int[0], cards("AH", "5D", "AS", "2S"), 0);
        Board drawThreeTurned = new Board(3, 3, columns, down, homes, cards("AH"), cards("5D", "AS", "2S"), 0);
        Board drawThreeRecycled = new Board(3, 3, columns, down, homes, new int[0], cards("AH", "5D", "AS", "2S"), 1);
        assertThat(drawThreeTurned.key()).isNotEqualTo(drawThree.key());
        assertThat(drawThreeRecycled.key()).isEqualTo(drawThree.key());
        assertThat(drawThreeRecycled.passesSpent()).isGreaterThan(drawThree.passesSpent());

        Board unlimited = new Board(1, 0, columns, down, homes, cards("AH"), cards("5D", "AS", "2S"), 2);
        assertThat(unlimited.passesSpent()).isZero();
    }
}
