package arcade.api.store;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.Locale;
import java.util.UUID;

/**
 * Writes a file the player chose (an exported picture, a board, a replay) so that a crash or a
 * full disk never leaves it half written: the bytes go to a temporary file next to it, are forced
 * to disk, and the temporary file is moved over the target (atomically where the file system can).
 *
 * <p>Unlike {@link Files#createTempFile}, which makes the file readable by its owner only, the
 * temporary file gets the permissions any new file gets (the user's umask), or the permissions of
 * the file it replaces, so an exported file can be shared like one saved by any other program.
 */
public final class AtomicFiles {
    private AtomicFiles() {}

    /** Writes {@code bytes} to {@code file}; on failure the old file is untouched and nothing is left behind. */
    public static void write(Path file, byte[] bytes) throws IOException {
        try {
            writeVia(file, bytes);
        } catch (IOException e) {
            throw aboutTarget(e, file);
        }
    }

    /** True when {@code e} says the disk (or the user's quota on it) is full. */
    public static boolean isDiskFull(Throwable e) {
        return saysAny(e, "no space left", "disk quota exceeded", "not enough space", "disk full");
    }

    /** True when {@code e} says the file system can only be read. */
    public static boolean isReadOnly(Throwable e) { return saysAny(e, "read-only file system"); }

    private static boolean saysAny(Throwable e, String... words) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            String m = String.valueOf(t instanceof FileSystemException f ? f.getReason() + " " + f.getMessage() : t.getMessage())
                    .toLowerCase(Locale.ROOT);
            for (String w : words) if (m.contains(w)) return true;
        }
        return false;
    }

    /**
     * The failure as one about {@code file}, the file the caller asked for: the temporary file is
     * ours, and a message naming it (".ludo.json.5f3a….tmp could not be used") would send the
     * player looking for a file that never existed. The exception's kind and reason are kept.
     */
    static IOException aboutTarget(IOException e, Path file) {
        if (e instanceof FileSystemException f) {
            if (f.getFile() == null || !isOurTemporary(Path.of(f.getFile()).getFileName(), file)) return e;
            String reason = f.getReason();
            FileSystemException about = e instanceof AccessDeniedException ? new AccessDeniedException(file.toString(), null, reason)
                    : e instanceof NoSuchFileException ? new NoSuchFileException(file.toString(), null, reason)
                    : new FileSystemException(file.toString(), null, reason);
            about.initCause(e);
            return about;
        }
        // A failed write or sync carries no file at all ("No space left on device").
        FileSystemException about = new FileSystemException(file.toString(), null, e.getMessage());
        about.initCause(e);
        return about;
    }

    private static boolean isOurTemporary(Path name, Path file) {
        if (name == null || file.getFileName() == null) return false;
        String n = name.toString();
        return n.startsWith("." + file.getFileName() + ".") && n.endsWith(".tmp");
    }

    private static void writeVia(Path file, byte[] bytes) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = createSibling(dir, file.getFileName().toString());
        try {
            copyPermissions(file, tmp);
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
            syncFolder(dir);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** Makes the rename itself durable; where a folder cannot be opened for syncing (some systems), the move stands as it is. */
    private static void syncFolder(Path dir) {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException | RuntimeException e) {
            // best effort: not every platform can sync a directory
        }
    }

    /** A new empty hidden file beside the target, with the default permissions for new files. */
    private static Path createSibling(Path dir, String name) throws IOException {
        for (int attempt = 0; ; attempt++) {
            Path tmp = dir.resolve("." + name + "." + UUID.randomUUID().toString().substring(0, 8) + ".tmp");
            try {
                return Files.createFile(tmp);
            } catch (FileAlreadyExistsException e) {
                if (attempt >= 5) throw e;
            }
        }
    }

    /** Saving over an existing file keeps who may read it. */
    private static void copyPermissions(Path from, Path to) throws IOException {
        if (!Files.isRegularFile(from)) return;
        PosixFileAttributeView src = Files.getFileAttributeView(from, PosixFileAttributeView.class);
        PosixFileAttributeView dst = Files.getFileAttributeView(to, PosixFileAttributeView.class);
        if (src == null || dst == null) return;
        dst.setPermissions(src.readAttributes().permissions());
    }
}
