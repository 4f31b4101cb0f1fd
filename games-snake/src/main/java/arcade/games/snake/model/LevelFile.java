package arcade.games.snake.model;

import java.util.List;
import java.util.Locale;

/**
 * Reads a campaign level file. The format, line by line:
 * <pre>
 * # a comment (anywhere before the map; blank lines too)
 * name: Four rooms
 * apples: 8           apples to eat to reach the next level, 1..99
 * speed: 4.5          steps per second, 1..20
 * map:
 * ########################     exactly {@link Campaign#ROWS} lines of {@link Campaign#COLS} characters:
 * #..>...................#     # wall, . free, and once the start of the snake: &gt; &lt; ^ v (its heading)
 * </pre>
 * Anything else is refused with the file's name, the line number and what is wrong, in plain words.
 */
public final class LevelFile {
    private LevelFile() {}

    /** A level file that cannot be read: the message names the file and the line. */
    public static final class FormatException extends IllegalArgumentException {
        FormatException(String file, int line, String what) { super(file + ", line " + line + ": " + oneLine(what)); }

        /**
         * The message quotes the file's text: control characters and the line and paragraph
         * separators that {@link String#lines} does not split on are shown as '?', so the message
         * stays one printable line.
         */
        private static String oneLine(String text) {
            StringBuilder sb = new StringBuilder(text.length());
            text.codePoints().forEach(c -> {
                int type = Character.getType(c);
                boolean hidden = type == Character.CONTROL || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR;
                sb.appendCodePoint(hidden ? '?' : c);
            });
            return sb.toString();
        }
    }

    public static CampaignLevel parse(String file, int number, String text) {
        List<String> lines = text.replace("\r", "").lines().toList();
        String name = null;
        Integer apples = null;
        Double speed = null;
        int k = 0;
        for (; k < lines.size(); k++) {
            String line = lines.get(k).strip();
            int n = k + 1;
            if (line.isEmpty() || line.startsWith("#")) continue;
            if (line.equals("map:")) break;
            int colon = line.indexOf(':');
            if (colon < 0) throw new FormatException(file, n, "expected 'key: value' (name, apples, speed) or 'map:', got '" + line + "'");
            String key = line.substring(0, colon).strip().toLowerCase(Locale.ROOT), value = line.substring(colon + 1).strip();
            switch (key) {
                case "name" -> {
                    if (value.isEmpty()) throw new FormatException(file, n, "the name is empty");
                    name = value;
                }
                case "apples" -> apples = (int) number(file, n, value, "apples", 1, 99, true);
                case "speed" -> speed = number(file, n, value, "speed", 1, 20, false);
                default -> throw new FormatException(file, n, "unknown key '" + key + "' (expected name, apples or speed)");
            }
        }
        int mapLine = k + 1;
        if (k == lines.size()) throw new FormatException(file, lines.size(), "the file has no 'map:' line");
        if (name == null) throw new FormatException(file, mapLine, "the name is missing (a line 'name: …' before the map)");
        if (apples == null) throw new FormatException(file, mapLine, "the apples are missing (a line 'apples: …' before the map)");
        if (speed == null) throw new FormatException(file, mapLine, "the speed is missing (a line 'speed: …' before the map)");
        return map(file, number, name, apples, speed, lines, k + 1);
    }

    private static CampaignLevel map(String file, int number, String name, int apples, double speed, List<String> lines, int first) {
        int rows = Campaign.ROWS, cols = Campaign.COLS;
        boolean[][] walls = new boolean[rows + 1][cols + 1];
        int sr = -1, sc = -1;
        Direction sd = null;
        for (int i = 1; i <= rows; i++) {
            int n = first + i;
            if (first + i - 1 >= lines.size()) throw new FormatException(file, n - 1, "the map has " + (i - 1) + " rows, it needs " + rows);
            String row = lines.get(first + i - 1).stripTrailing();
            if (row.length() != cols) throw new FormatException(file, n, "a map row needs " + cols + " characters, this one has " + row.length());
            for (int j = 1; j <= cols; j++) {
                char c = row.charAt(j - 1);
                switch (c) {
                    case '#' -> walls[i][j] = true;
                    case '.' -> { }
                    case '>', '<', '^', 'v' -> {
                        if (sd != null) throw new FormatException(file, n, "a second start (the snake starts once), column " + j);
                        sr = i;
                        sc = j;
                        sd = c == '>' ? Direction.RIGHT : c == '<' ? Direction.LEFT : c == '^' ? Direction.UP : Direction.DOWN;
                    }
                    default -> throw new FormatException(file, n, "unknown character '" + c + "' in column " + j + " (use # . > < ^ v)");
                }
            }
        }
        for (int k = first + rows; k < lines.size(); k++)
            if (!lines.get(k).isBlank()) throw new FormatException(file, k + 1, "the map has more than " + rows + " rows");
        if (sd == null) throw new FormatException(file, first + 1, "the map has no start (one of > < ^ v)");
        for (int step = 1; step <= 2; step++) {
            int i = sr + sd.di() * step, j = sc + sd.dj() * step;
            if (i < 1 || j < 1 || i > rows || j > cols || walls[i][j])
                throw new FormatException(file, first + sr, "the snake needs two free cells ahead of its start");
        }
        return new CampaignLevel(number, name, apples, speed, walls, sr, sc, sd);
    }

    private static double number(String file, int line, String value, String what, double min, double max, boolean whole) {
        try {
            double v = whole ? Integer.parseInt(value) : Double.parseDouble(value);
            if (Double.isNaN(v) || v < min || v > max)
                throw new FormatException(file, line, what + " must be between " + (int) min + " and " + (int) max + ", got " + value);
            return v;
        } catch (NumberFormatException e) {
            throw new FormatException(file, line, what + " must be a" + (whole ? " whole" : "") + " number, got '" + value + "'");
        }
    }
}
