package arcade.shell.storage;

import arcade.api.model.Measure;
import arcade.api.store.GameRecord;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * Figures computed from the finished games (oldest first) of one game, overall or for one params
 * text: only what happened, never an estimate. Assisted games count as played (and won) but never
 * set a best time or score.
 */
public final class GameStatistics {
    private final List<GameRecord> history;
    private final Set<Measure> measures;

    public GameStatistics(List<GameRecord> history, Set<Measure> measures) {
        this.history = List.copyOf(history);
        this.measures = measures.isEmpty() ? Set.of(Measure.WIN_LOSS) : Set.copyOf(EnumSet.copyOf(measures));
    }

    public List<GameRecord> history() { return history; }
    public Set<Measure> measures() { return measures; }
    public boolean measures(Measure m) { return measures.contains(m); }

    public int played() { return history.size(); }
    public int won() { return count(GameRecord.Result.WIN); }
    public int lost() { return count(GameRecord.Result.LOSS); }
    public int drawn() { return count(GameRecord.Result.DRAW); }
    /** Games discarded unfinished (New game or Restart over a game with moves). */
    public int abandoned() { return count(GameRecord.Result.ABANDONED); }

    /** Games between people at one computer that one side won: nobody's win or loss. */
    public int sideWon() { return count(GameRecord.Result.SIDE_WON); }

    /** True when every game the person could win or lose here was one between people that a side won (a variant of its own). */
    public boolean onlySidesWon() { return sideWon() > 0 && won() + lost() == 0; }

    /** How often each side won a game between people at one computer ("Black" → 3), in order of the first such win. */
    public Map<String, Integer> sideWins() {
        Map<String, Integer> out = new LinkedHashMap<>();
        for (GameRecord r : history) if (r.result() == GameRecord.Result.SIDE_WON) out.merge(r.winner(), 1, Integer::sum);
        return out;
    }

    /**
     * Wins over the games the person could win or lose (an abandoned game counts as played, as in
     * the classic desktop games; a game between people at one computer does not count), or empty
     * before the first such game.
     */
    public OptionalDouble winRate() {
        int games = played() - sideWon();
        return games == 0 ? OptionalDouble.empty() : OptionalDouble.of((double) won() / games);
    }

    /**
     * The current run of wins (positive) or losses (negative); a draw or an abandoned game ends a
     * run, a game between people at one computer is passed over.
     */
    public int currentStreak() {
        int n = 0;
        for (int i = history.size() - 1; i >= 0; i--) {
            GameRecord.Result r = history.get(i).result();
            if (r == GameRecord.Result.SIDE_WON) continue;
            if (r == GameRecord.Result.DRAW || r == GameRecord.Result.ABANDONED) break;
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
            else if (r.result() == GameRecord.Result.SIDE_WON) continue; // nobody's win or loss
            else if (run > 0) { out.add(run); run = 0; }
        }
        if (run > 0) out.add(run);
        return out;
    }

    /** The fastest unassisted wins, fastest first (earlier first on a tie). */
    public List<GameRecord> bestTimes(int n) {
        return history.stream().filter(r -> r.result() == GameRecord.Result.WIN && !r.assisted())
                .sorted(Comparator.comparingLong(GameRecord::durationMillis)).limit(n).toList();
    }

    public Optional<GameRecord> bestTime() { return bestTimes(1).stream().findFirst(); }

    /** The highest unassisted scores, highest first (earlier first on a tie). */
    public List<GameRecord> topScores(int n) {
        return history.stream().filter(r -> !r.assisted() && scored(r))
                .sorted(Comparator.comparingDouble(GameRecord::score).reversed()).limit(n).toList();
    }

    public Optional<GameRecord> bestScore() { return topScores(1).stream().findFirst(); }

    /** The names of the further figures the games reported (e.g. "Longest snake"), in order of first appearance. */
    public List<String> figureNames() {
        Set<String> seen = new java.util.LinkedHashSet<>();
        for (GameRecord r : history) seen.addAll(r.figures().keySet());
        return List.copyOf(seen);
    }

