package arcade.api.testing.fx;

import arcade.api.plugin.GameContext;
import arcade.api.plugin.Notifier;
import arcade.api.store.GameRecord;
import arcade.api.store.GameStore;
import arcade.api.store.StatsSink;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ObservableBooleanValue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;

/** A GameContext for game tests: in-memory store, recorded stats and messages, a real executor. */
public class FakeGameContext implements GameContext {
    public final List<GameRecord> records = new CopyOnWriteArrayList<>();
    /** The finished games handed over with their records (for the statistics' last games). */
    public final List<arcade.api.session.SavedGame> finishedGames = new CopyOnWriteArrayList<>();
    public final List<String> messages = new CopyOnWriteArrayList<>();
    public final Map<String, Object> values = new HashMap<>();
    public final SimpleBooleanProperty dark = new SimpleBooleanProperty(false);
    public final SimpleBooleanProperty animations = new SimpleBooleanProperty(false);
    public final SimpleBooleanProperty sound = new SimpleBooleanProperty(false);
    private final ExecutorService executor = Executors.newFixedThreadPool(2, r -> {
        Thread t = new Thread(r, "test-game-worker");
        t.setDaemon(true);
        return t;
    });
    private Clock clock = Clock.systemUTC();
    private Path folder;

    public void setClock(Clock clock) { this.clock = clock; }

    @Override public ExecutorService executor() { return executor; }

    @Override public GameStore store() {
        return new GameStore() {
            @Override public <T> T load(String name, Class<T> type, Supplier<T> defaults) {
                Object v = values.get(name);
                return type.isInstance(v) ? type.cast(v) : defaults.get();
            }
            @Override public void save(String name, Object value) { values.put(name, value); }
            @Override public Path folder() {
                try {
                    if (folder == null) folder = Files.createTempDirectory("arcade-test-store");
                    return folder;
                } catch (IOException e) { throw new UncheckedIOException(e); }
            }
        };
    }

    @Override public StatsSink stats() {
        return new StatsSink() {
            @Override public void record(GameRecord r) { records.add(r); }

            @Override public void record(GameRecord r, arcade.api.session.SavedGame game) {
                records.add(r);
                finishedGames.add(game);
            }
        };
    }

    @Override public Notifier notifier() {
        return new Notifier() {
            @Override public void info(String m) { messages.add("info: " + m); }
            @Override public void warn(String m) { messages.add("warn: " + m); }
            @Override public void error(String m) { messages.add("error: " + m); }
        };
    }

    @Override public Clock clock() { return clock; }
    @Override public ObservableBooleanValue darkTheme() { return dark; }
    @Override public ObservableBooleanValue animations() { return animations; }
    @Override public ObservableBooleanValue sound() { return sound; }
}
