package arcade.api.plugin;

import arcade.api.model.Preset;
import arcade.api.store.GameRecord;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import java.util.List;
import java.util.Optional;

/**
 * The common controls of an open game. The shell's menu and toolbar call these and bind their
 * enabled state to the flags; a game sets the flags, the shell only reads them. Defaults do
 * nothing, so a game implements just the capabilities it declares in {@link GameInfo}.
 */
public abstract class GameControls {
    private final BooleanProperty canUndo = new SimpleBooleanProperty(this, "canUndo", false);
    private final BooleanProperty canRedo = new SimpleBooleanProperty(this, "canRedo", false);
    private final BooleanProperty canHint = new SimpleBooleanProperty(this, "canHint", false);
    private final BooleanProperty canSolve = new SimpleBooleanProperty(this, "canSolve", false);
    private final BooleanProperty paused = new SimpleBooleanProperty(this, "paused", false);
    private final BooleanProperty canPause = new SimpleBooleanProperty(this, "canPause", true);
    private final BooleanProperty realTime = new SimpleBooleanProperty(this, "realTime", false);
    private final BooleanProperty busy = new SimpleBooleanProperty(this, "busy", false);
    private final BooleanProperty inProgress = new SimpleBooleanProperty(this, "inProgress", false);
    private final StringProperty status = new SimpleStringProperty(this, "status", "");
    private final StringProperty currentParams = new SimpleStringProperty(this, "currentParams", "");

    /**
     * The common controls these controls offer, added to those the game's {@link GameInfo}
     * declares. Games on {@code arcade.api.host.GameHost} get them derived from their definition.
     */
    public java.util.Set<Capability> capabilities() { return java.util.Set.of(); }

    /** Params offered under New game, first = default. */
    public List<Preset> presets() { return List.of(); }

    public void newGame(Preset preset) {}

    /** Shows the game's own custom-settings dialog, then starts that game. */
    public void customGame() {}

    public void restart() {}

    /**
     * The game in progress as an abandoned game ({@code GameRecord.abandoned}, e.g.
     * {@code session.abandonedRecord(now)}), or empty when there is none. The shell asks for it
     * before New game, Custom or Restart and writes it to the statistics once the game has really
     * been replaced, so a cancelled Custom dialog records nothing.
     */
    public Optional<GameRecord> abandonedGame() { return Optional.empty(); }
    public void undo() {}
    public void redo() {}
    public void hint() {}

    /** Solve or auto-play: the computer plays for the player. */
    public void solve() {}

    /** The label the shell gives Solve (e.g. "Auto-play", "Solve"). */
    public String solveLabel() { return "Solve"; }

    // The flags are the game's to set, the shell's to read: controls of a game's own mode (an
    // editor) set them through these, and the property accessors below turn read-only once every
    // game is on the host.
    protected final void setCanUndo(boolean on) { canUndo.set(on); }
    protected final void setCanRedo(boolean on) { canRedo.set(on); }
    protected final void setCanHint(boolean on) { canHint.set(on); }
    protected final void setCanSolve(boolean on) { canSolve.set(on); }
    protected final void setPaused(boolean on) { paused.set(on); }
    protected final void setCanPause(boolean on) { canPause.set(on); }
    protected final void setRealTime(boolean on) { realTime.set(on); }
    protected final void setInProgress(boolean on) { inProgress.set(on); }
    protected final void setBusy(boolean on) { busy.set(on); }
    protected final void setStatus(String text) { status.set(text == null ? "" : text); }
    protected final void setCurrentParams(String params) { currentParams.set(params == null ? "" : params); }

    public BooleanProperty canUndoProperty() { return canUndo; }
    public BooleanProperty canRedoProperty() { return canRedo; }
    public BooleanProperty canHintProperty() { return canHint; }
    public BooleanProperty canSolveProperty() { return canSolve; }
    /** True while the game is paused (by the player, focus loss or a dialog). */
    public BooleanProperty pausedProperty() { return paused; }
    /**
     * False while the game must not be paused (a network match: the other side plays on). Only
     * matters for a game with {@link Capability#PAUSE}.
     */
    public BooleanProperty canPauseProperty() { return canPause; }
    /**
     * True while play runs against the clock (a real-time game, not a turn-based one): the shell
     * then pauses it when the window is left or a dialog opens, and resumes it when the dialog
     * closes. Turn-based play is never paused by the shell.
     */
    public BooleanProperty realTimeProperty() { return realTime; }
    /**
     * True while an unfinished game has moves that starting another would throw away: the shell
     * then asks before New game, Custom and Restart (unless the player said not to ask) and records
     * {@link #abandonedGame()} when the game is replaced. Leaving the game does not ask: it is kept.
     */
    public BooleanProperty inProgressProperty() { return inProgress; }
    /** True while a computer player or generator works in the background. */
    public BooleanProperty busyProperty() { return busy; }
    /** The params text of the game being played, so the New menu can mark its preset; empty when unknown. */
    public StringProperty currentParamsProperty() { return currentParams; }
    /** One line for the status bar. */
    public StringProperty statusProperty() { return status; }
}
