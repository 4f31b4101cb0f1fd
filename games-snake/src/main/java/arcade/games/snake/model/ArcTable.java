package arcade.games.snake.model;

import java.util.List;

/**
 * The design documentation of the Snake system as data (THESIS §9–11): the cell graph of A^0,
 * the graph of supervisor A0 and the stomach graph. The cell rule
 * executes exactly these arcs ({@link SnakeCellRule#L1} …), a test compares this table with the
 * specification's, and the X-ray view draws the transition graph from it.
 */
public final class ArcTable {
    private ArcTable() {}

    /** One arc of the cell graph: id L1…L10, source and target type, condition, action, meaning. */
    public record Arc(int code, String id, CellType from, CellType to, String condition, String action, String meaning) {}

    /** One transition of supervisor A0. */
    public record SupervisorArc(String id, int from, int to, String condition, String action) {}

    /** One transition of the stomach graph: the head's D^3 value and what A0 does about it. */
    public record StomachArc(CellType value, String action) {}

    /** One macro: a condition returning a neighbour or ⊥, or a named action block. */
    public record Macro(String name, String definition) {}

    public static final List<Arc> CELL_ARCS = List.of(
            new Arc(SnakeCellRule.L1, "L1", CellType.SNAKE, CellType.SNAKE, "D2 > 1 && !APPR_HEAD", "D1 := 0; D2 := D2 − 1",
                    "normal movement: body ages; a former head loses its head mark"),
            new Arc(SnakeCellRule.L2, "L2", CellType.SNAKE, CellType.EMPTY, "D2 <= 1 && !APPR_HEAD", "D1 := 0; D2 := 0",
                    "tail leaves the cell"),
            new Arc(SnakeCellRule.L3, "L3", CellType.BONUS, CellType.BONUS, "D2 > 1 && !APPR_HEAD", "D2 := D2 − 1",
                    "bonus ages"),
            new Arc(SnakeCellRule.L4, "L4", CellType.BONUS, CellType.EMPTY, "D2 <= 1 && !APPR_HEAD", "—",
                    "bonus expires"),
            new Arc(SnakeCellRule.L5, "L5", CellType.SNAKE, CellType.SNAKE, "APPR_HEAD", "SNAKE_EAT (stomach := S)",
                    "head bites the snake (fatal, decided by A0)"),
            new Arc(SnakeCellRule.L6, "L6", CellType.EMPTY, CellType.SNAKE, "APPR_HEAD", "SNAKE_EAT (stomach := E)",
                    "head moves into an empty cell"),
            new Arc(SnakeCellRule.L7, "L7", CellType.BONUS, CellType.SNAKE, "APPR_HEAD", "SNAKE_EAT (stomach := B)",
                    "head eats a bonus"),
            new Arc(SnakeCellRule.L8, "L8", CellType.APPLE, CellType.SNAKE, "APPR_HEAD", "SNAKE_EAT (stomach := F)",
                    "head eats the apple"),
            new Arc(SnakeCellRule.L9, "L9", CellType.POISON, CellType.SNAKE, "APPR_HEAD", "SNAKE_EAT (stomach := P)",
                    "head eats poison (fatal)"),
            new Arc(SnakeCellRule.L10, "L10", CellType.WALL, CellType.SNAKE, "APPR_HEAD", "SNAKE_EAT (stomach := W)",
                    "head hits a wall (fatal)"));

    /**
     * The classic rules' one extra arc (option {@code tailFollow}): with it, L5 fires only when
     * the bitten cell stays Snake ({@code APPR_HEAD && !(TAIL_FOLLOW && D2 <= 1)}); the other ten
     * arcs, A0 and the stomach graph are unchanged. The classic rules' +1 growth is P3's
     * parameter, and "no poison" is the poison option.
     */
    public static final Arc TAIL_FOLLOW_ARC = new Arc(SnakeCellRule.L11, "L11", CellType.SNAKE, CellType.SNAKE,
            "APPR_HEAD && D2 <= 1 && TAIL_FOLLOW", "SNAKE_EAT (stomach := E)",
            "classic rules: the head follows the tail into the cell it leaves");

