package arcade.shell.chrome;

import arcade.api.plugin.GameControls;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableValue;

/**
 * The controls the chrome's commands act on right now. A game may hand them over to one of its
 * modes (an editor owns Undo and Redo while it is open); the chrome's buttons and keys stay bound
 * to these mirrors, which follow whichever controls are active.
 */
final class ActiveControls {
    private final ObservableValue<GameControls> source;
    private final GameControls fallback;
    private final BooleanProperty canUndo = new SimpleBooleanProperty();
    private final BooleanProperty canRedo = new SimpleBooleanProperty();
    private final BooleanProperty canHint = new SimpleBooleanProperty();
    private final BooleanProperty canSolve = new SimpleBooleanProperty();
    private final BooleanProperty canPause = new SimpleBooleanProperty();
    private final BooleanProperty realTime = new SimpleBooleanProperty();
    private final BooleanProperty paused = new SimpleBooleanProperty();
    private final BooleanProperty busy = new SimpleBooleanProperty();
    private final StringProperty status = new SimpleStringProperty("");

    ActiveControls(ObservableValue<GameControls> source, GameControls fallback) {
        this.source = source;
        this.fallback = fallback;
        source.addListener((o, was, now) -> follow(current()));
        follow(current());
    }

    /** The active controls (the game's own when the game offers none). */
    GameControls current() {
        GameControls c = source.getValue();
        return c == null ? fallback : c;
    }

    /** True while a mode of the game has taken over from the game's own controls. */
    boolean swapped() { return current() != fallback; }

    private void follow(GameControls c) {
        canUndo.bind(c.canUndoProperty());
        canRedo.bind(c.canRedoProperty());
        canHint.bind(c.canHintProperty());
        canSolve.bind(c.canSolveProperty());
        canPause.bind(c.canPauseProperty());
        realTime.bind(c.realTimeProperty());
        paused.bind(c.pausedProperty());
        busy.bind(c.busyProperty());
        status.bind(c.statusProperty());
    }

    /** Stops following the game (it is closed); the mirrors keep their last values. */
    void release() {
        for (BooleanProperty p : new BooleanProperty[]{canUndo, canRedo, canHint, canSolve, canPause, realTime, paused, busy}) p.unbind();
        status.unbind();
    }

    ReadOnlyBooleanProperty canUndo() { return canUndo; }
    ReadOnlyBooleanProperty canRedo() { return canRedo; }
    ReadOnlyBooleanProperty canHint() { return canHint; }
    ReadOnlyBooleanProperty canSolve() { return canSolve; }
    ReadOnlyBooleanProperty canPause() { return canPause; }
    ReadOnlyBooleanProperty realTime() { return realTime; }
    ReadOnlyBooleanProperty paused() { return paused; }
    ReadOnlyBooleanProperty busy() { return busy; }
    ReadOnlyStringProperty status() { return status; }
}
