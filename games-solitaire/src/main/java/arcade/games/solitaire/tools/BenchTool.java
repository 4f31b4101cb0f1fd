package arcade.games.solitaire.tools;

import arcade.api.model.GameId;
import arcade.api.tool.Stats;
import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.games.solitaire.ai.NoPeekPlayer;
import arcade.games.solitaire.model.KlondikeDefinition;
import arcade.games.solitaire.model.KlondikeParams;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.solver.Budget;
import arcade.games.solitaire.solver.ThesisSolver;
import arcade.games.solitaire.solver.Verdict;

import java.io.PrintStream;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code arcade solitaire bench}: win rate of a player over seeded deals, with its 95 % interval. */
public final class BenchTool extends BaseTool {
    @Override public String name() { return "bench"; }
    @Override public String summary() { return "win rate of the thoughtful solver, the no-peek player or the thesis search over many deals"; }
    @Override Set<String> flags() { return Set.of("exact-keys", "per-deal", "check-exact-keys"); }

    @Override Set<String> valued() { return Set.of("draw", "passes", "deals", "seed", "player", "limit-ms", "cpu-limit-ms", "max-states", "threads", "samples", "sample-states", "check-lost"); }

    @Override String usage() {
        return """
                usage: arcade solitaire bench [--draw 1|3] [--passes N|unlimited] [--deals N] [--seed S] [--player thoughtful|nopeek|thesis|thesis-quirks] [options] [--json]
                  --draw        cards turned at a time (default 3)
                  --passes      passes through the stock, 1-9 or unlimited (default unlimited)
                  --deals       deals to play (default 200); the deals are games S, S+1, ...
                  --seed        first game number (default 1)
                  --player      thoughtful: sees every card and decides the deal (default)
                                nopeek: plays from what a player sees, sampling the unseen cards
                                thesis: the search of the thesis (sees what a player sees; draw 1 only)
                                thesis-quirks: the same search as the thesis code ran it: the passes left
                                are not part of a position (quirk K2; see the module README)
                  --limit-ms    thoughtful, thesis(-quirks): time per deal before "unknown" (default 1000)
                  --cpu-limit-ms  thoughtful: processor time of each searching thread per deal before "unknown"
                                (a deal that is not an easy win is searched on two threads); with it, --limit-ms
                                defaults to 600000. Unlike wall time it does not depend on what else runs
                  --exact-keys  thoughtful: tell positions apart by the face-up arrangement too (slower; to check
                                that leaving it out of the key changes no verdict)
                  --check-lost N  thoughtful: search every deal called unwinnable again with every legal move and no
                                prunings, obligations or proofs of loss, N positions each; a win it finds (replayed
                                by the game's rules) would be a wrong verdict, and is listed
                  --check-exact-keys  with --check-lost: the check tells positions apart by the face-up
                                arrangement too, so what it proves lost rests on the rules alone
                  --max-states  thoughtful, thesis(-quirks): positions per deal before "unknown" (default 50000000), a budget
                                that does not depend on the machine's speed
                  --samples     nopeek: sampled deals per decision (default 8)
                  --sample-states  nopeek: positions the solver may explore per sampled position (default 2000)
                  --threads     deals played in parallel (default 1)
                  --per-deal    after the totals, one line per deal: game number, verdict, positions, processor ms
                                (to compare two versions of the solver deal by deal)
                  --json        one object: deals, wins, winRate, ci95, undecided, p50Millis, p99Millis, meanStates, dealsPerSecond""";
    }

    enum Player {
        THOUGHTFUL, NOPEEK, THESIS, THESIS_QUIRKS;

        String word() { return name().toLowerCase().replace('_', '-'); }

        static Player parse(String text) throws ToolArgsException {
            for (Player p : values()) if (p.word().equalsIgnoreCase(text.trim())) return p;
            throw new ToolArgsException("--player must be one of thoughtful|nopeek|thesis|thesis-quirks, got '" + text + "'");
        }
    }

    @Override int execute(ToolArgs a, PrintStream out, PrintStream err) throws ToolArgsException {
        KlondikeParams params = rules(a, 3, "unlimited");
        int deals = a.intValue("deals", 200, 1, 10_000_000);
        long seed = a.longValue("seed", 1);
        Player player = Player.parse(a.value("player").orElse("thoughtful"));
        long cpuLimit = a.longValue("cpu-limit-ms", 0);
        if (cpuLimit < 0) throw new ToolArgsException("--cpu-limit-ms must be 0 or more");
        long limit = a.longValue("limit-ms", cpuLimit > 0 ? 600_000 : 1000);
        long maxStates = a.longValue("max-states", 50_000_000);
        int samples = a.intValue("samples", NoPeekPlayer.DEFAULT_SAMPLES, 1, 1000);
        long sampleStates = a.longValue("sample-states", NoPeekPlayer.SAMPLE_POSITIONS);
        if (sampleStates < 1) throw new ToolArgsException("--sample-states must be 1 or more");
        int threads = a.intValue("threads", 1, 1, 64);
        boolean exactKeys = a.flag("exact-keys");
        long checkStates = a.longValue("check-lost", 0);
        if (checkStates < 0) throw new ToolArgsException("--check-lost must be 0 or more");
        if (checkStates > 0 && player != Player.THOUGHTFUL) throw new ToolArgsException("--check-lost checks the thoughtful solver: use --player thoughtful");
        boolean checkExact = a.flag("check-exact-keys");
        if (checkExact && checkStates == 0) throw new ToolArgsException("--check-exact-keys goes with --check-lost N");
        if ((player == Player.THESIS || player == Player.THESIS_QUIRKS) && params.draw() != 1) throw new ToolArgsException("the thesis player plays draw 1 only: use --draw 1");
        String paramsText = KlondikeDefinition.INSTANCE.params().format(params);

        long t0 = System.nanoTime();
        List<DealRun.Result> results = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<DealRun.Result>> futures = new ArrayList<>();
            for (int i = 0; i < deals; i++) {
                long s = seed + i;
                futures.add(pool.submit(() -> {
                    KlondikeState start = KlondikeDefinition.INSTANCE.initialState(GameId.seeded(paramsText, s));
                    return switch (player) {
                        case THOUGHTFUL -> DealRun.thoughtful(start, Budget.of(maxStates, limit).withCpuLimit(cpuLimit), exactKeys, checkStates, checkExact);
                        case THESIS -> DealRun.thesis(start, Budget.of(maxStates, limit), ThesisSolver.Mode.CORRECTED);
                        case THESIS_QUIRKS -> DealRun.thesis(start, Budget.of(maxStates, limit), ThesisSolver.Mode.THESIS_QUIRKS);
                        case NOPEEK -> DealRun.noPeek(start, samples, sampleStates, s);
                    };
                }));
            }
            for (Future<DealRun.Result> f : futures) results.add(f.get());
        } catch (Exception e) {
            err.println(name() + ": a deal failed: " + e.getMessage());
            return 1;
        } finally {
            pool.shutdownNow();
        }
        double seconds = (System.nanoTime() - t0) / 1e9;

