package arcade.shell;

import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import arcade.api.plugin.GamePlugin;
import arcade.api.session.SavedGame;
import arcade.api.store.GameRecord;
import arcade.api.store.StatsSink;
import arcade.shell.chrome.GameChrome;
import arcade.shell.context.ShellGameContext;
import arcade.shell.library.LibraryView;
import arcade.shell.notify.Toasts;
import arcade.shell.plugins.PluginRegistry;
import arcade.shell.storage.ArcadeStorage;
import arcade.shell.theme.ThemeManager;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

import java.time.Clock;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The game in the window: opening it (from its autosave where there is one), showing it in its
 * chrome, autosaving it now and then and when it is left, and closing it for the library.
 */
final class OpenGame {
    /** The parts of the shell a game needs. */
    record Parts(PluginRegistry registry, ArcadeStorage storage, GameTraits traits, ThemeManager theme, Clock clock,
                 ExecutorService writer, ExecutorService workers, Set<String> resumable) {}

    private final Parts parts;
    private final Stage stage;
    private final StackPane content;
    private final LibraryView library;
    private final Toasts toasts;
    private final Function<OpenGame, GameChrome.Actions> chromeActions;
    private GameChrome chrome;
    private boolean opening; // an autosave is being read: a second click must not open the game twice
    /** Autosaves the open game every so often, not only when it is closed. */
    private final Timeline checkpoints;

    OpenGame(Parts parts, Stage stage, StackPane content, LibraryView library, Toasts toasts,
             Function<OpenGame, GameChrome.Actions> chromeActions) {
        this.parts = parts;
        this.stage = stage;
        this.content = content;
        this.library = library;
        this.toasts = toasts;
        this.chromeActions = chromeActions;
        checkpoints = new Timeline(new KeyFrame(ArcadeShell.CHECKPOINT_EVERY, e -> checkpoint()));
        checkpoints.setCycleCount(Animation.INDEFINITE);
        stage.iconifiedProperty().addListener((o, was, now) -> { if (now) pauseAndCheckpoint(); });
        stage.focusedProperty().addListener((o, was, now) -> { if (!now) pauseAndCheckpoint(); });
    }

    Optional<GameChrome> chrome() { return Optional.ofNullable(chrome); }

    private void pauseAndCheckpoint() {
        if (chrome == null) return;
        chrome.autoPause();
        checkpoint();
    }

    /** Opens the game (resuming its unfinished game) and hands the shown instance to {@code then}. */
    void open(GameInfo info, Consumer<GameInstance> then) {
        if (opening) return;
        if (chrome != null) close(); // switching games autosaves the one being left
        GamePlugin plugin = parts.registry().find(info.id()).orElseThrow();
        if (!parts.resumable().contains(info.id())) {
            openWith(plugin, info, Optional.empty(), then);
            return;
        }
        opening = true;
        arcade.api.fx.Background.run(parts.workers(), () -> parts.storage().autosaves().load(info.id()), () -> true,
                saved -> { opening = false; openWith(plugin, info, saved, then); },
                err -> { opening = false; openWith(plugin, info, Optional.empty(), then); });
    }

    /** Replay from the statistics' last games: in the open game, or in the game opened for it. */
    void replay(GameInfo info, SavedGame finished) {
        Consumer<GameInstance> show = g -> arcade.shell.stats.LastGamesReplay.show(g, info, finished, toasts);
        if (chrome != null && chrome.info().id().equals(info.id())) show.accept(chrome.game());
        else open(info, show);
    }

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
        parts.resumable().remove(info.id());
        parts.writer().execute(() -> {
            String kept = parts.storage().autosaves().discard(info.id()).map(n -> " It is kept as autosave/" + n + ".").orElse("");
            toasts.show(Toasts.Level.WARN, "The unfinished " + info.name() + " game could not be resumed ("
                    + why + "). A new game was started." + kept);
        });
    }

    StatsSink statsSink(String gameId) {
        return parts.storage().stats().sink(gameId, parts.traits().measuresOrNone(gameId), r -> Platform.runLater(library::refresh));
    }

    /** Files a game the player gave up in the open game's statistics. */
    void recordAbandoned(GameRecord record) {
        if (chrome != null) statsSink(chrome.info().id()).record(record);
    }

    /**
     * The context of one opened game. Its theme flags are the game's own copies, bound to the
     * shell's: a binding holds its target weakly, so the listeners a game adds to them never keep a
     * closed game in memory.
     */
    private ShellGameContext contextFor(GameInfo info) {
        ThemeManager theme = parts.theme();
        SimpleBooleanProperty dark = new SimpleBooleanProperty();
        dark.bind(theme.darkProperty());
        SimpleBooleanProperty animations = new SimpleBooleanProperty();
        animations.bind(theme.animationsProperty());
        SimpleBooleanProperty sound = new SimpleBooleanProperty();
        sound.bind(theme.soundProperty());
        return new ShellGameContext(parts.workers(), parts.storage().gameStore(info.id()), statsSink(info.id()), toasts.notifier(),
                parts.clock(), dark, animations, sound, why -> Platform.runLater(() -> keepAsideUnresumable(info, why)));
    }

    /** True when the game is shown. */
    private boolean show(GameInfo info, GameInstance instance) {
        try {
            chrome = new GameChrome(info, instance, chromeActions.apply(this));
        } catch (RuntimeException | LinkageError e) {
            // Its root or controls failed: the game is closed again and the library stays.
            try { instance.close(); } catch (RuntimeException | LinkageError ignored) { /* already failing */ }
            toasts.show(Toasts.Level.ERROR, info.name() + " could not be shown: " + message(e));
            return false;
        }
        checkpoints.playFromStart();
        content.getChildren().setAll(chrome);
        stage.setTitle(info.name() + " — " + ArcadeShell.TITLE);
        Platform.runLater(() -> { if (chrome != null) chrome.focusGame(); });
        return true;
    }

    void backToLibrary() {
        if (chrome == null) return;
        String id = chrome.info().id();
        close();
        content.getChildren().setAll(library);
        stage.setTitle(ArcadeShell.TITLE);
        library.refresh();
        library.focusCard(Optional.of(id));
    }

    /** Autosaves (or forgets) the open game and closes it; nothing when no game is open. */
    void close() {
        GameChrome c = chrome;
        if (c == null) return;
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
        if (snapshot.isPresent()) parts.resumable().add(id); else parts.resumable().remove(id);
        Optional<SavedGame> s = snapshot;
        parts.writer().execute(() -> parts.storage().autosaves().store(id, s));
    }

    /** The periodic and focus-loss autosave of the open game. */
    void checkpoint() {
        if (chrome != null) autosave(chrome, false);
    }

    private static String message(Throwable e) {
        return arcade.shell.notify.PlainWords.of(e);
    }
}
