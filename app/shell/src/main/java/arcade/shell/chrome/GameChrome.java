package arcade.shell.chrome;

import arcade.api.model.Preset;
import arcade.api.plugin.Capability;
import arcade.api.plugin.GameAction;
import arcade.api.plugin.GameControls;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import javafx.beans.binding.Bindings;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The common frame around an open game: menu bar, toolbar, the game's own root, a status bar.
 * Every built-in command is enabled only when the game declares the capability and its flag
 * allows it; the game's own {@link GameAction}s sit beside them. The shortcuts (Ctrl+N, Ctrl+Z,
 * Ctrl+Shift+Z / Ctrl+Y, H, F1, P, Esc, then the game's accelerators) are caught by a key filter
 * before the game sees them, but only while their command is enabled: otherwise the key goes on to
 * the game. The commands act on the game's active controls, which a mode of the game (an editor)
 * may take over for a while.
 */
public final class GameChrome extends BorderPane {

    /** What the chrome asks of the shell. */
    public interface Actions {
        void backToLibrary();
        void rules();
        void settings();
        void statistics();
        /** False once the player said "don't ask again" before discarding an unfinished game. */
        default boolean askBeforeDiscarding() { return true; }
        default void stopAskingBeforeDiscarding() {}
        /** Writes the game the player discarded unfinished to the statistics. */
        default void recordAbandoned(arcade.api.store.GameRecord record) {}
        /** Dims the window behind a dialog while one is open over the game. */
        default void dim(boolean on) {}
    }

