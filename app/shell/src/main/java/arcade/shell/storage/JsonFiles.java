package arcade.shell.storage;

import arcade.api.store.AtomicFiles;
import arcade.api.store.TextFiles;
import arcade.shell.notify.PlainWords;
import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonIOException;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * Versioned JSON files. Reading never throws: a missing file gives the defaults; a file that is
 * not valid JSON, is truncated or empty, or carries another {@code version} than the defaults is
 * moved aside as {@code <name>.corrupt-<timestamp>}, the listener is told, and the defaults are
 * returned. A file that cannot be read at all (not UTF-8 text, permission denied) is moved aside
 * the same way; when even that fails it is never written over. A value that is
 * {@link arcade.api.store.Validated} and reports a problem counts as unusable. Writing goes to a
 * temporary file in the same folder, then an atomic move (and the folder is synced), so a reader
 * sees the old file or the new one, never a partial one.
 */
public final class JsonFiles {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS");

    /** The arcade's own files are small; this bound keeps a damaged or huge one from filling the memory. */
    static final long MAX_FILE_BYTES = 32L << 20;

    // Strict numbers: a value Gson would wrap or could not write back is refused where it is read.
    private final Gson gson = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping()
            .registerTypeAdapterFactory(new arcade.api.store.StrictNumbers()).create();
    private final Clock clock;
    private final ProblemListener problems;
    /** Files that could be neither read nor moved aside: left exactly as they are. */
    private final java.util.Set<Path> keepAsIs = java.util.concurrent.ConcurrentHashMap.newKeySet();

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
        if (!Files.exists(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) return defaults.get();
        String text;
        try {
            // Bounded: a regular UTF-8 file of at most MAX_FILE_BYTES, never a device, a pipe or a folder.
            text = TextFiles.read(file, MAX_FILE_BYTES);
        } catch (IOException e) {
            if (!Files.exists(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) return defaults.get(); // removed meanwhile
            // Unreadable (bad encoding, permissions, a directory): keep it aside, or at least never overwrite it.
            unreadable(file, whyUnreadable(e));
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
            if (value instanceof arcade.api.store.Validated v) {
                java.util.Optional<String> problem = v.problem();
                if (problem.isPresent()) throw new Unusable(problem.get());
            }
            return value;
        } catch (JsonIOException e) {
            problems.problem("Cannot read " + file.getFileName() + ": " + describe(e));
            return fallback;
        } catch (Unusable e) {
            moveAside(file, e.getMessage());
        } catch (RuntimeException e) {
            // Bad JSON, a wrong shape, or a record's own checks refusing what the file holds (a null, a bad number).
            moveAside(file, describe(e));
        }
        return fallback;
    }

    private void unreadable(Path file, String why) {
        if (java.nio.file.Files.isDirectory(file)) {
            keepAsIs.add(file.toAbsolutePath());
            problems.problem(file.getFileName() + " is a folder, not a file; it is left as it is and nothing is saved there.");
            return;
        }
        moveAside(file, why);
    }

    private static String whyUnreadable(IOException e) {
        if (e instanceof TextFiles.Refused r) return r.getMessage();
        if (e instanceof java.nio.charset.CharacterCodingException) return "it is not UTF-8 text";
        if (e instanceof java.nio.file.AccessDeniedException) return "permission denied";
        return "it could not be read: " + describe(e);
    }

    /** True unless the file could be neither read nor moved aside this run: then it is never written over. */
    public boolean mayWrite(Path file) { return !keepAsIs.contains(file.toAbsolutePath()); }

    /**
     * Removes temporary files a crash left behind in {@code dir} ({@code .<name>….tmp}, from an
     * interrupted {@link #write}); returns how many were removed.
     */
    public int cleanTemporaryFiles(Path dir) {
        int removed = 0;
        try (var list = Files.newDirectoryStream(dir, ".*.tmp")) {
            for (Path p : list) {
                if (Files.isRegularFile(p, java.nio.file.LinkOption.NOFOLLOW_LINKS) && Files.deleteIfExists(p)) removed++;
            }
        } catch (IOException e) {
            return removed; // a folder we cannot list holds nothing we could clean
        }
        return removed;
    }

    /** Writes atomically; returns false (and tells the listener) on failure. */
    public boolean write(Path file, Object value) {
        if (!mayWrite(file)) {
            problems.problem(file.getFileName() + " was not saved: the file there could not be read, so it is left as it is.");
            return false;
        }
        try {
            AtomicFiles.write(file, gson.toJson(value).getBytes(StandardCharsets.UTF_8));
            return true;
        } catch (IOException | RuntimeException e) {
            problems.problem("Could not save " + file.getFileName() + ": " + whyNotWritten(e));
            return false;
        }
    }

    public void delete(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            problems.problem("Could not delete " + file.getFileName() + ": " + describe(e));
        }
    }