        long wins = results.stream().filter(r -> r.verdict() == Verdict.WINNABLE).count();
        long unknown = results.stream().filter(r -> r.verdict() == Verdict.UNKNOWN).count();
        double[] millis = results.stream().mapToDouble(DealRun.Result::millis).toArray();
        double[] cpu = results.stream().mapToDouble(DealRun.Result::cpuMillis).toArray();
        double[] states = results.stream().mapToDouble(DealRun.Result::states).toArray();
        Stats.Proportion rate = Stats.wilson(wins, deals);
        double p50 = Stats.percentile(millis, 0.5), p99 = Stats.percentile(millis, 0.99);
        String what = player.word() + ", " + KlondikeDefinition.INSTANCE.params().describe(params);
        List<Long> checkedWon = new ArrayList<>();
        long checked = 0, checkedUnknown = 0;
        for (int i = 0; i < results.size(); i++) {
            Verdict c = results.get(i).check();
            if (c == null) continue;
            checked++;
            if (c == Verdict.WINNABLE) checkedWon.add(seed + i);
            if (c == Verdict.UNKNOWN) checkedUnknown++;
        }
        if (a.json()) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("player", player.word());
            o.put("rules", paramsText);
            o.put("deals", deals);
            o.put("wins", wins);
            o.put("winRate", round(rate.rate(), 5));
            o.put("ci95", List.of(round(rate.low(), 5), round(rate.high(), 5)));
            o.put("undecided", unknown);
            o.put("p50Millis", round(p50, 3));
            o.put("p99Millis", round(p99, 3));
            o.put("p50CpuMillis", round(Stats.percentile(cpu, 0.5), 3));
            o.put("p99CpuMillis", round(Stats.percentile(cpu, 0.99), 3));
            o.put("maxCpuMillis", round(Stats.percentile(cpu, 1.0), 3));
            o.put("meanStates", round(Stats.mean(states), 1));
            o.put("dealsPerSecond", round(deals / seconds, 2));
            o.put("threads", threads);
            if (checkStates > 0) {
                o.put("lostChecked", checked);
                o.put("lostWon", checkedWon);
                o.put("lostUndecided", checkedUnknown);
            }
            out.println(json(o));
        } else {
            out.println(what + ", " + deals + " deals from game " + seed);
            out.println(String.format(Locale.ROOT, "  won        %d = %s", wins, rate));
            out.println(String.format(Locale.ROOT, "  undecided  %d (%.2f %%)", unknown, 100.0 * unknown / deals));
            out.println(String.format(Locale.ROOT, "  time/deal  p50 %.2f ms, p99 %.2f ms; %.1f deals/s on %d thread(s)", p50, p99, deals / seconds, threads));
            out.println(String.format(Locale.ROOT, "  processor  p50 %.2f ms, p99 %.2f ms, max %.2f ms per deal (the thread that played it)",
                    Stats.percentile(cpu, 0.5), Stats.percentile(cpu, 0.99), Stats.percentile(cpu, 1.0)));
            out.println(String.format(Locale.ROOT, "  positions  mean %.0f per deal", Stats.mean(states)));
            if (checkStates > 0)
                out.println(String.format(Locale.ROOT, "  check      %d deals called unwinnable searched again without prunings%s (%d positions each): "
                        + "%d won%s, %d undecided, %d lost", checked, exactKeys || checkExact ? ", exact keys" : "", checkStates, checkedWon.size(),
                        checkedWon.isEmpty() ? "" : " (wrong verdicts: games " + checkedWon + ")", checkedUnknown, checked - checkedWon.size() - checkedUnknown));
        }
        if (a.flag("per-deal")) {
            for (int i = 0; i < results.size(); i++) {
                DealRun.Result r = results.get(i);
                out.println(String.format(Locale.ROOT, "%d %s %d %.1f", seed + i, r.verdict().name().toLowerCase(Locale.ROOT), r.states(), r.cpuMillis()));
            }
        }
        return 0;
    }
}
