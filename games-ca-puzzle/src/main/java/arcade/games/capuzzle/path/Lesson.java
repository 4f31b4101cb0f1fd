package arcade.games.capuzzle.path;

import arcade.api.model.GameId;
import arcade.games.capuzzle.model.PuzzleParams;
import arcade.games.capuzzle.model.PuzzleParamsCodec;
import arcade.games.capuzzle.solver.Grade;

/**
 * One puzzle of the path: an exact puzzle (params and a fixed seed, so every player meets the same
 * board), its title, and what it teaches, shown on the board the first time it is played.
 */
public record Lesson(int number, String params, long seed, String title, String teaches) {
    private static final PuzzleParamsCodec CODEC = new PuzzleParamsCodec();

    /** The exact puzzle. */
    public GameId id() { return GameId.seeded(params, seed); }

    /** The grade it is made for. */
    public Grade grade() { return CODEC.parse(params).mode().grade().orElseThrow(); }

    /** The automaton and board in words ("Rule 30, 8×6, Medium"). */
    public String variant() { return CODEC.describe(CODEC.parse(params)); }

    /** Its key in the saved progress: the puzzle itself, so that reordering the path keeps what was solved. */
    public String key() { return id().toString(); }

    PuzzleParams parsed() { return CODEC.parse(params); }
}
