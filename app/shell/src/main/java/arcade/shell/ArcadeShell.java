package arcade.shell;

import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import arcade.api.plugin.GamePlugin;
import arcade.api.session.SavedGame;
import arcade.shell.chrome.GameChrome;
import arcade.shell.context.ShellGameContext;
import arcade.shell.context.WorkerPool;
import arcade.shell.library.LibraryView;
import arcade.shell.notify.Toasts;
import arcade.shell.plugins.PluginRegistry;
import arcade.shell.rules.RulesWindow;
import arcade.shell.settings.SettingsWindow;
import arcade.shell.stats.StatsWindow;
import arcade.shell.storage.ArcadeStorage;
import arcade.shell.storage.PendingProblems;
import arcade.shell.storage.ShellSettings;
import arcade.shell.storage.ThemeChoice;
import arcade.shell.storage.WindowGeometry;
import arcade.shell.theme.ThemeManager;
import arcade.shell.theme.WindowIcons;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javafx.util.Duration;

import java.nio.file.Path;
import java.time.Clock;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * The arcade's window and everything in it: the library, the chrome of the open game, dialogs,
 * notifications, autosave and window geometry. Built from its parts (registry, data directory,
 * clock) so tests run it against their own plugins and a temporary folder.
 */
public final class ArcadeShell {
    public static final String TITLE = "Automata Arcade";
    public static final Duration CHECKPOINT_EVERY = Duration.seconds(20);

    private final PluginRegistry registry;
    private final Clock clock;
    private final PendingProblems problems = new PendingProblems();
    private final ExecutorService writer = WorkerPool.writer();
    private final ExecutorService workers = WorkerPool.games();
    private final ArcadeStorage storage;
    private final ThemeManager theme;
    private final Set<String> resumable = new HashSet<>();
    private ShellSettings settings;
    private WindowGeometry normalBounds;

    private Stage stage;
    private StackPane content; // built in start: the constructor may run before JavaFX has started
    private Toasts toasts;
    /** Dims the window while a dialog is open over it, so the dialog stands out. */
    private final javafx.scene.layout.Region scrim = new javafx.scene.layout.Region();
    private int dialogsOpen;
    private LibraryView library;
    private GameChrome chrome;
    private Consumer<String> openDocument = uri -> { };
    private boolean opening; // an autosave is being read: a second click must not open the game twice
    /** Autosaves the open game every so often, not only when it is closed (built on the FX thread in start). */
    private Timeline checkpoints;

    /**
     * Reads settings, statistics and autosave markers: call off the UI thread where possible. Builds
     * no JavaFX node, so it may run while the toolkit is still starting.
     */
    public ArcadeShell(PluginRegistry registry, Path dataDir, Clock clock, BooleanSupplier systemPrefersDark) {
        this.registry = registry;
        this.clock = clock;
        this.storage = new ArcadeStorage(dataDir, clock, problems, writer);
        storage.removeLeftoverTemporaryFiles(); // before anything is read: a crash mid-write leaves them
        this.settings = storage.settings().loadSettings();
        this.normalBounds = storage.settings().loadWindow();
        this.theme = new ThemeManager(settings.theme() == ThemeChoice.SYSTEM ? systemPrefersDark.getAsBoolean() : false);
        for (GamePlugin g : registry.games()) {
            String id = registry.info(g).id();
            storage.stats().history(id); // warm the cache so the library never reads files
            if (storage.autosaves().exists(id)) resumable.add(id);
        }
    }

