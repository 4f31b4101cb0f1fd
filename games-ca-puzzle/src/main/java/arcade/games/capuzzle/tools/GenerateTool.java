package arcade.games.capuzzle.tools;

import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.games.capuzzle.automaton.Automaton;
import arcade.games.capuzzle.automaton.AutomatonFormat;
import arcade.games.capuzzle.generator.Generator;
import arcade.games.capuzzle.generator.GeneratorOptions;
import arcade.games.capuzzle.generator.GeneratorResult;
import arcade.games.capuzzle.generator.PictureFile;
import arcade.games.capuzzle.generator.PictureMask;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

/** {@code generate}: finds a picture automaton that draws a text picture. */
final class GenerateTool extends BaseTool {
    @Override public String name() { return "generate"; }
    @Override public String summary() { return "find an initial row and rules that draw a picture"; }
    @Override protected Set<String> valued() { return Set.of("picture", "states", "limit-ms", "seed", "out", "method", "dimacs"); }
    @Override protected Set<String> flags() { return Set.of("symmetric", "cyclic", "json"); }

    @Override protected String usage() {
        return """
                usage: arcade ca-puzzle generate --picture F --states k [--method cell|row|sat] [--symmetric] [--cyclic] [--limit-ms L] [--seed S] [--out FILE.pcell] [--json] [--dimacs FILE.cnf]
                  F is a PNG image (shrunk to at most 60x60 cells, its dark pixels painted) or a text picture,
                  '#' painted and '.' not, generation 0 on top. Prints the picture
                  automaton (.pcell text: the rules it needs and the initial row) or why none was found.
                  Fewer states are tried first; the result has the fewest that work (at most k).
                  --method sat (default): clauses solved with conflict learning; cell: cell by cell;
                  row: the thesis's row-by-row enumeration.
                  --dimacs: only write the clauses of the search with learning for exactly k states
                  (DIMACS CNF, for other SAT solvers), without searching.""";
    }

    @Override protected int execute(ToolArgs a, PrintStream out, PrintStream err) throws ToolArgsException, IOException {
        PictureMask mask = PictureFile.read(Path.of(a.require("picture")));
        int k = a.intValue("states", 3, 2, 4);
        GeneratorOptions opt = new GeneratorOptions(k, a.flag("cyclic"), a.flag("symmetric"), a.longValue("limit-ms", 30_000), a.longValue("seed", 1),
                method(a));
        if (a.value("dimacs").isPresent()) {
            Path file = Path.of(a.require("dimacs"));
            write(file, Generator.dimacs(mask, opt));
            out.println("wrote the clauses for " + k + " states to " + file);
            return 0;
        }
        GeneratorResult r = Generator.run(mask, opt, () -> false, n -> {});
        if (r.automaton().isEmpty()) {
            if (a.json()) out.println(new JsonLine().put("found", false).put("status", r.status().name().toLowerCase(java.util.Locale.ROOT))
                    .put("nodes", r.nodes()).put("millis", r.millis()));
            else err.println(r.message(k));
            return 1;
        }
        Automaton found = r.automaton().get();
        String text = AutomatonFormat.format(found);
        if (a.value("out").isPresent()) Files.writeString(Path.of(a.require("out")), text, StandardCharsets.UTF_8);
        if (a.json()) out.println(new JsonLine().put("found", true).put("states", found.states()).put("rules", found.rules().size())
                .put("nodes", r.nodes()).put("millis", r.millis()));
        else out.print(text.endsWith("\n") ? text : text + "\n");
        return 0;
    }

    /** Writes a text file, or says in plain words that it could not. */
    static void write(Path file, String text) throws ToolArgsException {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ToolArgsException("cannot write " + file + " (check that its folder exists and can be written)");
        }
    }

    /** The {@code --method} option: sat (default), cell or row. */
    static GeneratorOptions.Method method(ToolArgs a) throws ToolArgsException {
        return switch (a.string("method", "sat")) {
            case "cell" -> GeneratorOptions.Method.CELL;
            case "row" -> GeneratorOptions.Method.ROW;
            case "sat" -> GeneratorOptions.Method.SAT;
            default -> throw new ToolArgsException("--method is cell, row or sat");
        };
    }
}
