package arcade.games.shannon.ai;

import arcade.api.session.Rng;
import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonState;

/**
 * A computer player for either side. Pure: the move depends only on the state and the generator
 * (which only {@link Level#EASY} draws from). Safe to call from a background thread.
 */
public interface ShannonPlayer {
    /** The move for the side to move; the game must be running. */
    ShannonMove choose(ShannonState state, Rng rng);

    Level level();

    /** The player of the given strength. */
    static ShannonPlayer of(Level level) {
        return switch (level) {
            case EASY -> new EasyPlayer();
            case NORMAL -> new ThesisPlayer();
            case PERFECT -> new PerfectPlayer();
        };
    }
}
