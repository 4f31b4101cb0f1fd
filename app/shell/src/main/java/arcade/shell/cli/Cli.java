package arcade.shell.cli;

import arcade.api.plugin.GamePlugin;
import arcade.api.tool.DefinitionTools;
import arcade.api.tool.GameTool;
import arcade.shell.notify.PlainWords;
import arcade.shell.plugins.PluginRegistry;
import arcade.shell.version.BuildInfo;

import java.io.PrintStream;
import java.util.List;
import java.util.Optional;

/**
 * The headless command line: {@code arcade list}, {@code arcade <game> <tool> [options]}, with
 * {@code --help} at every level. Never starts JavaFX.
 */
public final class Cli {
    private final PluginRegistry registry;
    private final PrintStream out;
    private final PrintStream err;

    public Cli(PluginRegistry registry, PrintStream out, PrintStream err) {
        this.registry = registry;
        this.out = out;
        this.err = err;
    }

    /** @return the exit code: 0 ok, 2 bad arguments, 1 failure */
    public int run(List<String> args) {
        if (args.isEmpty() || isHelp(args.get(0))) { usage(out); return 0; }
        String first = args.get(0);
        if (first.equals("--version")) { out.println(BuildInfo.current().text()); return 0; }
        if (first.equals("list")) {
            if (args.size() > 1 && isHelp(args.get(1))) { out.println("usage: arcade list\n\nPrints one line per game: <id> TAB <name>."); return 0; }
            if (args.size() > 1) { err.println("arcade list: unexpected argument '" + arcade.api.tool.ToolArgs.echo(args.get(1)) + "'"); return 2; }
            for (GamePlugin g : registry.games()) out.println(registry.info(g).id() + "\t" + registry.info(g).name());
            for (PluginRegistry.Unavailable u : registry.unavailable()) err.println("unavailable: " + u.provider() + " — " + u.reason());
            return 0;
        }
        Optional<GamePlugin> game = registry.find(first);
        if (game.isEmpty()) {
            err.println("arcade: unknown game or command '" + arcade.api.tool.ToolArgs.echo(first) + "'. Run 'arcade list' to see the games, 'arcade --help' for usage.");
            return 2;
        }
        GamePlugin g = game.get();
        if (args.size() == 1 || isHelp(args.get(1))) { gameUsage(g, out); return 0; }
        String toolName = args.get(1);
        Optional<GameTool> tool = tools(g).stream().filter(t -> t.name().equals(toolName)).findFirst();
        if (tool.isEmpty()) {
            String id = registry.info(g).id();
            err.println("arcade " + id + ": unknown tool '" + arcade.api.tool.ToolArgs.echo(toolName) + "'. Its tools: "
                    + String.join(", ", tools(g).stream().map(GameTool::name).toList()) + " ('arcade " + id + " --help' describes them).");
            return 2;
        }
        try {
            return tool.get().run(List.copyOf(args.subList(2, args.size())), out, err);
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError | LinkageError e) {
            // The last safety net: one line in plain words, never a stack trace.
            err.println("arcade " + registry.info(g).id() + " " + toolName + ": failed: " + PlainWords.of(e));
            return 1;
        }
    }

    /**
     * The game's own tools, then the generic ones of its definition whose names it does not use.
     * A plugin whose tool list fails offers no tools rather than crashing the command line.
     */
    private List<GameTool> tools(GamePlugin g) {
        try {
            List<GameTool> own = g.tools() == null ? List.of() : g.tools();
            List<GameTool> all = new java.util.ArrayList<>(own);
            g.definition().ifPresent(d -> new DefinitionTools(d, registry.info(g).id()).all().stream()
                    .filter(t -> own.stream().noneMatch(o -> o.name().equals(t.name()))).forEach(all::add));
            return all;
        } catch (RuntimeException | LinkageError e) {
            err.println("arcade " + registry.info(g).id() + ": its tools could not be listed: " + PlainWords.of(e));
            return List.of();
        }
    }

    private static boolean isHelp(String a) { return a.equals("--help") || a.equals("-h") || a.equals("help"); }

    private void usage(PrintStream p) {
        p.println("Automata Arcade");
        p.println();
        p.println("usage: arcade                      start the arcade (GUI)");
        p.println("       arcade list                 list the games: <id> TAB <name>");
        p.println("       arcade --version            the arcade's version and the Java and JavaFX it runs on");
        p.println("       arcade <game> --help        list a game's headless tools");
        p.println("       arcade <game> <tool> [options] [--json]");
        p.println();
        p.println("Games:");
        if (registry.games().isEmpty()) p.println("  (none found)");
        for (GamePlugin g : registry.games()) p.println("  " + pad(registry.info(g).id(), 14) + registry.info(g).description());
    }

    private void gameUsage(GamePlugin g, PrintStream p) {
        p.println("usage: arcade " + registry.info(g).id() + " <tool> [options]   (--help after a tool for its options)");
        p.println();
        p.println(registry.info(g).name() + " tools:");
        List<GameTool> tools = tools(g);
        if (tools.isEmpty()) p.println("  (none)");
        for (GameTool t : tools) p.println("  " + pad(t.name(), 12) + t.summary());
    }

    private static String pad(String s, int n) { return s.length() >= n ? s + " " : s + " ".repeat(n - s.length()); }
}
