package arcade.games.shannon.view.dialogs;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The Custom dialog refuses bad input with the allowed range instead of changing it silently. */
class CustomInputTest {

    @Test void aWidthOutOfRangeIsRefusedWithTheRange() {
        CustomInput.Result r = CustomInput.number("99", 2, 12, "The width");
        assertThat(r.isOk()).isFalse();
        assertThat(r.error()).hasValue("The width must be a whole number from 2 to 12; 99 is out of range.");
    }

    @Test void textThatIsNoNumberIsRefused() {
        assertThat(CustomInput.number("abc", 2, 12, "The width").error().orElseThrow())
                .isEqualTo("The width must be a whole number from 2 to 12; \u201cabc\u201d is not a number.");
        assertThat(CustomInput.number(" ", 2, 10, "The height").error().orElseThrow()).contains("from 2 to 10");
    }

    @Test void aGoodNumberIsKeptAsTyped() {
        CustomInput.Result r = CustomInput.number(" 7 ", 2, 12, "The width");
        assertThat(r.isOk()).isTrue();
        assertThat(r.value()).isEqualTo(7);
    }

    @Test void aWordSeedShowsTheWordAndItsSeed() {
        long seed = CustomInput.seed("hello");
        assertThat(CustomInput.describeSeed("hello")).isEqualTo("The word \u201chello\u201d gives seed " + seed + ".");
        assertThat(CustomInput.seed("hello")).isEqualTo(seed).isNotNegative();
        assertThat(CustomInput.seed("42")).isEqualTo(42);
        assertThat(CustomInput.describeSeed("42")).isEqualTo("Seed 42.");
        assertThat(CustomInput.describeSeed("")).isEqualTo("A new random board.");
    }
}
