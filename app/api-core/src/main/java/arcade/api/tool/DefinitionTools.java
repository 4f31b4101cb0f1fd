package arcade.api.tool;

import arcade.api.analysis.TextSession;
import arcade.api.model.GameDefinition;
import arcade.api.model.GameId;
import arcade.api.model.Preset;
import arcade.api.session.Rng;
import arcade.api.session.SaveFormatException;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import com.google.gson.Gson;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The headless tools every game with a {@link GameDefinition} gets without game-specific code:
 * {@code presets}, {@code validate} (a game id or a saved game), {@code replay} (a saved game, to
 * its end) and {@code play} (the thesis's text session). A game's own tool of the same name wins.
 */
public final class DefinitionTools {
    private static final long MAX_FILE_BYTES = 16L << 20;

    private final GameDefinition<?, ?> definition;
    private final String gameName;
    private final Supplier<InputStream> stdin;

    public DefinitionTools(GameDefinition<?, ?> definition, String gameName, Supplier<InputStream> stdin) {
        this.definition = definition;
        this.gameName = gameName;
        this.stdin = stdin;
    }

    public DefinitionTools(GameDefinition<?, ?> definition, String gameName) { this(definition, gameName, () -> System.in); }

    public List<GameTool> all() {
        return List.of(tool("presets", "the New game choices: id, label and params", this::presets),
                tool("validate", "check a game id (--id) or a saved game (--file) and say what it names", this::validate),
                tool("replay", "replay a saved game (--file) through the rules and print where it ends", this::replay),
                tool("play", "play in the terminal, move by move (--id params#seed, or --preset ID --seed S)", this::play));
    }

    private interface Body { int run(String tool, ToolArgs a, PrintStream out, PrintStream err) throws ToolArgsException, IOException; }

    private GameTool tool(String name, String summary, Body body) {
        return new GameTool() {
            @Override public String name() { return name; }
            @Override public String summary() { return summary; }
            @Override public int run(List<String> args, PrintStream out, PrintStream err) {
                try {
                    ToolArgs a = ToolArgs.parse(args, Set.of("id", "file", "preset", "seed"), Set.of());
                    if (a.help()) {
                        out.println("usage: arcade " + gameName + " " + name + " [--id ID | --file FILE | --preset ID --seed S] [--json]");
                        out.println();
                        out.println(summary + ".");
                        return 0;
                    }
                    return body.run("arcade " + gameName + " " + name, a, out, err);
                } catch (ToolArgsException e) {
                    err.println("arcade " + gameName + " " + name + ": " + ToolArgs.line(e.getMessage()));
                    return 2;
                } catch (IOException e) {
                    err.println("arcade " + gameName + " " + name + ": " + ArgsTool.ioProblem(e));
                    return 1;
                }
            }
        };
    }

    private int presets(String tool, ToolArgs a, PrintStream out, PrintStream err) {
        if (a.json()) {
            out.println(new Gson().toJson(Map.of("presets", definition.presets())));
            return 0;
        }
        for (Preset p : definition.presets()) out.println(p.id() + "\t" + p.label() + "\t" + p.params());
        return 0;
    }

    private int validate(String tool, ToolArgs a, PrintStream out, PrintStream err) throws ToolArgsException, IOException {
        if (a.value("file").isPresent()) return replay(tool, a, out, err);
        GameId id = gameId(a);
        try {
            Object initial = definition.initialState(id);
            report(a, out, Map.of("id", id.toString(), "params", definition.describeParams(id.params()), "valid", true),
                    id + ": " + definition.describeParams(id.params()) + (a.json() ? "" : "\n" + initial));
            return 0;
        } catch (IllegalArgumentException e) {
            err.println(tool + ": " + ToolArgs.echo(id.toString()) + " names no game: " + ToolArgs.line(e.getMessage()));
            return 2;
        }
    }

    private int replay(String tool, ToolArgs a, PrintStream out, PrintStream err) throws ToolArgsException, IOException {
        String name = a.require("file");
        Path file;
        try {
            file = Path.of(name);
        } catch (java.nio.file.InvalidPathException e) {
            throw new ToolArgsException("--file " + ToolArgs.echo(name) + " is not a file name");
        }
        String shown = ToolArgs.line(name);
        SavedGame saved;
        try {
            // A regular UTF-8 file of at most MAX_FILE_BYTES: never a device, a pipe or a folder.
            saved = readSave(arcade.api.store.TextFiles.read(file, MAX_FILE_BYTES));
        } catch (arcade.api.store.TextFiles.Refused e) {
            err.println(tool + ": cannot read " + shown + ": " + e.getMessage());
            return 2;
        } catch (RuntimeException e) {
            // Not JSON, or JSON of another shape (Gson's and the records' own checks): bad input, never a crash.
            err.println(tool + ": " + shown + " is not a saved game");
            return 2;
        }
        try {
            Session<?, ?> s = Session.restore(definition, saved);
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("id", s.id().toString());
            r.put("params", definition.describeParams(s.id().params()));
            r.put("moves", s.moveCount());
            r.put("position", s.position());
            r.put("over", s.isOver());
            r.put("outcome", s.outcome().map(Object::toString).orElse(null));
            r.put("assisted", s.isAssisted());
            report(a, out, r, s.id() + " (" + definition.describeParams(s.id().params()) + "): " + s.moveCount() + " moves, "
                    + s.outcome().map(o -> "over, " + o).orElse("not over") + (a.json() ? "" : "\n" + s.state()));
            return 0;
        } catch (SaveFormatException | IllegalArgumentException e) {
            err.println(tool + ": " + shown + " cannot be replayed: " + ToolArgs.line(e.getMessage()));
            return 2;
        }
    }

    private int play(String tool, ToolArgs a, PrintStream out, PrintStream err) throws ToolArgsException {
        GameId id = gameId(a);
        return playTyped(tool, definition, id, a.longValue("seed", 1), out, err);
    }

    private <S, M> int playTyped(String tool, GameDefinition<S, M> d, GameId id, long seed, PrintStream out, PrintStream err) {
        S start;
        try {
            start = d.initialState(id);
        } catch (IllegalArgumentException e) {
            err.println(tool + ": " + ToolArgs.echo(id.toString()) + " names no game: " + ToolArgs.line(e.getMessage()));
            return 2;
        }
        PrintWriter w = new PrintWriter(out, true);
        w.println(gameName + " — " + d.describeParams(id.params()) + " (" + id + "). Type a move, its number, or quit.");
        new TextSession<>(d.rules(), String::valueOf, new Rng(seed)).play(start, new InputStreamReader(stdin.get(), StandardCharsets.UTF_8), w);
        return 0;
    }

    /** {@code --id params#seed}, or {@code --preset ID} (default: the first) with {@code --seed S} (default 1). */
    private GameId gameId(ToolArgs a) throws ToolArgsException {
        if (a.value("id").isPresent()) {
            try {
                return GameId.parse(a.require("id"));
            } catch (IllegalArgumentException e) {
                throw new ToolArgsException(ToolArgs.line(e.getMessage()));
            }
        }
        String presetId = a.string("preset", definition.presets().get(0).id());
        Preset p = definition.presets().stream().filter(x -> x.id().equals(presetId)).findFirst()
                .orElseThrow(() -> new ToolArgsException("unknown preset '" + ToolArgs.echo(presetId) + "' (see 'arcade " + gameName + " presets')"));
        return GameId.seeded(p.params(), a.longValue("seed", 1));
    }

    /** A saved game as {@link Session#save} writes it, or the arcade's autosave file around it. */
    static SavedGame readSave(String text) {
        JsonObject o = JsonParser.parseString(text).getAsJsonObject();
        if (o.has("saveVersion")) o.add("version", o.get("saveVersion")); // autosave/<game>.json
        SavedGame g = new Gson().fromJson(o, SavedGame.class);
        if (g == null || g.plugin() == null || g.gameId() == null) throw new IllegalStateException("not a saved game");
        return g;
    }

    private static void report(ToolArgs a, PrintStream out, Map<String, Object> json, String text) {
        out.println(a.json() ? new Gson().toJson(json) : text);
    }
}
