package arcade.shell.storage;

import arcade.api.store.GameRecord;

import java.util.Map;

/**
 * The on-disk form of one {@link GameRecord} (kept apart from the API type so the file format is
 * ours). {@code assisted} is absent in version 1 files: those games count as played without help.
 * {@code figures} is absent for games that report none (and in files written before it existed).
 */
record StatEntry(String params, String result, long millis, Double score, long at, Boolean assisted, Map<String, Double> figures) {
    static StatEntry of(GameRecord r) {
        return new StatEntry(r.params(), r.result().name(), r.durationMillis(), r.score(), r.finishedAt(), r.assisted() ? Boolean.TRUE : null,
                r.figures().isEmpty() ? null : r.figures());
    }

    /** Null when the entry is unusable (unknown result, no params). */
    GameRecord toRecord() {
        if (params == null || result == null) return null;
        GameRecord.Result res;
        try { res = GameRecord.Result.valueOf(result); } catch (IllegalArgumentException e) { return null; }
        return new GameRecord(params, res, Math.max(0, millis), score, at, Boolean.TRUE.equals(assisted), figures);
    }
}
