package arcade.shell.storage;

/** The main window's last size and position, in layout units; {@code x}/{@code y} null = let the system place it. */
public record WindowGeometry(int version, Double x, Double y, double width, double height, boolean maximized) {
    public static final int VERSION = 1;
    public static final double DEFAULT_WIDTH = 1180, DEFAULT_HEIGHT = 780;

    public static WindowGeometry defaults() { return new WindowGeometry(VERSION, null, null, DEFAULT_WIDTH, DEFAULT_HEIGHT, false); }

    /** A damaged size (tiny, huge, not a number) is replaced by the default one; a damaged position lets the system place the window. */
    public WindowGeometry sane() {
        boolean ok = width >= 480 && height >= 360 && width < 20_000 && height < 20_000;
        if (!ok) return new WindowGeometry(VERSION, null, null, DEFAULT_WIDTH, DEFAULT_HEIGHT, maximized);
        boolean placed = x != null && y != null && Math.abs(x) < 100_000 && Math.abs(y) < 100_000; // false for NaN too
        return placed || x == null && y == null ? this : new WindowGeometry(VERSION, null, null, width, height, maximized);
    }
}
