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

    public Path dataDir() { return dataDir; }
    public Path pluginsDir() { return dataDir.resolve("plugins"); }
    public SettingsStore settings() { return settings; }
    public StatsStore stats() { return stats; }
    public AutosaveStore autosaves() { return autosaves; }
    public FileGameStore gameStore(String gameId) {
        return gameStores.computeIfAbsent(gameId, id -> new FileGameStore(files, dataDir, id, problems, writer));
    }
}
