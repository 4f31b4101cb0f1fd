package arcade.games.minesweeper.view;

import arcade.games.minesweeper.ai.Strength;
import arcade.games.minesweeper.model.FirstClick;

import java.util.Locale;

/**
 * The player's Minesweeper settings, stored as versioned JSON.
 *
 * @param firstClick    rule for new games from the presets: {@code zero}, {@code safe} or {@code none}
 *                      (no-guess boards always use zero)
 * @param questionMarks a right click cycles flag, "?" mark, hidden instead of flag, hidden
 * @param chordOnClick  a left click on an open number opens its neighbours when its flags are placed
 * @param autoPlaySpeed auto-play speed level, 1 (slow) to {@link #FASTEST} (no pause)
 * @param strength      the strong solver's strength used by Hint, Auto-play and Solve: {@code normal}
 *                      or {@code deep} (missing in files written before version 2: normal)
 */
public record MinesSettings(int version, String firstClick, boolean questionMarks, boolean chordOnClick, int autoPlaySpeed, String strength) {
    public static final int VERSION = 2;
    public static final String STORE_NAME = "minesweeper-settings";
    public static final int FASTEST = 5;
    /** Pause between auto-play moves per speed level. */
    private static final long[] STEP_MILLIS = {0, 800, 400, 150, 40, 1};
    private static final String[] SPEED_NAMES = {"", "Slow", "Relaxed", "Normal", "Fast", "Fastest"};

    /** Settings as version 1 stored them, before the solver's strength could be chosen. */
    public MinesSettings(int version, String firstClick, boolean questionMarks, boolean chordOnClick, int autoPlaySpeed) {
        this(version, firstClick, questionMarks, chordOnClick, autoPlaySpeed, null);
    }

    public static MinesSettings defaults() { return new MinesSettings(VERSION, "zero", false, true, 3, Strength.NORMAL.text()); }

    /** Repairs values a hand-edited or older file may carry. */
    public MinesSettings sanitized() {
        String rule = firstClick == null ? "" : firstClick.toLowerCase(Locale.ROOT);
        if (!rule.equals("zero") && !rule.equals("safe") && !rule.equals("none")) rule = "zero";
        int speed = autoPlaySpeed < 1 || autoPlaySpeed > FASTEST ? 3 : autoPlaySpeed;
        Strength level = Strength.parse(strength);
        return new MinesSettings(VERSION, rule, questionMarks, chordOnClick, speed, (level == null ? Strength.NORMAL : level).text());
    }

    public FirstClick rule() { return FirstClick.valueOf(sanitized().firstClick.toUpperCase(Locale.ROOT)); }
    public Strength solverStrength() { return Strength.parse(sanitized().strength); }
    public long stepMillis() { return STEP_MILLIS[sanitized().autoPlaySpeed]; }
    public static String speedName(int level) { return SPEED_NAMES[Math.max(1, Math.min(FASTEST, level))]; }

    public MinesSettings withFirstClick(FirstClick r) { return new MinesSettings(VERSION, r.text(), questionMarks, chordOnClick, autoPlaySpeed, strength); }
    public MinesSettings withQuestionMarks(boolean v) { return new MinesSettings(VERSION, firstClick, v, chordOnClick, autoPlaySpeed, strength); }
    public MinesSettings withChordOnClick(boolean v) { return new MinesSettings(VERSION, firstClick, questionMarks, v, autoPlaySpeed, strength); }
    public MinesSettings withAutoPlaySpeed(int v) { return new MinesSettings(VERSION, firstClick, questionMarks, chordOnClick, v, strength); }
    public MinesSettings withStrength(Strength s) { return new MinesSettings(VERSION, firstClick, questionMarks, chordOnClick, autoPlaySpeed, s.text()); }
}
