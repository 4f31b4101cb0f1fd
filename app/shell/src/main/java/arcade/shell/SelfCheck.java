package arcade.shell;

import arcade.api.model.Preset;
import arcade.api.plugin.GameControls;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GamePlugin;
import arcade.api.store.GameRecord;
import arcade.shell.chrome.GameChrome;
import arcade.shell.plugins.PluginRegistry;
import javafx.application.Platform;
import javafx.event.Event;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Labeled;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.text.Text;
import javafx.stage.Window;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * {@code -Darcade.selfcheck=true}: drives the real window through what players do with every game
 * (open it, start a new game, read its rules, open its statistics and settings, record a result,
 * leave it, change a setting), then exits 0, or 1 with one line per problem. It runs the arcade
 * exactly as installed, so it finds what only the module path shows: packages not opened to Gson,
 * resources that cannot be read. {@code -Darcade.selfcheck=library} checks the start alone: the
 * library shows with every game found and none that could not be loaded, and the settings are
 * written (for checks of how the plugins folder is read, which need no game opened).
 */
final class SelfCheck {
    static final String PROPERTY = "arcade.selfcheck";
    static final String LIBRARY_ONLY = "library";
    private static final long WAIT_MS = 15_000;

    private final ArcadeShell shell;
    private final PluginRegistry registry;
    private final Path dataDir;
    private final PrintStream out;
    private final List<String> problems = new ArrayList<>();
    private final boolean everyGame = !LIBRARY_ONLY.equals(System.getProperty(PROPERTY));

    SelfCheck(ArcadeShell shell, PluginRegistry registry, Path dataDir, PrintStream out) {
        this.shell = shell;
        this.registry = registry;
        this.dataDir = dataDir;
        this.out = out;
    }

    static boolean requested() { return Boolean.getBoolean(PROPERTY) || LIBRARY_ONLY.equals(System.getProperty(PROPERTY)); }

    /** Runs the check on its own thread (it waits for the window) and exits the JVM with its result. */
    void startAndExit() {
        Thread t = new Thread(() -> {
            int code;
            try {
                code = run();
            } catch (Throwable e) {
                out.println("self-check: FAILED: " + e);
                code = 1;
            }
            int exit = code;
            CompletableFuture<Void> stopped = new CompletableFuture<>();
            Platform.runLater(() -> { shell.shutdown(); stopped.complete(null); });
            try { stopped.get(20, TimeUnit.SECONDS); } catch (Exception ignored) { /* exit anyway */ }
            out.flush();
            Runtime.getRuntime().halt(exit); // no second shutdown through Application.stop
        }, "arcade-self-check");
        t.setDaemon(true);
        t.start();
    }

    private int run() throws Exception {
        List<GameInfo> games = fx(() -> registry.games().stream().map(registry::info).toList());
        if (games.isEmpty()) problems.add("no games were found");
        registry.unavailable().forEach(u -> problems.add("a game could not be loaded: " + u.provider() + " (" + u.reason() + ")"));
        if (problems.isEmpty() && everyGame) for (GameInfo g : games) check(g); // an arcade missing a game fails at once
        fx(() -> { shell.applySettings(shell.settings().withAnimations(!shell.settings().animations())); return null; });
        shell.flushWrites();
        if (!Files.isRegularFile(dataDir.resolve("settings.json"))) problems.add("settings.json was not written");
        for (GameInfo g : everyGame ? games : List.<GameInfo>of()) {
            if (!Files.isRegularFile(dataDir.resolve("stats").resolve(g.id() + ".json"))) problems.add(g.name() + ": statistics were not written");
        }
        // A problem met while playing shows as a notice; the start alone may rightly say that plugins are off.
        List<String> notices = everyGame ? fx(() -> shell.toasts().visibleMessages()) : List.of();
        for (String n : notices) problems.add("notification: " + n);
        for (String p : problems) out.println("self-check: FAILED: " + p);
        if (problems.isEmpty()) out.println("self-check: passed (" + games.size() + " games)");
        return problems.isEmpty() ? 0 : 1;
    }

