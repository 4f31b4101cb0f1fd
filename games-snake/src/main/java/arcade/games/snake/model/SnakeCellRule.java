package arcade.games.snake.model;

import arcade.games.snake.engine.CellRule;
import arcade.games.snake.engine.Field;
import arcade.games.snake.engine.Globals;

import static arcade.games.snake.model.SnakeCell.*;

/**
 * The transition graph of a field cell's state A^0 (THESIS §10), one branch per arc. Every
 * condition reads the snapshot (own and neighbours' old values); exactly one arc fires per cell
 * per step; when none fires the cell keeps its values. Errata applied (THESIS §16): the APPR_HEAD
 * formula (1), one arc per step on snapshot values (2), and the bonus is eaten when a head reaches
 * it on its last step, i.e. L7 before L4 (3).
 *
 * <p>The rule also notes the cells a head entered in this step ({@link #enteredCells}) so that
 * the supervisor finds the heads without scanning the field; these are exactly the cells with
 * D^1 ≠ 0 after the sweep, which is what P1 looks for.
 */
public final class SnakeCellRule implements CellRule {

    /** Arc ids of the cell graph (the rows of {@link ArcTable#CELL_ARCS}). 0 = no arc fired. */
    public static final byte L1 = 1, L2 = 2, L3 = 3, L4 = 4, L5 = 5, L6 = 6, L7 = 7, L8 = 8, L9 = 9, L10 = 10;
    /** The classic rules' extra arc ({@link ArcTable#TAIL_FOLLOW_ARC}): the head follows the tail into the cell it leaves. */
    public static final byte L11 = 11;
    /** The extra bonus kinds' arcs ({@link ArcTable#BONUS_ARCS}): shrink R ages, expires, is eaten; slow-down D likewise. */
    public static final byte L12 = 12, L13 = 13, L14 = 14, L15 = 15, L16 = 16, L17 = 17;
    /** The Nibbles bonuses' arcs ({@link ArcTable#NIBBLES_ARCS}): extra life X ages, expires, is eaten; fake bonus K likewise. */
    public static final byte L18 = 18, L19 = 19, L20 = 20, L21 = 21, L22 = 22, L23 = 23;

    private static final int NO_HEAD = -1;

    private final byte[] type, dir, stomach, snakeId;
    private final int[] ttl;
    private final byte[] sType, sDir, sSnakeId;
    private final int[] sTtl;
    private final int stride;
    private final boolean twoSnakes;
    private final boolean tailFollow;
    private final byte[] trace;
    private final int[] entered = new int[8];
    private int enteredCount;

    /**
     * @param field the Snake field (slots of {@link SnakeCell#slots})
     * @param trace where to note the arc each cell fires (indexed like the field), or null for speed
     */
    public SnakeCellRule(Field field, byte[] trace) { this(field, trace, false); }

    /**
     * @param tailFollow the classic rules: a head entering a Snake cell whose tail leaves in this
     *                   very step (D2 <= 1) takes arc L11 instead of the bite L5
     */
    public SnakeCellRule(Field field, byte[] trace, boolean tailFollow) {
        this.tailFollow = tailFollow;
        type = field.bytes(TYPE);
        dir = field.bytes(DIRECTION);
        ttl = field.ints(TTL);
        stomach = field.bytes(STOMACH);
        sType = field.snapshotBytes(TYPE);
        sDir = field.snapshotBytes(DIRECTION);
        sTtl = field.snapshotInts(TTL);
        twoSnakes = field.slots().size() > SNAKE_ID;
        snakeId = twoSnakes ? field.bytes(SNAKE_ID) : null;
        sSnakeId = twoSnakes ? field.snapshotBytes(SNAKE_ID) : null;
        stride = field.stride();
        this.trace = trace;
    }

