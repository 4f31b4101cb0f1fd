package arcade.shell.storage;

import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;

/** Everything the arcade keeps on disk, under one data directory. */
public final class ArcadeStorage {
    private final Path dataDir;
    private final JsonFiles files;
    private final SettingsStore settings;
    private final StatsStore stats;
    private final AutosaveStore autosaves;
    private final ProblemListener problems;
    private final Executor writer;
    /** One store per game, so a game reopened while its last save is still queued reads that save. */
    private final Map<String, FileGameStore> gameStores = new ConcurrentHashMap<>();

    /** @param writer runs statistics and game-store writes one at a time, in order, off the UI thread */
    public ArcadeStorage(Path dataDir, Clock clock, ProblemListener problems, Executor writer) {
        this.dataDir = dataDir;
        this.problems = problems;
        this.writer = writer;
        this.files = new JsonFiles(clock, problems);
        this.settings = new SettingsStore(files, dataDir);
        this.stats = new StatsStore(files, dataDir, writer);
        this.autosaves = new AutosaveStore(files, dataDir, clock);
    }

    /**
     * Removes the temporary files an interrupted write left behind (a crash between writing and
     * renaming) in every folder the arcade writes to; returns how many. Run once at start.
     */
    public int removeLeftoverTemporaryFiles() {
        int n = 0;
        for (Path dir : new Path[]{dataDir, dataDir.resolve("stats"), dataDir.resolve("autosave")}) n += files.cleanTemporaryFiles(dir);
        try (var games = java.nio.file.Files.newDirectoryStream(dataDir.resolve("games"), java.nio.file.Files::isDirectory)) {
            for (Path g : games) n += files.cleanTemporaryFiles(g);
        } catch (java.io.IOException e) {
            return n; // no games folder yet
        }
        return n;
    }

    public Path dataDir() { return dataDir; }
    public Path pluginsDir() { return dataDir.resolve("plugins"); }
    public SettingsStore settings() { return settings; }
    public StatsStore stats() { return stats; }
    public AutosaveStore autosaves() { return autosaves; }
    public FileGameStore gameStore(String gameId) {
        return gameStores.computeIfAbsent(gameId, id -> new FileGameStore(files, dataDir, id, problems, writer));
    }
}
