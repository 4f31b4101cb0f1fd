package arcade.shell.storage;

import arcade.api.store.GameStore;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * A game's own values: {@code games/<id>/<name>.json}, plus {@code games/<id>/files/} for the
 * game's user files. Versioned, atomic and corruption-safe through {@link JsonFiles}.
 */
public final class FileGameStore implements GameStore {
    private final JsonFiles files;
    private final Path dir;
    private final ProblemListener problems;

    public FileGameStore(JsonFiles files, Path dataDir, String gameId, ProblemListener problems) {
        this.files = files;
        this.dir = dataDir.resolve("games").resolve(gameId);
        this.problems = problems;
    }

    @Override public <T> T load(String name, Class<T> type, Supplier<T> defaults) {
        return files.read(file(name), type, defaults);
    }

    @Override public void save(String name, Object value) {
        files.write(file(name), Objects.requireNonNull(value, "value"));
    }

    @Override public Path folder() {
        Path f = dir.resolve("files");
        try {
            Files.createDirectories(f);
        } catch (IOException e) {
            problems.problem("Could not create the folder " + f + ": " + e.getMessage());
        }
        return f;
    }

    private Path file(String name) {
        if (!name.matches("[A-Za-z0-9][A-Za-z0-9._-]*") || name.contains(".."))
            throw new IllegalArgumentException("store names are letters, digits, '.', '_' and '-': " + name);
        return dir.resolve(name.endsWith(".json") ? name : name + ".json");
    }
}
