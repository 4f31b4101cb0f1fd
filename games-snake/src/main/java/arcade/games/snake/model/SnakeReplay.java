package arcade.games.snake.model;

import arcade.api.model.GameId;
import arcade.api.session.SaveFormatException;
import arcade.api.session.Session;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A recorded game: format version, params, seed and the per-step inputs (the tick log), plus
 * optionally the final field hash so that a playback can prove it reached the same field.
 * Playback is deterministic: the same seed and inputs give the same states on every JVM.
 *
 * <p>JSON form (written with Gson's tree model, so no reflection is needed):
 * <pre>{"format":"automata-arcade-snake-replay","version":1,"params":"20x20-s3-ring-a1-p1-box-1p",
 *  "seed":42,"steps":57,"inputs":"....U...R..","finalHash":"9a0c…"}</pre>
 * {@code inputs} concatenates one letter per snake per step ({@code . R U L D}).
 *
 * @param version   {@link #CURRENT_VERSION}
 * @param params    {@link SnakeOptions#params()} text
 * @param seed      the game seed
 * @param inputs    one move text per step
 * @param finalHash hex {@link SnakeState#fieldHashHex()} after the last input, or null if unknown
 */
public record SnakeReplay(int version, String params, long seed, List<String> inputs, String finalHash) {
    public static final int CURRENT_VERSION = 1;
    public static final String FORMAT = "automata-arcade-snake-replay";
    /** The largest replay file read: far above any game played (one letter per step and snake). */
    public static final long MAX_FILE_BYTES = 32L << 20;
    /**
     * The most work a replay may ask for, in cell updates (field cells × steps): a 30×30 board filled
     * by the autopilot needs about 10^8, while a few bytes naming a 2000×2000 field and a long run
     * would keep the machine busy for minutes. Checked before anything is played.
     */
    public static final long MAX_WORK = 2_000_000_000L;

    public SnakeReplay {
        Objects.requireNonNull(params, "params");
        inputs = List.copyOf(inputs);
    }

    /** A replay of the moves played from {@code params#seed}; the final hash is computed by playing them. */
    public static SnakeReplay record(SnakeOptions options, long seed, List<SnakeMove> moves) {
        List<String> texts = moves.stream().map(SnakeMove::text).toList();
        SnakeReplay r = new SnakeReplay(CURRENT_VERSION, options.params(), seed, texts, null);
        try {
            return r.withFinalHash(r.play().fieldHashHex());
        } catch (SaveFormatException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    /** The replay of a real-time session: its game id and tick log. */
    public static SnakeReplay of(Session<SnakeState, SnakeMove> session) {
        GameId id = session.id();
        long seed = id.seedValue().orElseThrow(() -> new IllegalArgumentException("the session has no seed: " + id));
        return new SnakeReplay(CURRENT_VERSION, id.params(), seed, session.tickLog(), session.state().fieldHashHex());
    }

    public SnakeReplay withFinalHash(String hash) { return new SnakeReplay(version, params, seed, inputs, hash); }

    public SnakeOptions options() throws SaveFormatException {
        try {
            return SnakeOptions.parse(params);
        } catch (IllegalArgumentException e) {
            throw new SaveFormatException("replay params: " + e.getMessage(), e);
        }
    }

    public GameId gameId() { return GameId.seeded(params, seed); }

    /** The parsed inputs; {@link SaveFormatException} names the first bad step. */
    public List<SnakeMove> moves() throws SaveFormatException {
        int snakes = options().totalSnakes();
        List<SnakeMove> out = new ArrayList<>(inputs.size());
        for (int k = 0; k < inputs.size(); k++) {
            String t = inputs.get(k);
            SnakeMove m;
            try {
                m = SnakeMove.parse(t);
            } catch (RuntimeException e) {
                throw new SaveFormatException("step " + (k + 1) + ": " + e.getMessage(), e);
            }
            if (m.snakes() != snakes) throw new SaveFormatException("step " + (k + 1) + ": '" + t + "' is not one input per snake (" + snakes + ")");
            out.add(m);
        }
        return out;
    }

    /** Plays the whole replay; {@link SaveFormatException} if an input comes after the end of the game. */
    public SnakeState play() throws SaveFormatException {
        SnakeState s = SnakeState.initial(options(), seed);
        SnakeRules rules = new SnakeRules(false);
        int k = 0;
        for (SnakeMove m : moves()) {
            k++;
            if (s.isFinished()) throw new SaveFormatException("step " + k + " comes after the end of the game (step " + (k - 1) + ")");
            s = rules.apply(s, m);
        }
        return s;
    }

    /** True when the replay carries a final hash and playback reaches it. */
    public boolean verifies() throws SaveFormatException {
        return finalHash != null && finalHash.equalsIgnoreCase(play().fieldHashHex());
    }

    public String toJson() {
        JsonObject o = new JsonObject();
        o.addProperty("format", FORMAT);
        o.addProperty("version", version);
        o.addProperty("params", params);
        o.addProperty("seed", seed);
        o.addProperty("steps", inputs.size());
        o.addProperty("inputs", String.join("", inputs));
        if (finalHash != null) o.addProperty("finalHash", finalHash);
        return o.toString();
    }

    /** Reads {@link #toJson()} text; every problem is a {@link SaveFormatException} with a reason fit for the user. */
    public static SnakeReplay fromJson(String json) throws SaveFormatException {
        JsonObject o;
        try {
            JsonElement e = JsonParser.parseString(json == null ? "" : json);
            if (!e.isJsonObject()) throw new SaveFormatException("a replay file holds one JSON object");
            o = e.getAsJsonObject();
        } catch (JsonParseException | IllegalStateException e) {
            // The parser's own words name classes and JSON paths: say it plainly.
            boolean cut = e.getCause() instanceof java.io.EOFException || String.valueOf(e.getMessage()).contains("End of input");
            throw new SaveFormatException(cut ? "not a valid JSON replay: the file ends too early" : "not a valid JSON replay", e);
        }
        String format = string(o, "format", false).orElse(FORMAT);
        if (!FORMAT.equals(format)) throw new SaveFormatException("not a snake replay (format '" + format + "')");
        int version = (int) number(o, "version");
        if (version < 1) throw new SaveFormatException("replay version must be positive, got " + version);
        if (version > CURRENT_VERSION) throw new SaveFormatException("replay written by a newer version (format " + version + ")");
        String params = string(o, "params", true).orElseThrow();
        long seed = number(o, "seed");
        String letters = string(o, "inputs", true).orElseThrow();
        SnakeOptions options;
        try {
            options = SnakeOptions.parse(params);
        } catch (IllegalArgumentException e) {
            throw new SaveFormatException("replay params: " + e.getMessage(), e);
        }
        int per = options.totalSnakes();
        if (letters.length() % per != 0) throw new SaveFormatException("inputs must hold " + per + " letter(s) per step, got " + letters.length() + " letters");
        long cells = (long) options.cols() * options.rows(), steps = letters.length() / per;
        if (cells * steps > MAX_WORK)
            throw new SaveFormatException("the replay asks for too much work: " + steps + " steps on a " + options.cols() + "×"
                    + options.rows() + " field (at most " + MAX_WORK / 1_000_000 + " million cell updates)");
        List<String> inputs = new ArrayList<>(letters.length() / per);
        for (int k = 0; k < letters.length(); k += per) inputs.add(letters.substring(k, k + per));
        if (o.has("steps") && number(o, "steps") != inputs.size())
            throw new SaveFormatException("replay says " + number(o, "steps") + " steps but holds " + inputs.size() + " inputs");
        String hash = string(o, "finalHash", false).orElse(null);
        if (hash != null && !hash.matches("[0-9a-fA-F]{16}")) throw new SaveFormatException("finalHash must be 16 hex digits, got '" + hash + "'");
        SnakeReplay r = new SnakeReplay(version, params, seed, inputs, hash);
        r.moves(); // reject unknown letters now, with the step number
        return r;
    }

    public void write(Path file) throws IOException {
        arcade.api.store.AtomicFiles.write(file, (toJson() + "\n").getBytes(StandardCharsets.UTF_8));
    }

    public static SnakeReplay read(Path file) throws IOException, SaveFormatException {
        return fromJson(arcade.api.store.TextFiles.read(file, MAX_FILE_BYTES));
    }

    private static Optional<String> string(JsonObject o, String name, boolean required) throws SaveFormatException {
        JsonElement e = o.get(name);
        if (e == null || e.isJsonNull()) {
            if (required) throw new SaveFormatException("replay has no '" + name + "'");
            return Optional.empty();
        }
        if (!(e instanceof JsonPrimitive p) || !p.isString()) throw new SaveFormatException("replay '" + name + "' must be text");
        return Optional.of(p.getAsString());
    }

    private static long number(JsonObject o, String name) throws SaveFormatException {
        JsonElement e = o.get(name);
        if (e == null || e.isJsonNull()) throw new SaveFormatException("replay has no '" + name + "'");
        if (!(e instanceof JsonPrimitive p) || !p.isNumber()) throw new SaveFormatException("replay '" + name + "' must be a number");
        try {
            return Long.parseLong(p.getAsString());
        } catch (NumberFormatException ex) {
            throw new SaveFormatException("replay '" + name + "' must be a whole number, got " + p.getAsString(), ex);
        }
    }
}
