package arcade.shell.plugins;

import arcade.api.store.TextFiles;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.module.Configuration;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Names a plugin jar that ends the whole program (its code asks the JVM to exit), which no catch
 * can stop: a shutdown hook looks for the thread that asked, and the first frame above the exit
 * call that belongs to a plugin module is the culprit. The player reads on stderr which jar it was
 * and the way out. If it happened while the plugins were being loaded, every start would end the
 * same way, so a marker makes the next start (command line or window) leave the plugins folder out
 * once, as the window's safe mode does after a start that hung.
 */
public final class PluginExits {
    static final String MARKER = "plugins-off-once";

    private final Path dataDir;
    private final PrintStream err;
    /** Module name → the plugin jar it was defined from. */
    private final Map<String, String> jars = new ConcurrentHashMap<>();
    private final AtomicBoolean watching = new AtomicBoolean();
    private volatile boolean loading;

    public PluginExits(Path dataDir, PrintStream err) {
        this.dataDir = dataDir;
        this.err = err;
    }

    /** Installs the shutdown hook (once); returns this. */
    public PluginExits watch() {
        if (watching.compareAndSet(false, true)) Runtime.getRuntime().addShutdownHook(new Thread(this::onExit, "arcade-plugin-exits"));
        return this;
    }

    /** The modules of a plugin layer about to be defined, with the jar each comes from. */
    void known(Configuration cf) {
        cf.modules().forEach(m -> m.reference().location().ifPresent(uri -> {
            Path p = Path.of(uri).getFileName();
            if (p != null) jars.put(m.name(), p.toString());
        }));
    }

    void loading(boolean now) { loading = now; }

    private void onExit() {
        Optional<String> jar = culprit(Thread.getAllStackTraces().values(), jars);
        if (jar.isEmpty()) return; // the arcade's own exit, a signal, or a shipped game
        Path folder = dataDir.resolve("plugins");
        if (loading) {
            err.println("arcade: the plugin " + jar.get() + " ended the program while it was being loaded. The next start leaves the "
                    + "plugins folder out once; to stop this for good, remove " + jar.get() + " from " + folder
                    + " (or start with --no-plugins).");
            try {
                Files.createDirectories(dataDir);
                Files.writeString(dataDir.resolve(MARKER), jar.get());
            } catch (IOException | RuntimeException e) {
                // No marker: the next start loads the plugins again and says the same.
            }
        } else {
            err.println("arcade: the plugin " + jar.get() + " ended the program. To stop this, remove " + jar.get() + " from "
                    + folder + " (or start with --no-plugins).");
        }
    }

    /**
     * The jar whose code asked the JVM to exit: in the stack of the thread inside
     * {@code Runtime.exit}, the first caller that is not the JDK's own, when it is a plugin's.
     */
    static Optional<String> culprit(Iterable<StackTraceElement[]> stacks, Map<String, String> jarsByModule) {
        for (StackTraceElement[] stack : stacks) {
            for (int i = 0; i < stack.length; i++) {
                if (!(stack[i].getClassName().equals("java.lang.Runtime") && stack[i].getMethodName().equals("exit"))) continue;
                for (int j = i + 1; j < stack.length; j++) {
                    String module = stack[j].getModuleName();
                    if (module != null && (module.startsWith("java.") || module.startsWith("jdk."))) continue;
                    return Optional.ofNullable(module == null ? null : jarsByModule.get(module));
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The jar that ended the last start while it was being loaded, if one did: the marker is
     * removed, so only this one start leaves the plugins folder out.
     */
    public static Optional<String> takeLeftOut(Path dataDir) {
        Path marker = dataDir.resolve(MARKER);
        if (!Files.exists(marker, LinkOption.NOFOLLOW_LINKS)) return Optional.empty();
        String jar;
        try {
            jar = TextFiles.read(marker, 1024).strip();
        } catch (IOException e) {
            jar = "";
        }
        try {
            Files.deleteIfExists(marker);
        } catch (IOException e) {
            // Left behind, it means one more start without plugins.
        }
        return Optional.of(jar.isEmpty() || jar.length() > 255 ? "a plugin" : jar);
    }

    /** What the start that leaves the plugins folder out says, in one line. */
    public static String leftOutMessage(String jar, Path pluginsFolder) {
        return "The plugins folder is left out this once: " + jar + " ended the program the last time the plugins were loaded. "
                + "Remove it from " + pluginsFolder + "; the next start loads the plugins again.";
    }
}