    static final KeyCombination CTRL_N = new KeyCodeCombination(KeyCode.N, KeyCombination.SHORTCUT_DOWN);
    static final KeyCombination CTRL_Z = new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN);
    static final KeyCombination CTRL_SHIFT_Z = new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN);
    static final KeyCombination CTRL_Y = new KeyCodeCombination(KeyCode.Y, KeyCombination.SHORTCUT_DOWN);
    static final KeyCombination H = new KeyCodeCombination(KeyCode.H);
    static final KeyCombination F1 = new KeyCodeCombination(KeyCode.F1);
    static final KeyCombination P = new KeyCodeCombination(KeyCode.P);
    static final KeyCombination ESC = new KeyCodeCombination(KeyCode.ESCAPE);

    private final GameInfo info;
    private final java.util.Set<Capability> capabilities;
    private final GameInstance game;
    private final ActiveControls active;
    private final List<Preset> presets;
    private final Map<String, ChromeAction> actions = new LinkedHashMap<>();
    private final ObservableList<ChromeAction> gameActions = FXCollections.observableArrayList();
    private final ChromeKeys keys;
    private final DialogPause dialogs;
    private final DiscardGuard discard;
    private final Runnable shellBack;
    private final EndCard endCard;
    /** False once the game is closed: menu accelerators may outlive the chrome in the scene. */
    private final SimpleBooleanProperty live = new SimpleBooleanProperty(true);

    public GameChrome(GameInfo info, GameInstance game, Actions shell) {
        this(info, game, shell, System.err);
    }

    /** {@code problems}: where clashing shortcuts of the game are reported. */
    public GameChrome(GameInfo info, GameInstance game, Actions shell, PrintStream problems) {
        this.info = info;
        this.game = game;
        GameControls own = game.controls();
        this.capabilities = capabilities(own);
        this.active = new ActiveControls(safeActive(game, own), own);
        this.keys = new ChromeKeys(info.name(), problems);
        this.dialogs = new DialogPause(game, active, has(Capability.PAUSE), live);
        dialogs.onCovered(shell::dim);
        this.shellBack = shell::backToLibrary;
        this.discard = new DiscardGuard(active, shell, dialogs, () -> getScene() == null ? null : getScene().getWindow());
        getStyleClass().add("game-chrome");
        setId("game-chrome");
        getStylesheets().add(GameChrome.class.getResource("/arcade/shell/chrome/chrome.css").toExternalForm());

        presets = safePresets(own);
        ObservableBooleanValue always = new SimpleBooleanProperty(true);
        define("new", "New game", "mdi2p-plus-box-outline", CTRL_N, has(Capability.NEW_GAME, !presets.isEmpty()),
                () -> discard.run("New game", true, () -> active.current().newGame(presets.get(0))));
        define("custom", "Custom…", "mdi2t-tune-variant", null, has(Capability.CUSTOM_GAME, true),
                () -> discard.run("A custom game", false, () -> dialogs.around(() -> active.current().customGame())));
        define("restart", "Restart", "mdi2r-restart", null, has(Capability.RESTART, true),
                () -> discard.run("Restart", true, () -> active.current().restart()));
        define("undo", "Undo", "mdi2u-undo", CTRL_Z, flag(Capability.UNDO, active.canUndo()), () -> active.current().undo());
        define("redo", "Redo", "mdi2r-redo", CTRL_SHIFT_Z, flag(Capability.REDO, active.canRedo()), () -> active.current().redo());
        define("hint", "Hint", "mdi2l-lightbulb-on-outline", H, flag(Capability.HINT, active.canHint()), () -> active.current().hint());
        define("solve", safeSolveLabel(own), "mdi2r-robot-outline", null, flag(Capability.SOLVE, active.canSolve()),
                () -> active.current().solve());
        actions.put("pause", new ChromeAction("pause", "Pause", "mdi2p-pause", P, enabled(flag(Capability.PAUSE, active.canPause())),
                active.paused(), true, true, () -> guarded("Pause", this::togglePause)));
        keys.builtIn(P, actions.get("pause"));
        define("rules", "Rules", "mdi2b-book-open-variant", F1, always, shell::rules);
        define("settings", "Settings…", "mdi2c-cog-outline", null, always, shell::settings);
        define("stats", "Statistics", "mdi2c-chart-line", null, always, shell::statistics);
        define("back", "Back to library", "mdi2a-arrow-left", ESC, always, this::back);
        keys.builtIn(CTRL_Y, actions.get("redo"));

        ChromeMenus menus = new ChromeMenus(info, capabilities, actions, presets, this::startPreset, live, own.currentParamsProperty());
        ChromeToolBar toolbar = new ChromeToolBarBuilder(info, capabilities, actions, menus).build(gameActions);
        followGameActions(game, menus);
        VBox top = new VBox(menus.bar(), toolbar);
        top.getStyleClass().add("chrome-top");
        setTop(top);

        endCard = new EndCard(safeEnding(game), shell::backToLibrary);
        StackPane gameHost = new StackPane(game.root(), endCard.node());
        gameHost.getStyleClass().add("game-host");
        gameHost.setMinSize(0, 0);
        // a card that keeps the board in view docks below the game, which gives it the room
        BorderPane gameArea = new BorderPane(gameHost);
        gameArea.setBottom(endCard.dock());
        gameArea.setMinSize(0, 0);
        setCenter(gameArea);
        setBottom(new ChromeStatusBar(active).node());

        addEventFilter(KeyEvent.KEY_PRESSED, this::shortcut);
    }

    public GameInfo info() { return info; }
    public GameInstance game() { return game; }

    /** Gives the keyboard to the game once the chrome is in the window. */
    public void focusGame() {
        Node root = game.root();
        root.requestFocus();
        // A game may hand the focus on to its board; only when it went nowhere inside the game does the chrome pick a node.
        if (getScene() != null && !inside(getScene().getFocusOwner(), root) && root instanceof javafx.scene.Parent p) {
            // A root that is not focusable itself: focus its first focusable node.
            Node first = firstFocusable(p);
            if (first != null) first.requestFocus();
        }
    }

    private static boolean inside(Node n, Node ancestor) {
        for (; n != null; n = n.getParent()) if (n == ancestor) return true;
        return false;
    }

    /** Disables every command for good and stops following the game; called when the game is closed. */
    public void dispose() {
        live.set(false);
        active.release();
    }

    /** The window was minimised or left: pauses real-time play (turn-based play is never paused). */
    public void autoPause() { dialogs.pauseRealTime(); }

    /**
     * A dialog of the shell opens over the game: pauses real-time play. Call {@link #dialogClosed()}
     * when it closes, which restores exactly the paused state the game had before.
     */
    public void dialogOpened() { dialogs.opened(); }

    public void dialogClosed() { dialogs.closed(); }

    /** True when the command exists and is enabled now (built-in ids, or {@code "game-<id>"} for a game action). */
    public boolean isEnabled(String actionId) {
        ChromeAction a = actions.get(actionId);
        if (a == null) a = gameActions.stream().filter(g -> g.id.equals(actionId)).findFirst().orElse(null);
        return a != null && a.isEnabled();
    }

    /** True while the game is paused, as the chrome shows it. */
    public boolean isPaused() { return active.paused().get(); }

    private void togglePause() {
        dialogs.playerToggledPause();
        if (active.paused().get()) game.resume();
        else game.pause();
    }

    /** Esc first puts the end-of-game card away, then closes a screen of the game's own (a replay); only then does it leave the game. */
    private void back() {
        if (endCard.dismiss()) return;
        boolean handled;
        try {
            handled = game.back();
        } catch (RuntimeException e) {
            handled = false;
        }
        if (!handled) shellBack.run();
    }

    private void startPreset(Preset p) {
        if (live.get()) guarded("New game", () -> discard.run("New game", true, () -> active.current().newGame(p)));
    }

    private void shortcut(KeyEvent e) {
        Scene scene = getScene();
        keys.handle(e, scene != null && scene.getFocusOwner() instanceof TextInputControl);
    }

    private void define(String id, String text, String icon, KeyCombination key, ObservableBooleanValue enabled, Runnable run) {
        ChromeAction a = new ChromeAction(id, text, icon, key, enabled(enabled), () -> guarded(text, run));
        actions.put(id, a);
        if (key != null) keys.builtIn(key, a);
    }

    private ObservableBooleanValue enabled(ObservableBooleanValue enabled) {
        return live.and(Bindings.createBooleanBinding(enabled::get, enabled));
    }

    /** The game's actions, as chrome commands; re-read whenever the game changes its list. */
    private void followGameActions(GameInstance game, ChromeMenus menus) {
        ObservableList<GameAction> list;
        try {
            list = game.actions();
        } catch (RuntimeException e) {
            list = FXCollections.emptyObservableList();
        }
        ObservableList<GameAction> source = list == null ? FXCollections.emptyObservableList() : list;
        Runnable read = () -> {
            keys.clearGame();
            List<ChromeAction> wrapped = new ArrayList<>();
            for (GameAction a : List.copyOf(source)) wrapped.add(keys.game(wrap(a)));
            gameActions.setAll(wrapped);
            menus.showGameActions(gameActions);
        };
        source.addListener((ListChangeListener<GameAction>) c -> read.run());
        read.run();
    }

    private ChromeAction wrap(GameAction a) {
        return new ChromeAction("game-" + a.id(), a.label(), a.iconLiteral().orElse(null), a.accelerator().orElse(null),
                enabled(a.enabledProperty()), a.isToggle() ? a.selectedProperty() : null, a.placement().inMenu(),
                a.placement().inToolbar(), () -> guarded(a.label(), a::fire));
    }

    /** A game's command that throws must not take the arcade down. */
    private void guarded(String what, Runnable run) {
        try {
            run.run();
        } catch (RuntimeException ex) {
            Thread t = Thread.currentThread();
            t.getUncaughtExceptionHandler().uncaughtException(t, new IllegalStateException(info.name() + ": " + what + " failed", ex));
        }
    }

    /** True while the end-of-game card is shown over the game. */
    public boolean isEndCardShowing() { return endCard.isShowing(); }

    private boolean has(Capability c) { return capabilities.contains(c); }

    private ObservableBooleanValue has(Capability c, boolean extra) { return new SimpleBooleanProperty(has(c) && extra); }

    private ObservableBooleanValue flag(Capability c, ObservableBooleanValue can) {
        return has(c) ? can : new SimpleBooleanProperty(false);
    }

    /** What the game's controls offer (derived from its definition, on the host). */
    private static java.util.Set<Capability> capabilities(GameControls controls) {
        try {
            java.util.Set<Capability> offered = controls.capabilities();
            return offered == null ? java.util.Set.of() : java.util.Set.copyOf(offered);
        } catch (RuntimeException e) {
            return java.util.Set.of(); // a game whose controls fail here offers nothing beyond leaving
        }
    }

    private static ObservableValue<arcade.api.plugin.Ending> safeEnding(GameInstance game) {
        try {
            ObservableValue<arcade.api.plugin.Ending> e = game.ending();
            if (e != null) return e;
        } catch (RuntimeException ignored) {
            // no card for a game that cannot say how it ended
        }
        return new javafx.beans.property.ReadOnlyObjectWrapper<arcade.api.plugin.Ending>().getReadOnlyProperty();
    }

    private static ObservableValue<GameControls> safeActive(GameInstance game, GameControls own) {
        try {
            ObservableValue<GameControls> v = game.activeControls();
            return v != null ? v : new javafx.beans.property.ReadOnlyObjectWrapper<>(own);
        } catch (RuntimeException e) {
            return new javafx.beans.property.ReadOnlyObjectWrapper<>(own);
        }
    }

    private static List<Preset> safePresets(GameControls controls) {
        try {
            List<Preset> p = controls.presets();
            return p == null ? List.of() : List.copyOf(p);
        } catch (RuntimeException e) {
            return List.of();
        }
    }

    private static String safeSolveLabel(GameControls controls) {
        try {
            String s = controls.solveLabel();
            return s == null || s.isBlank() ? "Solve" : s;
        } catch (RuntimeException e) {
            return "Solve";
        }
    }

    private static Node firstFocusable(javafx.scene.Parent p) {
        for (Node n : p.getChildrenUnmodifiable()) {
            if (n.isFocusTraversable() && !n.isDisabled() && n.isVisible()) return n;
            if (n instanceof javafx.scene.Parent q) {
                Node f = firstFocusable(q);
                if (f != null) return f;
            }
        }
        return null;
    }
}
