package arcade.games.capuzzle.view;

import java.util.Arrays;

/**
 * The player's own pencil marks: per hidden cell, the states the player still thinks possible,
 * toggled by hand as in Solo. They are the player's notes, not help, so they never mark a game
 * helped; they are saved with an unfinished game and survive undo.
 */
final class PencilMarks {
    private int[] marks = new int[0];

    void newPuzzle(int cells) { marks = new int[cells]; }

    void toggle(int cell, int state) { marks[cell] ^= 1 << state; }

    void clear(int cell) { marks[cell] = 0; }

    int at(int cell) { return marks[cell]; }

    int[] marks() { return marks.clone(); }

    boolean isEmpty() { return Arrays.stream(marks).allMatch(m -> m == 0); }

    /** One hex digit group per cell, "." for none: compact enough to save with the game. */
    String text() {
        StringBuilder b = new StringBuilder();
        for (int m : marks) b.append(m == 0 ? "." : Integer.toHexString(m)).append(',');
        return b.toString();
    }

    /** Reads {@link #text()} back; a text that does not fit this board leaves no marks. */
    void read(String text, int cells) {
        marks = new int[cells];
        if (text == null) return;
        String[] parts = text.split(",", -1);
        if (parts.length != cells + 1) return;
        try {
            for (int i = 0; i < cells; i++) marks[i] = parts[i].equals(".") ? 0 : Integer.parseInt(parts[i], 16) & 0x3FF;
        } catch (NumberFormatException e) {
            marks = new int[cells];
        }
    }
}
