package arcade.games.capuzzle.model;

import arcade.games.capuzzle.solver.Grade;

import java.util.Optional;

/**
 * Which cells a puzzle shows at the start: the thesis's own reveals only (a guess may be
 * needed), fair (clues until deduction alone solves it, next to what is known), or clues aimed
 * at a grade of difficulty.
 */
public enum Mode {
    THESIS("", "as in the thesis", null),
    FAIR("fair", "fair", null),
    EASY("easy", "Easy", Grade.EASY),
    MEDIUM("medium", "Medium", Grade.MEDIUM),
    HARD("hard", "Hard", Grade.HARD),
    EXPERT("expert", "Expert", Grade.EXPERT);

    private final String id, label;
    private final Grade grade;

    Mode(String id, String label, Grade grade) {
        this.id = id;
        this.label = label;
        this.grade = grade;
    }

    /** The params suffix without its dash ("" for the thesis's puzzles). */
    public String id() { return id; }

    /** The word players see. */
    public String label() { return label; }

    /** The grade aimed at, for the graded modes. */
    public Optional<Grade> grade() { return Optional.ofNullable(grade); }

    public static Mode of(Grade g) {
        for (Mode m : values()) if (m.grade == g) return m;
        throw new IllegalArgumentException(String.valueOf(g));
    }

    /** The mode a params suffix names (without its dash; "" for the thesis's). */
    public static Optional<Mode> ofId(String id) {
        for (Mode m : values()) if (m.id.equals(id)) return Optional.of(m);
        return Optional.empty();
    }
}
