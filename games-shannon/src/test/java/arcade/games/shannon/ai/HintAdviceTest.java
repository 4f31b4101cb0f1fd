package arcade.games.shannon.ai;

import arcade.api.session.Rng;
import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.ShannonRules;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The hint's reason is what the search established, checked against minimax on small graphs. */
class HintAdviceTest {

    @Test void everyReasonIsTrue() {
        Rng rng = new Rng(8);
        int wins = 0, longest = 0;
        for (int g = 0; g < 60; g++) {
            Board b = RandomGraphs.next(rng, 6, 9);
            Minimax mm = new Minimax(b);
            ShannonState s = ShannonRules.INSTANCE.newGame(b, Side.values()[g % 2]);
            while (!s.isOver()) {
                Analysis a = Analysis.of(s);
                HintAdvice h = HintAdvice.of(s, a, e -> "L" + e);
                assertThat(s.isFree(h.edge())).isTrue();
                if (h.why().startsWith("it wins")) {
                    wins++;
                    assertThat(mm.winner(s.play(h.edge()))).isEqualTo(s.toMove());
                } else {
                    assertThat(mm.winner(s)).isNotEqualTo(s.toMove());
                    assertThat(h.why()).startsWith("no move wins against best play");
                    if (h.why().contains("holds out longest")) {
                        longest++;
                        int length = 1 + LongestDefence.length(s.play(h.edge())).getAsInt();
                        assertThat(h.why()).contains("(" + length + " move");
                        assertThat(length).isEqualTo(LongestDefence.find(s).orElseThrow().movesLeft());
                    }
                    if (h.edge() != a.perfectMove().get().edge()) assertThat(h.why()).contains("Analysis ring");
                }
                int[] free = s.freeEdges();
                s = s.play(free[rng.nextInt(free.length)]);
            }
        }
        assertThat(wins).isGreaterThan(20);
        assertThat(longest).isGreaterThan(5);
    }
}
