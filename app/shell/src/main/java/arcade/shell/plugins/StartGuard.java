package arcade.shell.plugins;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Notices a start that never reached the library (a plugin that crashed or hung the arcade while
 * loading): a marker file is written before the plugins are loaded and removed once the library is
 * shown. Finding it at the next start means the last one failed, and the arcade starts without the
 * plugins folder once (safe mode); that start removes the marker again.
 */
public final class StartGuard {
    private final Path marker;

    public StartGuard(Path dataDir) { this.marker = dataDir.resolve("starting.lock"); }

    /** True when a marker is left by an arcade that is no longer running (another one starting now does not count). */
    public boolean lastStartFailed() {
        if (!Files.exists(marker, java.nio.file.LinkOption.NOFOLLOW_LINKS)) return false;
        try {
            long pid = Long.parseLong(arcade.api.store.TextFiles.read(marker, 64).trim()); // a pid: never a pipe or a huge file
            return pid == ProcessHandle.current().pid() || ProcessHandle.of(pid).map(h -> !h.isAlive()).orElse(true);
        } catch (IOException | NumberFormatException e) {
            return true;
        }
    }

    public void starting() {
        try {
            Files.createDirectories(marker.getParent());
            // A pipe or a folder in its place would block the write or refuse it: it goes first.
            if (Files.exists(marker, java.nio.file.LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(marker, java.nio.file.LinkOption.NOFOLLOW_LINKS))
                Files.delete(marker);
            Files.writeString(marker, String.valueOf(ProcessHandle.current().pid()));
        } catch (IOException e) {
            // No marker, no safe mode next time: the arcade itself still starts.
        }
    }

    public void started() {
        try {
            Files.deleteIfExists(marker);
        } catch (IOException e) {
            // Left behind, it only means one start without plugins.
        }
    }
}
