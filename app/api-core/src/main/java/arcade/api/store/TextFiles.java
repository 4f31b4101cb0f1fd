package arcade.api.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Reads a user's text file (a board, a replay, a rules file) or picture with limits: only a regular file (not
 * a device such as {@code /dev/zero}, a pipe that may never end, or a folder), at most a given
 * number of bytes, and UTF-8 text. Every refusal is a {@link Refused} whose message is plain words
 * fit for the player ("it is not a regular file", "it is larger than the 4.0 MB such a file may have (31.0 MB)"),
 * whatever went wrong: nothing else is thrown.
 */
public final class TextFiles {
    /** The limit when a format names none: far above any board, replay or rules file we write. */
    public static final long DEFAULT_LIMIT = 16L << 20;

    private TextFiles() {}

    /** The file could not be read for a reason the player can act on; the message says which. */
    public static final class Refused extends IOException {
        private final transient Path file;

        public Refused(Path file, String reason) {
            super(reason);
            this.file = file;
        }

        /** The file that was refused (its name belongs in the message shown around the reason). */
        public Path file() { return file; }
    }

    public static String read(Path file) throws IOException { return read(file, DEFAULT_LIMIT); }

    public static String read(Path file, long maxBytes) throws IOException {
        byte[] bytes = bytes(file, maxBytes);
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new Refused(file, "it is not a text file");
        }
    }

    /** The bytes of a file that need not be text (a picture), with the same limits and refusals as {@link #read}. */
    public static byte[] bytes(Path file, long maxBytes) throws IOException {
        try {
            return readBounded(file, maxBytes);
        } catch (Refused e) {
            throw e;
        } catch (java.nio.file.AccessDeniedException e) {
            throw refused(file, "permission denied", e);
        } catch (java.nio.file.NoSuchFileException e) {
            throw refused(file, "there is no such file", e); // removed while it was being read
        } catch (IOException e) {
            throw refused(file, "it could not be read (the disk or the file system reported an error)", e);
        }
    }

    private static Refused refused(Path file, String reason, IOException cause) {
        Refused r = new Refused(file, reason);
        r.initCause(cause);
        return r;
    }

    private static byte[] readBounded(Path file, long maxBytes) throws IOException {
        if (Files.isDirectory(file)) throw new Refused(file, "it is a folder, not a file");
        if (!Files.exists(file)) {
            // A link that leads nowhere (or round in a loop) exists itself: "no such file" would be untrue.
            if (Files.isSymbolicLink(file)) throw new Refused(file, "it is a link to a file that does not exist, or a loop of links");
            throw new Refused(file, "there is no such file");
        }
        if (!Files.isRegularFile(file)) throw new Refused(file, "it is not a regular file");
        if (!Files.isReadable(file)) throw new Refused(file, "permission denied");
        long size = Files.size(file);
        if (size > maxBytes) throw new Refused(file, "it is larger than the " + megabytes(maxBytes) + " such a file may have (" + megabytes(size) + ")");
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBytes + 1)); // the file may have grown
        }
        if (bytes.length > maxBytes) throw new Refused(file, "it is larger than the " + megabytes(maxBytes) + " such a file may have");
        return bytes;
    }

    static String megabytes(long bytes) {
        if (bytes < 1024 * 1024) return String.format(Locale.ROOT, "%d KB", Math.max(1, bytes / 1024));
        return String.format(Locale.ROOT, "%.1f MB", bytes / (1024.0 * 1024.0));
    }
}
