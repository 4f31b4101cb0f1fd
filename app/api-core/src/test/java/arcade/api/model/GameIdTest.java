package arcade.api.model;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class GameIdTest {

    @Test
    void seededIdsRoundTrip() {
        GameId id = GameId.parse("20x20-torus#12345");
        assertThat(id.params()).isEqualTo("20x20-torus");
        assertThat(id.seedValue()).contains(12345L);
        assertThat(id.description()).isEmpty();
        assertThat(id.toString()).isEqualTo("20x20-torus#12345");
        assertThat(GameId.parse(GameId.seeded("p", -7).toString())).isEqualTo(GameId.seeded("p", -7));
        assertThat(GameId.parse("p#" + Long.MIN_VALUE).seedValue()).contains(Long.MIN_VALUE);
    }

    @Test
    void describedIdsRoundTripEvenWithSeparatorsInTheDescription() {
        GameId id = GameId.parse("9x9:1a2b#c:d");
        assertThat(id.params()).isEqualTo("9x9");
        assertThat(id.description()).contains("1a2b#c:d");
        assertThat(GameId.parse(id.toString())).isEqualTo(id);
        assertThat(GameId.parse(":x")).isEqualTo(GameId.described("", "x"));
    }

    @Test
    void badIdsAreRejectedWithAClearMessage() {
        assertThatThrownBy(() -> GameId.parse("nothing")).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("params#seed or params:desc");
        assertThatThrownBy(() -> GameId.parse("p#abc")).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a number");
        assertThatThrownBy(() -> GameId.parse("p#")).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a number");
        assertThatThrownBy(() -> GameId.parse(null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> GameId.seeded("a#b", 1)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("must not contain");
        assertThatThrownBy(() -> GameId.described("a:b", "x")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new GameId("p", 1L, "d")).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("exactly one");
        assertThatThrownBy(() -> new GameId("p", null, null)).isInstanceOf(IllegalArgumentException.class);
    }
}