    /** The highest value of the figure {@code name} in a finished game without help, as a best score is. */
    public OptionalDouble bestFigure(String name) {
        return history.stream().filter(r -> !r.assisted() && r.result() != GameRecord.Result.ABANDONED && r.figures().containsKey(name))
                .mapToDouble(r -> r.figures().get(name)).max();
    }

    /**
     * Where {@code r}, not yet among these games, would stand: its place among the ten fastest
     * unassisted wins (a win of a win/loss game) or the ten highest scores (a score game), and how
     * many earlier games were in that table's running.
     */
    public arcade.api.store.Standing standing(GameRecord r) {
        if (r.assisted() || r.result() == GameRecord.Result.ABANDONED) return arcade.api.store.Standing.NONE;
        if (measures(Measure.WIN_LOSS) && r.result() == GameRecord.Result.WIN) {
            List<GameRecord> wins = history.stream().filter(x -> x.result() == GameRecord.Result.WIN && !x.assisted()).toList();
            long faster = wins.stream().filter(x -> x.durationMillis() <= r.durationMillis()).count();
            return place(faster, wins.size());
        }
        if (measures(Measure.SCORE) && scored(r)) {
            List<GameRecord> scoredGames = history.stream().filter(x -> !x.assisted() && scored(x)).toList();
            long higher = scoredGames.stream().filter(x -> x.score() >= r.score()).count();
            return place(higher, scoredGames.size());
        }
        return arcade.api.store.Standing.NONE;
    }

    private static arcade.api.store.Standing place(long better, int earlier) {
        int rank = (int) better + 1;
        return new arcade.api.store.Standing(rank <= 10 ? rank : 0, earlier);
    }

    /** Mean score of every game that has one (assisted included: it was played). */
    public OptionalDouble averageScore() {
        return history.stream().filter(GameStatistics::scored).mapToDouble(GameRecord::score).average();
    }

    public OptionalDouble medianScore() {
        double[] s = history.stream().filter(GameStatistics::scored).mapToDouble(GameRecord::score).sorted().toArray();
        if (s.length == 0) return OptionalDouble.empty();
        return OptionalDouble.of(s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2);
    }

    /** The time spent in every finished game. */
    public long timePlayedMillis() { return history.stream().mapToLong(GameRecord::durationMillis).sum(); }

    /** Each game's value for the charts: the time of a win (win/loss games) or the score; null when it has none. */
    public Double timeOfWin(GameRecord r) {
        return r.result() == GameRecord.Result.WIN ? r.durationMillis() / 1000.0 : null;
    }

    /** The params texts played, in order of first appearance. */
    public List<String> paramsPlayed() {
        Map<String, Boolean> seen = new LinkedHashMap<>();
        for (GameRecord r : history) seen.putIfAbsent(r.params(), true);
        return List.copyOf(seen.keySet());
    }

    public GameStatistics forParams(String params) {
        return new GameStatistics(history.stream().filter(r -> r.params().equals(params)).toList(), measures);
    }

    /** A score as a plain number: "120", or "12.5" where it has a fraction. */
    public static String formatScore(double s) {
        return s == Math.rint(s) && Math.abs(s) < 1e15 ? String.valueOf((long) s) : String.format(Locale.ROOT, "%.1f", s);
    }

    /** "12.4 s", "1:23" or "1:02:03". */
    public static String formatDuration(long millis) {
        long secs = millis / 1000;
        if (secs < 60) return String.format(Locale.ROOT, "%.1f s", millis / 1000.0);
        if (secs < 3600) return String.format(Locale.ROOT, "%d:%02d", secs / 60, secs % 60);
        return String.format(Locale.ROOT, "%d:%02d:%02d", secs / 3600, secs / 60 % 60, secs % 60);
    }

    private static boolean scored(GameRecord r) { return r.result() != GameRecord.Result.ABANDONED && r.score() != null && !r.score().isNaN() && !r.score().isInfinite(); }

    private int count(GameRecord.Result r) { return (int) history.stream().filter(x -> x.result() == r).count(); }

    private int longest(GameRecord.Result r) {
        int best = 0, run = 0;
        for (GameRecord x : history) {
            if (x.result() == GameRecord.Result.SIDE_WON) continue; // nobody's win or loss
            run = x.result() == r ? run + 1 : 0;
            best = Math.max(best, run);
        }
        return best;
    }
}
