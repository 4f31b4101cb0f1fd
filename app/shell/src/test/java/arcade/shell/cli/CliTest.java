package arcade.shell.cli;

import arcade.shell.plugins.PluginRegistry;
import arcade.shell.testgames.CounterPlugin;
import arcade.api.model.GameDefinition;
import arcade.api.model.GameId;
import arcade.api.model.GameRules;
import arcade.api.model.Params;
import arcade.api.model.ParamsException;
import arcade.api.model.Preset;
import arcade.api.plugin.GamePlugin;
import arcade.shell.testgames.CounterPlugin;
import arcade.shell.testgames.CountRules;
import java.util.Optional;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class CliTest {
    final ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
    final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();

    int run(String... args) {
        PluginRegistry r = PluginRegistry.discover(); // counter, plus a broken and a duplicate provider
        PrintStream out = new PrintStream(outBytes, true, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8);
        return new Cli(r, out, err).run(List.of(args));
    }

    String out() { return outBytes.toString(StandardCharsets.UTF_8); }
    String err() { return errBytes.toString(StandardCharsets.UTF_8); }

    /** The count-to-target test game given a definition: params are the target. */
    static final GameDefinition<CountRules.State, Integer> COUNT_DEFINITION = new GameDefinition<>() {
        @Override public GameRules<CountRules.State, Integer> rules() { return new CountRules(); }
        @Override public Params<?> params() {
            return new Params<Integer>() {
                @Override public Integer parse(String text) {
                    try { return Integer.parseInt(text); } catch (NumberFormatException e) { throw new ParamsException("the target must be a number, not '" + text + "'"); }
                }
                @Override public String format(Integer t) { return Integer.toString(t); }
            };
        }
        @Override public CountRules.State initialState(GameId id) { return new CountRules.State(0, (Integer) params().parse(id.params())); }
        @Override public List<Preset> presets() { return List.of(new Preset("ten", "Count to ten", "10")); }
    };

    @Test void aGameWithADefinitionGetsTheGenericToolsAndKeepsItsOwn() {
        GamePlugin withDefinition = new CounterPlugin() {
            @Override public Optional<GameDefinition<?, ?>> definition() { return Optional.of(COUNT_DEFINITION); }
        };
        PrintStream out = new PrintStream(outBytes, true, StandardCharsets.UTF_8), err = new PrintStream(errBytes, true, StandardCharsets.UTF_8);
        Cli cli = new Cli(PluginRegistry.of(List.of(withDefinition)), out, err);
        assertThat(cli.run(List.of("counter", "--help"))).isZero();
        assertThat(out()).contains("presets").contains("validate").contains("replay").contains("play").contains("count");
        outBytes.reset();
        assertThat(cli.run(List.of("counter", "validate", "--id", "10#1"))).isZero();
        assertThat(out()).startsWith("10#1: Count to ten");
        assertThat(cli.run(List.of("counter", "validate", "--id", "x#1"))).isEqualTo(2);
        assertThat(err()).contains("the target must be a number");
    }

    @Test void listPrintsIdTabNameAndMentionsUnavailablePluginsOnStderr() {
        assertThat(run("list")).isZero();
        assertThat(out()).isEqualTo("counter\tCounter\n");
        assertThat(err()).contains("unavailable").contains("broken on purpose").contains("duplicate game id");
    }

    @Test void versionNamesTheArcadeAndItsRuntimeAndNoGames() {
        assertThat(run("--version")).isZero();
        assertThat(out()).startsWith("Automata Arcade ").contains("\nJava " + Runtime.version() + ", JavaFX ").doesNotContain("counter");
        assertThat(err()).isEmpty();
    }

    @Test void helpAtTopLevel() {
        assertThat(run("--help")).isZero();
        assertThat(out()).contains("usage: arcade").contains("counter");
        assertThat(run()).isZero();
    }

    @Test void helpOfListAndOfAGame() {
        assertThat(run("list", "--help")).isZero();
        assertThat(out()).contains("usage: arcade list");
        outBytes.reset();
        assertThat(run("counter", "--help")).isZero();
        assertThat(out()).contains("usage: arcade counter").contains("count").contains("prints the moves");
    }

    @Test void aToolRunsWithItsArgumentsAndItsOwnHelp() {
        assertThat(run("counter", "count", "10")).isZero();
        assertThat(out()).isEqualTo("+3 x 3, +1\n");
        outBytes.reset();
        assertThat(run("counter", "count", "--help")).isZero();
        assertThat(out()).contains("usage: arcade counter count");
    }

    @Test void badArgumentsGiveOneClearLineAndExitCode2() {
        assertThat(run("chess")).isEqualTo(2);
        assertThat(err()).contains("unknown game or command 'chess'").contains("arcade list");
        errBytes.reset();
        assertThat(run("counter", "fly")).isEqualTo(2);
        assertThat(err()).startsWith("arcade counter: unknown tool 'fly'. Its tools: count");
        assertThat(err().strip().lines()).as("one short line, not the whole usage").hasSize(1);
        errBytes.reset();
        assertThat(run("list", "extra")).isEqualTo(2);
        assertThat(err()).contains("unexpected argument 'extra'");
        errBytes.reset();
        assertThat(run("counter", "count", "zero")).isEqualTo(2);
        assertThat(err()).contains("give one target");
    }

    @Test void aToolThatCrashesGivesExitCode1() {
        PluginRegistry r = PluginRegistry.of(List.of(new CounterPlugin() {
            @Override public List<arcade.api.tool.GameTool> tools() {
                return List.of(new arcade.api.tool.GameTool() {
                    public String name() { return "boom"; }
                    public String summary() { return "fails"; }
                    public int run(List<String> a, PrintStream o, PrintStream e) { throw new IllegalStateException("kaput"); }
                });
            }
        }));
        int rc = new Cli(r, new PrintStream(outBytes), new PrintStream(errBytes, true, StandardCharsets.UTF_8)).run(List.of("counter", "boom"));
        assertThat(rc).isEqualTo(1);
        assertThat(err()).contains("failed").contains("kaput");
    }
}
