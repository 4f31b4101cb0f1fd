package arcade.gamesystem.tools;

import arcade.api.model.GameRules;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.session.Rng;
import arcade.api.tool.Stats;
import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.gamesystem.ai.ComputerPlayer;
import arcade.gamesystem.ai.Mcts;
import arcade.gamesystem.ai.Valuation;
import arcade.gamesystem.model.RulesDefinition;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code bench --match A,B}: two computer players play N games of a rules game; A takes one seat
 * (seat g mod n in game g), B every other. Prints A's wins, draws and losses and its win rate
 * with a 95 % Wilson interval, against 1/n for equal players. The die comes from the game's seed,
 * so a tree-search player with a fixed number of iterations replays exactly; a player with only
 * a time budget depends on the machine's speed. {@code --adjudicate M} ends a game still running
 * after M moves and gives it to the player ahead by {@link Valuation} (a draw when level), so that
 * long games such as draughts finish in a stated time.
 *
 * <p>{@code --openings K} starts each game with K random moves, the same K for the n games of one
 * round (A in each seat once), so that a game without a die is not the same few games replayed:
 * the computer players' random numbers come from the position, and without openings their games
 * differ only by how much each search got done in its time.
 */
final class MatchTool {
    /** A plain UCT's playouts run to the end of the game (a cap only against endless games). */
    static final int PLAIN_PLAYOUT = 100_000;

    private MatchTool() {}

    /** A computer player of the match. */
    private record Player(String name, Engine engine, double[] ms, int[] moves) {
        RulesMove choose(RulesState s) {
            long t0 = System.nanoTime();
            Optional<RulesMove> m = engine.choose(s);
            ms[moves[0]++ % ms.length] = (System.nanoTime() - t0) / 1e6;
            return m.orElseThrow();
        }
    }

    @FunctionalInterface
    private interface Engine { Optional<RulesMove> choose(RulesState s); }

    /**
     * {@code mcts} (tree search: {@code --iterations}, or {@code mcts:N} for N, cut at
     * {@code --move-ms}), {@code search} (alpha-beta / expectiminimax to depth 12 within
     * {@code --move-ms}, or {@code search:MS}) or a strength as the arcade plays it ({@code easy},
     * {@code medium}, {@code hard}), {@code uct} (plain UCT: the same tree search with random
     * playouts to the end, no cut-off, cut at {@code --move-ms}) or {@code hard-timed} (the hard
     * computer's algorithm for this game with {@code --move-ms} instead of its own two seconds, so
     * that it can meet another player at equal time per move).
     */
    private static Engine engine(String spec, ComputerPlayer ai, int moveMs, int iterations, int playout) throws ToolArgsException {
        int colon = spec.indexOf(':');
        String kind = colon < 0 ? spec : spec.substring(0, colon);
        int own = colon < 0 ? -1 : number(spec.substring(colon + 1), spec);
        return switch (kind) {
            case "mcts" -> s -> ai.treeSearch(s, new Mcts.Budget(own > 0 ? own : iterations, playout), moveMs, () -> false);
            case "search" -> s -> ai.search(s, 12, own > 0 ? own : moveMs, () -> false);
            case "uct" -> s -> ai.treeSearch(s, new Mcts.Budget(own > 0 ? own : iterations, PLAIN_PLAYOUT), moveMs, () -> false);
            case "hard-timed" -> s -> ai.hard(s, Integer.MAX_VALUE, own > 0 ? own : moveMs, () -> false);
            case "easy", "medium", "hard" -> {
                ComputerPlayer.Strength st = ComputerPlayer.Strength.valueOf(spec.toUpperCase(Locale.ROOT));
                yield s -> ai.choose(s, st, () -> false);
            }
            default -> throw new ToolArgsException("a match player is mcts, uct, search, easy, medium, hard or hard-timed, not \"" + spec + "\"");
        };
    }

