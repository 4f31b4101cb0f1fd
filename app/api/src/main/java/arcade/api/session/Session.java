package arcade.api.session;

import arcade.api.model.GameRules;
import arcade.api.model.IllegalMoveException;
import arcade.api.model.MoveFormatException;
import arcade.api.model.Outcome;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The generic "midend": a history of entries with a position, written once for every game.
 * Unlimited undo/redo; restart and solve are undoable entries; a new entry cuts the redo tail.
 * Saving writes move text; loading replays it into a new session (see {@link #restore}).
 *
 * <p>In real-time mode (Snake) there is no undo: only the current state and the tick log of move
 * labels are kept, so a long game costs one label per tick.
 */
public final class Session<S, M> {

    /** What an entry of the history is. */
    public enum Kind { NEW, MOVE, RESTART, SOLVE }

    /** One step of the history: its kind, the moves it applied, and the state after it. */
    public record Entry<S, M>(Kind kind, List<M> moves, S state) {
        public Entry { moves = List.copyOf(moves); Objects.requireNonNull(state, "state"); }
    }

    private final GameRules<S, M> rules;
    private final GameId id;
    private final S initial;
    private final boolean undoable;
    private final List<Entry<S, M>> history = new ArrayList<>();
    private final List<String> tickLog = new ArrayList<>();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private int position; // index of the entry in effect
    private S current;     // real-time mode keeps only this

    private Session(GameRules<S, M> rules, GameId id, S initial, boolean undoable) {
        this.rules = Objects.requireNonNull(rules, "rules");
        this.id = Objects.requireNonNull(id, "id");
        this.initial = Objects.requireNonNull(initial, "initial");
        this.undoable = undoable;
        this.history.add(new Entry<>(Kind.NEW, List.of(), initial));
        this.current = initial;
    }

    /** A turn-based session with unlimited undo. */
    public static <S, M> Session<S, M> start(GameRules<S, M> rules, GameId id, S initial) {
        return new Session<>(rules, id, initial, true);
    }

    /** A real-time session: one move per tick, a tick log, no undo. */
    public static <S, M> Session<S, M> realTime(GameRules<S, M> rules, GameId id, S initial) {
        return new Session<>(rules, id, initial, false);
    }

    public GameRules<S, M> rules() { return rules; }
    public GameId id() { return id; }
    public S initialState() { return initial; }
    public S state() { return current; }
    public boolean isUndoable() { return undoable; }
    public Optional<Outcome> outcome() { return rules.outcome(current); }
    public boolean isOver() { return outcome().isPresent(); }

    /** Index of the entry in effect (0 = the new-game entry). Always 0 in real-time mode. */
    public int position() { return position; }

    /** The whole history including the redo tail; in real-time mode only the new-game entry. */
    public List<Entry<S, M>> history() { return Collections.unmodifiableList(history); }

    /** Move labels applied so far in real-time mode (the replay's tick log). */
    public List<String> tickLog() { return Collections.unmodifiableList(tickLog); }

    /** Number of moves that led to the current state along the history (or ticks in real time). */
    public int moveCount() {
        if (!undoable) return tickLog.size();
        int n = 0;
        for (int i = 1; i <= position; i++) {
            Entry<S, M> e = history.get(i);
            n = e.kind() == Kind.RESTART ? 0 : n + e.moves().size();
        }
        return n;
    }

    public boolean canUndo() { return undoable && position > 0; }
    public boolean canRedo() { return undoable && position < history.size() - 1; }

    /** Called after every change of the current state (move, undo, redo, restart, solve). */
    public void addListener(Runnable listener) { listeners.add(listener); }
    public void removeListener(Runnable listener) { listeners.remove(listener); }

    /** Applies one move; {@link IllegalMoveException} (state unchanged) if it is not legal. */
    public S play(M move) {
        S next = applyChecked(current, move);
        if (undoable) push(new Entry<>(Kind.MOVE, List.of(move), next));
        else tickLog.add(rules.formatMove(move));
        current = next;
        fire();
        return next;
    }

    /** Parses and applies a move given as text. */
    public S play(String moveText) { return play(rules.parseMove(current, moveText)); }

    /** Applies several moves as one undoable entry (solve, auto-play). All or nothing. */
    public S solve(List<M> moves) {
        requireUndoable("solve");
        if (moves.isEmpty()) return current;
        S s = current;
        for (M m : moves) s = applyChecked(s, m);
        push(new Entry<>(Kind.SOLVE, moves, s));
        current = s;
        fire();
        return s;
    }

    /** Returns to the initial state as an undoable entry (a fresh start in real-time mode). */
    public S restart() {
        if (undoable) push(new Entry<>(Kind.RESTART, List.of(), initial));
        else tickLog.clear();
        current = initial;
        fire();
        return current;
    }

    public S undo() {
        if (!canUndo()) throw new IllegalStateException("nothing to undo");
        current = history.get(--position).state();
        fire();
        return current;
    }

    public S redo() {
        if (!canRedo()) throw new IllegalStateException("nothing to redo");
        current = history.get(++position).state();
        fire();
        return current;
    }

    /** The saved form: id, entries as move text, position. */
    public SavedGame save(String pluginId, long elapsedMillis, java.util.Map<String, String> extra) {
        List<SavedGame.SavedEntry> entries = new ArrayList<>();
        if (undoable) {
            for (int i = 1; i < history.size(); i++) {
                Entry<S, M> e = history.get(i);
                entries.add(new SavedGame.SavedEntry(e.kind(), e.moves().stream().map(rules::formatMove).toList()));
            }
        } else {
            for (String t : tickLog) entries.add(new SavedGame.SavedEntry(Kind.MOVE, List.of(t)));
        }
        return new SavedGame(SavedGame.CURRENT_VERSION, pluginId, id.toString(), entries,
                undoable ? position : entries.size(), elapsedMillis, extra);
    }

    /**
     * Replays a saved history into a new session. Every entry must parse and be legal from the
     * state it follows; otherwise {@link SaveFormatException} says which entry failed, and the
     * caller's current session is untouched because nothing is installed.
     */
    public static <S, M> Session<S, M> restore(GameRules<S, M> rules, S initial, SavedGame saved, boolean undoable)
            throws SaveFormatException {
        if (saved.version() > SavedGame.CURRENT_VERSION)
            throw new SaveFormatException("saved with a newer format (version " + saved.version() + ")");
        // A file without a version field parses as 0: not ours, or cut short.
        if (saved.version() < 1)
            throw new SaveFormatException("unknown save format version " + saved.version());
        GameId gid;
        try {
            gid = GameId.parse(saved.gameId());
        } catch (IllegalArgumentException e) {
            throw new SaveFormatException("bad game id: " + e.getMessage(), e);
        }
        Session<S, M> s = new Session<>(rules, gid, initial, undoable);
        int index = 0;
        try {
            for (SavedGame.SavedEntry e : saved.entries()) {
                index++;
                if (e == null || e.kind() == null) throw new SaveFormatException("entry " + index + " is empty");
                switch (e.kind()) {
                    case MOVE -> {
                        if (e.moves().size() != 1) throw new SaveFormatException("entry " + index + ": a move entry holds one move");
                        s.replayMove(e.moves().get(0));
                    }
                    case SOLVE -> {
                        if (!undoable) throw new SaveFormatException("entry " + index + ": solve in a real-time game");
                        List<M> ms = new ArrayList<>();
                        S t = s.current;
                        for (String text : e.moves()) { M m = rules.parseMove(t, text); t = s.applyChecked(t, m); ms.add(m); }
                        s.solve(ms);
                    }
                    case RESTART -> s.restart();
                    case NEW -> throw new SaveFormatException("entry " + index + ": unexpected new-game entry");
                }
            }
        } catch (IllegalMoveException | MoveFormatException e) {
            throw new SaveFormatException("entry " + index + " cannot be replayed: " + e.getMessage(), e);
        } catch (RuntimeException e) {
            throw new SaveFormatException("entry " + index + " cannot be replayed: " + e, e);
        }
        if (undoable) {
            if (saved.position() < 0 || saved.position() > s.history.size() - 1)
                throw new SaveFormatException("position " + saved.position() + " outside the history of " + (s.history.size() - 1) + " entries");
            s.position = saved.position();
            s.current = s.history.get(s.position).state();
        }
        s.listeners.clear();
        return s;
    }

    private void replayMove(String text) {
        M m = rules.parseMove(current, text);
        play(m);
    }

    private S applyChecked(S state, M move) {
        if (rules.isTerminal(state)) throw new IllegalMoveException("the game is over");
        if (!rules.isLegal(state, move)) throw new IllegalMoveException("illegal move: " + rules.formatMove(move));
        return rules.apply(state, move);
    }

    private void push(Entry<S, M> e) {
        while (history.size() > position + 1) history.remove(history.size() - 1);
        history.add(e);
        position++;
    }

    private void requireUndoable(String what) {
        if (!undoable) throw new IllegalStateException(what + " is not available in a real-time session");
    }

    private void fire() { for (Runnable r : listeners) r.run(); }
}
