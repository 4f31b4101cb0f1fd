package arcade.api.analysis;

import arcade.api.model.Outcome;

/**
 * A state of a normalized automaton: an original non-terminal position, or the single terminal
 * state that now stands for every terminal state with one outcome (which has lost its position).
 */
public sealed interface NormalizedState<S> permits NormalizedState.Position, NormalizedState.Result {

    record Position<S>(S state) implements NormalizedState<S> {
        @Override public String toString() { return String.valueOf(state); }
    }

    record Result<S>(Outcome outcome) implements NormalizedState<S> {
        @Override public String toString() { return "[" + outcome + "]"; }
    }
}
