package arcade.games.snake.view;

import arcade.games.snake.model.SnakeRules;
import arcade.games.snake.model.SnakeState;

/**
 * Steps a recorded game through the rules, one recorded input per step. The recording was
 * checked when it was loaded, so every step here is legal.
 */
public final class ReplayPlayback {
    private final SnakeRules rules;
    private final GameRecording recording;
    private SnakeState state;
    private SnakeState previous;
    private int position;

    public ReplayPlayback(SnakeRules rules, GameRecording recording) {
        this.rules = rules;
        this.recording = recording;
        this.state = rules.initialState(recording.id());
    }

    public void step() {
        if (isDone()) return;
        previous = state;
        state = rules.apply(state, rules.parseMove(state, recording.moves().get(position++)));
    }

    public boolean isDone() { return position >= recording.moves().size() || rules.isTerminal(state); }

    public SnakeState state() { return state; }
    public SnakeState previous() { return previous; }
    public int position() { return position; }
    public int length() { return recording.moves().size(); }
    public GameRecording recording() { return recording; }
}
