package arcade.shell.storage;

import java.util.List;

/**
 * stats/&lt;game&gt;.json: every finished game in order; the summaries are computed from it.
 * Version 2 added the {@code assisted} flag; version 1 files are read as they are (no game was
 * assisted) and written back as version 2 with the next finished game.
 */
record StatsFile(int version, List<StatEntry> games) {
    static final int VERSION = 2;
    /** Older versions this arcade still reads. */
    static final int OLDEST_READABLE = 1;

    static StatsFile empty() { return new StatsFile(VERSION, List.of()); }
}
