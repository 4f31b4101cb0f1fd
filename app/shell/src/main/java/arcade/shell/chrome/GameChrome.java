package arcade.shell.chrome;

import arcade.api.plugin.Capability;
import arcade.api.plugin.GameControls;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import arcade.api.model.Preset;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.Separator;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The common frame around an open game: menu bar, toolbar, the game's own root, a status bar.
 * Every command is enabled only when the game declares the capability and its flag allows it; the
 * shell's shortcuts (Ctrl+N, Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y, H, F1, P, Esc) are caught by a key
 * filter before the game sees them.
 */
public final class GameChrome extends BorderPane {

    /** What the chrome asks of the shell. */
    public interface Actions {
        void backToLibrary();
        void rules();
        void settings();
        void statistics();
    }

    private static final KeyCombination CTRL_N = new KeyCodeCombination(KeyCode.N, KeyCombination.SHORTCUT_DOWN);
    private static final KeyCombination CTRL_Z = new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN);
    private static final KeyCombination CTRL_SHIFT_Z = new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN);
    private static final KeyCombination CTRL_Y = new KeyCodeCombination(KeyCode.Y, KeyCombination.SHORTCUT_DOWN);
    private static final KeyCombination H = new KeyCodeCombination(KeyCode.H);
    private static final KeyCombination F1 = new KeyCodeCombination(KeyCode.F1);
    private static final KeyCombination P = new KeyCodeCombination(KeyCode.P);
    private static final KeyCombination ESC = new KeyCodeCombination(KeyCode.ESCAPE);

    private final GameInfo info;
    private final GameInstance game;
    private final GameControls controls;
    private final Map<String, ChromeAction> actions = new LinkedHashMap<>();
    private final Map<KeyCombination, ChromeAction> keys = new LinkedHashMap<>();
    private final StackPane gameHost;
    /** False once the game is closed: menu accelerators may outlive the chrome in the scene. */
    private final SimpleBooleanProperty live = new SimpleBooleanProperty(true);

    public GameChrome(GameInfo info, GameInstance game, Actions shell) {
        this.info = info;
        this.game = game;
        this.controls = game.controls();
        getStyleClass().add("game-chrome");
        setId("game-chrome");
        getStylesheets().add(GameChrome.class.getResource("/arcade/shell/chrome/chrome.css").toExternalForm());

        List<Preset> presets = safePresets();
        ObservableBooleanValue always = new SimpleBooleanProperty(true);
        define("new", "New game", "mdi2p-plus-box-outline", CTRL_N, has(Capability.NEW_GAME, !presets.isEmpty()),
                () -> controls.newGame(presets.get(0)));
        define("custom", "Custom…", "mdi2t-tune-variant", null, has(Capability.CUSTOM_GAME, true), controls::customGame);
        define("restart", "Restart", "mdi2r-restart", null, has(Capability.RESTART, true), controls::restart);
        define("undo", "Undo", "mdi2u-undo", CTRL_Z, flag(Capability.UNDO, controls.canUndoProperty()), controls::undo);
        define("redo", "Redo", "mdi2r-redo", CTRL_SHIFT_Z, flag(Capability.REDO, controls.canRedoProperty()), controls::redo);
        define("hint", "Hint", "mdi2l-lightbulb-on-outline", H, flag(Capability.HINT, controls.canHintProperty()), controls::hint);
        define("solve", safeSolveLabel(), "mdi2r-robot-outline", null, flag(Capability.SOLVE, controls.canSolveProperty()), controls::solve);
        define("pause", "Pause", "mdi2p-pause", P, has(Capability.PAUSE, true), this::togglePause);
        define("rules", "Rules", "mdi2b-book-open-variant", F1, always, shell::rules);
        define("settings", "Settings…", "mdi2c-cog-outline", null, always, shell::settings);
        define("stats", "Statistics", "mdi2c-chart-line", null, always, shell::statistics);
        define("back", "Back to library", "mdi2a-arrow-left", ESC, always, shell::backToLibrary);
        keys.put(CTRL_Y, actions.get("redo"));

        VBox top = new VBox(menuBar(presets), toolBar(presets));
        top.getStyleClass().add("chrome-top");
        setTop(top);

        Node root = game.root();
        gameHost = new StackPane(root);
        gameHost.getStyleClass().add("game-host");
        setCenter(gameHost);
        setBottom(statusBar());

        addEventFilter(KeyEvent.KEY_PRESSED, this::shortcut);
    }

    public GameInfo info() { return info; }
    public GameInstance game() { return game; }

    /** Gives the keyboard to the game once the chrome is in the window. */
    public void focusGame() {
        Node root = game.root();
        root.requestFocus();
        if (getScene() != null && getScene().getFocusOwner() != root && root instanceof javafx.scene.Parent p) {
            // A root that is not focusable itself: focus its first focusable node.
            Node first = firstFocusable(p);
            if (first != null) first.requestFocus();
        }
    }

    /** Disables every command for good; called when the game is closed. */
    public void dispose() { live.set(false); }

    /** Pauses a running game (window minimised or left); does nothing for games without pause. */
    public void autoPause() {
        if (info.has(Capability.PAUSE) && !controls.pausedProperty().get()) game.pause();
    }

    /** True when the command exists and is enabled now (for tests and the settings of key hints). */
    public boolean isEnabled(String actionId) { return actions.get(actionId).isEnabled(); }

    private void togglePause() {
        if (controls.pausedProperty().get()) game.resume();
        else game.pause();
    }

    private void shortcut(KeyEvent e) {
        Scene scene = getScene();
        boolean typing = scene != null && scene.getFocusOwner() instanceof TextInputControl;
        for (Map.Entry<KeyCombination, ChromeAction> k : keys.entrySet()) {
            if (!k.getKey().match(e)) continue;
            boolean plainKey = k.getKey() == H || k.getKey() == P;
            if (typing && plainKey) return; // letters typed into a field stay letters
            e.consume();
            k.getValue().fire();
            return;
        }
    }

    private void define(String id, String text, String icon, KeyCombination key, ObservableBooleanValue enabled, Runnable run) {
        ChromeAction a = new ChromeAction(id, text, icon, key, live.and(Bindings.createBooleanBinding(enabled::get, enabled)),
                () -> guarded(text, run));
        actions.put(id, a);
        if (key != null) keys.put(key, a);
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

    private ObservableBooleanValue has(Capability c, boolean extra) { return new SimpleBooleanProperty(info.has(c) && extra); }

    private ObservableBooleanValue flag(Capability c, ObservableBooleanValue can) {
        if (!info.has(c)) return new SimpleBooleanProperty(false);
        BooleanBinding b = Bindings.createBooleanBinding(can::get, can);
        return b;
    }

    private MenuBar menuBar(List<Preset> presets) {
        Menu game = new Menu("_Game");
        game.getItems().add(newMenu(presets));
        game.getItems().addAll(item("restart"), item("pause"), new SeparatorMenuItem(), item("stats"), item("settings"),
                new SeparatorMenuItem(), item("back"));
        Menu play = new Menu("_Play");
        MenuItem redoY = item("redo");
        play.getItems().addAll(item("undo"), redoY, new SeparatorMenuItem(), item("hint"), item("solve"));
        Menu help = new Menu("_Help");
        help.getItems().add(item("rules"));
        MenuBar bar = new MenuBar(game, play, help);
        bar.getStyleClass().add("chrome-menu");
        bar.setId("chrome-menu");
        return bar;
    }

    private Menu newMenu(List<Preset> presets) {
        Menu m = new Menu("New", new FontIcon("mdi2p-plus-box-outline"));
        m.setId("menu-new");
        m.getItems().addAll(presetItems(presets, true));
        m.disableProperty().bind(Bindings.not(actions.get("new").enabled).and(Bindings.not(actions.get("custom").enabled)));
        return m;
    }

    private List<MenuItem> presetItems(List<Preset> presets, boolean withShortcut) {
        List<MenuItem> items = new ArrayList<>();
        boolean canNew = info.has(Capability.NEW_GAME);
        for (int i = 0; i < presets.size(); i++) {
            Preset p = presets.get(i);
            MenuItem it = new MenuItem(p.label());
            it.setId("preset-" + p.id());
            if (i == 0 && withShortcut) it.setAccelerator(CTRL_N);
            it.setDisable(!canNew);
            it.setOnAction(e -> { if (live.get()) guarded("New game", () -> controls.newGame(p)); });
            items.add(it);
        }
        if (info.has(Capability.CUSTOM_GAME)) {
            if (!items.isEmpty()) items.add(new SeparatorMenuItem());
            items.add(item("custom"));
        }
        return items;
    }

    private MenuItem item(String id) { return actions.get(id).menuItem(); }

    private ToolBar toolBar(List<Preset> presets) {
        Button back = actions.get("back").button(false);
        back.getStyleClass().add("back-button");
        FontIcon gameIcon = arcade.shell.theme.Icons.of(info.iconLiteral());
        gameIcon.getStyleClass().add("chrome-game-icon");
        Label name = new Label(info.name(), gameIcon);
        name.getStyleClass().add("chrome-game-name");

        MenuButton newGame = new MenuButton("New", new FontIcon("mdi2p-plus-box-outline"));
        newGame.setId("tool-new");
        newGame.getStyleClass().add("chrome-button");
        newGame.setFocusTraversable(false);
        newGame.getItems().addAll(presetItems(presets, false));
        newGame.setTooltip(new Tooltip("New game  (" + CTRL_N.getDisplayText() + " starts the first)"));
        newGame.setDisable(newGame.getItems().isEmpty());

        ToggleButton pause = new ToggleButton(null, new FontIcon("mdi2p-pause"));
        pause.setId("tool-pause");
        pause.getStyleClass().addAll("chrome-button", "button-icon");
        pause.setFocusTraversable(false);
        pause.setTooltip(new Tooltip("Pause / resume  (P)"));
        pause.setDisable(!info.has(Capability.PAUSE));
        pause.setSelected(controls.pausedProperty().get());
        controls.pausedProperty().addListener((o, was, now) -> pause.setSelected(now));
        pause.setOnAction(e -> {
            pause.setSelected(controls.pausedProperty().get()); // the game's flag decides, not the click
            actions.get("pause").fire();
        });

        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        // The toolbar shows only what this game can ever do (the menus list everything, greyed out).
        List<List<Node>> groups = List.of(
                present(info.has(Capability.NEW_GAME) || info.has(Capability.CUSTOM_GAME) ? newGame : null,
                        info.has(Capability.RESTART) ? actions.get("restart").button(false) : null),
                present(info.has(Capability.UNDO) ? actions.get("undo").button(false) : null,
                        info.has(Capability.REDO) ? actions.get("redo").button(false) : null),
                present(info.has(Capability.HINT) ? actions.get("hint").button(false) : null,
                        info.has(Capability.SOLVE) ? actions.get("solve").button(true) : null,
                        info.has(Capability.PAUSE) ? pause : null));
        ToolBar bar = new ToolBar(back, name);
        for (List<Node> g : groups) {
            if (g.isEmpty()) continue;
            bar.getItems().add(sep());
            bar.getItems().addAll(g);
        }
        bar.getItems().addAll(gap, actions.get("rules").button(false), actions.get("stats").button(false),
                actions.get("settings").button(false));
        bar.getStyleClass().add("chrome-toolbar");
        return bar;
    }

    private Node statusBar() {
        Label status = new Label();
        status.setId("status");
        status.getStyleClass().add("status-text");
        status.textProperty().bind(controls.statusProperty());
        Label paused = new Label("Paused", new FontIcon("mdi2p-pause-circle-outline"));
        paused.getStyleClass().add("status-paused");
        paused.visibleProperty().bind(controls.pausedProperty());
        paused.managedProperty().bind(paused.visibleProperty());
        ProgressIndicator busy = new ProgressIndicator();
        busy.setId("busy");
        busy.getStyleClass().add("status-busy");
        busy.visibleProperty().bind(controls.busyProperty());
        Label working = new Label("Working…");
        working.getStyleClass().add("status-working");
        working.visibleProperty().bind(controls.busyProperty());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox bar = new HBox(10, status, gap, paused, working, busy);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("status-bar");
        return bar;
    }

    private List<Preset> safePresets() {
        try {
            List<Preset> p = controls.presets();
            return p == null ? List.of() : List.copyOf(p);
        } catch (RuntimeException e) {
            return List.of();
        }
    }

    private String safeSolveLabel() {
        try {
            String s = controls.solveLabel();
            return s == null || s.isBlank() ? "Solve" : s;
        } catch (RuntimeException e) {
            return "Solve";
        }
    }

    private static List<Node> present(Node... nodes) {
        List<Node> out = new ArrayList<>();
        for (Node n : nodes) if (n != null) out.add(n);
        return out;
    }

    private static Separator sep() {
        Separator s = new Separator(javafx.geometry.Orientation.VERTICAL);
        s.getStyleClass().add("chrome-separator");
        return s;
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
