package arcade.games.shannon.ai;

import arcade.api.session.Rng;
import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonState;

/**
 * Perfect: plays a winning move whenever its side has a winning strategy (Lehman; spec §3.4), and
 * otherwise the thesis move, which keeps the position hard for a human to answer and pounces on
 * the first mistake (a mistake turns the class, and the next move is a winning one again).
 */
public final class PerfectPlayer implements ShannonPlayer {
    @Override public ShannonMove choose(ShannonState state, Rng rng) { return new ShannonMove(PerfectStrategy.decide(state).move()); }
    @Override public Level level() { return Level.PERFECT; }
}
