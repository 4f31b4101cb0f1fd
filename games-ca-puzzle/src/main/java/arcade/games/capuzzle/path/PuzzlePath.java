package arcade.games.capuzzle.path;

import arcade.api.model.GameId;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The path through the game (THESIS.md 12): puzzles in a fixed order, from a 2-state rule on a
 * tiny board to 10-state automata at Expert, each new idea introduced by the puzzle that first
 * needs it. Each puzzle's seed was chosen so that the puzzle reaches the grade its params ask for;
 * a test checks that they still do.
 */
public final class PuzzlePath {
    private static final List<Lesson> LESSONS = build();

    private PuzzlePath() {}

    public static List<Lesson> lessons() { return LESSONS; }

    /** The lesson an exact puzzle is, if it is one. */
    public static Optional<Lesson> of(GameId id) {
        for (Lesson l : LESSONS) if (l.id().equals(id)) return Optional.of(l);
        return Optional.empty();
    }

    public static Lesson first() { return LESSONS.get(0); }

    /** Whether a puzzle of these params is on the path. */
    public static boolean onPath(String params) { return LESSONS.stream().anyMatch(l -> l.params().equals(params)); }

    /** The lesson after {@code l}, if any. */
    public static Optional<Lesson> after(Lesson l) { return l.number() < LESSONS.size() ? Optional.of(LESSONS.get(l.number())) : Optional.empty(); }

    private static List<Lesson> build() {
        List<Lesson> out = new ArrayList<>();
        Adder a = (params, seed, title, teaches) -> out.add(new Lesson(out.size() + 1, params, seed, title, teaches));
        // First steps: 2 states, every cell read from one rule whose other three cells are known.
        a.add("rule90-5x3-flat-easy", 2, "The last row",
                "Only the bottom row and a few cells are shown. Every cell is made from the three cells above it (left, middle, right) "
                        + "by one of the rules listed beside the board. Find a hidden cell whose rule you can read, choose its state (0 or 1) and click it.");
        a.add("rule90-6x4-flat-easy", 2, "Ask the board",
                "Right-click a hidden cell (or press Space there) to see the rules that fit: the four cells of that rule are framed on the board "
                        + "and the fitting rules are marked in the list. The buttons LEFT, MIDDLE, RIGHT and RESULT choose which of the four the cell is.");
        a.add("rule150-6x4-flat-easy", 1, "A hint explains itself",
                "Stuck? Hint (H) reveals a cell that follows from what is shown, frames the cells it comes from and names the rule that forces it. "
                        + "It costs a penalty and this puzzle then counts as helped.");
        a.add("rule30-6x5-flat-easy", 3, "Mistakes cost",
                "A right guess earns a point, a wrong one costs ten, and the cell keeps a red cross for each state already tried there. "
                        + "Solve a puzzle without a mistake and without help for three stars.");
        a.add("rule30-7x5-flat-easy", 1, "Streaks",
                "Every five right guesses in a row raise the level: a reveal then gives 2, 3, … points, and a mistake costs 20, 30, …");
        a.add("rule110-7x5-flat-easy", 3, "Rule 110", "A new rule: look at the list beside the board before you start.");
        a.add("rule184-8x6-flat-easy", 1, "Traffic", "Rule 184 moves every 1 one step to the right when the cell ahead is free, like cars in a queue.");
        a.add("rule90-8x6-cyclic-easy", 1, "A ring of cells",
                "A cyclic board wraps around: the left neighbour of the first column is the last column. There are no border columns.");
        // Medium: a rule with hidden cells can still decide one of them.
        a.add("rule30-8x6-flat-medium", 1, "Two cells hidden",
                "Medium puzzles need a rule with more than one hidden cell: if every rule that still fits gives the same state to one of them, that cell is decided.");
        a.add("rule90-8x6-flat-medium", 1, "Notes of your own",
                "Pencil marks are your notes: Shift+click (or press M for pencil mode, then click) toggles the chosen state in a hidden cell. "
                        + "They are not help and never cost a star.");
        a.add("rule110-9x7-flat-medium", 1, "Working upwards", "Finish a row before you climb: the row below is what every rule is read from.");
        a.add("rule126-9x7-flat-medium", 1, "Rule 126", "Rule 126 gives 1 unless all three cells above are alike.");
        a.add("rule184-10x8-cyclic-medium", 1, "Traffic on a ring", "Rule 184 again, on a board that wraps around.");
        a.add("rule30-10x8-flat-medium", 1, "A larger board", "The board fits the window; Ctrl+plus and Ctrl+minus zoom, Ctrl+0 fits again.");
        a.add("rule110-10x8-cyclic-medium", 1, "Rule 110 on a ring", "Cyclic and Medium together.");
        // More states.
        a.add("sum3-6x4-flat-easy", 2, "Three states",
                "Sum mod 3: the new state is the sum of the three above, modulo 3. It is totalistic: only which states meet counts, not their order.");
        a.add("diff4-8x6-flat-medium", 1, "Four states", "Difference of 4: the new state is |left − right|; the middle cell does not count at all.");
        a.add("median7-10x8-flat-medium", 1, "Seven states", "Median plus one: sort the three states, take the middle one and add one (6 wraps to 0).");
        // Hard: rules combined.
        a.add("rule30-10x8-flat-hard", 1, "Rules together",
                "Hard puzzles need two rules at once: one rule narrows a cell to a few states, and the next rule, read with those, decides. "
                        + "Pencil marks help you keep track of the narrowed cells.");
        a.add("rule110-10x8-flat-hard", 2, "Suppose and see",
                "Another hard step: suppose a state for a cell, follow the rules next to it, and when a rule is left with nothing that fits, the supposition was wrong.");
        a.add("sum3-9x7-flat-hard", 1, "Hard with three states", "The same reasoning with three states: more rules fit each view, so note the candidates.");
        a.add("diff4-10x8-flat-hard", 3, "Hard with four states", "Difference of 4 at Hard.");
        a.add("max4-10x8-flat-hard", 2, "Maximum of 4", "The largest of the three, plus one, wrapping from 3 to 0.");
        a.add("weighted5-10x8-flat-hard", 2, "Five states", "Weighted sum of 5: left + 2·middle + 3·right, modulo 5. Order matters here.");
        a.add("sum6-10x8-flat-hard", 2, "Six states", "Sum mod 6.");
        a.add("sum10-12x10-flat-hard", 2, "Ten states", "Sum mod 10: the last digit of the sum. With ten states, candidates are worth noting.");
        // Expert: looking further ahead.
        a.add("sum3-12x10-flat-expert", 2, "Looking ahead",
                "Expert puzzles need a longer look ahead: a supposition followed through several rules, one after another, before it fails.");
        a.add("rule110-12x10-flat-expert", 3, "Rule 110, Expert", "Rule 110 at its hardest on this size.");
        a.add("rule30-12x12-flat-expert", 1, "Rule 30, Expert", "Rule 30's chaos makes long chains.");
        a.add("diff4-12x10-flat-expert", 3, "Four states, Expert", "Difference of 4 at Expert.");
        a.add("poly10-12x10-flat-expert", 1, "Product plus right", "left × middle + right, modulo 10: an even middle loses information.");
        a.add("rule110-16x16-flat-expert", 1, "A big board", "Sixteen by sixteen.");
        a.add("sum10-20x16-flat-expert", 3, "The last one", "Ten states on a large board, at Expert.");
        return List.copyOf(out);
    }

    private interface Adder { void add(String params, long seed, String title, String teaches); }
}
