package arcade.shell.storage;

import arcade.api.plugin.BestIs;
import arcade.api.store.GameRecord;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * Figures computed from the finished games (oldest first) of one game, overall or for one params
 * text: only what happened, never an estimate.
 */
public final class GameStatistics {
    private final List<GameRecord> history;
    private final BestIs bestIs;

    public GameStatistics(List<GameRecord> history, BestIs bestIs) {
        this.history = List.copyOf(history);
        this.bestIs = bestIs;
    }

    public List<GameRecord> history() { return history; }
    public BestIs bestIs() { return bestIs; }

    public int played() { return history.size(); }
    public int won() { return count(GameRecord.Result.WIN); }
    public int lost() { return count(GameRecord.Result.LOSS); }
    public int drawn() { return count(GameRecord.Result.DRAW); }

    /** Wins over played, or empty before the first game. */
    public OptionalDouble winRate() { return played() == 0 ? OptionalDouble.empty() : OptionalDouble.of((double) won() / played()); }

    /** The current run of wins (positive) or losses (negative); draws end a run. */
    public int currentStreak() {
        int n = 0;
        for (int i = history.size() - 1; i >= 0; i--) {
            GameRecord.Result r = history.get(i).result();
            if (r == GameRecord.Result.DRAW) break;
            if (n == 0) n = r == GameRecord.Result.WIN ? 1 : -1;
            else if ((n > 0) == (r == GameRecord.Result.WIN)) n += n > 0 ? 1 : -1;
            else break;
        }
        return n;
    }

    public int longestWinStreak() { return longest(GameRecord.Result.WIN); }
    public int longestLossStreak() { return longest(GameRecord.Result.LOSS); }

    /** The lengths of every run of wins, in order (for the streak chart). */
    public List<Integer> winStreaks() {
        List<Integer> out = new ArrayList<>();
        int run = 0;
        for (GameRecord r : history) {
            if (r.result() == GameRecord.Result.WIN) run++;
            else if (run > 0) { out.add(run); run = 0; }
        }
        if (run > 0) out.add(run);
        return out;
    }

    /** The best finished game: fastest win, or highest score of any game. */
    public Optional<GameRecord> best() {
        if (bestIs == BestIs.LOWEST_TIME) {
            return history.stream().filter(r -> r.result() == GameRecord.Result.WIN)
                    .min(Comparator.comparingLong(GameRecord::durationMillis));
        }
        return history.stream().filter(r -> r.score() != null && !r.score().isNaN())
                .max(Comparator.comparingDouble(GameRecord::score));
    }

    /** The value "best" is about for one record, or null when it does not count. */
    public Double measure(GameRecord r) {
        if (bestIs == BestIs.LOWEST_TIME) return r.result() == GameRecord.Result.WIN ? r.durationMillis() / 1000.0 : null;
        return r.score() == null || r.score().isNaN() ? null : r.score();
    }

    /** The params texts played, in order of first appearance. */
    public List<String> paramsPlayed() {
        Map<String, Boolean> seen = new LinkedHashMap<>();
        for (GameRecord r : history) seen.putIfAbsent(r.params(), true);
        return List.copyOf(seen.keySet());
    }

    public GameStatistics forParams(String params) {
        return new GameStatistics(history.stream().filter(r -> r.params().equals(params)).toList(), bestIs);
    }

    /** "1:23" / "12.4 s" for times, a plain number for scores. */
    public String formatBest(GameRecord r) {
        if (bestIs == BestIs.LOWEST_TIME) return formatDuration(r.durationMillis());
        double s = r.score();
        return s == Math.rint(s) && Math.abs(s) < 1e15 ? String.valueOf((long) s) : String.format(java.util.Locale.ROOT, "%.1f", s);
    }

    public static String formatDuration(long millis) {
        long secs = millis / 1000;
        if (secs < 60) return String.format(java.util.Locale.ROOT, "%.1f s", millis / 1000.0);
        if (secs < 3600) return String.format(java.util.Locale.ROOT, "%d:%02d", secs / 60, secs % 60);
        return String.format(java.util.Locale.ROOT, "%d:%02d:%02d", secs / 3600, secs / 60 % 60, secs % 60);
    }

    private int count(GameRecord.Result r) { return (int) history.stream().filter(x -> x.result() == r).count(); }

    private int longest(GameRecord.Result r) {
        int best = 0, run = 0;
        for (GameRecord x : history) {
            run = x.result() == r ? run + 1 : 0;
            best = Math.max(best, run);
        }
        return best;
    }
}
