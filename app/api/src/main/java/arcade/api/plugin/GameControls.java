package arcade.api.plugin;

import arcade.api.model.Preset;
import arcade.api.store.GameRecord;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.List;
import java.util.Optional;

/**
 * The common controls of an open game. The shell's menu and toolbar call these and bind their
 * enabled state to the flags; the game sets the flags (the host does it for a game on
 * {@code arcade.api.host.GameHost}), the shell only reads them. Defaults do nothing, so a game
 * implements just the {@link #capabilities()} it offers.
 */
public abstract class GameControls {
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(this, "canUndo", false);
    private final ReadOnlyBooleanWrapper canRedo = new ReadOnlyBooleanWrapper(this, "canRedo", false);
    private final ReadOnlyBooleanWrapper canHint = new ReadOnlyBooleanWrapper(this, "canHint", false);
    private final ReadOnlyBooleanWrapper canSolve = new ReadOnlyBooleanWrapper(this, "canSolve", false);
    private final ReadOnlyBooleanWrapper paused = new ReadOnlyBooleanWrapper(this, "paused", false);
    private final ReadOnlyBooleanWrapper canPause = new ReadOnlyBooleanWrapper(this, "canPause", true);
    private final ReadOnlyBooleanWrapper realTime = new ReadOnlyBooleanWrapper(this, "realTime", false);
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy", false);
    private final ReadOnlyBooleanWrapper inProgress = new ReadOnlyBooleanWrapper(this, "inProgress", false);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyStringWrapper currentParams = new ReadOnlyStringWrapper(this, "currentParams", "");

    /**
     * The common controls these controls offer. Games on {@code arcade.api.host.GameHost} get them
     * derived from their definition.
     */
    public java.util.Set<Capability> capabilities() { return java.util.Set.of(); }

    /** Params offered under New game, first = default. */
    public List<Preset> presets() { return List.of(); }

    public void newGame(Preset preset) {}

    /** Shows the game's own custom-settings dialog, then starts that game. */
    public void customGame() {}

    public void restart() {}

    /**
     * The game in progress as an abandoned game ({@code GameRecord.abandoned}; the host gives it
     * from the session), or empty when there is none. The shell asks for it
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

    // The flags are the game's to set, the shell's to read: the host and the controls of a game's
    // own mode (an editor) set them through these; the shell sees them read-only.
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

    public ReadOnlyBooleanProperty canUndoProperty() { return canUndo.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty canRedoProperty() { return canRedo.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty canHintProperty() { return canHint.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty canSolveProperty() { return canSolve.getReadOnlyProperty(); }
    /** True while the game is paused (by the player, focus loss or a dialog). */
    public ReadOnlyBooleanProperty pausedProperty() { return paused.getReadOnlyProperty(); }
    /**
     * False while the game must not be paused (a network match: the other side plays on). Only
     * matters for a game with {@link Capability#PAUSE}.
     */
    public ReadOnlyBooleanProperty canPauseProperty() { return canPause.getReadOnlyProperty(); }
    /**
     * True while play runs against the clock (a real-time game, not a turn-based one): the shell
     * then pauses it when the window is left or a dialog opens, and resumes it when the dialog
     * closes. Turn-based play is never paused by the shell.
     */
    public ReadOnlyBooleanProperty realTimeProperty() { return realTime.getReadOnlyProperty(); }
    /**
     * True while an unfinished game has moves that starting another would throw away: the shell
     * then asks before New game, Custom and Restart (unless the player said not to ask) and records
     * {@link #abandonedGame()} when the game is replaced. Leaving the game does not ask: it is kept.
     */
    public ReadOnlyBooleanProperty inProgressProperty() { return inProgress.getReadOnlyProperty(); }
    /** True while a computer player or generator works in the background. */
    public ReadOnlyBooleanProperty busyProperty() { return busy.getReadOnlyProperty(); }
    /** The params text of the game being played, so the New menu can mark its preset; empty when unknown. */
    public ReadOnlyStringProperty currentParamsProperty() { return currentParams.getReadOnlyProperty(); }
    /** One line for the status bar. */
    public ReadOnlyStringProperty statusProperty() { return status.getReadOnlyProperty(); }
}