    /** Shows the window with the library. {@code openDocument} opens a file or web address in the desktop. */
    public void start(Stage stage, Consumer<String> openDocument) {
        this.stage = stage;
        this.openDocument = openDocument;
        theme.apply(settings.theme());
        theme.setAnimations(settings.animations());
        theme.setSound(settings.sound());
        toasts = new Toasts(theme.animationsProperty());
        problems.attach(m -> toasts.show(Toasts.Level.WARN, m));
        content = new StackPane();
        library = new LibraryView(registry.games().stream().map(registry::info).toList(),
                g -> registry.find(g.id()).map(registry::category).orElse(arcade.api.plugin.GameCategory.ARCADE), registry.unavailable(),
                storage.pluginsDir(), this::statistics, g -> resumable.contains(g.id()),
                theme.darkProperty(), new LibraryActions());
        library.setProblems(g -> registry.find(g.id()).flatMap(arcade.api.plugin.GamePlugin::problem));
        // Back from the editor where a rules file was changed: the cards say at once whether it plays.
        stage.focusedProperty().addListener((o, was, now) -> { if (now && chrome == null) library.refresh(); });
        content.getChildren().setAll(library);
        content.getStyleClass().add("arcade-content");
        scrim.getStyleClass().add("dialog-scrim");
        scrim.setStyle("-fx-background-color: rgba(0, 0, 0, 0.32);");
        scrim.setVisible(false);
        scrim.setMouseTransparent(true);
        StackPane root = new StackPane(content, scrim, toasts.layer());
        root.setId("arcade-root");
        WindowGeometry g = WindowPlacement.fitToScreen(normalBounds);
        Scene scene = new Scene(root, g.width(), g.height());
        arcade.shell.theme.Popups.style(scene);
        stage.setTitle(TITLE);
        stage.setScene(scene);
        stage.setMinWidth(640);
        stage.setMinHeight(480);
        WindowPlacement.place(stage, g);
        trackGeometry(stage);
        stage.iconifiedProperty().addListener((o, was, now) -> { if (now && chrome != null) { chrome.autoPause(); checkpoint(); } });
        stage.focusedProperty().addListener((o, was, now) -> { if (!now && chrome != null) { chrome.autoPause(); checkpoint(); } });
        checkpoints = new Timeline(new KeyFrame(CHECKPOINT_EVERY, e -> checkpoint()));
        checkpoints.setCycleCount(Animation.INDEFINITE);
        if (StartupTimer.requested()) StartupTimer.reportFirstFrame(scene);
        stage.show();
        afterFirstLayout(scene);
    }

    /**
     * The scene's first pulse runs its initial-focus pass, which gives the focus to the first
     * traversable control (the theme button) when no node holds it. A focus request queued with
     * runLater may run before or after that pulse (on a window already showing, a new scene is not
     * laid out at once), so the first card is focused once the pulse has laid the scene out. The
     * window icons follow.
     */
    private void afterFirstLayout(Scene scene) {
        scene.addPostLayoutPulseListener(new Runnable() {
            private boolean done;
            @Override public void run() {
                if (done) return;
                done = true;
                library.focusCard(Optional.empty());
                Platform.runLater(() -> {
                    scene.removePostLayoutPulseListener(this); // not while the pulse iterates the listeners
                    WindowIcons.install(stage); // once the library is up: reading the images need not delay it
                });
            }
        });
    }

