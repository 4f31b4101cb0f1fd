package arcade.games.solitaire.model;

import arcade.api.model.GameId;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The clock waits for the first move and stops with the last card home. */
class KlondikeClockTest {
    private static final KlondikeDefinition DEF = KlondikeDefinition.INSTANCE;

    @Test void theDealItselfIsNotTimedButAnyMoveIs() {
        KlondikeState deal = DEF.initialState(GameId.seeded("draw3-unlimited", 7));
        assertThat(DEF.isTiming(deal)).isFalse();
        for (KlondikeMove m : KlondikeRules.INSTANCE.legalMoves(deal))
            assertThat(DEF.isTiming(KlondikeRules.INSTANCE.apply(deal, m))).as(m.text()).isTrue();
    }

    @Test void aWonGameIsNotTimed() {
        KlondikeState won = Positions.draw1().home(13, 13, 13, 13).build();
        assertThat(DEF.isTiming(won)).isFalse();
    }
}