    /**
     * One cell of the graph. The enter arcs (APPR_HEAD) come first because every !APPR_HEAD guard
     * gives them priority; without an approaching head only Snake and Bonus cells have arcs.
     * (Grouping by APPR_HEAD rather than by type changes nothing in the result; it lets the
     * common case, no head nearby, run without unpredictable branches.)
     */
    @Override
    public void update(int self, Globals globals) {
        final int h = apprHead(self);
        final byte a0 = sType[self];
        if (h != NO_HEAD) {
            switch (a0) {
                case CA0_S -> {
                    if (tailFollow && sTtl[self] <= 1) arcL11(self, h);
                    else arcL5(self, h);
                }
                case CA0_E -> arcL6(self, h);
                case CA0_B -> arcL7(self, h);
                case CA0_F -> arcL8(self, h);
                case CA0_P -> arcL9(self, h);
                case CA0_W -> arcL10(self, h);
                case CA0_R -> arcL14(self, h);
                case CA0_D -> arcL17(self, h);
                case CA0_X -> arcL20(self, h);
                case CA0_K -> arcL23(self, h);
                default -> { }
            }
        } else if (a0 == CA0_S) {
            if (sTtl[self] > 1) arcL1(self);
            else arcL2(self);
        } else if (a0 == CA0_B) {
            if (sTtl[self] > 1) arcL3(self);
            else arcL4(self);
        } else if (a0 == CA0_R) {
            if (sTtl[self] > 1) arcL12(self);
            else arcL13(self);
        } else if (a0 == CA0_D) {
            if (sTtl[self] > 1) arcL15(self);
            else arcL16(self);
        } else if (a0 == CA0_X) {
            if (sTtl[self] > 1) arcL18(self);
            else arcL19(self);
        } else if (a0 == CA0_K) {
            if (sTtl[self] > 1) arcL21(self);
            else arcL22(self);
        }
    }

    /**
     * The row loop: a cell with no heading neighbour (all four D^1 are 0, so APPR_HEAD is ⊥) that
     * is neither Snake nor a bonus of any kind has no arc to fire, so it is passed over without the full test.
     */
    @Override
    public void updateRow(int first, int last, Globals globals) {
        final byte[] st = sType, sd = sDir;
        final int w = stride;
        for (int self = first; self <= last; self++) {
            if ((sd[self - 1] | sd[self + 1] | sd[self - w] | sd[self + w]) == 0) {
                byte a0 = st[self];
                if (a0 != CA0_S && a0 < CA0_B) continue; // E F P W: no arc without a head (B and above are bonuses)
            }
            update(self, globals);
        }
    }

    /** L1 S→S, {@code D2 > 1 && !APPR_HEAD}: the body ages; a former head loses its head mark. */
    private void arcL1(int self) {
        dir[self] = D1_NONE;
        ttl[self] = sTtl[self] - 1;
        fired(self, L1);
    }

    /** L2 S→E, {@code D2 <= 1 && !APPR_HEAD}: the tail leaves the cell. */
    private void arcL2(int self) {
        type[self] = CA0_E;
        dir[self] = D1_NONE;
        ttl[self] = 0;
        if (twoSnakes) snakeId[self] = 0;
        fired(self, L2);
    }

    /** L3 B→B, {@code D2 > 1 && !APPR_HEAD}: the bonus ages. */
    private void arcL3(int self) {
        ttl[self] = sTtl[self] - 1;
        fired(self, L3);
    }

    /** L4 B→E, {@code D2 <= 1 && !APPR_HEAD}: the bonus expires. */
    private void arcL4(int self) {
        type[self] = CA0_E;
        fired(self, L4);
    }

    /** L5 S→S, {@code APPR_HEAD}: the head bites the snake (fatal, decided by A0). */
    private void arcL5(int self, int head) { snakeEat(self, head); fired(self, L5); }

    /**
     * L11 S→S, {@code APPR_HEAD && D2 <= 1 && TAIL_FOLLOW} (classic rules only): the tail leaves
     * as the head arrives, so the cell is entered like an empty one (stomach := E).
     */
    private void arcL11(int self, int head) {
        snakeEat(self, head);
        if (!(twoSnakes && approachingHeads(self) > 1)) stomach[self] = CA0_E; // a head-on collision stays a bite
        fired(self, L11);
    }

    /** L12 R→R, {@code D2 > 1 && !APPR_HEAD}: a shrink bonus ages. */
    private void arcL12(int self) { ttl[self] = sTtl[self] - 1; fired(self, L12); }

    /** L13 R→E, {@code D2 <= 1 && !APPR_HEAD}: a shrink bonus expires. */
    private void arcL13(int self) { type[self] = CA0_E; ttl[self] = 0; fired(self, L13); }

    /** L14 R→S, {@code APPR_HEAD}: the head eats a shrink bonus (A0 shortens the snake). */
    private void arcL14(int self, int head) { snakeEat(self, head); fired(self, L14); }

    /** L15 D→D, {@code D2 > 1 && !APPR_HEAD}: a slow-down bonus ages. */
    private void arcL15(int self) { ttl[self] = sTtl[self] - 1; fired(self, L15); }

    /** L16 D→E, {@code D2 <= 1 && !APPR_HEAD}: a slow-down bonus expires. */
    private void arcL16(int self) { type[self] = CA0_E; ttl[self] = 0; fired(self, L16); }

