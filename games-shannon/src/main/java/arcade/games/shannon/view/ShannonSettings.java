package arcade.games.shannon.view;

/**
 * The player's Shannon settings, stored by the shell as versioned JSON. Strings rather than enums so
 * that a file from another version never fails to load; unknown values fall back to the defaults.
 *
 * @param density vertex probability p of generated boards (the thesis lets the player choose 0.8–1.0)
 */
public record ShannonSettings(int version, String preset, String mode, String human, String level, String first,
                              double density, boolean showVerdict, int port, String lastHost) {
    public static final int VERSION = 1;
    public static final String FILE = "settings";

    public static ShannonSettings defaults() {
        return new ShannonSettings(VERSION, "7x5", "vs", "short", "normal", "short", 0.9, true, 47031, "127.0.0.1");
    }

    public ShannonSettings withPreset(String p) { return new ShannonSettings(version, p, mode, human, level, first, density, showVerdict, port, lastHost); }
    public ShannonSettings withMode(String m, String h) { return new ShannonSettings(version, preset, m, h, level, first, density, showVerdict, port, lastHost); }
    public ShannonSettings withLevel(String l) { return new ShannonSettings(version, preset, mode, human, l, first, density, showVerdict, port, lastHost); }
    public ShannonSettings withFirst(String f) { return new ShannonSettings(version, preset, mode, human, level, f, density, showVerdict, port, lastHost); }
    public ShannonSettings withDensity(double d) { return new ShannonSettings(version, preset, mode, human, level, first, d, showVerdict, port, lastHost); }
    public ShannonSettings withShowVerdict(boolean v) { return new ShannonSettings(version, preset, mode, human, level, first, density, v, port, lastHost); }
    public ShannonSettings withNetwork(int p, String host) { return new ShannonSettings(version, preset, mode, human, level, first, density, showVerdict, p, host); }
}
