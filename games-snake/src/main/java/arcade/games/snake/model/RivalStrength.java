package arcade.games.snake.model;

/**
 * How well the computer rivals play. Greedy heads for the nearest apple and only avoids a cell that
 * kills at once; careful also refuses a move into a pocket smaller than itself or a cell another
 * head may enter in the same step; expert measures the way to the apple along real paths round
 * walls and bodies, with the careful checks, and takes the autopilot's time-aware search (a path
 * to the apple it can still escape from) wherever that move is as short and as safe.
 */
public enum RivalStrength {
    GREEDY('g', "greedy"), CAREFUL('c', "careful"), EXPERT('x', "expert");

    private final char letter;
    private final String title;

    RivalStrength(char letter, String title) {
        this.letter = letter;
        this.title = title;
    }

    /** The letter in the params text ({@code r2c}: two careful rivals). */
    public char letter() { return letter; }

    public String title() { return title; }

    public static RivalStrength ofLetter(char c) {
        for (RivalStrength s : values()) if (s.letter == c) return s;
        return null;
    }
}