    private void check(GameInfo g) throws Exception {
        String name = g.name();
        fx(() -> { shell.open(g); return null; });
        if (!waitFor(() -> fx(() -> shell.chrome().map(c -> c.info().id().equals(g.id())).orElse(false)))) {
            problems.add(name + ": did not open");
            return;
        }
        fx(() -> {
            GameChrome c = shell.chrome().orElseThrow();
            GameControls controls = c.game().controls();
            List<Preset> presets = controls.presets();
            if (!presets.isEmpty() && c.isEnabled("new")) controls.newGame(presets.get(0)); // games save their settings here
            return null;
        });

        String rules = fx(() -> { GamePlugin p = registry.find(g.id()).orElseThrow(); return p.rulesMarkdown(); });
        if (rules.contains("could not be read") || rules.contains("No rules page")) problems.add(name + ": rules page not readable");
        fx(() -> { GameChrome c = shell.chrome().orElseThrow(); Event.fireEvent(c.game().root(), f1()); return null; });
        expectWindow(name, "rules", "#rules-page");
        fx(() -> { ((ButtonBase) shell.chrome().orElseThrow().lookup("#tool-stats")).fire(); return null; });
        expectWindow(name, "statistics", "#stats");
        fx(() -> { ((ButtonBase) shell.chrome().orElseThrow().lookup("#tool-settings")).fire(); return null; });
        expectWindow(name, "settings", "#settings-close");

        fx(() -> {
            shell.storage().stats().sink(g.id(), r -> { }).record(new GameRecord("self-check", GameRecord.Result.WIN, 1000, 1.0,
                    System.currentTimeMillis()));
            shell.backToLibrary();
            return null;
        });
    }

    private static KeyEvent f1() {
        return new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.F1, false, false, false, false);
    }

    /** Waits for a dialog holding {@code selector}, checks it shows no error text, and closes it. */
    private void expectWindow(String game, String what, String selector) throws Exception {
        boolean shown = waitFor(() -> fx(() -> dialog(selector) != null));
        if (!shown) { problems.add(game + ": the " + what + " window did not open"); return; }
        String text = fx(() -> {
            Window w = dialog(selector);
            StringBuilder sb = new StringBuilder();
            texts(w.getScene().getRoot(), sb);
            w.hide();
            return sb.toString();
        });
        if (text.contains("could not be")) problems.add(game + ": the " + what + " window says: " + text.strip());
    }

    private static Window dialog(String selector) {
        for (Window w : Window.getWindows()) {
            if (!w.isShowing() || w.getScene() == null || w.getScene().getRoot() == null) continue;
            for (String s : selector.split(",\\s*")) if (w.getScene().getRoot().lookup(s) != null && w.getScene().getRoot().lookup("#game-chrome") == null) return w;
        }
        return null;
    }

    private static void texts(Node n, StringBuilder sb) {
        if (n instanceof Labeled l && l.getText() != null) sb.append(l.getText()).append(' ');
        else if (n instanceof Text t && t.getText() != null) sb.append(t.getText()).append(' ');
        if (n instanceof Parent p) for (Node c : p.getChildrenUnmodifiable()) texts(c, sb);
    }

    private static boolean waitFor(BooleanSupplier condition) throws InterruptedException {
        long end = System.currentTimeMillis() + WAIT_MS;
        while (System.currentTimeMillis() < end) {
            if (condition.getAsBoolean()) return true;
            Thread.sleep(50);
        }
        return false;
    }

    /** Runs on the FX thread and waits for the result. */
    private static <T> T fx(Supplier<T> work) {
        CompletableFuture<T> f = new CompletableFuture<>();
        Platform.runLater(() -> {
            try { f.complete(work.get()); } catch (Throwable e) { f.completeExceptionally(e); }
        });
        try {
            return f.get(WAIT_MS, TimeUnit.MILLISECONDS);
        } catch (Exception e) {
            throw new IllegalStateException("the window did not answer: " + e, e);
        }
    }
}
