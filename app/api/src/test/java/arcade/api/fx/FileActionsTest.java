package arcade.api.fx;

import javafx.application.Platform;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** Dialog answers, off-thread reads and atomic writes, results on the FX thread, failures in plain words. */
@ExtendWith(ApplicationExtension.class)
class FileActionsTest {
    @TempDir Path dir;
    private final ExecutorService io = Executors.newSingleThreadExecutor();
    private final List<Boolean> ioOnFxThread = new ArrayList<>();
    private final java.util.concurrent.Executor recordingIo = r -> io.execute(() -> {
        ioOnFxThread.add(Platform.isFxApplicationThread());
        r.run();
    });

    /** Dialogs that answer with a fixed path (or cancel with null). */
    private static FileActions.Dialogs answering(Path open, Path save) {
        return new FileActions.Dialogs() {
            @Override public Optional<Path> chooseOpen(Window owner, FileChooser c) { return Optional.ofNullable(open); }
            @Override public Optional<Path> chooseSave(Window owner, FileChooser c) { return Optional.ofNullable(save); }
        };
    }

    /** What reached the callbacks: the value, or the failure message, and whether it came on the FX thread. */
    private record Outcome(Object value, String failure, boolean onFx) {}

    private static <T> Outcome await(CompletableFuture<Outcome> f) throws Exception { return f.get(10, TimeUnit.SECONDS); }

    @Test void saveWritesOffTheFxThreadAndReportsOnIt() throws Exception {
        Path target = dir.resolve("board.json");
        FileActions files = new FileActions(recordingIo, answering(null, target));
        CompletableFuture<Outcome> done = new CompletableFuture<>();
        Platform.runLater(() -> files.save(null, new FileChooser(), "{\"a\":1}",
                p -> done.complete(new Outcome(p, null, Platform.isFxApplicationThread())),
                m -> done.complete(new Outcome(null, m, Platform.isFxApplicationThread()))));
        Outcome o = await(done);
        assertThat(o.value()).isEqualTo(target);
        assertThat(o.onFx()).isTrue();
        assertThat(ioOnFxThread).containsExactly(false);
        assertThat(Files.readString(target)).isEqualTo("{\"a\":1}");
        try (var left = Files.list(dir)) { assertThat(left).containsExactly(target); }   // no temporary file left
        assertThat(files.lastFolder()).contains(dir);
    }

    @Test void openReadsAndParsesOffTheFxThread() throws Exception {
        Path source = dir.resolve("in.txt");
        Files.writeString(source, "41");
        FileActions files = new FileActions(recordingIo, answering(source, null));
        CompletableFuture<Outcome> done = new CompletableFuture<>();
        Platform.runLater(() -> files.open(null, new FileChooser(), text -> Integer.parseInt(text.strip()) + 1,
                v -> done.complete(new Outcome(v, null, Platform.isFxApplicationThread())),
                m -> done.complete(new Outcome(null, m, Platform.isFxApplicationThread()))));
        Outcome o = await(done);
        assertThat(o.value()).isEqualTo(42);
        assertThat(o.onFx()).isTrue();
        assertThat(ioOnFxThread).containsExactly(false);
    }

    @Test void aCancelledDialogDoesNothing() throws Exception {
        FileActions files = new FileActions(recordingIo, answering(null, null));
        List<Object> calls = new ArrayList<>();
        CompletableFuture<Void> shown = new CompletableFuture<>();
        Platform.runLater(() -> {
            files.open(null, new FileChooser(), t -> t, calls::add, calls::add);
            files.save(null, new FileChooser(), "x", calls::add, calls::add);
            shown.complete(null);
        });
        shown.get(10, TimeUnit.SECONDS);
        io.submit(() -> {}).get(10, TimeUnit.SECONDS);
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        assertThat(calls).isEmpty();
        assertThat(ioOnFxThread).isEmpty();
    }

    private Outcome read(Path file, FileActions.Reader<Object> reader) throws Exception {
        CompletableFuture<Outcome> done = new CompletableFuture<>();
        new FileActions(recordingIo, answering(null, null)).read(file, reader,
                v -> done.complete(new Outcome(v, null, Platform.isFxApplicationThread())),
                m -> done.complete(new Outcome(null, m, Platform.isFxApplicationThread())));
        return await(done);
    }

    @Test void readFailuresAreToldInPlainWords() throws Exception {
        Outcome missing = read(dir.resolve("gone.json"), t -> t);
        assertThat(missing.failure()).isEqualTo("“gone.json” no longer exists.");
        assertThat(missing.onFx()).isTrue();

        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "nonsense");
        assertThat(read(bad, t -> { throw new FileActions.BadFile("“bad.json” is not a board: line 1 has no cells."); }).failure())
                .isEqualTo("“bad.json” is not a board: line 1 has no cells.");
        // A parser that fails without a message for players: no exception text reaches them.
        assertThat(read(bad, t -> Integer.parseInt(t)).failure()).isEqualTo("“bad.json” is not a file this game can open.");

        Path binary = dir.resolve("image.png");
        Files.write(binary, new byte[]{(byte) 0x89, (byte) 0xFF, (byte) 0xFE, 0});
        assertThat(read(binary, t -> t).failure()).isEqualTo("“image.png” is not a text file.");
        assertThat(read(dir, t -> t).failure()).isEqualTo("“" + dir.getFileName() + "” is a folder, not a file.");
        assertThat(read(Path.of("/dev/zero"), t -> t).failure()).isEqualTo("“zero” could not be opened: it is not a regular file.");
    }

    @Test void aFailedWriteKeepsTheOldFileAndLeavesNoTemporaryFile() throws Exception {
        Path target = dir.resolve("taken");
        Files.createDirectories(target.resolve("inside"));            // a non-empty folder cannot be replaced
        CompletableFuture<Outcome> done = new CompletableFuture<>();
        new FileActions(recordingIo, answering(null, null)).write(target, "new",
                p -> done.complete(new Outcome(p, null, true)), m -> done.complete(new Outcome(null, m, true)));
        assertThat(await(done).failure()).isEqualTo("“taken” is a folder, not a file.");
        assertThat(target.resolve("inside")).isDirectory();
        try (var left = Files.list(dir)) { assertThat(left).containsExactly(target); }
    }

    @Test void writeAtomicallyReplacesTheWholeFile() throws IOException {
        Path f = dir.resolve("sub/x.txt");
        FileActions.writeAtomically(f, "a long first version".getBytes());
        FileActions.writeAtomically(f, "short".getBytes());
        assertThat(Files.readString(f)).isEqualTo("short");
        try (var left = Files.list(f.getParent())) { assertThat(left).containsExactly(f); }
    }
}
