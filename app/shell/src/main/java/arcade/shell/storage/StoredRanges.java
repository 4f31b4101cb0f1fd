package arcade.shell.storage;

/**
 * The ranges a number read from the arcade's files must be in to be used. A value outside them
 * comes from a damaged or hand-edited file; using it would show nonsense (a date in the year
 * 300,000,000, a negative play time) or overflow the sums the statistics make.
 */
final class StoredRanges {
    /** 9999-12-31T23:59:59.999Z: the last moment a date can be shown. */
    static final long LATEST_TIME = 253_402_300_799_999L;
    /** A century of play: a million such games still sum within a {@code long}. */
    static final long LONGEST_PLAY = 100L * 366 * 24 * 3600 * 1000;

    private StoredRanges() {}

    static boolean isTime(long epochMillis) { return epochMillis >= 0 && epochMillis <= LATEST_TIME; }

    static boolean isDuration(long millis) { return millis >= 0 && millis <= LONGEST_PLAY; }
}
