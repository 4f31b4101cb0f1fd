package arcade.games.snake.view.replay;

import arcade.api.fx.Background;
import arcade.api.plugin.GameContext;
import arcade.api.session.SaveFormatException;
import javafx.stage.FileChooser;
import javafx.stage.Window;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import arcade.api.store.AtomicFiles;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import java.util.function.DoubleConsumer;

/**
 * Opening and saving replay files. Reading, parsing and checking a replay (every step is replayed
 * through the rules) and writing one happen on the context's executor, never on the FX thread; a
 * bad file ends in a notification and changes nothing, and a load can be followed and cancelled.
 */
public final class ReplayFiles {
    private static final long MAX_BYTES = 32L << 20;
    private final GameContext ctx;

    public ReplayFiles(GameContext ctx) { this.ctx = ctx; }

    private FileChooser chooser(String title) {
        FileChooser fc = new FileChooser();
        fc.setTitle(title);
        fc.getExtensionFilters().addAll(
                new FileChooser.ExtensionFilter("Snake replays", "*.snake-replay.json", "*.json"),
                new FileChooser.ExtensionFilter("All files", "*.*"));
        File dir = ctx.store().folder().toFile();
        if (dir.isDirectory()) fc.setInitialDirectory(dir);
        return fc;
    }

    /** Asks for a replay file to open; null when the player changes their mind. */
    public Path choose(Window owner) {
        File f = chooser("Open Snake replay").showOpenDialog(owner);
        return f == null ? null : f.toPath();
    }

    /** Loads and checks {@code file} in the background. */
    public void load(Path file, BiConsumer<GameRecording, String> onLoaded) {
        load(file, done -> { }, onLoaded, () -> { });
    }

    /** A load under way: {@link #cancel()} stops it, and then nothing of it reaches the game. */
    public static final class Loading {
        private final AtomicBoolean cancelled = new AtomicBoolean();
        private volatile double progress;
        private volatile boolean reportQueued;

        public void cancel() { cancelled.set(true); }

        public boolean isCancelled() { return cancelled.get(); }
    }

    /**
     * Loads and checks {@code file} on the executor. {@code progress} gets the share of steps
     * checked so far on the FX thread; {@code onLoaded} the recording and file name, and
     * {@code onEnd} runs on the FX thread once the load has ended in any way but a cancel.
     */
    public Loading load(Path file, DoubleConsumer progress, BiConsumer<GameRecording, String> onLoaded, Runnable onEnd) {
        String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        Loading loading = new Loading();
        DoubleConsumer report = done -> {
            loading.progress = done;
            if (loading.reportQueued) return; // one pending update on the FX thread at a time
            loading.reportQueued = true;
            Background.onFx(() -> {
                loading.reportQueued = false;
                if (!loading.isCancelled()) progress.accept(loading.progress);
            });
        };
        Background.run(ctx.executor(), () -> read(file, report, loading::isCancelled), () -> !loading.isCancelled(),
                r -> { onEnd.run(); onLoaded.accept(r, name); },
                err -> {
                    onEnd.run();
                    ctx.notifier().error("Could not open the replay " + name + ": " + reason(err));
                });
        return loading;
    }

    /** Reads and verifies a replay file (any thread). */
    public static GameRecording read(Path file) throws Exception {
        return read(file, done -> { }, () -> false);
    }

    public static GameRecording read(Path file, DoubleConsumer progress, BooleanSupplier cancelled) throws Exception {
        return ReplayCodec.decode(arcade.api.store.TextFiles.read(file, MAX_BYTES), progress, cancelled);
    }

    /** Asks for a file name, then writes {@code r} in the background. */
    public void save(Window owner, GameRecording r) {
        FileChooser fc = chooser("Save Snake replay");
        fc.setInitialFileName("snake-" + r.id().params() + "-" + r.score() + ".snake-replay.json");
        File f = fc.showSaveDialog(owner);
        if (f != null) write(f.toPath(), r);
    }

    /** Writes {@code r} to {@code file} in the background (temporary file, then move). */
    public void write(Path file, GameRecording r) {
        Background.run(ctx.executor(), () -> {
                    String json = ReplayCodec.encode(r);
                    AtomicFiles.write(file, json.getBytes(StandardCharsets.UTF_8));
                    return file;
                }, () -> true,
                p -> ctx.notifier().info("Replay saved as " + p.getFileName()),
                err -> ctx.notifier().error("Could not save the replay: " + reason(err)));
    }

    private static String reason(Throwable t) {
        Throwable c = t;
        while (c.getCause() != null && !(c instanceof SaveFormatException)) c = c.getCause();
        return c.getMessage() == null ? c.getClass().getSimpleName() : c.getMessage();
    }
}
