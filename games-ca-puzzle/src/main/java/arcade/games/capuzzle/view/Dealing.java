package arcade.games.capuzzle.view;

import arcade.api.model.GameId;

import java.util.concurrent.atomic.AtomicReference;

/**
 * How the host names a new puzzle: from its params and a fresh seed, unless the game asked for
 * one exact puzzle (an own automaton from the editor with its initial row, a lesson of the path),
 * which is then taken once. Read off the FX thread.
 */
final class Dealing {
    private final AtomicReference<GameId> next = new AtomicReference<>();

    /** The next puzzle of these params is exactly {@code id}. */
    void next(GameId id) { next.set(id); }

    GameId deal(String params, long seed) {
        GameId asked = next.getAndSet(null);
        return asked != null && asked.params().equals(params) ? asked : GameId.seeded(params, seed);
    }
}
