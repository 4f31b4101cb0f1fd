package arcade.games.minesweeper.model;

import arcade.api.model.MoveFormatException;

import java.util.Locale;

/** One move on cell (x, y): text {@code reveal 3,4}, {@code flag 3,4}, {@code mark 3,4} or {@code chord 3,4}. */
public record MinesMove(Action action, int x, int y) {

    public enum Action {
        /** Open a hidden cell. */ REVEAL,
        /** Put or take away a flag. */ FLAG,
        /** Put or take away a "?" mark. */ MARK,
        /** Open every unflagged neighbour of a number whose flags are all placed. */ CHORD;

        String word() { return name().toLowerCase(Locale.ROOT); }
    }

    public static MinesMove reveal(int x, int y) { return new MinesMove(Action.REVEAL, x, y); }
    public static MinesMove flag(int x, int y) { return new MinesMove(Action.FLAG, x, y); }
    public static MinesMove chord(int x, int y) { return new MinesMove(Action.CHORD, x, y); }

    public String text() { return action.word() + " " + x + "," + y; }

    /** The move named by {@code text} on a {@code width}×{@code height} board. */
    public static MinesMove parse(String text, int width, int height) {
        if (text != null) {
            String t = text.trim().toLowerCase(Locale.ROOT);
            int space = t.indexOf(' '), comma = t.indexOf(',');
            if (space > 0 && comma > space) {
                for (Action a : Action.values()) {
                    if (!a.word().equals(t.substring(0, space))) continue;
                    try {
                        int x = Integer.parseInt(t.substring(space + 1, comma).trim());
                        int y = Integer.parseInt(t.substring(comma + 1).trim());
                        if (x >= 0 && x < width && y >= 0 && y < height) return new MinesMove(a, x, y);
                        throw new MoveFormatException("cell " + x + "," + y + " is not on the board");
                    } catch (NumberFormatException e) {
                        break;
                    }
                }
            }
        }
        throw new MoveFormatException("not a move: '" + text + "' (write e.g. reveal 3,4 or flag 3,4)");
    }

    @Override public String toString() { return text(); }
}
