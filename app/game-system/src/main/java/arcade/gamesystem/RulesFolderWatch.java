package arcade.gamesystem;

import arcade.gamesystem.format.RulesFileException;
import arcade.gamesystem.model.UserRulesFiles;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Keeps the cards of the player's rules files in step with the files on disk: a file that changed
 * is read again, its card takes the new name, line and icon, and a file that became broken keeps
 * its card with the problem (unplayable) until it is fixed. Polling (the modification time and size
 * of each file) on a daemon thread of its own rather than a WatchService, which misses changes on
 * some network and container file systems; the FX thread never reads a file.
 */
final class RulesFolderWatch {
    /** How often the folder is looked at: often enough to follow an editor's save, cheap when nothing changed. */
    static final long PERIOD_MS = 1_500;

    private final Path folder;
    private final Map<String, RulesFilePlugin> cards;
    private Map<String, Stamp> seen;

    /** A file's modification time and size: either changing means the file is read again. */
    private record Stamp(long modified, long size) {}

    /** {@code cards}: the player's files' cards by game id, as listed at start-up. */
    RulesFolderWatch(Path folder, Map<String, RulesFilePlugin> cards) {
        this.folder = folder;
        this.cards = Map.copyOf(cards);
        this.seen = stamps();
    }

    /** Starts looking at the folder every {@link #PERIOD_MS} on a daemon thread (the arcade's exit is never held up). */
    void start() {
        if (cards.isEmpty()) return;
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "rules-folder-watch");
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            return t;
        });
        timer.scheduleWithFixedDelay(() -> {
            try {
                check();
            } catch (RuntimeException e) {
                // a folder that vanished or a file being written: looked at again next time
            }
        }, PERIOD_MS, PERIOD_MS, TimeUnit.MILLISECONDS);
    }

    /**
     * Reads the files that changed since the last look and updates their cards; returns the ids of
     * the cards that changed (tests drive this directly).
     */
    synchronized Set<String> check() {
        Map<String, Stamp> now = stamps();
        Set<String> changed = new TreeSet<>();
        for (Map.Entry<String, Stamp> e : now.entrySet())
            if (!e.getValue().equals(seen.get(e.getKey())) && cards.containsKey(UserRulesFiles.id(e.getKey()))) changed.add(UserRulesFiles.id(e.getKey()));
        seen = now;
        if (changed.isEmpty()) return changed;
        UserRulesFiles.Scan scan = UserRulesFiles.scan(folder);
        for (UserRulesFiles.Game g : scan.games()) if (changed.contains(g.id())) cards.get(g.id()).reloaded(g.definition());
        for (RulesFileException broken : scan.broken()) {
            String id = UserRulesFiles.id(broken.file());
            if (changed.contains(id)) cards.get(id).broken(broken);
        }
        return changed;
    }

    private Map<String, Stamp> stamps() {
        Map<String, Stamp> out = new HashMap<>();
        if (!Files.isDirectory(folder)) return out;
        try (DirectoryStream<Path> dir = Files.newDirectoryStream(folder, "*.json")) {
            for (Path p : dir) {
                if (out.size() >= UserRulesFiles.MAX_FILES) break;
                BasicFileAttributes a = Files.readAttributes(p, BasicFileAttributes.class);
                if (a.isRegularFile()) out.put(p.getFileName().toString(), new Stamp(a.lastModifiedTime().toMillis(), a.size()));
            }
        } catch (IOException e) {
            return seen == null ? out : seen; // unreadable for now: nothing counts as changed
        }
        return out;
    }
}
