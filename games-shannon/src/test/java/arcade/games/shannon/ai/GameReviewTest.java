package arcade.games.shannon.ai;

import arcade.api.session.Rng;
import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.ShannonRules;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The post-game review against exhaustive minimax: every named mistake is real, none is missed. */
class GameReviewTest {

    @Test void everyMistakeTheReviewNamesIsConfirmedByMinimaxAndNoneIsMissed() {
        Rng rng = new Rng(2111L);
        int mistakes = 0;
        for (int g = 0; g < 120; g++) {
            Board b = RandomGraphs.next(rng, 6, 11);
            Minimax mm = new Minimax(b);
            for (Side first : Side.values()) {
                ShannonState s = ShannonRules.INSTANCE.newGame(b, first);
                List<Integer> moves = new ArrayList<>();
                List<ShannonState> positions = new ArrayList<>(List.of(s));
                while (!s.isOver()) {
                    int[] free = s.freeEdges();
                    int e = free[rng.nextInt(free.length)];
                    moves.add(e);
                    s = s.play(e);
                    positions.add(s);
                }
                GameReview review = GameReview.of(positions.get(0), moves);
                for (int i = 0; i < positions.size(); i++)
                    assertThat(review.winners().get(i)).isEqualTo(mm.winner(positions.get(i)));
                List<Integer> expected = new ArrayList<>();
                for (int i = 0; i < moves.size(); i++) {
                    Side mover = positions.get(i).toMove();
                    if (mm.winner(positions.get(i)) == mover && mm.winner(positions.get(i + 1)) != mover) expected.add(i);
                }
                assertThat(review.mistakes()).extracting(GameReview.Mistake::move).containsExactlyElementsOf(expected);
                for (GameReview.Mistake m : review.mistakes()) {
                    ShannonState before = positions.get(m.move());
                    assertThat(m.mover()).isEqualTo(before.toMove());
                    assertThat(m.played()).isEqualTo(moves.get(m.move()));
                    assertThat(mm.winner(before.play(m.better()))).as("the better move keeps the win").isEqualTo(m.mover());
                    mistakes++;
                }
            }
        }
        assertThat(mistakes).isGreaterThan(50);
    }

    @Test void theFirstMistakeOfASideIsItsEarliestLostWin() {
        // A = 0, B = 3: a direct link 0–3, a two-link route 0–1–3 and a dead end 0–2.
        Board b = Board.of("dead end", 4, new int[][]{{0, 1}, {1, 3}, {0, 3}, {0, 2}});
        ShannonState s = ShannonRules.INSTANCE.newGame(b, Side.SHORT);
        // Short heals the dead end, Cut cuts the direct link, Short heals 0–1, Cut cuts 1–3 and wins.
        GameReview r = GameReview.of(s, List.of(3, 2, 0, 1));
        assertThat(r.winners().get(0)).isEqualTo(Side.SHORT);
        assertThat(r.firstMistakeOf(Side.CUT)).isEmpty();
        assertThat(r.firstMistakeOf(Side.SHORT)).hasValueSatisfying(m -> {
            assertThat(m.move()).isZero();
            assertThat(m.played()).isEqualTo(3);
            assertThat(m.better()).isIn(0, 1, 2);
        });
    }
}
