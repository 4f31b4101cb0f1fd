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
        return play(start, shortPlayer, cutPlayer, rng, 1);
    }

    /**
     * As {@link #play(ShannonState, ShannonPlayer, ShannonPlayer, Rng)}, but every move is computed
     * {@code timings} times (each from a copy of the generator, so the same move) and the fastest
     * time is kept: on a busy machine this filters out time the thread spent descheduled.
     */
    public static Result play(ShannonState start, ShannonPlayer shortPlayer, ShannonPlayer cutPlayer, Rng rng, int timings) {
        if (timings < 1) throw new IllegalArgumentException("timings must be at least 1");
        ShannonState s = start;
        List<Integer> moves = new ArrayList<>();
        List<Long> nanos = new ArrayList<>();
        List<Side> movers = new ArrayList<>();
        while (!s.isOver()) {
            ShannonPlayer p = s.toMove() == Side.SHORT ? shortPlayer : cutPlayer;
            long best = Long.MAX_VALUE;
            ShannonMove m = null;
            for (int i = timings - 1; i >= 0; i--) {
                Rng r = i == 0 ? rng : rng.copy();   // the last run advances the real generator
                long t0 = System.nanoTime();
                ShannonMove candidate = p.choose(s, r);
                best = Math.min(best, System.nanoTime() - t0);
                if (m != null && !m.equals(candidate)) throw new IllegalStateException("a player chose differently from the same state and seed");
                m = candidate;
            }
            nanos.add(best);
            movers.add(s.toMove());
            moves.add(m.edge());
            s = ShannonRules.INSTANCE.apply(s, m);
        }
        return new Result(s.winner().get(), moves, nanos, movers);
    }

    /**
     * Perfect play for both sides from {@code start} to the end (Auto-play); stops with
     * InterruptedException when its thread is interrupted (the game moved on).
     */
    public static List<ShannonMove> perfectFinish(ShannonState start) throws InterruptedException {
        List<ShannonMove> moves = new ArrayList<>();
        ShannonPlayer perfect = ShannonPlayer.of(Level.PERFECT);
        ShannonState s = start;
        Rng rng = new Rng(1);
        while (!s.isOver()) {
            if (Thread.currentThread().isInterrupted()) throw new InterruptedException();
            ShannonMove m = perfect.choose(s, rng);
            moves.add(m);
            s = s.play(m.edge());
        }
        return moves;
    }
}
