package arcade.gamesystem.tools;

import arcade.api.analysis.Explorer;
import arcade.api.analysis.RandomPlayout;
import arcade.api.analysis.StateLimitExceededException;
import arcade.api.tool.Stats;
import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.gamesystem.ai.ComputerPlayer;
import arcade.gamesystem.format.RulesFileException;
import arcade.gamesystem.model.RulesDefinition;
import arcade.gamesystem.model.RulesState;

import java.io.PrintStream;
import java.util.Locale;
import java.util.Set;

/** {@code bench}: exploration speed (states per second) and the computer's time per move, p50/p99; or a match between two computer players ({@link MatchTool}). */
public final class BenchTool extends RulesTool {
    @Override public String name() { return "bench"; }

    @Override public String summary() { return "measure exploration speed and the computer's time per move"; }

    @Override Set<String> options() {
        return Set.of("params", "state-limit", "positions", "strength", "runs", "match", "games", "move-ms", "iterations", "playout", "seed", "playouts", "adjudicate", "openings");
    }

    @Override String usageTail() {
        return " [--params P] [--state-limit N] [--runs R] [--positions K] [--strength easy|medium|hard] | --playouts N [--runs R] [--seed S]"
                + " | --match A,B [--games N] [--move-ms MS] [--iterations K] [--playout P] [--seed S] [--adjudicate M] [--openings K]   (A, B: mcts, uct, search, easy, medium, hard, hard-timed)";
    }

    @Override int execute(ToolArgs a, RulesDefinition def, PrintStream out, PrintStream err) throws ToolArgsException, RulesFileException {
        String params = params(a, def);
        if (a.value("match").isPresent()) return MatchTool.run(a, def, params, out);
        if (a.value("playouts").isPresent()) {
            int n = a.intValue("playouts", 1000, 1, 10_000_000), rounds = a.intValue("runs", 10, 1, 100);
            Playouts.Rate r = Playouts.measure(def.rules(), def.game(params).initialState(), n, rounds, a.longValue("seed", 1L), 1_000_000);
            out.printf(Locale.ROOT, "%s (%s): random playouts %.0f/s ± %.0f (95 %% interval over %d rounds of %d), %.1f moves a playout, %.0f moves/s%n",
                    def.source().name(), params, r.perSecond(), r.halfWidth(), r.rounds(), r.perRound(), r.plies(), r.perSecond() * r.plies());
            return 0;
        }
        int limit = a.intValue("state-limit", 300_000, 1, 20_000_000);
        int runs = a.intValue("runs", 3, 1, 50);
        RulesState start = def.game(params).initialState();
        double bestRate = 0;
        int states = 0;
        boolean complete = true;
        for (int r = 0; r < runs; r++) {
            long t0 = System.nanoTime();
            try {
                states = Explorer.explore(def.rules(), start, limit).stateCount();
            } catch (StateLimitExceededException e) {
                states = limit;
                complete = false;
            }
            bestRate = Math.max(bestRate, states / ((System.nanoTime() - t0) / 1e9));
        }
        out.printf(Locale.ROOT, "%s (%s): explored %d states%s, best of %d runs %.0f states/s%n", def.source().name(), params, states,
                complete ? "" : " (stopped at the limit)", runs, bestRate);
        int positions = a.intValue("positions", 0, 0, 10_000);
        if (positions > 0) {
            ComputerPlayer.Strength strength = a.choice("strength", ComputerPlayer.Strength.class, ComputerPlayer.Strength.MEDIUM);
            ComputerPlayer ai = new ComputerPlayer(def.rules());
            double[] ms = new double[positions];
            int n = 0;
            for (long seed = 1; n < positions; seed++) {
                RandomPlayout.Result<RulesState> p = RandomPlayout.run(def.rules(), start, seed, 10_000);
                for (RulesState s : p.states()) {
                    if (n >= positions) break;
                    if (!def.rules().kind(s).hasMoves()) continue;
                    long t0 = System.nanoTime();
                    ai.choose(s, strength, () -> false);
                    ms[n++] = (System.nanoTime() - t0) / 1e6;
                }
            }
            out.printf(Locale.ROOT, "computer (%s) time per move over %d positions: p50 %.1f ms, p99 %.1f ms, max %.1f ms%n",
                    strength.name().toLowerCase(Locale.ROOT), positions, Stats.percentile(ms, 0.5), Stats.percentile(ms, 0.99), Stats.percentile(ms, 1));
        }
        return 0;
    }
}
