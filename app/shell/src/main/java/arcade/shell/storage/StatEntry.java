package arcade.shell.storage;

import arcade.api.store.GameRecord;

import java.util.Map;
import java.util.Optional;

/**
 * The on-disk form of one {@link GameRecord} (kept apart from the API type so the file format is
 * ours). {@code assisted} is absent in version 1 files: those games count as played without help.
 * {@code figures} is absent for games that report none (and in files written before it existed).
 * {@code winner} is the side that won a game between people at one computer ({@code SIDE_WON}),
 * absent otherwise (files written before it recorded such a game as the winner's {@code WIN}).
 */
record StatEntry(String params, String result, long millis, Double score, long at, Boolean assisted, Map<String, Double> figures,
                 String winner) {
    /** Longer names of a side are not a side's name but a damaged file. */
    static final int MAX_WINNER_CHARS = 100;

    static StatEntry of(GameRecord r) {
        return new StatEntry(r.params(), r.result().name(), r.durationMillis(), r.score(), r.finishedAt(), r.assisted() ? Boolean.TRUE : null,
                r.figures().isEmpty() ? null : r.figures(), r.winner());
    }

    /**
     * Why this entry cannot be used, in plain words, or empty when it can: every field the
     * statistics show or sum is checked, so a value that was read can always be written back.
     */
    Optional<String> problem() {
        if (params == null) return Optional.of("a game has no params");
        if (result == null || !known(result)) return Optional.of("a game has no known result");
        if (!StoredRanges.isDuration(millis)) return Optional.of("a play time is negative or out of range");
        if (score != null && !Double.isFinite(score)) return Optional.of("a score is not a number");
        if (!StoredRanges.isTime(at)) return Optional.of("a date is out of range");
        if (GameRecord.Result.SIDE_WON.name().equals(result) && (winner == null || winner.isBlank() || winner.length() > MAX_WINNER_CHARS))
            return Optional.of("a game between people at one computer names no side that won");
        if (figures != null) for (Map.Entry<String, Double> f : figures.entrySet())
            if (f.getKey() == null || f.getKey().isBlank() || f.getValue() == null || !Double.isFinite(f.getValue()))
                return Optional.of("a figure has no name or is not a number");
        return Optional.empty();
    }

    private static boolean known(String result) {
        for (GameRecord.Result r : GameRecord.Result.values()) if (r.name().equals(result)) return true;
        return false;
    }

    /** The record, or null when the entry is unusable (see {@link #problem()}). */
    GameRecord toRecord() {
        if (problem().isPresent()) return null;
        return new GameRecord(params, GameRecord.Result.valueOf(result), millis, score, at, Boolean.TRUE.equals(assisted), figures, winner);
    }
}
