package arcade.shell.storage;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonIOException;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * Versioned JSON files. Reading never throws: a missing file gives the defaults; a file that is
 * not valid JSON, is truncated or empty, or carries another {@code version} than the defaults is
 * moved aside as {@code <name>.corrupt-<timestamp>}, the listener is told, and the defaults are
 * returned. Writing goes to a temporary file in the same folder, then an atomic move, so a reader
 * sees the old file or the new one, never a partial one.
 */
public final class JsonFiles {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS");

    private final Gson gson = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping()
            .create();
    private final Clock clock;
    private final ProblemListener problems;

    public JsonFiles(Clock clock, ProblemListener problems) {
        this.clock = Objects.requireNonNull(clock);
        this.problems = Objects.requireNonNull(problems);
    }

    public Gson gson() { return gson; }

    /** Thrown inside {@link #read} for content that parses but cannot be used. */
    private static final class Unusable extends Exception {
        Unusable(String message) { super(message); }
    }

    public <T> T read(Path file, Class<T> type, Supplier<T> defaults) {
        return read(file, type, defaults, v -> false);
    }

    /**
     * As {@link #read(Path, Class, Supplier)}, but a file whose version {@code olderReadable}
     * accepts is read too (its reader migrates it), instead of being moved aside.
     */
    public <T> T read(Path file, Class<T> type, Supplier<T> defaults, java.util.function.IntPredicate olderReadable) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return defaults.get();
        } catch (IOException e) {
            // Unreadable (permissions, a directory, bad encoding): keep the file, use defaults.
            problems.problem("Could not read " + file.getFileName() + " (" + e.getMessage() + "); defaults are used this time.");
            return defaults.get();
        }
        T fallback = defaults.get();
        JsonElement expectedTree;
        try {
            expectedTree = fallback == null ? null : gson.toJsonTree(fallback);
        } catch (JsonIOException e) {
            // The type cannot be stored (e.g. its package is not open to Gson): a program error, not a bad file.
            problems.problem("Cannot read " + file.getFileName() + ": " + describe(e));
            return fallback;
        }
        try {
            if (text.isBlank()) throw new Unusable("the file is empty");
            JsonElement tree = JsonParser.parseString(text);
            if (expectedTree != null && expectedTree.isJsonObject() && !tree.isJsonObject())
                throw new Unusable("expected a JSON object");
            Integer expected = versionOf(expectedTree);
            Integer found = versionOf(tree);
            if (expected != null && !expected.equals(found) && !(found != null && olderReadable.test(found)))
                throw new Unusable(found == null ? "it has no format version (expected " + expected + ")"
                        : "it has format version " + found + ", this arcade reads version " + expected);
            T value = gson.fromJson(tree, type);
            if (value == null) throw new Unusable("the file holds no value");
            return value;
        } catch (JsonIOException e) {
            problems.problem("Cannot read " + file.getFileName() + ": " + describe(e));
            return fallback;
        } catch (Unusable e) {
            moveAside(file, e.getMessage());
        } catch (JsonParseException | IllegalStateException | NumberFormatException | UnsupportedOperationException e) {
            moveAside(file, describe(e));
        }
        return fallback;
    }

    /** Writes atomically; returns false (and tells the listener) on failure. */
    public boolean write(Path file, Object value) {
        Path dir = file.toAbsolutePath().getParent();
        Path tmp = null;
        try {
            Files.createDirectories(dir);
            tmp = Files.createTempFile(dir, "." + file.getFileName(), ".tmp");
            byte[] bytes = gson.toJson(value).getBytes(StandardCharsets.UTF_8);
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
                 OutputStream out = Channels.newOutputStream(ch)) {
                out.write(bytes);
                out.flush();
                ch.force(true); // on disk before it becomes visible under the real name
            }
            try {
                Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
            tmp = null;
            return true;
        } catch (IOException | RuntimeException e) {
            problems.problem("Could not save " + file.getFileName() + ": " + describe(e));
            return false;
        } finally {
            if (tmp != null) {
                try { Files.deleteIfExists(tmp); } catch (IOException ignored) { /* best effort */ }
            }
        }
    }

    public void delete(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            problems.problem("Could not delete " + file.getFileName() + ": " + describe(e));
        }
    }

    private void moveAside(Path file, String why) {
        String stamp = LocalDateTime.now(clock).format(STAMP);
        Path aside = file.resolveSibling(file.getFileName() + ".corrupt-" + stamp);
        try {
            Files.move(file, aside, StandardCopyOption.REPLACE_EXISTING);
            problems.problem(file.getFileName() + " could not be used (" + why + "). It was kept as "
                    + aside.getFileName() + " and defaults are used.");
        } catch (IOException e) {
            problems.problem(file.getFileName() + " could not be used (" + why + ") nor moved aside ("
                    + describe(e) + "); defaults are used this time.");
        }
    }

    /** Renames a file that turned out unusable to {@code <name>.corrupt-<timestamp>}; the caller tells the player. */
    public Path keepAside(Path file) throws IOException {
        Path aside = file.resolveSibling(file.getFileName() + ".corrupt-" + LocalDateTime.now(clock).format(STAMP));
        return Files.move(file, aside, StandardCopyOption.REPLACE_EXISTING);
    }

    private static Integer versionOf(JsonElement tree) {
        if (tree == null || !tree.isJsonObject()) return null;
        JsonObject o = tree.getAsJsonObject();
        JsonElement v = o.get("version");
        if (v == null || !v.isJsonPrimitive() || !v.getAsJsonPrimitive().isNumber()) return null;
        double d = v.getAsDouble();
        return d == Math.rint(d) ? (int) d : null;
    }

    private static String describe(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) t = t.getCause();
        String m = t.getMessage();
        if (t instanceof java.io.EOFException || m != null && (m.contains("End of input") || m.contains("Unterminated")))
            return "the file is truncated";
        return arcade.shell.notify.PlainWords.of(e); // never a parser's or an exception's own words
    }
}
