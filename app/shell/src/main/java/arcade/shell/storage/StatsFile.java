package arcade.shell.storage;

import java.util.List;

/** stats/&lt;game&gt;.json: every finished game in order; the summaries are computed from it. */
record StatsFile(int version, List<StatEntry> games) {
    static final int VERSION = 1;

    static StatsFile empty() { return new StatsFile(VERSION, List.of()); }
}
