package arcade.games.capuzzle.path;

import arcade.api.store.Validated;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What the player achieved on the path, saved in the game's store: per puzzle solved, the most
 * stars and the best score without help. A puzzle is open once the one before it is solved.
 */
public record PathProgress(Map<String, Result> results) implements Validated {
    public static final String FILE = "path";

    /** A solved puzzle: its stars (1–3) and its best score without help (null when it was only solved with help). */
    public record Result(int stars, Long best) {}

    public PathProgress {
        results = results == null ? Map.of() : Map.copyOf(results);
    }

    public static PathProgress empty() { return new PathProgress(Map.of()); }

    /**
     * Stars for a solved puzzle: three without a mistake and without help, two with a mistake or
     * two, one otherwise (more mistakes, or any help: a hint, Solve, the candidate marks or undo).
     */
    public static int stars(int mistakes, boolean helped) {
        if (helped) return 1;
        return mistakes == 0 ? 3 : mistakes <= 2 ? 2 : 1;
    }

    public Optional<Result> result(Lesson l) { return Optional.ofNullable(results.get(l.key())); }

    public boolean solved(Lesson l) { return results.containsKey(l.key()); }

    /** The first puzzle is always open; every other one once the puzzle before it is solved. */
    public boolean open(Lesson l) { return l.number() == 1 || solved(PuzzlePath.lessons().get(l.number() - 2)); }

    /** A solve recorded: the stars and best score only ever go up. */
    public PathProgress withSolved(Lesson l, long score, int mistakes, boolean helped) {
        Result was = results.get(l.key());
        int stars = Math.max(stars(mistakes, helped), was == null ? 0 : was.stars());
        Long best = helped ? (was == null ? null : was.best()) : Long.valueOf(was == null || was.best() == null ? score : Math.max(score, was.best()));
        Map<String, Result> r = new LinkedHashMap<>(results);
        r.put(l.key(), new Result(stars, best));
        return new PathProgress(r);
    }

    /** How many puzzles are solved, and the stars collected. */
    public int solvedCount() { return (int) PuzzlePath.lessons().stream().filter(this::solved).count(); }

    public int starCount() { return PuzzlePath.lessons().stream().mapToInt(l -> result(l).map(Result::stars).orElse(0)).sum(); }

    /** The puzzle to play next: the first open one not yet solved (the last one when all are solved). */
    public Lesson next() {
        for (Lesson l : PuzzlePath.lessons()) if (!solved(l)) return l;
        return PuzzlePath.lessons().get(PuzzlePath.lessons().size() - 1);
    }

    @Override public Optional<String> problem() {
        for (Result r : results.values())
            if (r == null || r.stars() < 1 || r.stars() > 3 || r.best() != null && Math.abs(r.best()) > 1L << 40) return Optional.of("a solved puzzle of the path has no stars");
        return Optional.empty();
    }
}