    /** L17 D→S, {@code APPR_HEAD}: the head eats a slow-down bonus (A0 slows the game). */
    private void arcL17(int self, int head) { snakeEat(self, head); fired(self, L17); }

    /** L18 X→X, {@code D2 > 1 && !APPR_HEAD}: an extra life ages. */
    private void arcL18(int self) { ttl[self] = sTtl[self] - 1; fired(self, L18); }

    /** L19 X→E, {@code D2 <= 1 && !APPR_HEAD}: an extra life expires. */
    private void arcL19(int self) { type[self] = CA0_E; ttl[self] = 0; fired(self, L19); }

    /** L20 X→S, {@code APPR_HEAD}: the head eats an extra life (A0 adds a life). */
    private void arcL20(int self, int head) { snakeEat(self, head); fired(self, L20); }

    /** L21 K→K, {@code D2 > 1 && !APPR_HEAD}: a fake bonus ages. */
    private void arcL21(int self) { ttl[self] = sTtl[self] - 1; fired(self, L21); }

    /** L22 K→E, {@code D2 <= 1 && !APPR_HEAD}: a fake bonus expires. */
    private void arcL22(int self) { type[self] = CA0_E; ttl[self] = 0; fired(self, L22); }

    /** L23 K→S, {@code APPR_HEAD}: the head eats a fake bonus (A0 takes points off). */
    private void arcL23(int self, int head) { snakeEat(self, head); fired(self, L23); }

    /** L6 E→S, {@code APPR_HEAD}: the head moves into an empty cell. */
    private void arcL6(int self, int head) { snakeEat(self, head); fired(self, L6); }

    /** L7 B→S, {@code APPR_HEAD}: the head eats a bonus. */
    private void arcL7(int self, int head) { snakeEat(self, head); fired(self, L7); }

    /** L8 F→S, {@code APPR_HEAD}: the head eats the apple. */
    private void arcL8(int self, int head) { snakeEat(self, head); fired(self, L8); }

    /** L9 P→S, {@code APPR_HEAD}: the head eats poison (fatal). */
    private void arcL9(int self, int head) { snakeEat(self, head); fired(self, L9); }

    /** L10 W→S, {@code APPR_HEAD}: the head hits a wall (fatal). */
    private void arcL10(int self, int head) { snakeEat(self, head); fired(self, L10); }

    /**
     * Macro APPR_HEAD (THESIS §9): the neighbour whose head enters this cell in this step, or ⊥.
     * Left heading →, down heading ↑, right heading ←, up heading ↓, in this order. (D^1 is
     * tested before the type only because it is zero almost everywhere; the result is the same.)
     */
    private int apprHead(int self) {
        if (heads(self - 1, D1_RIGHT)) return self - 1;       // left
        if (heads(self + stride, D1_UP)) return self + stride; // down
        if (heads(self + 1, D1_LEFT)) return self + 1;        // right
        if (heads(self - stride, D1_DOWN)) return self - stride; // up
        return NO_HEAD;
    }

    /** True when the snapshot cell {@code n} is a Snake head heading {@code dir}. */
    private boolean heads(int n, byte dir) { return sDir[n] == dir && sType[n] == CA0_S; }

    /** How many heads approach this cell (two snakes only: two means a head-on collision). */
    private int approachingHeads(int self) {
        return (heads(self - 1, D1_RIGHT) ? 1 : 0) + (heads(self + stride, D1_UP) ? 1 : 0)
                + (heads(self + 1, D1_LEFT) ? 1 : 0) + (heads(self - stride, D1_DOWN) ? 1 : 0);
    }

    /**
     * Macro SNAKE_EAT (THESIS §9): {@code D1 := H.D1; D2 := H.D2; D3 := A0; A0 := Snake}, with H the
     * approaching head (snapshot values, so the new head takes the old head's pre-decrement TTL).
     * With two snakes the cell also takes the snake id, and a cell two heads enter at once records
     * Snake in its stomach: a head-on collision is a bite.
     */
    private void snakeEat(int self, int head) {
        dir[self] = sDir[head];
        ttl[self] = sTtl[head];
        stomach[self] = twoSnakes && approachingHeads(self) > 1 ? CA0_S : sType[self];
        type[self] = CA0_S;
        if (twoSnakes) snakeId[self] = sSnakeId[head];
        if (enteredCount < entered.length) entered[enteredCount++] = self;
    }

    private void fired(int self, byte arc) {
        if (trace != null) trace[self] = arc;
    }

    /** Cells a head entered during the last sweep (flat indices); cleared by {@link #clearEntered}. */
    int enteredCount() { return enteredCount; }
    int entered(int k) { return entered[k]; }
    void clearEntered() { enteredCount = 0; }
}
