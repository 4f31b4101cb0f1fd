package arcade.shell.storage;

import java.util.List;

/**
 * stats/&lt;game&gt;.json: every finished game in order (the summaries are computed from it), and
 * the last few finished games themselves for replay. Version 2 added the {@code assisted} flag,
 * version 3 the {@code last} games; older files are read as they are (no game was assisted, no
 * game is kept for replay) and written back as version 3 with the next finished game. A game
 * between people at one computer ({@code "result": "SIDE_WON"} with its {@code "winner"}) needs no
 * new version: a file without one reads as before.
 */
record StatsFile(int version, List<StatEntry> games, List<LastEntry> last) {
    static final int VERSION = 3;
    /** Older versions this arcade still reads. */
    static final int OLDEST_READABLE = 1;

    static StatsFile empty() { return new StatsFile(VERSION, List.of(), List.of()); }

    /** One kept game: its statistics entry and the game in the autosave's form. */
    record LastEntry(StatEntry record, AutosaveFile game) {}
}
