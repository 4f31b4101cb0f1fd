package arcade.games.capuzzle.solver;

import java.util.Locale;

/**
 * How hard a fair puzzle is, from the hardest deduction a solve with the simplest deductions
 * needs (THESIS.md 9): Easy when every cell follows from a view whose other cells are known,
 * Medium when views with several hidden cells must be read (all their fitting rules agree on
 * one cell), Hard when views must be combined (candidates narrowed by one view used in the
 * next, or two neighbouring views that contradict a supposition), Expert when only a longer
 * look ahead helps.
 */
public enum Grade {
    EASY(Step.Technique.DIRECT), MEDIUM(Step.Technique.SINGLE), HARD(Step.Technique.CONTRADICTION), EXPERT(Step.Technique.LOOKAHEAD);

    private final Step.Technique hardest;

    Grade(Step.Technique hardest) { this.hardest = hardest; }

    /** Whether a solve at this grade may use the technique. */
    public boolean allows(Step.Technique t) { return t.ordinal() <= hardest.ordinal(); }

    /** The grade of a puzzle whose hardest needed step used {@code t}. */
    public static Grade of(Step.Technique t) {
        for (Grade g : values()) if (g.allows(t)) return g;
        throw new IllegalArgumentException(String.valueOf(t));
    }

    /** "Easy", "Medium", …: the word players see. */
    public String label() { return name().charAt(0) + name().substring(1).toLowerCase(Locale.ROOT); }

    /** The word in params: "easy", "medium", … */
    public String id() { return name().toLowerCase(Locale.ROOT); }
}
