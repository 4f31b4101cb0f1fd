package arcade.shell.testgames;

import arcade.api.plugin.Capability;
import arcade.api.plugin.GameAction;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameControls;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import arcade.api.plugin.GamePlugin;
import arcade.api.session.SavedGame;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;

/**
 * A scripted game for the chrome's tests: a counter with undo, an editor mode that takes Undo
 * over, two actions of its own (one whose accelerator clashes with Undo), a switch for real-time
 * play and for "cannot pause now", and a record of the keys that reached it.
 */
public final class ModesGame extends GameControls implements GameInstance {
    public static final GameInfo INFO = new GameInfo("modes", "Modes", "A test game with modes and actions.", "mdi2c-counter");

    /** The common controls it offers (a test may add more before the chrome is built). */
    public final java.util.Set<Capability> offered = EnumSet.of(Capability.NEW_GAME, Capability.UNDO, Capability.REDO, Capability.HINT, Capability.PAUSE);

    @Override public java.util.Set<Capability> capabilities() { return java.util.Set.copyOf(offered); }

    public final List<String> keysSeen = new ArrayList<>();
    public final List<Integer> editorEdits = new ArrayList<>();
    public int count;
    public int shuffles;
    private final Label label = new Label("0");
    private final VBox root = new VBox(label);
    private final SimpleObjectProperty<GameControls> active = new SimpleObjectProperty<>(this);
    private final ObservableList<GameAction> actions = FXCollections.observableArrayList();
    public final GameAction grid = GameAction.toggle("grid", "Grid", this::toggleGrid)
            .icon("mdi2g-grid").accelerator(new KeyCodeCombination(KeyCode.G)).placement(GameAction.Placement.BOTH);
    public final GameAction shuffle = GameAction.command("shuffle", "Shuffle", () -> shuffles++)
            .accelerator(new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN)).placement(GameAction.Placement.MENU);

    /** The editor mode's controls: its own undo over its own edits. */
    public final EditorControls editor = new EditorControls();

    public final class EditorControls extends GameControls {
        EditorControls() { setCanPause(false); setStatus("Editing"); }
        @Override public void undo() {
            editorEdits.remove(editorEdits.size() - 1);
            setCanUndo(!editorEdits.isEmpty());
        }
        void undoable() { setCanUndo(true); }
    }

    public ModesGame() {
        label.setId("modes-count");
        root.setId("modes-root");
        root.setFocusTraversable(true);
        root.addEventHandler(KeyEvent.KEY_PRESSED, e -> keysSeen.add(e.getCode().getName()));
        actions.addAll(grid, shuffle);
        setStatus("Count 0");
    }

    public void play() { count++; refresh(); }

    public void openEditor() { active.set(editor); }
    public void edit(int v) { editorEdits.add(v); editor.undoable(); }
    public void closeEditor() { active.set(this); }

    private void toggleGrid() { grid.selectedProperty().set(!grid.selectedProperty().get()); }

    private void refresh() {
        label.setText(String.valueOf(count));
        setCanUndo(count > 0);
        setStatus("Count " + count);
    }

    @Override public Node root() { return root; }
    @Override public GameControls controls() { return this; }
    @Override public ReadOnlyObjectProperty<GameControls> activeControls() { return active; }
    @Override public ObservableList<GameAction> actions() { return actions; }
    @Override public Optional<SavedGame> snapshot() { return Optional.empty(); }
    @Override public void pause() { if (canPauseProperty().get()) setPaused(true); }
    @Override public void resume() { setPaused(false); }

    // The flags a game sets for itself, set by the chrome's tests.
    public void realTime(boolean on) { setRealTime(on); }
    public void canPause(boolean on) { setCanPause(on); }
    public void canHint(boolean on) { setCanHint(on); }
    public void status(String text) { setStatus(text); }
    public void busy(boolean on) { setBusy(on); }
    @Override public void close() { }

    /** How many more Esc presses a screen of the game's own takes before the shell may leave. */
    public int ownScreensOpen;

    @Override public boolean back() {
        if (ownScreensOpen == 0) return false;
        ownScreensOpen--;
        return true;
    }

    @Override public void undo() { count--; refresh(); }

    /** The plugin for tests that run the whole shell; {@code setup} configures each opened game. */
    public static GamePlugin plugin(java.util.function.Consumer<ModesGame> setup) {
        return new GamePlugin() {
            @Override public GameInfo info() { return INFO; }
            @Override public java.util.Set<arcade.api.model.Measure> measures() { return java.util.Set.of(arcade.api.model.Measure.SCORE); }
            @Override public GameInstance open(GameContext ctx, Optional<SavedGame> resume) {
                ModesGame g = new ModesGame();
                setup.accept(g);
                return g;
            }
        };
    }
}
