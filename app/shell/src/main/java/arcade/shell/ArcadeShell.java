package arcade.shell;

import arcade.api.plugin.GameCategory;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GamePlugin;
import arcade.shell.chrome.GameChrome;
import arcade.shell.context.WorkerPool;
import arcade.shell.library.LibraryView;
import arcade.shell.notify.Toasts;
import arcade.shell.plugins.PluginRegistry;
import arcade.shell.rules.RulesWindow;
import arcade.shell.settings.SettingsWindow;
import arcade.shell.stats.StatsWindow;
import arcade.shell.storage.ArcadeStorage;
import arcade.shell.storage.GameStatistics;
import arcade.shell.storage.LibraryLayout;
import arcade.shell.storage.PendingProblems;
import arcade.shell.storage.ShellSettings;
import arcade.shell.storage.ThemeChoice;
import arcade.shell.storage.WindowGeometry;
import arcade.shell.theme.ThemeManager;
import arcade.shell.theme.WindowIcons;
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
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * The arcade's window: puts together the library, the open game ({@link OpenGame}), the dialogs over
 * them ({@link DialogsOverWindow}), notifications, settings and the window's place. Built from its
 * parts (registry, data directory, clock) so tests run it against their own plugins and a
 * temporary folder.
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
    private final GameTraits traits;
    private final Set<String> resumable = new HashSet<>();
    private final WindowBounds bounds;
    private ShellSettings settings;

    // Built in start: the constructor may run before JavaFX has started.
    private Stage stage;
    private Toasts toasts;
    private ModalWindows modalWindows;
    private LibraryView library;
    private OpenGame game;
    private DialogsOverWindow dialogs;
    private Consumer<String> openDocument = uri -> { };

    /**
     * Reads settings, statistics and autosave markers: call off the UI thread where possible. Builds
     * no JavaFX node, so it may run while the toolkit is still starting.
     */
    public ArcadeShell(PluginRegistry registry, Path dataDir, Clock clock, BooleanSupplier systemPrefersDark) {
        this.registry = registry;
        this.clock = clock;
        this.traits = new GameTraits(registry);
        this.storage = new ArcadeStorage(dataDir, clock, problems, writer);
        storage.removeLeftoverTemporaryFiles(); // before anything is read: a crash mid-write leaves them
        this.settings = storage.settings().loadSettings();
        this.bounds = new WindowBounds(storage.settings().loadWindow());
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
        StackPane content = new StackPane();
        library = new LibraryView(registry.games().stream().map(registry::info).toList(),
                g -> registry.find(g.id()).map(registry::category).orElse(GameCategory.ARCADE), registry.unavailable(),
                storage.pluginsDir(), this::statistics, g -> resumable.contains(g.id()),
                theme.darkProperty(), settings.library(), new LibraryActions());
        library.setProblems(g -> registry.find(g.id()).flatMap(arcade.api.plugin.GamePlugin::problem));
        registry.follow(new FollowedGames(registry, storage, resumable, library)); // rules files added, edited or removed on disk
        // Back from the editor where a rules file was changed: the cards say at once whether it plays.
        stage.focusedProperty().addListener((o, was, now) -> { if (now && game == null) library.refresh(); });
        content.getChildren().setAll(library);
        content.getStyleClass().add("arcade-content");
        dialogs = new DialogsOverWindow(() -> chrome());
        modalWindows = new ModalWindows(stage, dialogs::cover);
        StackPane root = new StackPane(content, dialogs.scrim(), toasts.layer());
        root.setId("arcade-root");
        WindowGeometry g = WindowPlacement.fitToScreen(bounds.normal());
        Scene scene = new Scene(root, g.width(), g.height());
        arcade.shell.theme.Popups.style(scene);
        stage.setTitle(TITLE);
        stage.setScene(scene);
        stage.setMinWidth(640);
        stage.setMinHeight(480);
        WindowPlacement.place(stage, g);
        bounds.track(stage);
        game = new OpenGame(new OpenGame.Parts(registry, storage, traits, theme, clock, writer, workers, resumable),
                stage, content, library, toasts, ChromeActions::new);
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
        if (modalWindows != null) modalWindows.close();
        if (game != null) game.close();
        if (stage != null) {
            WindowGeometry g = bounds.toStore(stage);
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
    public Optional<GameChrome> chrome() { return game == null ? Optional.empty() : game.chrome(); }
    public ThemeManager theme() { return theme; }
    public Toasts toasts() { return toasts; }
    public ShellSettings settings() { return settings; }
    public ArcadeStorage storage() { return storage; }

    /** Waits until every queued file write is done (tests check files after an action). */
    public void flushWrites() throws InterruptedException {
        var done = new CountDownLatch(1);
        writer.execute(done::countDown);
        done.await(10, TimeUnit.SECONDS);
    }

    // ---- games ---------------------------------------------------------------------------

    public void open(GameInfo info) { game.open(info, g -> { }); }

    public void backToLibrary() { game.backToLibrary(); }

    /** The periodic and focus-loss autosave of the open game (public for tests). */
    public void checkpoint() { game.checkpoint(); }

    /** A game's statistics with the figures that fit it. */
    public GameStatistics statistics(GameInfo g) { return storage.stats().statistics(g.id(), traits.measures(g)); }

    // ---- dialogs and settings ------------------------------------------------------------

    private void showSettings() {
        Optional<SettingsWindow.GamePage> page = Optional.empty();
        Optional<GameChrome> c = chrome();
        if (c.isPresent()) {
            try {
                page = c.get().game().settingsPane().map(n -> new SettingsWindow.GamePage(c.get().info().name(), n));
            } catch (RuntimeException e) {
                toasts.show(Toasts.Level.WARN, c.get().info().name() + " settings could not be shown: " + arcade.shell.notify.PlainWords.of(e));
            }
        }
        Optional<SettingsWindow.GamePage> gamePage = page;
        dialogs.show(() -> SettingsWindow.show(stage, settings, theme.systemPrefersDark(), this::applySettings, gamePage));
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
        dialogs.show(() -> StatsWindow.show(stage, g, statistics(g), arcade.shell.stats.VariantNames.of(registry.find(g.id())),
                storage.stats().lastGames(g.id()), traits.canReplay(g) ? saved -> game.replay(g, saved) : null));
    }

    private void showRules(GameInfo g) {
        String page = traits.rulesPage(g);
        dialogs.show(() -> RulesWindow.show(stage, g.name(), page, openDocument));
    }

    private void howToAddGames() {
        Optional<Path> readme = ReadmeFile.find();
        if (readme.isPresent()) openDocument.accept(readme.get().toUri() + "#add-a-game");
        else toasts.show(Toasts.Level.INFO, "See \"Add a game\" in the arcade's README.md.");
    }

    private final class LibraryActions implements LibraryView.Actions {
        @Override public void open(GameInfo game) { ArcadeShell.this.open(game); }
        @Override public void statistics(GameInfo game) { showStatistics(game); }
        @Override public void settings() { showSettings(); }
        @Override public void toggleTheme() { ArcadeShell.this.toggleTheme(); }
        @Override public void howToAddGames() { ArcadeShell.this.howToAddGames(); }
        @Override public void layoutChosen(LibraryLayout layout) { applySettings(settings.withLibrary(layout)); }
    }

    private final class ChromeActions implements GameChrome.Actions {
        private final OpenGame game;

        ChromeActions(OpenGame game) { this.game = game; }

        @Override public void backToLibrary() { game.backToLibrary(); }
        @Override public void rules() { game.chrome().ifPresent(c -> showRules(c.info())); }
        @Override public void settings() { showSettings(); }
        @Override public void statistics() { game.chrome().ifPresent(c -> showStatistics(c.info())); }
        @Override public boolean askBeforeDiscarding() { return !settings.discardWithoutAsking(); }
        @Override public void stopAskingBeforeDiscarding() { applySettings(settings.withDiscardWithoutAsking(true)); }
        @Override public void dim(boolean on) { dialogs.dim(on); }
        @Override public void recordAbandoned(arcade.api.store.GameRecord record) { game.recordAbandoned(record); }
    }
}
