package arcade.gamesystem.tools;

import arcade.api.model.GameRules;
import arcade.api.model.NodeKind;
import arcade.api.session.Rng;
import arcade.api.tool.Stats;

import java.util.List;

/**
 * Random playouts as a speed figure: from the start to the end, uniformly random legal moves and
 * the die's own odds, seeded, nothing kept. Rounds of {@code count} playouts each give one rate;
 * the figure is their mean with a 95 % interval.
 */
public final class Playouts {
    /**
     * @param perSecond  mean playouts per second over the rounds
     * @param halfWidth  half the 95 % interval of that mean
     * @param plies      mean moves (and rolls) of a playout
     */
    public record Rate(int rounds, int perRound, double perSecond, double halfWidth, double plies) {}

    private Playouts() {}

    public static <S, M> Rate measure(GameRules<S, M> rules, S start, int perRound, int rounds, long seed, int maxPlies) {
        double[] rates = new double[rounds];
        long steps = 0;
        Rng rng = new Rng(seed);
        run(rules, start, Math.max(1, perRound / 4), rng, maxPlies); // warm the code up before timing
        for (int r = 0; r < rounds; r++) {
            long t0 = System.nanoTime();
            steps += run(rules, start, perRound, rng, maxPlies);
            rates[r] = perRound / ((System.nanoTime() - t0) / 1e9);
        }
        return new Rate(rounds, perRound, Stats.mean(rates), rounds > 1 ? Stats.meanHalfWidth(rates) : 0, steps / (double) (perRound * rounds));
    }

    /** Plays {@code count} playouts; returns their steps in all. */
    static <S, M> long run(GameRules<S, M> rules, S start, int count, Rng rng, int maxPlies) {
        long steps = 0;
        for (int i = 0; i < count; i++) {
            S s = start;
            for (int ply = 0; ply < maxPlies; ply++) {
                NodeKind kind = rules.kind(s);
                if (kind == NodeKind.TERMINAL) break;
                if (kind == NodeKind.CHANCE) s = rules.sampleChance(s, rng);
                else {
                    List<M> moves = rules.legalMoves(s);
                    if (moves.isEmpty()) break;
                    s = rules.apply(s, moves.get(rng.nextInt(moves.size())));
                }
                steps++;
            }
        }
        return steps;
    }
}