    /** Tells the player about a problem with the stored data that is not a file's (e.g. a value refused before it is written). */
    public void report(String problem) { problems.problem(problem); }

    /** Why a write failed, in plain words: the disk is full, the folder cannot be written, or the value cannot be stored. */
    static String whyNotWritten(Throwable e) {
        if (e instanceof IOException io && AtomicFiles.isDiskFull(io)) return "the disk is full";
        if (e instanceof IOException io && AtomicFiles.isReadOnly(io)) return "the disk is read-only";
        if (e instanceof java.nio.file.AccessDeniedException) return "no permission to write in its folder";
        if (e instanceof java.nio.file.FileSystemException f && f.getFile() != null)
            return PlainWords.filter(f.getReason() == null ? "it could not be written" : f.getReason().toLowerCase(java.util.Locale.ROOT));
        return describe(e);
    }

    /**
     * Some records of a file could not be used and are left out: the file as it was is moved
     * aside, and the player is told; the caller writes the usable rest back. Returns false when the
     * file could not be moved (then it is left as it is and never written over this run).
     */
    public boolean keepAsidePartly(Path file, String leftOut) {
        Path aside = asideName(file);
        try {
            Files.move(file, aside);
            problems.problem(file.getFileName() + ": " + leftOut + ". The file as it was is kept as " + aside.getFileName()
                    + "; everything else in it is used.");
            return true;
        } catch (IOException e) {
            keepAsIs.add(file.toAbsolutePath());
            problems.problem(file.getFileName() + ": " + leftOut + ", and the file could not be moved aside (" + describe(e)
                    + "). It is left as it is and will not be written over this time.");
            return false;
        }
    }

    /** A file that was read but turned out unusable to its reader: moved aside and reported like a corrupt one. */
    public void reportUnusable(Path file, String why) { moveAside(file, why); }

    private void moveAside(Path file, String why) {
        Path aside = asideName(file);
        try {
            Files.move(file, aside);
            problems.problem(file.getFileName() + " could not be used (" + why + "). It was kept as "
                    + aside.getFileName() + " and defaults are used.");
        } catch (IOException e) {
            keepAsIs.add(file.toAbsolutePath());
            problems.problem(file.getFileName() + " could not be used (" + why + ") nor moved aside ("
                    + describe(e) + "). It is left as it is and will not be written over; defaults are used this time.");
        }
    }

    /** Renames a file that turned out unusable to {@code <name>.corrupt-<timestamp>}; the caller tells the player. */
    public Path keepAside(Path file) throws IOException {
        return Files.move(file, asideName(file));
    }

    /** {@code <name>.corrupt-<timestamp>}, with a counter when two files go aside within one millisecond:
     *  an earlier kept copy is never written over. */
    private Path asideName(Path file) {
        String base = file.getFileName() + ".corrupt-" + LocalDateTime.now(clock).format(STAMP);
        Path aside = file.resolveSibling(base);
        for (int n = 2; Files.exists(aside, java.nio.file.LinkOption.NOFOLLOW_LINKS); n++)
            aside = file.resolveSibling(base + "-" + n);
        return aside;
    }

    private static Integer versionOf(JsonElement tree) {
        if (tree == null || !tree.isJsonObject()) return null;
        JsonObject o = tree.getAsJsonObject();
        JsonElement v = o.get("version");
        if (v == null || !v.isJsonPrimitive() || !v.getAsJsonPrimitive().isNumber()) return null;
        double d = v.getAsDouble();
        return d == Math.rint(d) ? (int) d : null;
    }

    /**
     * The reason a reader of ours gave ("a whole number is out of range", see
     * {@link arcade.api.store.StrictNumbers}), or empty for a parser's own text (token names,
     * positions, paths), which is never shown.
     */
    static java.util.Optional<String> ownReason(Throwable e) {
        String m = e.getMessage();
        return m != null && m.matches("[a-z][a-z ,]*") ? java.util.Optional.of(m) : java.util.Optional.empty();
    }

    private static String describe(Throwable e) {
        if (e instanceof com.google.gson.JsonParseException && ownReason(e).isPresent()) return ownReason(e).get();
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) t = t.getCause();
        String m = t.getMessage();
        if (t instanceof java.io.EOFException || m != null && (m.contains("End of input") || m.contains("Unterminated")))
            return "the file is truncated";
        return PlainWords.of(e); // never a parser's or an exception's own words
    }
}
