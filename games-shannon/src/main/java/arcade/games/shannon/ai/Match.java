package arcade.games.shannon.ai;

import arcade.api.session.Rng;
import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonRules;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;

import java.util.ArrayList;
import java.util.List;

/** Plays one game between two computer players, timing every move (for tests and the bench tool). */
public final class Match {

    /**
     * @param winner     who won
     * @param moves      the edges played, in order
     * @param moveNanos  thinking time of each move, in nanoseconds, in the same order
     * @param movers     who made each move
     */
    public record Result(Side winner, List<Integer> moves, List<Long> moveNanos, List<Side> movers) {}

    private Match() {}

    /** Plays from {@code start} to the end; each move is checked by the rules. */
    public static Result play(ShannonState start, ShannonPlayer shortPlayer, ShannonPlayer cutPlayer, Rng rng) {
        ShannonState s = start;
        List<Integer> moves = new ArrayList<>();
        List<Long> nanos = new ArrayList<>();
        List<Side> movers = new ArrayList<>();
        while (!s.isOver()) {
            ShannonPlayer p = s.toMove() == Side.SHORT ? shortPlayer : cutPlayer;
            long t0 = System.nanoTime();
            ShannonMove m = p.choose(s, rng);
            nanos.add(System.nanoTime() - t0);
            movers.add(s.toMove());
            moves.add(m.edge());
            s = ShannonRules.INSTANCE.apply(s, m);
        }
        return new Result(s.winner().get(), moves, nanos, movers);
    }
}