    /**
     * The extra bonus kinds' arcs (option {@code mb}): the shrink R and the slow-down D are cell
     * states like the bonus B, with the same three arcs each; what they do is A0's (P4 shortens the
     * snake, the slow-down sets a counter that lengthens the step).
     */
    public static final List<Arc> BONUS_ARCS = List.of(
            new Arc(SnakeCellRule.L12, "L12", CellType.SHRINK, CellType.SHRINK, "D2 > 1 && !APPR_HEAD", "D2 := D2 − 1", "shrink bonus ages"),
            new Arc(SnakeCellRule.L13, "L13", CellType.SHRINK, CellType.EMPTY, "D2 <= 1 && !APPR_HEAD", "—", "shrink bonus expires"),
            new Arc(SnakeCellRule.L14, "L14", CellType.SHRINK, CellType.SNAKE, "APPR_HEAD", "SNAKE_EAT (stomach := R)",
                    "head eats a shrink bonus (A0: P4, the snake loses 3 cells)"),
            new Arc(SnakeCellRule.L15, "L15", CellType.SLOW, CellType.SLOW, "D2 > 1 && !APPR_HEAD", "D2 := D2 − 1", "slow-down bonus ages"),
            new Arc(SnakeCellRule.L16, "L16", CellType.SLOW, CellType.EMPTY, "D2 <= 1 && !APPR_HEAD", "—", "slow-down bonus expires"),
            new Arc(SnakeCellRule.L17, "L17", CellType.SLOW, CellType.SNAKE, "APPR_HEAD", "SNAKE_EAT (stomach := D)",
                    "head eats a slow-down bonus (A0: 30 slower steps)"));

    /**
     * The Nibbles bonuses' arcs (option {@code xb}): the extra life X and the fake bonus K are cell
     * states like the bonus B, with the same three arcs each; A0 adds the life or takes the points.
     * The fake is drawn like the points bonus: only the X-ray view tells them apart.
     */
    public static final List<Arc> NIBBLES_ARCS = List.of(
            new Arc(SnakeCellRule.L18, "L18", CellType.LIFE, CellType.LIFE, "D2 > 1 && !APPR_HEAD", "D2 := D2 − 1", "extra life ages"),
            new Arc(SnakeCellRule.L19, "L19", CellType.LIFE, CellType.EMPTY, "D2 <= 1 && !APPR_HEAD", "—", "extra life expires"),
            new Arc(SnakeCellRule.L20, "L20", CellType.LIFE, CellType.SNAKE, "APPR_HEAD", "SNAKE_EAT (stomach := X)",
                    "head eats an extra life (A0: lives += 1)"),
            new Arc(SnakeCellRule.L21, "L21", CellType.FAKE, CellType.FAKE, "D2 > 1 && !APPR_HEAD", "D2 := D2 − 1", "fake bonus ages"),
            new Arc(SnakeCellRule.L22, "L22", CellType.FAKE, CellType.EMPTY, "D2 <= 1 && !APPR_HEAD", "—", "fake bonus expires"),
            new Arc(SnakeCellRule.L23, "L23", CellType.FAKE, CellType.SNAKE, "APPR_HEAD", "SNAKE_EAT (stomach := K)",
                    "head eats a fake bonus (A0: score −5, never below 0)"));

    /** The cell arcs under the given rules: the thesis's ten, plus L11 with tail-following. */
    public static List<Arc> cellArcs(boolean tailFollow) { return cellArcs(tailFollow, false); }

    /** The cell arcs under the given options: the thesis's ten, L11 with tail-following, L12–L17 with the extra bonuses. */
    public static List<Arc> cellArcs(boolean tailFollow, boolean moreBonuses) { return cellArcs(tailFollow, moreBonuses, false); }

    /** The cell arcs under the given options: as above, plus L18–L23 with the Nibbles bonuses. */
    public static List<Arc> cellArcs(boolean tailFollow, boolean moreBonuses, boolean extraBonuses) {
        if (!tailFollow && !moreBonuses && !extraBonuses) return CELL_ARCS;
        List<Arc> all = new java.util.ArrayList<>(CELL_ARCS);
        if (tailFollow) all.add(TAIL_FOLLOW_ARC);
        if (moreBonuses) all.addAll(BONUS_ARCS);
        if (extraBonuses) all.addAll(NIBBLES_ARCS);
        return List.copyOf(all);
    }

