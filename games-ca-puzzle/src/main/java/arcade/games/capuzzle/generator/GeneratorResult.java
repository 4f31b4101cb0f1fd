package arcade.games.capuzzle.generator;

import arcade.games.capuzzle.automaton.Automaton;

import java.util.Optional;

/** What a search found: a picture automaton, or the reason it did not, with the work it took. */
public record GeneratorResult(Optional<Automaton> automaton, Status status, long nodes, long millis) {
    public enum Status { FOUND, IMPOSSIBLE, TIMED_OUT, CANCELLED }

    /** The outcome in words for players ({@code states}: how many were asked for). */
    public String message(int states) {
        return switch (status) {
            case FOUND -> "Found an automaton with " + automaton.map(Automaton::states).orElse(states) + " states.";
            case IMPOSSIBLE -> "No automaton with " + states + " states draws this picture. Try more states, or turn symmetric rows off.";
            case TIMED_OUT -> "The search ran out of time. Try more time, more states, or a smaller picture.";
            case CANCELLED -> "The search was cancelled.";
        };
    }
}
