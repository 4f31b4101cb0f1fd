package arcade.games.shannon.ai;

import arcade.api.session.Rng;
import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonState;

/** Normal: the thesis algorithm, identical for both roles and deterministic (THESIS.md §4.1). */
public final class ThesisPlayer implements ShannonPlayer {
    @Override public ShannonMove choose(ShannonState state, Rng rng) { return new ShannonMove(ThesisHeuristic.move(state)); }
    @Override public Level level() { return Level.NORMAL; }
}
