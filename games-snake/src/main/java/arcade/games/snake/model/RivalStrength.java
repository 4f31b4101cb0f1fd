package arcade.games.snake.model;

/**
 * How well the computer rivals play. Greedy heads for the nearest apple and only avoids a cell that
 * kills at once; careful also refuses a move into a pocket smaller than itself or a cell another
 * head may enter in the same step; expert plans round the other snakes: real path lengths in
 * which a body frees its cells as its tail passes, the apple it reaches before every other
 * snake, no head-on cell, and room it reaches first of three times its length, so it is not cut off.
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
