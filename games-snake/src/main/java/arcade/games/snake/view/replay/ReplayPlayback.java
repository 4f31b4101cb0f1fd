package arcade.games.snake.view.replay;

import arcade.games.snake.model.SnakeRules;
import arcade.games.snake.model.SnakeState;

/**
 * Steps a recorded game through the rules, one recorded input per step. The recording was
 * checked when it was loaded, so every step here is legal. Seeking back starts from the nearest
 * kept state (one every {@link #CHECKPOINT} steps), so a seek replays at most that many steps.
 */
public final class ReplayPlayback {
    private final SnakeRules rules;
    private final GameRecording recording;
    private SnakeState state;
    private SnakeState previous;
    private int position;
    public static final int CHECKPOINT = 100;
    private final java.util.List<SnakeState> checkpoints = new java.util.ArrayList<>(); // state at k × CHECKPOINT

    public ReplayPlayback(SnakeRules rules, GameRecording recording) {
        this.rules = rules;
        this.recording = recording;
        this.state = rules.initialState(recording.id());
        checkpoints.add(state);
    }

    public void step() {
        if (isDone()) return;
        previous = state;
        state = rules.apply(state, rules.parseMove(state, recording.moves().get(position++)));
        if (position % CHECKPOINT == 0 && checkpoints.size() == position / CHECKPOINT) checkpoints.add(state);
    }

    /** Moves the playback to step {@code target} (clamped to the recording), forward or back. */
    public void seek(int target) {
        int t = Math.max(0, Math.min(target, length()));
        if (t < position) {
            int k = Math.min(t / CHECKPOINT, checkpoints.size() - 1);
            state = checkpoints.get(k);
            previous = null;
            position = k * CHECKPOINT;
        }
        while (position < t && !isDone()) step();
    }

    /** This playback moved to step {@code n} (for tests and tools). */
    public SnakeState stepped(int n) {
        seek(n);
        return state;
    }

    public boolean isDone() { return position >= recording.moves().size() || rules.isTerminal(state); }

    public SnakeState state() { return state; }

    /** The field to draw: the crash that ended the game, rather than the walls its last step (P2) turns the field into. */
    public SnakeState shown() {
        boolean walled = state.isGameOver() && state.isFinished();
        return walled && previous != null && previous.isGameOver() && !previous.isFinished() ? previous : state;
    }
    public SnakeState previous() { return previous; }
    public int position() { return position; }
    public int length() { return recording.moves().size(); }
    public GameRecording recording() { return recording; }
}
