package arcade.api.tool;

import arcade.api.model.ParamsException;
import arcade.api.store.AtomicFiles;
import arcade.api.store.TextFiles;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The shape the games' tools share: options parsed by {@link ToolArgs}, {@code --help} prints the
 * usage, bad input (options, params, a refused or missing file) gets one clear line and exit 2, a
 * failed read or write (a full disk, a disk error) exit 1. Input repeated in a message is cut
 * ({@link ToolArgs#echo}). A game with file formats of its own words their errors in
 * {@link #badInput}; anything else it throws is a program error and goes on to the command line's
 * safety net.
 */
public abstract class ArgsTool implements GameTool {
    /** Options that take a value ({@code --size 7x5}). */
    protected abstract Set<String> valued();

    /** Options without a value ({@code --json} is always known). */
    protected Set<String> flags() { return Set.of(); }

    protected abstract String usage();

    protected abstract int execute(ToolArgs args, PrintStream out, PrintStream err) throws Exception;

    /** The line for one of the game's own bad-input exceptions ("bad board file: …"), or empty when {@code e} is not one. */
    protected Optional<String> badInput(Exception e) { return Optional.empty(); }

    @Override public final int run(List<String> args, PrintStream out, PrintStream err) {
        try {
            ToolArgs a = ToolArgs.parse(args, valued(), flags());
            if (a.help()) { out.println(usage()); return 0; }
            if (!a.positional().isEmpty()) throw new ToolArgsException("unexpected argument '" + a.positional().get(0) + "'");
            return execute(a, out, err);
        } catch (ToolArgsException | ParamsException e) {
            err.println(name() + ": " + ToolArgs.line(e.getMessage()));
            return 2;
        } catch (TextFiles.Refused e) {
            err.println(name() + ": cannot read " + ToolArgs.line(String.valueOf(e.file())) + ": " + e.getMessage());
            return 2;
        } catch (NoSuchFileException e) {
            err.println(name() + ": no such file: " + ToolArgs.line(e.getFile()));
            return 2;
        } catch (IOException e) {
            err.println(name() + ": " + ioProblem(e));
            return 1;
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            Optional<String> line = badInput(e);
            if (line.isEmpty()) throw new IllegalStateException(e);
            err.println(name() + ": " + ToolArgs.line(line.get()));
            return 2;
        }
    }

    /** A failed read or write in plain words, naming the file where the failure names one. */
    static String ioProblem(IOException e) {
        String why = AtomicFiles.isDiskFull(e) ? "the disk is full" : AtomicFiles.isReadOnly(e) ? "the disk is read-only"
                : e instanceof java.nio.file.AccessDeniedException ? "permission denied" : "the disk or the file system reported an error";
        if (e instanceof FileSystemException f && f.getFile() != null) return ToolArgs.line(f.getFile()) + ": " + why;
        return "a file could not be read or written: " + why;
    }
}
