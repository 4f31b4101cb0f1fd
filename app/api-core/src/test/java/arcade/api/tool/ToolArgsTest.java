package arcade.api.tool;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ToolArgsTest {
    enum Mode { FAST, EXACT }

    private static ToolArgs parse(String... args) throws ToolArgsException {
        return ToolArgs.parse(List.of(args), Set.of("games", "size", "mode", "seed"), Set.of("verbose"));
    }

    @Test
    void parsesValuesFlagsAndPositionals() throws ToolArgsException {
        ToolArgs a = parse("--games", "100", "--size=7x5", "--verbose", "file.txt", "--json", "-h");
        assertThat(a.intValue("games", 1, 1, 1000)).isEqualTo(100);
        assertThat(a.size("size", "3x3", 2, 30)).containsExactly(7, 5);
        assertThat(a.flag("verbose")).isTrue();
        assertThat(a.json()).isTrue();
        assertThat(a.help()).isTrue();
        assertThat(a.positional()).containsExactly("file.txt");
        assertThat(a.longValue("seed", 42)).isEqualTo(42);
        assertThat(a.string("mode", "fast")).isEqualTo("fast");
        assertThat(a.value("mode")).isEmpty();
        assertThat(a.choice("mode", Mode.class, Mode.EXACT)).isEqualTo(Mode.EXACT);
        assertThat(parse("--mode", "Fast").choice("mode", Mode.class, Mode.EXACT)).isEqualTo(Mode.FAST);
        assertThat(parse("--help").help()).isTrue();
    }

    @Test
    void badArgumentsGiveOneClearMessage() {
        assertThatThrownBy(() -> parse("--nope")).isInstanceOf(ToolArgsException.class).hasMessage("unknown option --nope");
        assertThatThrownBy(() -> parse("--games")).isInstanceOf(ToolArgsException.class).hasMessage("option --games needs a value");
        assertThatThrownBy(() -> parse("--verbose=yes")).isInstanceOf(ToolArgsException.class).hasMessage("option --verbose takes no value");
        assertThatThrownBy(() -> parse("--games", "ten").intValue("games", 1, 1, 10)).hasMessage("--games must be a whole number, got 'ten'");
        assertThatThrownBy(() -> parse("--games", "11").intValue("games", 1, 1, 10)).hasMessage("--games must be between 1 and 10, got 11");
        assertThatThrownBy(() -> parse("--size", "7by5").size("size", "3x3", 2, 30)).hasMessageContaining("must look like WxH");
        assertThatThrownBy(() -> parse("--size", "1x5").size("size", "3x3", 2, 30)).hasMessageContaining("between 2 and 30");
        assertThatThrownBy(() -> parse("--mode", "slow").choice("mode", Mode.class, Mode.FAST)).hasMessage("--mode must be one of fast|exact, got 'slow'");
        assertThatThrownBy(() -> parse().require("seed")).hasMessage("missing option --seed");
    }
}
