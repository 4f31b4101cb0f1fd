package arcade.games.shannon.model.definition;

import arcade.games.shannon.model.Side;
import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;

/** A game between two people at one computer is recorded as the side that won, named in words. */
class HotSeatRecordTest {
    @Test
    void theDefinitionFollowsTheTablesWayOfPlayingAndNamesTheSides() {
        AtomicBoolean people = new AtomicBoolean(false);
        ShannonDefinition d = ShannonDefinition.playedAs(() -> Side.CUT, people::get);
        assertThat(d.hotSeat()).isFalse();
        people.set(true);
        assertThat(d.hotSeat()).isTrue();
        assertThat(d.sideName(Side.SHORT.player())).isEqualTo("Short");
        assertThat(d.sideName(Side.CUT.player())).isEqualTo("Cut");
        assertThat(ShannonDefinition.INSTANCE.hotSeat()).isFalse();
    }
}
