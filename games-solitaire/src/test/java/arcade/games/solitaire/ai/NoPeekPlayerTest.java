package arcade.games.solitaire.ai;

import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeRules;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.KlondikeView;
import arcade.games.solitaire.model.Positions;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class NoPeekPlayerTest {

    @Test void itWinsAnEasyEndgameStepByStep() {
        KlondikeState s = Positions.draw1().column(0, "KH QS").column(1, "KS QH JC").column(2, "KC")
                .home(10, 13, 11, 11).stock("QC").build();
        NoPeekPlayer player = new NoPeekPlayer(4, 1);
        for (int step = 0; step < 20 && !s.isWon(); step++) {
            List<KlondikeMove> line = player.next(KlondikeView.of(s));
            assertThat(line).as("a step in " + s).isNotEmpty();
            for (KlondikeMove m : line) s = KlondikeRules.INSTANCE.apply(s, m);
        }
        assertThat(s.isWon()).isTrue();
    }

    @Test void twoDealsThatDifferOnlyUnderTheCardsGetTheSameAdvice() {
        String stock = "2D 3C 4D 4C 5D 5C 6D 6C 7D 7C 8D 8C 9D 9C TD TC JD JC QD QC KD";
        KlondikeState a = Positions.draw1().column(0, "*2C *3D KC").column(2, "AC").home(0, 1, 13, 13).stock(stock).build();
        KlondikeState b = Positions.draw1().column(0, "*3D *2C KC").column(2, "AC").home(0, 1, 13, 13).stock(stock).build();
        assertThat(KlondikeView.of(a)).isEqualTo(KlondikeView.of(b));
        Hint ha = Hint.advise(KlondikeView.of(a), new NoPeekPlayer(4, 9));
        Hint hb = Hint.advise(KlondikeView.of(b), new NoPeekPlayer(4, 9));
        assertThat(ha).isEqualTo(hb);
        assertThat(ha.step()).isNotEmpty();
        assertThat(ha.step().get(0).text()).isEqualTo("t3>f");
    }
}
