package arcade.gamesystem;

import arcade.gamesystem.format.RulesFileException;
import arcade.gamesystem.model.UserRulesFiles;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Keeps the cards of the player's rules files in step with the files on disk: a file that changed
 * is read again, its card takes the new name, line and icon, and a file that became broken keeps
 * its card with the problem (unplayable) until it is fixed; a new file becomes a card (a broken
 * one with its problem) and a removed file's card goes. Polling (the modification time and size
 * of each file) on a daemon thread of its own rather than a WatchService, which misses changes on
 * some network and container file systems; the FX thread never reads a file.
 */
final class RulesFolderWatch {
    /** How often the folder is looked at: often enough to follow an editor's save, cheap when nothing changed. */
    static final long PERIOD_MS = 1_500;

    private final Path folder;
    /** The cards by game id, in the order of their files' names. */
    private final Map<String, RulesFilePlugin> cards = new TreeMap<>();
    private Map<String, Stamp> seen;
    /** The folder itself could not be read at start-up (then it holds no cards). */
    private RulesFileException folderProblem;

    /** A file's modification time and size: either changing means the file is read again. */
    private record Stamp(long modified, long size) {}

    /** Reads the folder's files now: each good or broken file a card. */
    RulesFolderWatch(Path folder) {
        this.folder = folder;
        this.seen = stamps();
        UserRulesFiles.Scan scan = UserRulesFiles.scan(folder);
        for (UserRulesFiles.Game g : scan.games()) cards.put(g.id(), RulesFilePlugin.own(g.id(), g.definition()));
        for (RulesFileException broken : scan.broken()) {
            if (isFile(broken)) cards.put(UserRulesFiles.id(broken.file()), RulesFilePlugin.broken(UserRulesFiles.id(broken.file()), broken));
            else folderProblem = broken;
        }
    }

    /** The folder's own problem (it cannot be listed), if it had one at start-up. */
    java.util.Optional<RulesFileException> folderProblem() { return java.util.Optional.ofNullable(folderProblem); }

    /** A problem of one file (the folder is only listed for {@code *.json}), not of the folder. */
    private static boolean isFile(RulesFileException e) { return e.file().endsWith(".json"); }

    /** The cards of the player's files as they are now, in the order of the files' names. */
    synchronized List<RulesFilePlugin> cards() { return new ArrayList<>(cards.values()); }

    /**
     * Looks at the folder every {@link #PERIOD_MS} on a daemon thread (the arcade's exit is never
     * held up) and hands the ids of changed cards to {@code changed} on that thread.
     */
    void start(java.util.function.Consumer<Set<String>> changed) {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "rules-folder-watch");
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            return t;
        });
        timer.scheduleWithFixedDelay(() -> {
            try {
                Set<String> ids = check();
                if (!ids.isEmpty()) changed.accept(ids);
            } catch (RuntimeException e) {
                // a folder that vanished or a file being written: looked at again next time
            }
        }, PERIOD_MS, PERIOD_MS, TimeUnit.MILLISECONDS);
    }

    /**
     * Reads the files that changed since the last look and updates, adds or takes away their
     * cards; returns the ids of the cards that changed (tests drive this directly).
     */
    synchronized Set<String> check() {
        Map<String, Stamp> now = stamps();
        Set<String> changed = new TreeSet<>();
        for (Map.Entry<String, Stamp> e : now.entrySet())
            if (!e.getValue().equals(seen.get(e.getKey()))) changed.add(UserRulesFiles.id(e.getKey()));
        for (String name : seen.keySet()) if (!now.containsKey(name)) changed.add(UserRulesFiles.id(name));
        seen = now;
        if (changed.isEmpty()) return changed;
        UserRulesFiles.Scan scan = UserRulesFiles.scan(folder);
        Set<String> onDisk = new TreeSet<>();
        for (UserRulesFiles.Game g : scan.games()) {
            onDisk.add(g.id());
            if (!changed.contains(g.id())) continue;
            RulesFilePlugin card = cards.get(g.id());
            if (card == null) cards.put(g.id(), RulesFilePlugin.own(g.id(), g.definition()));
            else card.reloaded(g.definition());
        }
        for (RulesFileException broken : scan.broken()) {
            if (!isFile(broken)) return Set.of(); // the folder cannot be listed just now: looked at again next time
            String id = UserRulesFiles.id(broken.file());
            onDisk.add(id);
            if (!changed.contains(id)) continue;
            RulesFilePlugin card = cards.get(id);
            if (card == null) cards.put(id, RulesFilePlugin.broken(id, broken));
            else card.broken(broken);
        }
        // Gone from disk (two names may share an id: the card stays while one of them is there).
        cards.keySet().removeIf(id -> changed.contains(id) && !onDisk.contains(id));
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
