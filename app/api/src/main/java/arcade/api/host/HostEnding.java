package arcade.api.host;

import arcade.api.plugin.Ending;
import arcade.api.session.Session;
import arcade.api.store.GameRecord;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ObservableValue;

/**
 * The record and the end-of-game card of the session on the board: its end recorded once, the
 * card shown then, put away by an undo and shown again when a redo returns to the end. A game
 * undone from its end and ended again by other moves gets the card of this end, not a second record.
 */
final class HostEnding<S, M> {
    private final Recorder<S, M> recorder;
    private final ReadOnlyObjectWrapper<Ending> ending = new ReadOnlyObjectWrapper<>();
    private Ending last; // the card of this session's end, shown again when a redo returns there

    HostEnding(GameHost.Builder<S, M, ?> builder) { this.recorder = new Recorder<>(builder); }

    ObservableValue<Ending> property() { return ending.getReadOnlyProperty(); }

    /** The card shown now, or null. */
    Ending shown() { return ending.get(); }

    /** A new session: no card. */
    void reset() {
        ending.set(null);
        last = null;
    }

    /** An undo puts the card away; a redo back to the end shows it again; another end shows its own card. */
    void changed(Session<S, M> session, Session.Change<S, M> change, Recorder.Buttons buttons) {
        if (!session.isOver()) ending.set(null);
        else if (ending.get() == null && last != null)
            ending.set(change.direction() == Session.Direction.REDO ? last : recorder.endedAgain(session, buttons));
    }

    /** Records the session's end and shows its card. */
    void finished(Session<S, M> session, Session.Finish f, Recorder.Buttons buttons) {
        last = recorder.record(session, f, buttons);
        ending.set(last);
    }

    /** The game in progress, as the statistics count a game given up. */
    GameRecord abandoned(Session<S, M> session) { return recorder.abandoned(session); }

    /** The card's words for the status line, or null without a card. */
    String statusText() {
        Ending end = ending.get();
        return end == null ? null : end.title() + (end.lines().isEmpty() ? "" : " " + end.lines().get(0));
    }
}
