package arcade.api.session;

import arcade.api.model.GameDefinition;
import arcade.api.model.GameId;
import arcade.api.model.GameRules;
import arcade.api.model.IllegalMoveException;
import arcade.api.model.MoveFormatException;
import arcade.api.model.Outcome;
import arcade.api.model.UndoPolicy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The generic "midend": a history of entries with a position, written once for every game.
 * Undo/redo follow the game's {@link UndoPolicy}; restart and solve are undoable entries; a new
 * entry cuts the redo tail. An entry is a list of {@link Step}s (moves and chance events), so a
 * compound move (chording, auto-moves, auto-complete) or a first click that lays the mines is one
 * undo step. Saving writes step text; loading replays it into a new session (see {@link #restore}).
 *
 * <p>The session also owns the game clock ({@link GameClock}) and the record: the first time the
 * game ends, {@link #onFinish} listeners hear it exactly once, flagged assisted when Solve, an undo
 * or {@link #markAssisted()} helped.
 *
 * <p>In real-time mode (Snake) there is no undo: only the current state and the tick log of move
 * labels are kept, so a long game costs one label per tick.
 */
public final class Session<S, M> {

    /** What an entry of the history is. */
    public enum Kind { NEW, MOVE, COMPOUND, CHANCE, RESTART, SOLVE }

    /** How a change moved along the history. */
    public enum Direction { FORWARD, UNDO, REDO }

    /** One step of an entry: a move, or a chance event named by its label. */
    public record Step<M>(M move, String chance) {
        public Step {
            if ((move == null) == (chance == null)) throw new IllegalArgumentException("a step is a move or a chance event");
        }
        public static <M> Step<M> move(M move) { return new Step<>(Objects.requireNonNull(move), null); }
        public static <M> Step<M> chance(String label) { return new Step<>(null, Objects.requireNonNull(label)); }
        public boolean isChance() { return chance != null; }
    }

    /** One entry of the history: its kind, the steps it applied, and the state after it. */
    public record Entry<S, M>(Kind kind, List<Step<M>> steps, S state) {
        public Entry { steps = List.copyOf(steps); Objects.requireNonNull(state, "state"); }

        /** The moves among the steps (chance events left out). */
        public List<M> moves() { return steps.stream().filter(s -> !s.isChance()).map(st -> st.move()).toList(); }
    }

    /**
     * What changed: the entry's kind and steps, the states before and after, and the direction, so
     * a view can animate an undo backwards instead of redrawing.
     */
    public record Change<S, M>(Kind kind, Direction direction, S before, S after, List<Step<M>> steps) {
        public List<M> moves() { return steps.stream().filter(s -> !s.isChance()).map(st -> st.move()).toList(); }
    }

    /** The end of a game, reported once per session. */
    public record Finish(GameId id, Outcome outcome, long elapsedMillis, int moves, boolean assisted) {}

    private final GameRules<S, M> rules;
    private final GameDefinition<S, M> definition; // null for sessions built from bare rules
    private final GameId id;
    private final S initial;
    private final UndoPolicy undoPolicy;
    private final boolean realTime;
    private final List<Entry<S, M>> history = new ArrayList<>();
    private final List<String> tickLog = new ArrayList<>();
    private final List<Consumer<Change<S, M>>> listeners = new CopyOnWriteArrayList<>();
    private final List<Consumer<Finish>> finishListeners = new CopyOnWriteArrayList<>();
    private final GameClock clock;
    private int position; // index of the entry in effect
    private S current;     // real-time mode keeps only this
    private int undos;
    private boolean assisted;
    private boolean finishReported;
    private Map<String, String> uiState = Map.of();

    private Session(GameRules<S, M> rules, GameDefinition<S, M> definition, GameId id, S initial,
                    UndoPolicy undoPolicy, boolean realTime, LongSupplier nanoTime) {
        this.rules = Objects.requireNonNull(rules, "rules");
        this.definition = definition;
        this.id = Objects.requireNonNull(id, "id");
        this.initial = Objects.requireNonNull(initial, "initial");
        this.realTime = realTime;
        this.undoPolicy = realTime ? UndoPolicy.NONE : undoPolicy;
        this.history.add(new Entry<>(Kind.NEW, List.of(), initial));
        this.current = initial;
        this.clock = new GameClock(nanoTime);
        updateClock();
    }

    // ---- starting ------------------------------------------------------------------------------

    /** A new game named by {@code id}, with the definition's policies; the clock reads {@link System#nanoTime}. */
    public static <S, M> Session<S, M> newGame(GameDefinition<S, M> definition, GameId id) {
        return newGame(definition, id, System::nanoTime);
    }

    /** As {@link #newGame(GameDefinition, GameId)} with a given time source (tests). */
    public static <S, M> Session<S, M> newGame(GameDefinition<S, M> definition, GameId id, LongSupplier nanoTime) {
        return new Session<>(definition.rules(), definition, id, definition.initialState(id),
                definition.undoPolicy(), definition.realTime(), nanoTime);
    }

    /**
     * A new game whose initial state the caller already built from {@code id} (an expensive board
     * built once, off the FX thread); it must equal {@code definition.initialState(id)}.
     */
    public static <S, M> Session<S, M> newGameWith(GameDefinition<S, M> definition, GameId id, S initial) {
        return new Session<>(definition.rules(), definition, id, initial, definition.undoPolicy(), definition.realTime(), System::nanoTime);
    }

    /** A turn-based session over bare rules with unlimited undo (analysis tools and fixtures). */
    public static <S, M> Session<S, M> start(GameRules<S, M> rules, GameId id, S initial) {
        return new Session<>(rules, null, id, initial, UndoPolicy.FREE, false, System::nanoTime);
    }

    /** A real-time session over bare rules: one move per tick, a tick log, no undo. */
    public static <S, M> Session<S, M> realTime(GameRules<S, M> rules, GameId id, S initial) {
        return new Session<>(rules, null, id, initial, UndoPolicy.NONE, true, System::nanoTime);
    }

    // ---- reading -------------------------------------------------------------------------------

    public GameRules<S, M> rules() { return rules; }
    public Optional<GameDefinition<S, M>> definition() { return Optional.ofNullable(definition); }
    public GameId id() { return id; }
    public S initialState() { return initial; }
    public S state() { return current; }
    public UndoPolicy undoPolicy() { return undoPolicy; }
    public boolean isRealTime() { return realTime; }
    /** True unless the game allows no undo at all (real time, or the policy is NONE). */
    public boolean isUndoable() { return undoPolicy != UndoPolicy.NONE; }
    public Optional<Outcome> outcome() { return rules.outcome(current); }
    public boolean isOver() { return outcome().isPresent(); }
    public GameClock clock() { return clock; }
    /** How many undos the player used (the COUNTED policy reports them). */
    public int undoCount() { return undos; }
    /** True once Solve, an undo or {@link #markAssisted()} helped in this game. */
    public boolean isAssisted() { return assisted; }
    /** True once this game's end was reported to the finish listeners. */
    public boolean isFinishReported() { return finishReported; }

    /** Index of the entry in effect (0 = the new-game entry). Always 0 in real-time mode. */
    public int position() { return position; }

    /** The whole history including the redo tail; in real-time mode only the new-game entry. */
    public List<Entry<S, M>> history() { return Collections.unmodifiableList(history); }

    /** Move labels applied so far in real-time mode (the replay's tick log). */
    public List<String> tickLog() { return Collections.unmodifiableList(tickLog); }

    /** Number of moves that led to the current state along the history (or ticks in real time). */
    public int moveCount() {
        if (realTime) return tickLog.size();
        int n = 0;
        for (int i = 1; i <= position; i++) {
            Entry<S, M> e = history.get(i);
            n = e.kind() == Kind.RESTART ? 0 : n + e.moves().size();
        }
        return n;
    }

    /** True while the game is unfinished and has moves that a new game would throw away. */
    public boolean isInProgress() { return !isOver() && moveCount() > 0; }

    public boolean canUndo() { return isUndoable() && position > 0; }
    public boolean canRedo() { return isUndoable() && position < history.size() - 1; }

    /** UI state that must survive undo and be saved with the moves (cursor, pencil marks, hints used). */
    public Map<String, String> uiState() { return uiState; }
    public void setUiState(Map<String, String> state) { uiState = Map.copyOf(state); }

    // ---- listening -----------------------------------------------------------------------------

    /** Called after every change of the current state (move, chance, undo, redo, restart, solve). */
    public void addListener(Consumer<Change<S, M>> listener) { listeners.add(listener); }
    public void removeListener(Consumer<Change<S, M>> listener) { listeners.remove(listener); }

    /** Convenience for listeners that only redraw. */
    public void addListener(Runnable listener) { listeners.add(new RunnableListener<>(listener)); }
    public void removeListener(Runnable listener) { listeners.remove(new RunnableListener<S, M>(listener)); }

    /** Hears the end of the game once: the first time a forward step reaches a terminal state. */
    public void onFinish(Consumer<Finish> listener) { finishListeners.add(listener); }

    // ---- changing ------------------------------------------------------------------------------

    /** Applies one move; {@link IllegalMoveException} (state unchanged) if it is not legal. */
    public S play(M move) {
        S before = current;
        S next = applyChecked(current, move);
        List<Step<M>> steps = List.of(Step.move(move));
        if (realTime) tickLog.add(rules.formatMove(move));
        else push(new Entry<>(Kind.MOVE, steps, next));
        current = next;
        fire(Kind.MOVE, Direction.FORWARD, before, steps);
        return next;
    }

    /** Parses and applies a move given as text. */
    public S play(String moveText) { return play(rules.parseMove(current, moveText)); }

    /** Applies several moves as one undo step (chording, auto-moves, auto-complete). All or nothing. */
    public S play(List<M> moves) {
        return perform(Kind.COMPOUND, moves.stream().map(Step::move).toList());
    }

    /** Applies a chance event named by its label (a mine layout, a deal) as an entry of its own. */
    public S chance(String label) { return perform(Kind.CHANCE, List.of(Step.chance(label))); }

    /**
     * Applies a mix of chance events and moves as one undo step: e.g. Minesweeper's first click,
     * which lays the mines and then reveals. All or nothing.
     */
    public S perform(List<Step<M>> steps) { return perform(Kind.COMPOUND, steps); }

    /** Applies several moves played by the computer as one undoable entry; the game becomes assisted. */
    public S solve(List<M> moves) {
        requireTurnBased("solve");
        if (moves.isEmpty()) return current;
        assisted = true;
        return perform(Kind.SOLVE, moves.stream().map(Step::move).toList());
    }

    /** Returns to the initial state as an undoable entry (a fresh start in real-time mode). */
    public S restart() {
        S before = current;
        if (realTime) tickLog.clear();
        else push(new Entry<>(Kind.RESTART, List.of(), initial));
        current = initial;
        fire(Kind.RESTART, Direction.FORWARD, before, List.of());
        return current;
    }

    public S undo() {
        if (!canUndo()) throw new IllegalStateException("nothing to undo");
        S before = current;
        Entry<S, M> undone = history.get(position);
        current = history.get(--position).state();
        undos++;
        assisted = true;
        fire(undone.kind(), Direction.UNDO, before, undone.steps());
        return current;
    }

    public S redo() {
        if (!canRedo()) throw new IllegalStateException("nothing to redo");
        S before = current;
        Entry<S, M> redone = history.get(++position);
        current = redone.state();
        fire(redone.kind(), Direction.REDO, before, redone.steps());
        return current;
    }

    /** Flags the game as helped (a hint shown, a probability overlay used): it never sets a best. */
    public void markAssisted() { assisted = true; }

    /** Pauses or resumes the game clock (the game itself decides what pausing shows). */
    public void setPaused(boolean paused) {
        clock.paused = paused;
        updateClock();
    }

    public boolean isPaused() { return clock.paused; }

    // ---- saving and loading --------------------------------------------------------------------

    /** The saved form: id, entries as step text, position, clock, flags and UI state. */
    public SavedGame save(String pluginId, Map<String, String> extra) {
        return save(pluginId, clock.elapsedMillis(), extra);
    }

    /** As {@link #save(String, Map)} with a play time of the game's own (games that keep their own clock). */
    public SavedGame save(String pluginId, long elapsedMillis, Map<String, String> extra) {
        return SaveCodec.write(this, pluginId, elapsedMillis, extra);
    }

    /**
     * Replays a saved game into a new session built from the saved id itself. Every entry must
     * parse and be legal from the state it follows; otherwise {@link SaveFormatException} says
     * which entry failed, and the caller's current session is untouched because nothing is
     * installed. A game that was already over when saved is not reported again.
     */
    public static <S, M> Session<S, M> restore(GameDefinition<S, M> definition, SavedGame saved) throws SaveFormatException {
        return restore(definition, saved, System::nanoTime);
    }

    public static <S, M> Session<S, M> restore(GameDefinition<S, M> definition, SavedGame saved, LongSupplier nanoTime)
            throws SaveFormatException {
        GameId gid = SaveCodec.gameId(saved);
        S initial;
        try {
            initial = definition.initialState(gid);
        } catch (RuntimeException e) {
            throw new SaveFormatException("the game " + gid + " cannot be set up: " + e.getMessage(), e);
        }
        Session<S, M> s = new Session<>(definition.rules(), definition, gid, initial, definition.undoPolicy(),
                definition.realTime(), nanoTime);
        return s.replay(saved);
    }

    /** Replays into a session over bare rules whose initial state the caller built. */
    public static <S, M> Session<S, M> restore(GameRules<S, M> rules, S initial, SavedGame saved, boolean turnBased)
            throws SaveFormatException {
        GameId gid = SaveCodec.gameId(saved);
        Session<S, M> s = new Session<>(rules, null, gid, initial, turnBased ? UndoPolicy.FREE : UndoPolicy.NONE,
                !turnBased, System::nanoTime);
        return s.replay(saved);
    }

    private Session<S, M> replay(SavedGame saved) throws SaveFormatException {
        int index = 0;
        try {
            for (SavedGame.SavedEntry e : saved.entries()) {
                index++;
                if (e == null || e.kind() == null) throw new SaveFormatException("entry " + index + " is empty");
                replayEntry(index, e);
            }
        } catch (IllegalMoveException | MoveFormatException e) {
            throw new SaveFormatException("entry " + index + " cannot be replayed: " + e.getMessage(), e);
        } catch (SaveFormatException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new SaveFormatException("entry " + index + " cannot be replayed: " + e, e);
        }
        if (!realTime) {
            if (saved.position() < 0 || saved.position() > history.size() - 1)
                throw new SaveFormatException("position " + saved.position() + " outside the history of " + (history.size() - 1) + " entries");
            position = saved.position();
            current = history.get(position).state();
        }
        listeners.clear();
        assisted = saved.assisted();
        undos = Math.max(0, saved.undos());
        uiState = saved.ui();
        finishReported = isOver(); // a game saved after its end was recorded then
        clock.restore(Math.max(0, saved.elapsedMillis()));
        updateClock();
        return this;
    }

    private void replayEntry(int index, SavedGame.SavedEntry e) throws SaveFormatException {
        switch (e.kind()) {
            case MOVE -> {
                if (e.moves().size() != 1 || e.isChance(0)) throw new SaveFormatException("entry " + index + ": a move entry holds one move");
                play(rules.parseMove(current, e.moves().get(0)));
            }
            case COMPOUND, CHANCE, SOLVE -> {
                if (realTime) throw new SaveFormatException("entry " + index + ": " + e.kind().name().toLowerCase() + " in a real-time game");
                List<Step<M>> steps = new ArrayList<>();
                S t = current;
                for (int i = 0; i < e.moves().size(); i++) {
                    String text = e.moves().get(i);
                    Step<M> step = e.isChance(i) ? Step.chance(text) : Step.move(rules.parseMove(t, text));
                    t = applyStep(t, step);
                    steps.add(step);
                }
                if (e.kind() == Kind.SOLVE) assisted = true;
                commit(e.kind(), steps, t);
            }
            case RESTART -> restart();
            case NEW -> throw new SaveFormatException("entry " + index + ": unexpected new-game entry");
        }
    }

    // ---- internals -----------------------------------------------------------------------------

    private S perform(Kind kind, List<Step<M>> steps) {
        requireTurnBased(kind.name().toLowerCase());
        if (steps.isEmpty()) return current;
        S s = current;
        for (Step<M> step : steps) s = applyStep(s, step);
        return commit(kind, steps, s);
    }

    private S commit(Kind kind, List<Step<M>> steps, S after) {
        S before = current;
        push(new Entry<>(kind, steps, after));
        current = after;
        fire(kind, Direction.FORWARD, before, steps);
        return after;
    }

    private S applyStep(S state, Step<M> step) {
        if (step.isChance()) {
            if (rules.isTerminal(state)) throw new IllegalMoveException("the game is over");
            return Objects.requireNonNull(rules.applyChance(state, step.chance()), "applyChance returned null");
        }
        return applyChecked(state, step.move());
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

    private void requireTurnBased(String what) {
        if (realTime) throw new IllegalStateException(what + " is not available in a real-time session");
    }

    private void updateClock() {
        boolean timing = !isOver() && (definition == null || definition.isTiming(current));
        clock.run(timing && !clock.paused);
    }

    private void fire(Kind kind, Direction direction, S before, List<Step<M>> steps) {
        updateClock();
        Change<S, M> change = new Change<>(kind, direction, before, current, steps);
        for (Consumer<Change<S, M>> l : listeners) l.accept(change);
        if (direction == Direction.FORWARD && !finishReported && isOver()) {
            finishReported = true;
            Finish f = new Finish(id, outcome().orElseThrow(), clock.elapsedMillis(), moveCount(), assisted);
            for (Consumer<Finish> l : finishListeners) l.accept(f);
        }
    }

    /** Wraps a Runnable so it can be removed again by the same Runnable. */
    private record RunnableListener<S, M>(Runnable run) implements Consumer<Change<S, M>> {
        @Override public void accept(Change<S, M> c) { run.run(); }
    }
}