    /** The cell arcs of a game with these options. */
    public static List<Arc> cellArcs(SnakeOptions o) { return cellArcs(o.tailFollow(), o.moreBonuses(), o.extraBonuses()); }

    public static final List<SupervisorArc> A0_ARCS = List.of(
            new SupervisorArc("C1", 0, 0, "the snake did not eat itself, poison or a wall", "P1"),
            new SupervisorArc("C2", 0, 1, "the snake ate itself, poison or a wall", "P1"),
            new SupervisorArc("always", 1, 1, "always", "P2"),
            new SupervisorArc("C3", 0, 3, "as C2, but the player has a life to spare (games with lives)", "P1"),
            new SupervisorArc("always", 3, 0, "always", "P5"),
            new SupervisorArc("C4", 0, 4, "the campaign level's apples are eaten (after the last level: 0 → 2)", "P1"),
            new SupervisorArc("always", 4, 0, "always", "P6"));

    public static final List<StomachArc> STOMACH_ARCS = List.of(
            new StomachArc(CellType.EMPTY, "none"),
            new StomachArc(CellType.APPLE, "P3, and D1 (score) += 1"),
            new StomachArc(CellType.BONUS, "D1 (score) += 10"),
            new StomachArc(CellType.POISON, "A0 := 1 (C2, game over)"),
            new StomachArc(CellType.WALL, "A0 := 1"),
            new StomachArc(CellType.SNAKE, "A0 := 1"),
            new StomachArc(CellType.SHRINK, "P4: every Snake cell of that snake D2 −= min(3, head D2 − 1); cells at 0 become Empty"),
            new StomachArc(CellType.SLOW, "slow steps := 30 (each step lasts 1.6 times as long while it is above 0)"),
            new StomachArc(CellType.LIFE, "lives += 1 (the player's snake)"),
            new StomachArc(CellType.FAKE, "D1 (score) := max(0, D1 − 5)"));

    /** Actions of A0. */
    public static final List<Macro> ACTIONS = List.of(
            new Macro("P1", "maybe spawn a bonus (1/100, random cell, only if Empty, TTL 20); find the head; step its stomach graph; clear the stomach"),
            new Macro("P2", "every computed cell becomes Wall"),
            new Macro("P3", "every Snake cell D2 += 3 (the growth option; classic rules: 1); drop a new Apple; drop a new Poison (if poison is on)"),
            new Macro("P5", "lives −= 1; the field as at the start: walls, the snake at its start cell, new apples; score kept"),
            new Macro("P6", "level += 1; level apples := 0; the field laid out from the next level's file; score and lives kept"));

    public static final List<Macro> MACROS = List.of(
            new Macro("APPR_HEAD", "left.A0 == S && left.D1 == 1 ? left : down.A0 == S && down.D1 == 2 ? down : "
                    + "right.A0 == S && right.D1 == 3 ? right : up.A0 == S && up.D1 == 4 ? up : ⊥"),
            new Macro("SNAKE_EAT", "D1 := H.D1; D2 := H.D2; D3 := A0; A0 := Snake"));

    /** The cell arc with code 1..23. */
    public static Arc cellArc(int code) {
        if (code == SnakeCellRule.L11) return TAIL_FOLLOW_ARC;
        if (code >= SnakeCellRule.L12 && code <= SnakeCellRule.L17) return BONUS_ARCS.get(code - SnakeCellRule.L12);
        if (code >= SnakeCellRule.L18 && code <= SnakeCellRule.L23) return NIBBLES_ARCS.get(code - SnakeCellRule.L18);
        if (code < 1 || code > CELL_ARCS.size()) throw new IllegalArgumentException("no arc L" + code);
        return CELL_ARCS.get(code - 1);
    }

    /** The cell graph as a Markdown table: | Arc | From → To | Condition | Action | Meaning |. */
    public static String cellArcsMarkdown() {
        StringBuilder sb = new StringBuilder("| Arc | From → To | Condition | Action | Meaning |\n|---|---|---|---|---|\n");
        for (Arc a : CELL_ARCS)
            sb.append("| ").append(a.id()).append(" | ").append(a.from().abbr()).append(" → ").append(a.to().abbr())
                    .append(" | `").append(a.condition()).append("` | ").append(a.action()).append(" | ").append(a.meaning()).append(" |\n");
        return sb.toString();
    }
}