    private static int number(String text, String spec) throws ToolArgsException {
        try {
            int n = Integer.parseInt(text);
            if (n > 0) return n;
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new ToolArgsException("in \"" + spec + "\" the number after ':' must be a positive whole number");
    }

    static int run(ToolArgs a, RulesDefinition def, String params, PrintStream out) throws ToolArgsException {
        String[] names = a.string("match", "mcts,search").split(",");
        if (names.length != 2) throw new ToolArgsException("--match names two players, such as mcts,search");
        int games = a.intValue("games", 20, 1, 10_000);
        int moveMs = a.intValue("move-ms", 200, 1, 60_000);
        int iterations = a.intValue("iterations", 2_000, 1, 10_000_000);
        long seed = a.intValue("seed", 1, 0, Integer.MAX_VALUE);
        int playout = a.intValue("playout", ComputerPlayer.HARD_TREE.playoutPlies(), 1, 100_000);
        GameRules<RulesState, RulesMove> rules = def.rules(params);
        ComputerPlayer ai = new ComputerPlayer(rules);
        Player pa = new Player(names[0].strip(), engine(names[0].strip(), ai, moveMs, iterations, playout), new double[100_000], new int[1]);
        Player pb = new Player(names[1].strip(), engine(names[1].strip(), ai, moveMs, iterations, playout), new double[100_000], new int[1]);
        int adjudicate = a.intValue("adjudicate", 0, 0, 1_000_000);
        int openings = a.intValue("openings", 0, 0, 1_000);
        RulesState start = def.game(params).initialState();
        int n = start.game().players().size();
        int wins = 0, draws = 0, adjudicated = 0;
        long t0 = System.nanoTime();
        for (int g = 0; g < games; g++) {
            int seatA = g % n;
            Rng dice = new Rng(seed * 1_000_003L + g);
            Rng opening = new Rng(seed * 7_000_003L + g / n); // one opening a round, whatever the seat
            RulesState s = start;
            int moves = 0;
            while (rules.kind(s) != NodeKind.TERMINAL && (adjudicate == 0 || moves < adjudicate)) {
                if (rules.kind(s) == NodeKind.CHANCE) s = rules.applyChance(s, rules.sampleChanceEvent(s, dice));
                else {
                    RulesMove m;
                    if (moves < openings) {
                        List<RulesMove> legal = rules.legalMoves(s);
                        m = legal.get(opening.nextInt(legal.size()));
                    } else m = (s.toMove() == seatA ? pa : pb).choose(s);
                    s = rules.apply(s, m);
                    moves++;
                }
            }
            int winner;
            if (rules.kind(s) == NodeKind.TERMINAL) {
                winner = rules.outcome(s).orElseThrow() instanceof Outcome.Win w ? s.game().players().indexOf(w.winner()) : -1;
            } else {
                adjudicated++;
                winner = Valuation.leader(s);
            }
            if (winner == seatA) wins++;
            else if (winner < 0) draws++;
        }
        Stats.Proportion rate = Stats.wilson(wins, games);
        out.printf(Locale.ROOT, "match on %s (%s): %s against %s, %d games, %s in seat g mod %d, %d ms a move, %d iterations, playouts of %d steps, seed %d, %.0f s%n",
                def.source().name(), params, pa.name(), pb.name(), games, pa.name(), n, moveMs, iterations, playout, seed, (System.nanoTime() - t0) / 1e9);
        if (openings > 0)
            out.printf(Locale.ROOT, "each game opened with %d random moves, the same for the %d games of a round (%s in each seat once)%n", openings, n, pa.name());
        if (adjudicate > 0)
            out.printf(Locale.ROOT, "%d of %d games were unfinished after %d moves and went to the player ahead by the valuation (score, progress or pieces in play), a draw when level%n",
                    adjudicated, games, adjudicate);
        out.printf(Locale.ROOT, "%s won %d, drew %d, lost %d: win rate %s; equal players would win %.4f%n",
                pa.name(), wins, draws, games - wins - draws, rate, 1.0 / n);
        for (Player p : List.of(pa, pb)) {
            double[] ms = java.util.Arrays.copyOf(p.ms(), Math.min(p.moves()[0], p.ms().length));
            out.printf(Locale.ROOT, "%s: %d moves, time per move p50 %.1f ms, p99 %.1f ms%n", p.name(), p.moves()[0], Stats.percentile(ms, 0.5), Stats.percentile(ms, 0.99));
        }
        return 0;
    }
}
