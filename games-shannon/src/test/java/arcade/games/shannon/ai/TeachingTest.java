package arcade.games.shannon.ai;

import arcade.api.session.Rng;
import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.ShannonRules;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.model.boards.GaleBoards;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Teach mode says only what minimax confirms and names the tree repair when it happens. */
class TeachingTest {

    @Test void everyExplanationIsBackedByMinimax() {
        Rng rng = new Rng(12);
        int said = 0, repairs = 0;
        for (int g = 0; g < 60; g++) {
            Board b = RandomGraphs.next(rng, 6, 10);
            Minimax mm = new Minimax(b);
            ShannonState s = ShannonRules.INSTANCE.newGame(b, Side.CUT);
            while (!s.isOver()) {
                int[] free = s.freeEdges();
                int move = free[rng.nextInt(free.length)];
                ShannonState after = s.play(move);
                if (after.isOver()) break;
                int reply = PerfectStrategy.decide(after).move();
                var text = Teaching.explain(s, move, reply, e -> "L" + e);
                Side computer = after.toMove();
                if (text.isPresent()) {
                    said++;
                    assertThat(mm.winner(after.play(reply))).isEqualTo(computer);
                    if (text.get().contains("joins the two pieces")) repairs++;
                } else {
                    assertThat(mm.winner(after.play(reply))).isNotEqualTo(computer);
                }
                s = after.play(reply);
            }
        }
        assertThat(said).isGreaterThan(30);
        assertThat(repairs).isGreaterThan(0);
    }

    @Test void onBridgItTheComputerRepairsTheTreeThatWasCut() {
        ShannonState s = ShannonRules.INSTANCE.newGame(GaleBoards.bridgIt(3));
        s = s.play(PerfectStrategy.decide(s).move()); // Short opens perfectly; Cut to move in a Short game
        int repairs = 0;
        for (int e : s.freeEdges()) {
            ShannonState after = s.play(e);
            if (after.isOver()) continue;
            var text = Teaching.explain(s, e, PerfectStrategy.decide(after).move(), x -> "L" + x);
            assertThat(text).isPresent();
            if (text.get().startsWith("You cut L" + e + " of tree")) repairs++;
        }
        assertThat(repairs).isGreaterThan(0);
    }
}
