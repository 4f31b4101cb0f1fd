package arcade.shell.storage;

import arcade.api.plugin.GameInfo;
import arcade.api.store.GameRecord;
import arcade.api.store.StatsSink;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * Statistics of every game, one file per game id ({@code stats/<id>.json}). Each finished game is
 * appended in memory and the file is rewritten at once (atomically, on the write executor), so a
 * crash after a game never loses it. The write executor must run tasks one at a time, in order.
 */
public final class StatsStore {
    private final JsonFiles files;
    private final Path folder;
    private final Executor writer;
    private final Map<String, List<GameRecord>> cache = new HashMap<>();

    public StatsStore(JsonFiles files, Path dataDir, Executor writer) {
        this.files = files;
        this.folder = dataDir.resolve("stats");
        this.writer = Objects.requireNonNull(writer);
    }

    public synchronized List<GameRecord> history(String gameId) {
        return List.copyOf(cached(gameId));
    }

    /** The figures that fit the game (its {@link GameInfo#measures()}). */
    public GameStatistics statistics(GameInfo game) { return new GameStatistics(history(game.id()), game.measures()); }

    public void record(String gameId, GameRecord record) {
        Objects.requireNonNull(record, "record");
        StatsFile snapshot;
        synchronized (this) {
            List<GameRecord> list = cached(gameId);
            list.add(record);
            snapshot = new StatsFile(StatsFile.VERSION, list.stream().map(StatEntry::of).toList());
        }
        Path file = file(gameId);
        writer.execute(() -> writeInOrder(file, snapshot));
    }

    /** The sink handed to a game; {@code onRecorded} runs after each record (e.g. to refresh the library). */
    public StatsSink sink(String gameId, Consumer<GameRecord> onRecorded) {
        return r -> {
            record(gameId, r);
            onRecorded.accept(r);
        };
    }

    private void writeInOrder(Path file, StatsFile snapshot) {
        // The writer is serial, so the newest snapshot is always written last.
        files.write(file, snapshot);
    }

    private List<GameRecord> cached(String gameId) {
        return cache.computeIfAbsent(gameId, id -> {
            // Older files are migrated in memory: every game in them is kept, and the next write is the new version.
            StatsFile f = files.read(file(id), StatsFile.class, StatsFile::empty,
                    v -> v >= StatsFile.OLDEST_READABLE && v < StatsFile.VERSION);
            List<GameRecord> out = new ArrayList<>();
            if (f.games() != null) for (StatEntry e : f.games()) {
                GameRecord r = e == null ? null : e.toRecord();
                if (r != null) out.add(r);
            }
            return out;
        });
    }

    private Path file(String gameId) { return folder.resolve(gameId + ".json"); }
}
