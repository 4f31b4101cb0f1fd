package arcade.games.shannon.tools;

import arcade.api.tool.GameTool;
import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.games.shannon.model.boards.BoardFormatException;

import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.Set;

/** Shared shape of the Shannon tools: parse, {@code --help}, one clear line and exit 2 on bad input. */
abstract class BaseTool implements GameTool {
    abstract Set<String> valued();

    Set<String> flags() { return Set.of(); }

    abstract String usage();

    abstract int execute(ToolArgs args, PrintStream out, PrintStream err) throws ToolArgsException, IOException, BoardFormatException;

    @Override public final int run(List<String> args, PrintStream out, PrintStream err) {
        try {
            ToolArgs a = ToolArgs.parse(args, valued(), flags());
            if (a.help()) { out.println(usage()); return 0; }
            if (!a.positional().isEmpty()) throw new ToolArgsException("unexpected argument '" + a.positional().get(0) + "'");
            return execute(a, out, err);
        } catch (ToolArgsException e) {
            err.println(name() + ": " + e.getMessage());
            return 2;
        } catch (BoardFormatException e) {
            err.println(name() + ": bad board file: " + e.getMessage());
            return 2;
        } catch (arcade.api.store.TextFiles.Refused e) {
            err.println(name() + ": cannot read " + e.file() + ": " + e.getMessage());
            return 2;
        } catch (java.nio.file.NoSuchFileException e) {
            err.println(name() + ": no such file: " + e.getFile());
            return 2;
        } catch (IOException e) {
            err.println(name() + ": cannot read: " + e.getMessage());
            return 1;
        }
    }
}
