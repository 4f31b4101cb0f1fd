package arcade.games.shannon.net;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * The running match in one small JSON file. Writes go to a single background thread (only the
 * latest snapshot is written, atomically) so no caller waits on the disk; {@link #load} reads it
 * back strictly, so a damaged file offers no rejoin instead of a broken one.
 */
public final class MatchFile implements MatchJournal {
    static final int VERSION = 1;
    private static final long MAX_BYTES = 256 * 1024;
    private static final Gson GSON = new Gson();
    private static final Object CLEAR = new Object();

    private final Path file;
    private final Consumer<String> problems;
    private final AtomicReference<Object> pending = new AtomicReference<>();
    // One writer thread at most, gone a few seconds after the last write.
    private final ExecutorService writer = new ThreadPoolExecutor(0, 1, 3, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
        Thread t = new Thread(r, "shannon-match-file");
        t.setDaemon(true);
        return t;
    });

    /** {@code problems} hears, in plain words, about a write that failed. */
    public MatchFile(Path file, Consumer<String> problems) {
        this.file = file;
        this.problems = problems;
    }

    @Override public void save(SavedMatch match) { queue(match); }

    @Override public void clear() { queue(CLEAR); }

    private void queue(Object what) {
        if (pending.getAndSet(what) != null) return; // a write is already queued: it takes the latest
        writer.execute(() -> {
            Object w = pending.getAndSet(null);
            try {
                if (w == CLEAR) Files.deleteIfExists(file);
                else if (w instanceof SavedMatch m) write(m);
            } catch (IOException e) {
                problems.accept("the network match could not be saved for a rejoin (" + e.getMessage() + ")");
            }
        });
    }

    /** Waits until queued writes are on disk (tests, and before the program exits). */
    public void flush() throws Exception {
        writer.submit(() -> { }).get(5, TimeUnit.SECONDS);
    }

    private void write(SavedMatch m) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(tmp, GSON.toJson(toJson(m)), StandardCharsets.UTF_8);
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    static JsonObject toJson(SavedMatch m) {
        JsonObject o = new JsonObject();
        o.addProperty("version", VERSION);
        o.addProperty("role", m.role());
        o.addProperty("match", m.setup().gameId());
        o.addProperty("code", m.code());
        o.add("board", m.setup().board());
        o.addProperty("starts", m.setup().starts());
        o.addProperty("joinerSide", m.setup().joinerSide());
        o.addProperty("seed", m.setup().sharedSeed());
        JsonArray a = new JsonArray();
        m.turns().forEach(a::add);
        o.add("turns", a);
        o.addProperty("host", m.host());
        o.addProperty("port", m.port());
        return o;
    }

    /** The saved match, or empty when there is none or the file cannot be trusted (then it is removed). */
    public Optional<SavedMatch> load() {
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) return Optional.empty();
        try {
            if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) || Files.size(file) > MAX_BYTES) throw new IllegalArgumentException("not a match file");
            return Optional.of(fromJson(JsonParser.parseString(Files.readString(file, StandardCharsets.UTF_8)).getAsJsonObject()));
        } catch (IOException | RuntimeException e) {
            // A rejoin needs every field right; a damaged record is worth nothing, so it is dropped.
            try { Files.deleteIfExists(file); } catch (IOException ignored) { }
            problems.accept("the saved network match could not be read, so it cannot be rejoined");
            return Optional.empty();
        }
    }

    static SavedMatch fromJson(JsonObject o) {
        if (o.get("version").getAsInt() != VERSION) throw new IllegalArgumentException("unknown version");
        String match = o.get("match").getAsString();
        if (!match.matches("[0-9a-f]{" + Handshake.NONCE_HEX + "}")) throw new IllegalArgumentException("bad match id");
        String code = o.get("code").getAsString();
        if (JoinCode.problem(code) != null) throw new IllegalArgumentException("bad code");
        String starts = side(o.get("starts")), joiner = side(o.get("joinerSide"));
        JsonArray a = o.get("turns").getAsJsonArray();
        if (a.size() > NetCodec.MAX_MOVES) throw new IllegalArgumentException("too many moves");
        List<Integer> turns = new ArrayList<>();
        for (JsonElement e : a) {
            int t = e.getAsInt();
            if (t < 0 || t > NetCodec.MAX_MOVES) throw new IllegalArgumentException("bad move");
            turns.add(t);
        }
        int port = o.get("port").getAsInt();
        if (port < 1 || port > 65535) throw new IllegalArgumentException("bad port");
        MatchSetup setup = new MatchSetup(match, o.get("board").getAsJsonObject(), starts, joiner, o.get("seed").getAsLong());
        return new SavedMatch(o.get("role").getAsString(), setup, code, turns, o.get("host").getAsString(), port);
    }

    private static String side(JsonElement e) {
        String s = e.getAsString();
        if (!s.equals("short") && !s.equals("cut")) throw new IllegalArgumentException("bad side");
        return s;
    }
}
