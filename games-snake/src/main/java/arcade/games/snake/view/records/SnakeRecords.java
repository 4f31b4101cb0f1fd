package arcade.games.snake.view.records;

import arcade.api.store.Validated;
import arcade.games.snake.model.SnakeOptions;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Snake's own records per variant (keyed by the options' params text), stored as versioned JSON:
 * the ten best games with their dates, and the longest snake. The arcade's statistics window shows
 * the full history; these are kept so a finished game can say at once where it ranks. Immutable.
 *
 * <p>Points variants rank by score; the campaign ranks by the level reached, then the score. On a
 * tie the earlier game stays ahead, as in the statistics window.
 */
public record SnakeRecords(int version, Map<String, Variant> variants) implements Validated {
    public static final int VERSION = 2;
    public static final String STORE_NAME = "snake-records";
    public static final int TOP = 10;

    /** One finished game: its score, the longest the player's snake grew, the level reached (0 outside the campaign), when. */
    public record Entry(long score, int length, int level, long at) {}

    /** The best games of one variant, best first, and its longest snake. */
    public record Variant(List<Entry> top, int longest) {
        public Variant {
            top = top == null ? List.of() : top.stream().filter(Objects::nonNull).toList();
        }
    }

    public SnakeRecords {
        Map<String, Variant> m = new HashMap<>();
        if (variants != null) variants.forEach((k, v) -> {
            if (k != null && v != null) m.put(k, new Variant(ranked(k, v.top()), v.longest()));
        });
        variants = Map.copyOf(m);
    }

    public static SnakeRecords empty() { return new SnakeRecords(VERSION, Map.of()); }

    /** The best score of each variant from the first version's file, so no earlier record is lost (it had no dates). */
    public static SnakeRecords from(HighScores old) {
        SnakeRecords r = empty();
        for (Map.Entry<String, Integer> e : old.best().entrySet()) {
            if (e.getValue() == null || e.getValue() <= 0) continue;
            boolean campaign = isCampaign(e.getKey()); // the old file kept the campaign's level reached as its score
            r = r.with(e.getKey(), new Entry(campaign ? 0 : e.getValue(), 0, campaign ? e.getValue() : 0, 0)).records();
        }
        return r;
    }

    @Override public Optional<String> problem() {
        for (Variant v : variants.values()) {
            if (v.longest() < 0) return Optional.of("a longest snake is below zero");
            for (Entry e : v.top())
                if (e.score() < 0 || e.length() < 0 || e.level() < 0) return Optional.of("a Snake record has a number below zero");
        }
        return Optional.empty();
    }

    public Variant variant(String params) { return variants.getOrDefault(params, new Variant(List.of(), 0)); }

    /** What the status line shows as the best: the best score, or the campaign's best level; 0 before the first game. */
    public int best(String params) {
        List<Entry> top = variant(params).top();
        if (top.isEmpty()) return 0;
        return (int) (isCampaign(params) ? top.get(0).level() : top.get(0).score());
    }

    /**
     * Where a finished game stands among the records it was added to. {@code newBest}: it beat an
     * earlier best (a first game beats nothing); {@code higherLevel}: in the campaign, it reached a
     * level above the earlier best.
     */
    public record Placing(SnakeRecords records, int rank, boolean newBest, boolean higherLevel, boolean tiesBest, boolean longestSnake) {
        /** True for the first game of the variant that set a record at all. */
        public boolean first() { return rank == 1 && !newBest; }
    }

    /**
     * Adds the finished game {@code e}: its rank among the best ten (0 when it is not among them),
     * whether it equals the best so far, and whether it beat an earlier longest snake.
     */
    public Placing with(String params, Entry e) {
        Variant v = variant(params);
        Comparator<Entry> better = better(params), order = better.thenComparingLong(Entry::at);
        boolean worthy = e.score() > 0 || e.level() > 1; // a crash before the first apple sets nothing
        int rank = 0;
        boolean ties = false;
        List<Entry> top = new ArrayList<>(v.top());
        Entry earlierBest = top.isEmpty() ? null : top.get(0);
        if (worthy) {
            int at = 0;
            while (at < top.size() && order.compare(top.get(at), e) <= 0) at++; // after every game as good: the earlier stays ahead
            ties = !top.isEmpty() && better.compare(top.get(0), e) == 0;
            if (at < TOP) {
                top.add(at, e);
                rank = at + 1;
            }
        }
        boolean longest = v.longest() > 0 && e.length() > v.longest();
        boolean newBest = rank == 1 && earlierBest != null;
        boolean higherLevel = newBest && e.level() > earlierBest.level();
        Map<String, Variant> m = new HashMap<>(variants);
        m.put(params, new Variant(top.subList(0, Math.min(TOP, top.size())), Math.max(v.longest(), e.length())));
        return new Placing(new SnakeRecords(VERSION, m), rank, newBest, higherLevel, ties, longest);
    }

    private static List<Entry> ranked(String params, List<Entry> top) {
        return top.stream().sorted(better(params).thenComparingLong(Entry::at)).limit(TOP).toList();
    }

    /** Better games first, dates aside. */
    private static Comparator<Entry> better(String params) {
        Comparator<Entry> byScore = Comparator.comparingLong(Entry::score).reversed();
        return isCampaign(params) ? Comparator.comparingInt(Entry::level).reversed().thenComparing(byScore) : byScore;
    }

    private static boolean isCampaign(String params) {
        try {
            return SnakeOptions.parse(params).campaign();
        } catch (RuntimeException e) {
            return false; // a params text this version no longer reads ranks by score
        }
    }
}
