package arcade.games.shannon.ai;

import arcade.api.session.Rng;
import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;

import java.util.List;

/**
 * Easy (THESIS.md §4.4): with probability ½ a random free edge of the 0/1 shortest path (as Short) or
 * of the minimum cut (as Cut), otherwise the thesis move. Its randomness comes from the given Rng.
 */
public final class EasyPlayer implements ShannonPlayer {
    @Override public ShannonMove choose(ShannonState state, Rng rng) {
        ThesisHeuristic.Result h = ThesisHeuristic.analyse(state);
        if (rng.nextDouble() < 0.5) {
            List<Integer> pool = (state.toMove() == Side.SHORT ? h.shortestPath() : h.minCut()).stream()
                    .filter(state::isFree).toList();
            if (!pool.isEmpty()) return new ShannonMove(pool.get(rng.nextInt(pool.size())));
        }
        return new ShannonMove(h.move());
    }

    @Override public Level level() { return Level.EASY; }
}
