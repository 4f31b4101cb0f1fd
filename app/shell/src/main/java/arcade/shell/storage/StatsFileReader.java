package arcade.shell.storage;

import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads {@code stats/<game>.json} one finished game at a time, so one bad value (a score that is
 * not a number, a negative play time, a date out of range, an unknown result) costs that record
 * only: it is left out, the file as it was is kept aside and the player told, and the caller
 * writes the rest back. Every record that comes out passes {@link StatEntry#problem()}, so it can
 * always be written again.
 */
final class StatsFileReader {
    /** The file's shape with its records still unread. */
    private record Raw(int version, List<JsonElement> games, List<JsonElement> last) {}

    /** The usable part of a file; {@code cleaned} is true when records were left out (the file is then kept aside). */
    record Read(StatsFile file, boolean cleaned) {}

    private final JsonFiles files;

    StatsFileReader(JsonFiles files) { this.files = files; }

    Read read(Path file) {
        // Older versions are read as they are; the next write is the current version.
        Raw raw = files.read(file, Raw.class, () -> new Raw(StatsFile.VERSION, List.of(), List.of()),
                v -> v >= StatsFile.OLDEST_READABLE && v < StatsFile.VERSION);
        List<StatEntry> games = new ArrayList<>();
        List<StatsFile.LastEntry> last = new ArrayList<>();
        Tally dropped = new Tally();
        if (raw.games() != null) for (JsonElement e : raw.games()) {
            StatEntry entry = bind(e, StatEntry.class, dropped);
            if (entry == null) continue;
            Optional<String> problem = entry.problem();
            if (problem.isPresent()) dropped.add(problem.get());
            else games.add(entry);
        }
        if (raw.last() != null) for (JsonElement e : raw.last()) {
            StatsFile.LastEntry entry = bind(e, StatsFile.LastEntry.class, dropped);
            if (entry == null) continue;
            Optional<String> problem = entry.record() == null || entry.game() == null ? Optional.of("a kept game is incomplete")
                    : entry.record().problem().or(() -> entry.game().problem());
            if (problem.isPresent()) dropped.add(problem.get());
            else last.add(entry);
        }
        StatsFile usable = new StatsFile(StatsFile.VERSION, games, last);
        if (dropped.count == 0) return new Read(usable, false);
        files.keepAsidePartly(file, dropped.count + (dropped.count == 1 ? " record" : " records") + " could not be used ("
                + dropped.first + ") and " + (dropped.count == 1 ? "is" : "are") + " left out");
        return new Read(usable, true);
    }

    private <T> T bind(JsonElement e, Class<T> type, Tally dropped) {
        try {
            T value = e == null || e.isJsonNull() ? null : files.gson().fromJson(e, type);
            if (value == null) dropped.add("a record is empty");
            return value;
        } catch (JsonParseException | IllegalStateException | IllegalArgumentException | NullPointerException x) {
            // The shape is wrong, or a number does not fit (see StrictNumbers): this record only.
            dropped.add(JsonFiles.ownReason(x).orElse("a record is not in the expected form"));
            return null;
        }
    }

    /** How many records were left out, and the first reason. */
    private static final class Tally {
        int count;
        String first;

        void add(String why) {
            if (count++ == 0) first = why;
        }
    }
}
