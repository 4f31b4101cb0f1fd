package arcade.gamesystem.bench;

import arcade.api.session.Rng;
import arcade.api.tool.Stats;

import java.util.Locale;
import java.util.function.ToIntFunction;

/**
 * Random playouts per second of the hand-written Connect Four 7×6 and Reversi 8×8, measured as
 * {@code arcade rules bench --playouts} measures a rules file's (rounds of N, mean with a 95 %
 * interval), to put beside the rules files' figures. A benchmark, not a test: run its main.
 */
public final class NativePlayouts {
    private NativePlayouts() {}

    public static void main(String[] args) {
        int perRound = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        NativeConnectFour c4 = new NativeConnectFour(6, 7);
        NativeReversi reversi = new NativeReversi(8);
        report("native Connect Four 7x6", c4::playout, perRound, rounds);
        report("native Reversi 8x8", reversi::playout, perRound / 10, rounds);
    }

    private static void report(String name, ToIntFunction<Rng> playout, int perRound, int rounds) {
        Rng rng = new Rng(1);
        for (int i = 0; i < perRound / 4; i++) playout.applyAsInt(rng); // warm the code up before timing
        double[] rates = new double[rounds];
        long plies = 0;
        for (int r = 0; r < rounds; r++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < perRound; i++) plies += playout.applyAsInt(rng);
            rates[r] = perRound / ((System.nanoTime() - t0) / 1e9);
        }
        System.out.printf(Locale.ROOT, "%s: random playouts %.0f/s ± %.0f (95 %% interval over %d rounds of %d), %.1f moves a playout%n",
                name, Stats.mean(rates), Stats.meanHalfWidth(rates), rounds, perRound, plies / (double) perRound / rounds);
    }
}
