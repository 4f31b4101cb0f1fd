package arcade.shell.storage;

import arcade.api.store.GameStore;
import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Supplier;

/**
 * A game's own values: {@code games/<id>/<name>.json}, plus {@code games/<id>/files/} for the
 * game's user files. Versioned, atomic and corruption-safe through {@link JsonFiles}.
 *
 * <p>Games save from the FX thread, so {@link #save} only turns the value into JSON there (a
 * snapshot: later changes to the object do not leak into the file) and queues the write, with its
 * fsync, on the shell's serial writer. Loads stay synchronous (they are small files) and see a
 * value still waiting in the queue, so a load right after a save returns what was saved.
 */
public final class FileGameStore implements GameStore {
    private final JsonFiles files;
    private final Path dir;
    private final ProblemListener problems;
    private final Executor writer;
    /** Values queued for writing, by file; an entry leaves once its own write is done. */
    private final Map<Path, JsonElement> pending = new ConcurrentHashMap<>();

    /** @param writer runs writes one at a time, in order, off the FX thread */
    public FileGameStore(JsonFiles files, Path dataDir, String gameId, ProblemListener problems, Executor writer) {
        this.files = files;
        this.dir = dataDir.resolve("games").resolve(gameId);
        this.problems = problems;
        this.writer = Objects.requireNonNull(writer);
    }

    @Override public <T> T load(String name, Class<T> type, Supplier<T> defaults) {
        Path file = file(name);
        JsonElement queued = pending.get(file);
        if (queued != null) {
            try {
                T value = files.gson().fromJson(queued, type);
                if (value != null) return value;
            } catch (JsonParseException | IllegalStateException e) {
                // Saved as another type than it is loaded as: read the file the usual, careful way.
            }
        }
        return files.read(file, type, defaults);
    }

    @Override public void save(String name, Object value) {
        Path file = file(name);
        Objects.requireNonNull(value, "value");
        JsonElement tree;
        try {
            tree = files.gson().toJsonTree(value);
            if (tree.isJsonNull()) throw new IllegalArgumentException("Gson skips this type");
        } catch (RuntimeException e) {
            // A program error (e.g. the record's package is not open to Gson), not the player's.
            problems.problem("Could not save " + file.getFileName() + ": this game's data cannot be stored.");
            return;
        }
        pending.put(file, tree);
        Runnable write = () -> {
            files.write(file, tree);
            pending.remove(file, tree);
        };
        try {
            writer.execute(write);
        } catch (RejectedExecutionException e) {
            write.run(); // the arcade is closing and the writer has stopped: write now rather than lose it
        }
    }

    @Override public Path folder() {
        Path f = dir.resolve("files");
        try {
            Files.createDirectories(f);
        } catch (IOException e) {
            problems.problem("Could not create the folder for " + dir.getFileName() + "'s files: " + JsonFiles.whyNotWritten(e));
        }
        return f;
    }

    private Path file(String name) {
        if (!name.matches("[A-Za-z0-9][A-Za-z0-9._-]*") || name.contains(".."))
            throw new IllegalArgumentException("store names are letters, digits, '.', '_' and '-': " + name);
        return dir.resolve(name.endsWith(".json") ? name : name + ".json");
    }
}