    /** Autosaves the open game, remembers the window, and waits for pending writes. */
    public void shutdown() {
        if (chrome != null) closeGame();
        if (stage != null) {
            WindowGeometry g = new WindowGeometry(WindowGeometry.VERSION, normalBounds.x(), normalBounds.y(),
                    normalBounds.width(), normalBounds.height(), stage.isMaximized());
            writer.execute(() -> storage.settings().saveWindow(g));
        }
        writer.shutdown();
        try {
            if (!writer.awaitTermination(10, TimeUnit.SECONDS)) System.err.println("arcade: some files were still being written at exit");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        workers.shutdownNow();
    }

    // ---- for tests -------------------------------------------------------------------------

    public LibraryView library() { return library; }
    public Optional<GameChrome> chrome() { return Optional.ofNullable(chrome); }
    public ThemeManager theme() { return theme; }
    public Toasts toasts() { return toasts; }
    public ShellSettings settings() { return settings; }
    public ArcadeStorage storage() { return storage; }

    /** Waits until every queued file write is done (tests check files after an action). */
    public void flushWrites() throws InterruptedException {
        var done = new java.util.concurrent.CountDownLatch(1);
        writer.execute(done::countDown);
        done.await(10, TimeUnit.SECONDS);
    }

    // ---- games ---------------------------------------------------------------------------

    public void open(GameInfo info) { open(info, g -> { }); }

    /** Opens the game (resuming its unfinished game) and hands the shown instance to {@code then}. */
    private void open(GameInfo info, Consumer<GameInstance> then) {
        if (opening) return;
        if (chrome != null) closeGame(); // switching games autosaves the one being left
        GamePlugin plugin = registry.find(info.id()).orElseThrow();
        if (!resumable.contains(info.id())) {
            openWith(plugin, info, Optional.empty(), then);
            return;
        }
        opening = true;
        arcade.api.fx.Background.run(workers, () -> storage.autosaves().load(info.id()), () -> true,
                saved -> { opening = false; openWith(plugin, info, saved, then); },
                err -> { opening = false; openWith(plugin, info, Optional.empty(), then); });
    }

    /** Replay from the statistics' last games: in the open game, or in the game opened for it. */
    private void replay(GameInfo info, SavedGame finished) {
        Consumer<GameInstance> show = g -> arcade.shell.stats.LastGamesReplay.show(g, info, finished, toasts);
        if (chrome != null && chrome.info().id().equals(info.id())) show.accept(chrome.game());
        else open(info, show);
    }

    /**
     * The game did not open from its autosave. Only when a new game opens does the autosave take the
     * blame (kept aside, never deleted); if the game cannot start at all, something else is wrong
     * (one of its own files, say) and the autosave is left for a later Continue.
     */
    private void resumeFailed(GamePlugin plugin, GameInfo info, String why, Consumer<GameInstance> then) {
        GameInstance fresh;
        try {
            fresh = plugin.open(contextFor(info), Optional.empty());
        } catch (RuntimeException | LinkageError e) {
            toasts.show(Toasts.Level.ERROR, info.name() + " could not be started: " + message(e)
                    + ". Its unfinished game is kept for when it opens again.");
            return;
        }
        keepAsideUnresumable(info, why);
        if (show(info, fresh)) then.accept(fresh);
    }

    /** Keeps the autosave a game could not resume aside (never deleted) and tells the player. */
    private void keepAsideUnresumable(GameInfo info, String why) {
        resumable.remove(info.id());
        writer.execute(() -> {
            String kept = storage.autosaves().discard(info.id()).map(n -> " It is kept as autosave/" + n + ".").orElse("");
            toasts.show(Toasts.Level.WARN, "The unfinished " + info.name() + " game could not be resumed ("
                    + why + "). A new game was started." + kept);
        });
    }

    private arcade.api.store.StatsSink statsSink(String gameId) {
        java.util.Set<arcade.api.model.Measure> measures = registry.find(gameId).map(this::measures).orElse(java.util.Set.of());
        return storage.stats().sink(gameId, measures, r -> Platform.runLater(library::refresh));
    }

    /** A game's statistics with the figures that fit it. */
    public arcade.shell.storage.GameStatistics statistics(GameInfo g) { return storage.stats().statistics(g.id(), measures(g)); }

    /** What a game's statistics measure, as the game declares it (its definition's, where it has one). */
    private java.util.Set<arcade.api.model.Measure> measures(GameInfo g) {
        return registry.find(g.id()).map(this::measures).orElse(java.util.Set.of(arcade.api.model.Measure.WIN_LOSS));
    }

    private java.util.Set<arcade.api.model.Measure> measures(GamePlugin p) {
        try {
            java.util.Set<arcade.api.model.Measure> m = p.measures();
            return m == null || m.isEmpty() ? java.util.Set.of(arcade.api.model.Measure.WIN_LOSS) : m;
        } catch (RuntimeException | LinkageError e) {
            return java.util.Set.of(arcade.api.model.Measure.WIN_LOSS);
        }
    }

    private boolean canReplay(GameInfo g) {
        try {
            return registry.find(g.id()).map(GamePlugin::canReplay).orElse(false);
        } catch (RuntimeException | LinkageError e) {
            return false;
        }
    }

    private void recordFor(String gameId, arcade.api.store.GameRecord record) { statsSink(gameId).record(record); }

    private void openWith(GamePlugin plugin, GameInfo info, Optional<SavedGame> saved, Consumer<GameInstance> then) {
        GameInstance instance;
        try {
            instance = plugin.open(contextFor(info), saved);
        } catch (RuntimeException | LinkageError e) {
            if (saved.isPresent()) resumeFailed(plugin, info, message(e), then);
            else toasts.show(Toasts.Level.ERROR, info.name() + " could not be started: " + message(e));
            return;
        }
        if (show(info, instance)) then.accept(instance);
    }

    /**
     * The context of one opened game. Its theme flags are the game's own copies, bound to the
     * shell's: a binding holds its target weakly, so the listeners a game adds to them never keep a
     * closed game in memory.
     */
    private ShellGameContext contextFor(GameInfo info) {
        javafx.beans.property.SimpleBooleanProperty dark = new javafx.beans.property.SimpleBooleanProperty();
        dark.bind(theme.darkProperty());
        javafx.beans.property.SimpleBooleanProperty animations = new javafx.beans.property.SimpleBooleanProperty();
        animations.bind(theme.animationsProperty());
        javafx.beans.property.SimpleBooleanProperty sound = new javafx.beans.property.SimpleBooleanProperty();
        sound.bind(theme.soundProperty());
        return new ShellGameContext(workers, storage.gameStore(info.id()), statsSink(info.id()), toasts.notifier(), clock,
                dark, animations, sound, why -> Platform.runLater(() -> keepAsideUnresumable(info, why)));
    }

    /** True when the game is shown. */
    private boolean show(GameInfo info, GameInstance instance) {
        try {
            chrome = new GameChrome(info, instance, new ChromeActions());
        } catch (RuntimeException | LinkageError e) {
            // Its root or controls failed: the game is closed again and the library stays.
            try { instance.close(); } catch (RuntimeException | LinkageError ignored) { /* already failing */ }
            toasts.show(Toasts.Level.ERROR, info.name() + " could not be shown: " + message(e));
            return false;
        }
        checkpoints.playFromStart();
        content.getChildren().setAll(chrome);
        stage.setTitle(info.name() + " — " + TITLE);
        Platform.runLater(() -> { if (chrome != null) chrome.focusGame(); });
        return true;
    }

    public void backToLibrary() {
        if (chrome == null) return;
        String id = chrome.info().id();
        closeGame();
        content.getChildren().setAll(library);
        stage.setTitle(TITLE);
        library.refresh();
        library.focusCard(Optional.of(id));
    }

    /** Autosaves (or forgets) the open game and closes it. */
    private void closeGame() {
        GameChrome c = chrome;
        chrome = null;
        checkpoints.stop();
        c.dispose();
        autosave(c, true);
        try {
            c.game().close();
        } catch (RuntimeException e) {
            System.err.println("arcade: " + c.info().name() + " failed to close: " + e);
        }
    }

    /**
     * Writes the open game's autosave (or removes it once the game is finished), so a crash or a
     * killed process loses at most the last few moves. {@code loud}: report a failing snapshot
     * (when closing; the periodic checkpoint stays quiet and tries again).
     */
    private void autosave(GameChrome c, boolean loud) {
        String id = c.info().id();
        Optional<SavedGame> snapshot;
        try {
            snapshot = c.game().snapshot();
        } catch (RuntimeException e) {
            if (!loud) return;
            snapshot = Optional.empty();
            toasts.show(Toasts.Level.WARN, c.info().name() + " could not save the unfinished game: " + message(e));
        }
        if (snapshot == null) snapshot = Optional.empty();
        if (snapshot.isPresent()) resumable.add(id); else resumable.remove(id);
        Optional<SavedGame> s = snapshot;
        writer.execute(() -> storage.autosaves().store(id, s));
    }

    /** The periodic and focus-loss autosave of the open game (public for tests). */
    public void checkpoint() {
        if (chrome != null) autosave(chrome, false);
    }

    // ---- dialogs and settings ------------------------------------------------------------

    private void showSettings() {
        Optional<SettingsWindow.GamePage> page = Optional.empty();
        if (chrome != null) {
            try {
                page = chrome.game().settingsPane().map(n -> new SettingsWindow.GamePage(chrome.info().name(), n));
            } catch (RuntimeException e) {
                toasts.show(Toasts.Level.WARN, chrome.info().name() + " settings could not be shown: " + message(e));
            }
        }
        Optional<SettingsWindow.GamePage> gamePage = page;
        overGame(() -> SettingsWindow.show(stage, settings, theme.systemPrefersDark(), this::applySettings, gamePage));
    }

    /**
     * Shows a dialog over the open game: real-time play pauses while it is open, and gets back
     * its previous state when it closes (turn-based play is left alone).
     */
    private void overGame(java.util.function.Supplier<Stage> dialog) {
        GameChrome c = chrome;
        if (c == null) {
            dim(true);
            Stage shown;
            try {
                shown = dialog.get();
            } catch (RuntimeException | Error e) {
                dim(false);
                throw e;
            }
            if (shown == null || !shown.isShowing()) dim(false);
            else shown.addEventHandler(javafx.stage.WindowEvent.WINDOW_HIDDEN, e -> dim(false));
            return;
        }
        c.dialogOpened();
        Stage shown;
        try {
            shown = dialog.get();
        } catch (RuntimeException | Error e) {
            c.dialogClosed();
            throw e;
        }
        if (shown == null || !shown.isShowing()) { c.dialogClosed(); return; }
        shown.addEventHandler(javafx.stage.WindowEvent.WINDOW_HIDDEN, e -> c.dialogClosed());
    }

    /** Counts the dialogs open over the window; the scrim shows while there is one. */
    private void dim(boolean on) {
        dialogsOpen = Math.max(0, dialogsOpen + (on ? 1 : -1));
        scrim.setVisible(dialogsOpen > 0);
    }

    public void applySettings(ShellSettings s) {
        settings = s;
        theme.apply(s.theme());
        theme.setAnimations(s.animations());
        theme.setSound(s.sound());
        writer.execute(() -> storage.settings().saveSettings(s));
    }

    public void toggleTheme() {
        applySettings(settings.withTheme(theme.isDark() ? ThemeChoice.LIGHT : ThemeChoice.DARK));
    }

    private void showStatistics(GameInfo g) {
        overGame(() -> StatsWindow.show(stage, g, statistics(g), arcade.shell.stats.VariantNames.of(registry.find(g.id())),
                storage.stats().lastGames(g.id()), canReplay(g) ? saved -> replay(g, saved) : null));
    }

    private void showRules(GameInfo g) {
        String text;
        try {
            text = registry.find(g.id()).orElseThrow().rulesMarkdown();
        } catch (RuntimeException e) {
            text = "# " + g.name() + "\n\nThe rules page could not be read: " + message(e);
        }
        String page = text;
        overGame(() -> RulesWindow.show(stage, g.name(), page, openDocument));
    }

    private void howToAddGames() {
        Optional<Path> readme = ReadmeFile.find();
        if (readme.isPresent()) openDocument.accept(readme.get().toUri() + "#add-a-game");
        else toasts.show(Toasts.Level.INFO, "See \"Add a game\" in the arcade's README.md.");
    }

    // ---- window --------------------------------------------------------------------------

    private void trackGeometry(Stage stage) {
        Runnable remember = () -> {
            if (stage.isMaximized() || stage.isIconified() || stage.isFullScreen()) return;
            normalBounds = new WindowGeometry(WindowGeometry.VERSION, stage.getX(), stage.getY(),
                    stage.getWidth(), stage.getHeight(), false).sane();
        };
        stage.xProperty().addListener(o -> remember.run());
        stage.yProperty().addListener(o -> remember.run());
        stage.widthProperty().addListener(o -> remember.run());
        stage.heightProperty().addListener(o -> remember.run());
    }

    private static String message(Throwable e) {
        return arcade.shell.notify.PlainWords.of(e);
    }

    private final class LibraryActions implements LibraryView.Actions {
        @Override public void open(GameInfo game) { ArcadeShell.this.open(game); }
        @Override public void statistics(GameInfo game) { showStatistics(game); }
        @Override public void settings() { showSettings(); }
        @Override public void toggleTheme() { ArcadeShell.this.toggleTheme(); }
        @Override public void howToAddGames() { ArcadeShell.this.howToAddGames(); }
    }

    private final class ChromeActions implements GameChrome.Actions {
        @Override public void backToLibrary() { ArcadeShell.this.backToLibrary(); }
        @Override public void rules() { if (chrome != null) showRules(chrome.info()); }
        @Override public void settings() { showSettings(); }
        @Override public void statistics() { if (chrome != null) showStatistics(chrome.info()); }
        @Override public boolean askBeforeDiscarding() { return !settings.discardWithoutAsking(); }
        @Override public void stopAskingBeforeDiscarding() { applySettings(settings.withDiscardWithoutAsking(true)); }
        @Override public void dim(boolean on) { ArcadeShell.this.dim(on); }
        @Override public void recordAbandoned(arcade.api.store.GameRecord record) {
            if (chrome != null) recordFor(chrome.info().id(), record);
        }
    }
}
