package arcade.shell.storage;

import arcade.api.session.SavedGame;
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
 * The last {@link #LAST_GAMES} finished games a game hands over are kept whole for replay; a game
 * longer than {@link #MAX_KEPT_CHARS} characters of moves is counted but not kept, so the file
 * stays small.
 */
public final class StatsStore {
    public static final int LAST_GAMES = 10;
    public static final int MAX_KEPT_CHARS = 64_000;

    private final JsonFiles files;
    private final Path folder;
    private final Executor writer;
    private final Map<String, Kept> cache = new HashMap<>();

    /** What is in memory of one game's file. */
    private record Kept(List<GameRecord> history, List<StatsFile.LastEntry> last) {}

    public StatsStore(JsonFiles files, Path dataDir, Executor writer) {
        this.files = files;
        this.folder = dataDir.resolve("stats");
        this.writer = Objects.requireNonNull(writer);
    }

    public synchronized List<GameRecord> history(String gameId) {
        return List.copyOf(cached(gameId).history());
    }

    /** The kept finished games, newest first (unusable entries of a hand-edited file are left out). */
    public synchronized List<LastGame> lastGames(String gameId) {
        List<LastGame> out = new ArrayList<>();
        List<StatsFile.LastEntry> last = cached(gameId).last();
        for (int i = last.size() - 1; i >= 0; i--) {
            StatsFile.LastEntry e = last.get(i);
            GameRecord r = e == null || e.record() == null ? null : e.record().toRecord();
            SavedGame g = e == null || e.game() == null ? null : e.game().toSavedGame();
            if (r != null && g != null) out.add(new LastGame(r, g));
        }
        return out;
    }


    public GameStatistics statistics(String gameId, java.util.Set<arcade.api.model.Measure> measures) {
        return new GameStatistics(history(gameId), measures);
    }

    public void record(String gameId, GameRecord record) { record(gameId, record, null); }

    /** Records the game's figures and, when {@code game} is given and not too long, keeps the game for replay. */
    public void record(String gameId, GameRecord record, SavedGame game) {
        Objects.requireNonNull(record, "record");
        java.util.Optional<String> bad = StatEntry.of(record).problem();
        if (bad.isPresent()) {
            // Never into the file: one such record would make every later save of this game's statistics fail.
            files.report("A finished game of " + gameId + " was not recorded: " + bad.get() + ".");
            return;
        }
        StatsFile snapshot;
        synchronized (this) {
            Kept k = cached(gameId);
            k.history().add(record);
            if (game != null && size(game) <= MAX_KEPT_CHARS) {
                k.last().add(new StatsFile.LastEntry(StatEntry.of(record), AutosaveFile.of(game, record.finishedAt())));
                while (k.last().size() > LAST_GAMES) k.last().remove(0);
            }
            snapshot = new StatsFile(StatsFile.VERSION, k.history().stream().map(StatEntry::of).toList(), List.copyOf(k.last()));
        }
        Path file = file(gameId);
        writer.execute(() -> writeInOrder(file, snapshot));
    }

    /** The sink handed to a game; {@code onRecorded} runs after each record (e.g. to refresh the library). */
    public StatsSink sink(String gameId, Consumer<GameRecord> onRecorded) { return sink(gameId, java.util.Set.of(), onRecorded); }

    /** As {@link #sink(String, Consumer)}, answering where a game stands by the game's {@code measures}. */
    public StatsSink sink(String gameId, java.util.Set<arcade.api.model.Measure> measures, Consumer<GameRecord> onRecorded) {
        return new StatsSink() {
            @Override public arcade.api.store.Standing standing(GameRecord r) {
                return new GameStatistics(history(gameId), measures).forParams(r.params()).standing(r);
            }

            @Override public void record(GameRecord r) { record(r, null); }

            @Override public void record(GameRecord r, SavedGame game) {
                StatsStore.this.record(gameId, r, game);
                onRecorded.accept(r);
            }
        };
    }

    /** The characters the game's moves take (the bulk of a kept game). */
    static int size(SavedGame g) {
        long n = g.gameId().length();
        for (SavedGame.SavedEntry e : g.entries()) for (String m : e.moves()) n += m.length() + 3;
        for (Map.Entry<String, String> x : g.extra().entrySet()) n += x.getKey().length() + x.getValue().length();
        for (Map.Entry<String, String> x : g.ui().entrySet()) n += x.getKey().length() + x.getValue().length();
        return (int) Math.min(Integer.MAX_VALUE, n);
    }

    private void writeInOrder(Path file, StatsFile snapshot) {
        // The writer is serial, so the newest snapshot is always written last.
        files.write(file, snapshot);
    }

    private Kept cached(String gameId) {
        return cache.computeIfAbsent(gameId, id -> {
            StatsFileReader.Read read = new StatsFileReader(files).read(file(id));
            StatsFile f = read.file();
            // Records were left out and the file kept aside: the usable rest goes back at once, so none of it is lost either.
            if (read.cleaned() && files.mayWrite(file(id))) writer.execute(() -> writeInOrder(file(id), f));
            List<GameRecord> out = new ArrayList<>();
            if (f.games() != null) for (StatEntry e : f.games()) {
                GameRecord r = e == null ? null : e.toRecord();
                if (r != null) out.add(r);
            }
            List<StatsFile.LastEntry> last = new ArrayList<>();
            if (f.last() != null) for (StatsFile.LastEntry e : f.last()) if (e != null) last.add(e);
            while (last.size() > LAST_GAMES) last.remove(0);
            return new Kept(out, last);
        });
    }

    private Path file(String gameId) { return folder.resolve(gameId + ".json"); }
}
