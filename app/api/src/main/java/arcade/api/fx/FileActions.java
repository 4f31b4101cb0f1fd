package arcade.api.fx;

import javafx.stage.FileChooser;
import javafx.stage.Window;

import arcade.api.store.AtomicFiles;
import java.io.File;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * Open and save dialogs whose file work runs off the FX thread. The dialog is shown on the FX
 * thread; reading (and parsing) or writing then runs on the given executor (a game passes
 * {@code ctx.executor()}), and exactly one of the two callbacks runs back on the FX thread:
 * the result, or a failure in plain words for the player ("“b.json” no longer exists."), never an
 * exception text. Writes are atomic: a temporary file in the same folder is written, forced to
 * disk and moved over the target, so a crash leaves the old file or the new one, never half of
 * one. Cancelling a dialog calls neither callback. The folder last used is offered next time.
 */
public final class FileActions {
    /** Files larger than this are refused before reading: no game file is that big. */
    public static final long MAX_READ_BYTES = 32L << 20;

    /** Parses a file's text; throws {@link BadFile} with a message for the player if it is not usable. */
    @FunctionalInterface
    public interface Reader<T> { T read(String text) throws BadFile; }

    /** A file that was read but cannot be used; the message is shown to the player as it is. */
    public static final class BadFile extends Exception {
        public BadFile(String plainMessage) { super(plainMessage); }
    }

    /** Shows the choosers; the real one uses the platform's dialogs, tests answer with a path. */
    public interface Dialogs {
        Optional<Path> chooseOpen(Window owner, FileChooser chooser);
        Optional<Path> chooseSave(Window owner, FileChooser chooser);

        static Dialogs system() {
            return new Dialogs() {
                @Override public Optional<Path> chooseOpen(Window owner, FileChooser c) {
                    return Optional.ofNullable(c.showOpenDialog(owner)).map(File::toPath);
                }
                @Override public Optional<Path> chooseSave(Window owner, FileChooser c) {
                    return Optional.ofNullable(c.showSaveDialog(owner)).map(File::toPath);
                }
            };
        }
    }

    private final Executor io;
    private final Dialogs dialogs;
    private Path lastFolder;

    public FileActions(Executor io) { this(io, Dialogs.system()); }

    public FileActions(Executor io, Dialogs dialogs) {
        this.io = Objects.requireNonNull(io);
        this.dialogs = Objects.requireNonNull(dialogs);
    }

    /** Asks for a file to open (FX thread), then reads and parses it off the FX thread. */
    public <T> void open(Window owner, FileChooser chooser, Reader<T> reader, Consumer<T> onLoaded, Consumer<String> onFailure) {
        offerLastFolder(chooser);
        dialogs.chooseOpen(owner, chooser).ifPresent(file -> {
            remember(file);
            read(file, reader, onLoaded, onFailure);
        });
    }

    /**
     * Asks where to save (FX thread), then writes {@code text} atomically off the FX thread. Build
     * the text on the FX thread first, from a snapshot of the game, so nothing changes under it.
     */
    public void save(Window owner, FileChooser chooser, String text, Consumer<Path> onSaved, Consumer<String> onFailure) {
        offerLastFolder(chooser);
        dialogs.chooseSave(owner, chooser).ifPresent(file -> {
            remember(file);
            write(file, text, onSaved, onFailure);
        });
    }

    /** Reads and parses {@code file} off the FX thread (e.g. a file dropped on the window). */
    public <T> void read(Path file, Reader<T> reader, Consumer<T> onLoaded, Consumer<String> onFailure) {
        io.execute(() -> {
            T value;
            try {
                long size = Files.size(file);
                if (size > MAX_READ_BYTES)
                    throw new BadFile(quoted(file) + " is too big (" + (size >> 20) + " MB) to be a file of this game.");
                String text;
                try {
                    text = arcade.api.store.TextFiles.read(file, MAX_READ_BYTES); // never a device, a pipe or a folder
                } catch (arcade.api.store.TextFiles.Refused e) {
                    throw new BadFile(refusal(file, e));
                }
                value = reader.read(text);
            } catch (BadFile e) {
                fail(onFailure, e.getMessage());
                return;
            } catch (IOException e) {
                fail(onFailure, explain(file, e, true));
                return;
            } catch (RuntimeException e) {
                // The parser gave up without a message for players: say so in general words.
                fail(onFailure, quoted(file) + " is not a file this game can open.");
                return;
            }
            Background.onFx(() -> onLoaded.accept(value));
        });
    }

    /** Writes {@code text} (UTF-8) atomically to {@code file} off the FX thread. */
    public void write(Path file, String text, Consumer<Path> onSaved, Consumer<String> onFailure) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        io.execute(() -> {
            try {
                writeAtomically(file, bytes);
            } catch (Exception e) {
                fail(onFailure, explain(file, e, false));
                return;
            }
            Background.onFx(() -> onSaved.accept(file));
        });
    }

    /**
     * Writes {@code bytes} over {@code file} without ever leaving it half written (see
     * {@link AtomicFiles}). Call it off the FX thread.
     */
    public static void writeAtomically(Path file, byte[] bytes) throws IOException {
        AtomicFiles.write(file, bytes);
    }

    /** A failure in words for the player: what happened to which file, no exception text. */
    static String explain(Path file, Throwable e, boolean reading) {
        String name = quoted(file);
        if (e instanceof NoSuchFileException)
            return reading ? name + " no longer exists." : "The folder for " + name + " no longer exists.";
        if (e instanceof AccessDeniedException)
            return reading ? "You are not allowed to read " + name + "." : "You are not allowed to save " + name + " there.";
        if (e instanceof CharacterCodingException) return name + " is not a text file.";
        String m = String.valueOf(e.getMessage()).toLowerCase(java.util.Locale.ROOT);
        if (!reading && (m.contains("no space") || m.contains("disk full") || m.contains("quota")))
            return "The disk is full: " + name + " was not saved.";
        if (Files.isDirectory(file)) return name + " is a folder, not a file.";
        return reading ? name + " could not be read." : name + " could not be saved.";
    }

    /** A refused read in this class's own words ("… is a folder, not a file."). */
    private static String refusal(Path file, arcade.api.store.TextFiles.Refused e) {
        String name = quoted(file);
        if (Files.isDirectory(file)) return name + " is a folder, not a file.";
        if (!Files.exists(file)) return name + " no longer exists.";
        if (e.getMessage().startsWith("it is not a text file")) return name + " is not a text file.";
        return name + " could not be opened: " + e.getMessage() + ".";
    }

    private static String quoted(Path file) {
        Path n = file.getFileName();
        return "“" + (n == null ? file : n) + "”";
    }

    private static void fail(Consumer<String> onFailure, String message) { Background.onFx(() -> onFailure.accept(message)); }

    private void offerLastFolder(FileChooser chooser) {
        if (chooser.getInitialDirectory() == null && lastFolder != null && Files.isDirectory(lastFolder))
            chooser.setInitialDirectory(lastFolder.toFile());
    }

    private void remember(Path file) {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) lastFolder = parent;
    }

    /** The folder of the last chosen file, offered by the next dialog. */
    public Optional<Path> lastFolder() { return Optional.ofNullable(lastFolder); }
}
