package arcade.api.host;

import arcade.api.session.Session;

import java.util.List;

/**
 * What a view draws: a state of a session, the moves that led to it last (to mark the last move:
 * the card just moved, the computer's reply), and the change that brought it, if one did.
 *
 * @param session   the session shown (a replay's own session while a finished game is replayed)
 * @param state     the state to draw
 * @param lastMoves the moves of the history entry in effect: empty after a new game or a restart
 * @param change    the change that led here, for an animation; null for a new game, a restored one,
 *                  a redraw or a replay step
 * @param replaying true while a finished game is shown step by step (input is then ignored)
 */
public record Frame<S, M>(Session<S, M> session, S state, List<M> lastMoves, Session.Change<S, M> change, boolean replaying) {
    public Frame { lastMoves = List.copyOf(lastMoves); }

    /** The last move, or null when there is none. */
    public M lastMove() { return lastMoves.isEmpty() ? null : lastMoves.get(lastMoves.size() - 1); }

    /** The frame of a session at its current position. */
    static <S, M> Frame<S, M> of(Session<S, M> s, Session.Change<S, M> change, boolean replaying) {
        return at(s, s.position(), change, replaying);
    }

    /** The frame of the history entry {@code index} of a turn-based session (or its current state in real time). */
    static <S, M> Frame<S, M> at(Session<S, M> s, int index, Session.Change<S, M> change, boolean replaying) {
        if (s.isRealTime()) return new Frame<>(s, s.state(), List.of(), change, replaying);
        Session.Entry<S, M> e = s.history().get(index);
        List<M> last = e.kind() == Session.Kind.RESTART || e.kind() == Session.Kind.NEW ? List.of() : e.moves();
        return new Frame<>(s, e.state(), last, change, replaying);
    }
}
