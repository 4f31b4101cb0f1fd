package arcade.games.solitaire.solver;

import arcade.api.model.GameId;
import arcade.api.session.Rng;
import arcade.games.solitaire.model.KlondikeDefinition;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeRules;
import arcade.games.solitaire.model.KlondikeState;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A game move played on a search board gives the board of the position the rules reach. */
class BoardPlayTest {

    @Test void everyLegalMoveOnTheBoardMatchesTheRules() {
        Rng rng = new Rng(7);
        int checked = 0;
        for (String params : new String[]{"draw3-unlimited", "draw1-3passes"}) {
            KlondikeState s = KlondikeDefinition.INSTANCE.initialState(GameId.seeded(params, 5));
            for (int step = 0; step < 150; step++) {
                List<KlondikeMove> legal = KlondikeRules.INSTANCE.legalMoves(s);
                if (legal.isEmpty()) break;
                for (KlondikeMove m : legal) {
                    Board b = Boards.of(s);
                    assertThat(b.play(m)).as(m + " in " + s).isTrue();
                    assertThat(b.hash()).as(m + " in " + s).isEqualTo(Boards.of(KlondikeRules.INSTANCE.apply(s, m)).hash());
                    checked++;
                }
                s = KlondikeRules.INSTANCE.apply(s, legal.get(rng.nextInt(legal.size())));
            }
        }
        assertThat(checked).isGreaterThan(300);
    }

    @Test void anIllegalMoveIsRefusedAndChangesNothing() {
        KlondikeState s = KlondikeDefinition.INSTANCE.initialState(GameId.seeded("draw3-unlimited", 5));
        Board b = Boards.of(s);
        long before = b.hash();
        assertThat(b.play(KlondikeMove.RECYCLE)).isFalse(); // the stock is not empty yet
        assertThat(b.play(KlondikeMove.WASTE_HOME)).isFalse(); // the waste is empty
        assertThat(b.hash()).isEqualTo(before);
    }
}
