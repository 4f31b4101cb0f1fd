package arcade.games.shannon.view.match;

import arcade.api.store.Validated;
import arcade.games.shannon.ai.Level;
import arcade.games.shannon.model.Side;

import java.util.Optional;

/**
 * The player's Shannon settings, stored by the shell as versioned JSON. Strings rather than enums so
 * that a file from another version never fails to load. A file holding a value this version cannot
 * use is kept aside by the shell and the defaults are used ({@link #problem()}).
 *
 * @param density vertex probability p of generated boards (the thesis lets the player choose 0.8–1.0)
 * @param teach   teach mode (the computer explains its moves); absent in older files: off
 * @param dotGrid Bridg-It boards as the two-colour dot grid rather than a graph; absent in older files: on
 * @param coordinates the board's coordinates drawn (the names moves are given in); absent in older files: on
 */
public record ShannonSettings(int version, String preset, String mode, String human, String level, String first,
                              double density, boolean showVerdict, int port, String lastHost, Boolean teach, Boolean dotGrid,
                              Boolean coordinates)
        implements Validated {
    public static final int VERSION = 1;
    public static final String FILE = "settings";

    public static ShannonSettings defaults() {
        return new ShannonSettings(VERSION, "7x5", "vs", "short", "normal", "short", 0.9, true, 47031, "127.0.0.1", false, true, true);
    }

    public boolean teachOn() { return Boolean.TRUE.equals(teach); }
    public boolean dotGridOn() { return !Boolean.FALSE.equals(dotGrid); }
    public boolean coordinatesOn() { return !Boolean.FALSE.equals(coordinates); }

    public ShannonSettings withPreset(String p) { return new ShannonSettings(version, p, mode, human, level, first, density, showVerdict, port, lastHost, teach, dotGrid, coordinates); }
    public ShannonSettings withMode(String m, String h) { return new ShannonSettings(version, preset, m, h, level, first, density, showVerdict, port, lastHost, teach, dotGrid, coordinates); }
    public ShannonSettings withLevel(String l) { return new ShannonSettings(version, preset, mode, human, l, first, density, showVerdict, port, lastHost, teach, dotGrid, coordinates); }
    public ShannonSettings withFirst(String f) { return new ShannonSettings(version, preset, mode, human, level, f, density, showVerdict, port, lastHost, teach, dotGrid, coordinates); }
    public ShannonSettings withDensity(double d) { return new ShannonSettings(version, preset, mode, human, level, first, d, showVerdict, port, lastHost, teach, dotGrid, coordinates); }
    public ShannonSettings withShowVerdict(boolean v) { return new ShannonSettings(version, preset, mode, human, level, first, density, v, port, lastHost, teach, dotGrid, coordinates); }
    public ShannonSettings withNetwork(int p, String host) { return new ShannonSettings(version, preset, mode, human, level, first, density, showVerdict, p, host, teach, dotGrid, coordinates); }
    public ShannonSettings withTeach(boolean t) { return new ShannonSettings(version, preset, mode, human, level, first, density, showVerdict, port, lastHost, t, dotGrid, coordinates); }
    public ShannonSettings withDotGrid(boolean g) { return new ShannonSettings(version, preset, mode, human, level, first, density, showVerdict, port, lastHost, teach, g, coordinates); }
    public ShannonSettings withCoordinates(boolean c) { return new ShannonSettings(version, preset, mode, human, level, first, density, showVerdict, port, lastHost, teach, dotGrid, c); }

    /** Why a value read from disk cannot be used, in plain words; empty when every value is usable. */
    @Override public Optional<String> problem() {
        if (!Presets.exists(preset)) return Optional.of("the board size “" + preset + "” is unknown");
        if (!oneOf(mode, "vs", "hotseat", "network")) return Optional.of("the play mode “" + mode + "” is unknown");
        if (!oneOf(human, Side.SHORT.id(), Side.CUT.id())) return Optional.of("the side “" + human + "” is unknown");
        if (!oneOf(first, Side.SHORT.id(), Side.CUT.id())) return Optional.of("the side that starts, “" + first + "”, is unknown");
        try {
            Level.parse(level);
        } catch (RuntimeException e) {
            return Optional.of("the computer strength “" + level + "” is unknown");
        }
        if (!(density >= 0.8 && density <= 1.0)) return Optional.of("the cell density must be from 0.8 to 1.0");
        if (port < 0 || port > 65535) return Optional.of("the network port must be from 0 to 65535");
        if (lastHost == null) return Optional.of("the last network address is missing");
        return Optional.empty();
    }

    private static boolean oneOf(String value, String... allowed) {
        if (value == null) return false;
        for (String a : allowed) if (a.equals(value)) return true;
        return false;
    }
}
