package arcade.games.snake.model;

import arcade.api.session.Rng;
import arcade.games.snake.engine.Field;
import arcade.games.snake.engine.Globals;
import arcade.games.snake.engine.Supervisor;

import java.util.Arrays;

import static arcade.games.snake.model.SnakeCell.*;
import static arcade.games.snake.model.SnakeGlobals.*;

/**
 * Supervisor A0 "game state" (THESIS §11) with its stomach graph:
 * <pre>
 *   0 → 0  C1: the snake did not eat itself, poison or a wall   / P1
 *   0 → 1  C2: the snake ate itself, poison or a wall           / P1
 *   1 → 1  always                                               / P2
 *   0 → 3  C3: as C2, but the player has a life to spare         / P1   [extension]
 *   3 → 0  always                                               / P5   [extension]
 *   0 → 4  C4: the campaign level's apples are eaten              / P1   [extension; 0 → 2 after the last level]
 *   4 → 0  always                                               / P6   [extension]
 *   0 → 3  C5: two players in rounds, a crash that does not end the match / P1 [extension]
 *   0 → 1  C5: as above, the survivor's round wins reach the match's     / P1 [extension]
 * A computer rival that dies leaves the field (P7) without changing A0.
 * </pre>
 * C1/C2 are decided while P1 runs (the stomach graph sets A0 := 1). Extensions, all outside the
 * thesis's flow: a snake whose head left the field or was lost in a head-on collision also meets
 * C2; an apple whose drop was skipped for lack of an Empty cell is dropped on a later step; when
 * no free cell is left at all, A0 := 2 (board full, the player has won).
 *
 * <p>RNG draw order per step (THESIS §11): bonus roll, bonus cell, apple drop draws, poison drop
 * draws (per snake in id order), then retried apple drops.
 */
final class GameStateSupervisor implements Supervisor {
    static final int BONUS_CHANCE = 100, BONUS_TTL = 20, BONUS_POINTS = 10, APPLE_POINTS = 1;
    /** The extra bonus kinds (option mb): a shrink takes up to this many cells off, a slow-down lasts this many steps. */
    static final int SHRINK = 3, SLOW_STEPS_PER_BONUS = 30;
    /** Points a fake bonus costs (option xb); the score never goes below 0. */
    static final int FAKE_POINTS = 5;

    private final SnakeOptions options;
    private final Rng rng;
    private final SnakeCellRule rule;
    private final int[] heads;

    /**
     * @param heads per snake (index 0 = snake 1) the flat index of its head, updated every step, -1 when it has none
     */
    GameStateSupervisor(SnakeOptions options, Rng rng, SnakeCellRule rule, int[] heads) {
        this.options = options;
        this.rng = rng;
        this.rule = rule;
        this.heads = heads;
    }

    @Override
    public void act(Field field, Globals g) {
        locateHeads(field);
        switch ((int) g.get(A0)) {
            case A0_RUNNING -> p1(field, g);
            case A0_OVER -> p2(field, g);
            case A0_LIFE_LOST -> p5(field, g);
            case A0_LEVEL_DONE -> p6(field, g);
            default -> { } // board full: nothing moves any more
        }
    }

    /** Action P1: bonus roll, then each head's stomach graph; decides C1 or C2. */
    private void p1(Field field, Globals g) {
        if (g.get(SLOW_STEPS) > 0) g.set(SLOW_STEPS, g.get(SLOW_STEPS) - 1);
        maybeSpawnBonus(field);
        int deaths = 0, intoWalls = 0;
        byte[] stomach = field.bytes(STOMACH);
        for (int s = 1; s <= options.totalSnakes(); s++) {
            if (options.isRival(s) && (g.get(DEAD) & (1L << (s - 1))) != 0) continue; // gone already
            int head = heads[s - 1];
            if (head >= 0 && stomach[head] == CA0_W) intoWalls |= 1 << (s - 1);
            boolean dies = head < 0 || stomachGraph(field, g, s, head); // no head: it left the field or lost a head-on collision
            if (dies) deaths |= 1 << (s - 1);
        }
        int rivalDeaths = deaths & ~((1 << options.snakes()) - 1);
        if (rivalDeaths != 0) p7(field, g, rivalDeaths, intoWalls);
        deaths &= (1 << options.snakes()) - 1; // the game goes on while its players live
        refillApples(field, g);
        if (deaths != 0 && hasLifeToSpare(g)) c3(g);
        else if (deaths != 0 && options.playsRounds() && !roundWinsMatch(g, deaths)) c5(g, deaths);
        else if (deaths != 0) c2(g, deaths);
        else if (options.campaign() && g.get(LEVEL_APPLES) >= Campaign.level((int) g.get(LEVEL)).apples()) c4(g);
        else c1(field, g);
    }

    /** C1: 0 → 0 (with the board-full extension: 0 → 2 when no free cell is left). */
    private void c1(Field field, Globals g) {
        if (g.get(APPLES_ON_FIELD) == 0 && !anyCell(field, CA0_E) && !anyBonus(field)) g.set(A0, A0_WON);
    }

    /** True when the one player has more than the life in play (games that keep lives). */
    private boolean hasLifeToSpare(Globals g) { return options.snakes() == 1 && options.keepsLives() && g.get(LIVES) > 1; }

    /** C3: 0 → 3, a life is lost; the fatal cell stays on show for this step, P5 restarts the field on the next. */
    private void c3(Globals g) { g.set(A0, A0_LIFE_LOST); }

    /**
     * Two players in rounds: a crash ends the round and the survivor scores it (a crash of both
     * scores nothing); true when that gives the survivor the match's round wins, so C2 ends the match.
     */
    private boolean roundWinsMatch(Globals g, int deaths) {
        int survivor = deaths == 1 ? 2 : deaths == 2 ? 1 : 0;
        if (survivor == 0) return false;
        int wins = survivor == 1 ? ROUND_WINS_1 : ROUND_WINS_2;
        g.set(wins, g.get(wins) + 1);
        return g.get(wins) >= options.rounds();
    }

    /** C5 (two players in rounds, extension): 0 → 3, the round is over; the crash stays on show for this step and P5 lays out the next round. */
    private void c5(Globals g, int deaths) {
        g.set(DEAD, deaths);
        g.set(A0, A0_LIFE_LOST);
    }

    /**
     * Action P5 (after a lost life or a round, extension): one life less (or the next round), and the
     * field as at the start — walls, the snakes at their start cells, new apples — keeping the scores
     * and the apples eaten.
     */
    private void p5(Field field, Globals g) {
        if (options.keepsLives()) g.set(LIVES, g.get(LIVES) - 1);
        if (options.playsRounds()) g.set(ROUND, g.get(ROUND) + 1);
        g.set(SLOW_STEPS, 0);
        g.set(DEAD, 0); // the rivals come back with the new layout
        field.reset();
        StartLayout.place(field, options, heads, g, rng);
        g.set(A0, A0_RUNNING);
    }

    /** C4: the level's apples are eaten: 0 → 4 (the next level comes on the next step), or 0 → 2 after the last level. */
    private void c4(Globals g) { g.set(A0, g.get(LEVEL) >= Campaign.size() ? A0_WON : A0_LEVEL_DONE); }

    /** Action P6 (campaign, extension): the next level, laid out as at its start; score and lives kept. */
    private void p6(Field field, Globals g) {
        g.set(LEVEL, g.get(LEVEL) + 1);
        g.set(LEVEL_APPLES, 0);
        g.set(SLOW_STEPS, 0);
        g.set(DEAD, 0);
        field.reset();
        StartLayout.place(field, options, heads, g, rng);
        g.set(A0, A0_RUNNING);
    }

    /**
     * Action P7 (computer rivals, extension): a rival that died leaves the field — every cell with
     * its snake id becomes Empty, but the wall it ran into stays a wall — and stays out until the
     * field is laid out again.
     */
    private void p7(Field field, Globals g, int rivalDeaths, int intoWalls) {
        byte[] type = field.bytes(TYPE), dir = field.bytes(DIRECTION), stomach = field.bytes(STOMACH), id = field.bytes(SNAKE_ID);
        int[] ttl = field.ints(TTL);
        for (int i = 1; i <= field.rows(); i++)
            for (int idx = field.index(i, 1), end = field.index(i, field.cols()); idx <= end; idx++)
                if (type[idx] == CA0_S && (rivalDeaths & (1 << (id[idx] - 1))) != 0) {
                    type[idx] = CA0_E;
                    dir[idx] = D1_NONE;
                    ttl[idx] = 0;
                    stomach[idx] = CA0_E;
                    id[idx] = 0;
                }
        for (int s = 1; s <= heads.length; s++)
            if ((rivalDeaths & (1 << (s - 1))) != 0) {
                if ((intoWalls & (1 << (s - 1))) != 0) type[heads[s - 1]] = CA0_W; // the wall it ran into stays
                heads[s - 1] = -1;
            }
        g.set(DEAD, g.get(DEAD) | rivalDeaths);
    }

    /** C2: 0 → 1, the game is over. */
    private void c2(Globals g, int deaths) {
        g.set(DEAD, g.get(DEAD) | deaths);
        g.set(A0, A0_OVER);
    }

    /** Step 1 of P1: with probability 1/100 a random cell becomes a bonus if it is Empty. */
    private void maybeSpawnBonus(Field field) {
        if (rng.nextInt(BONUS_CHANCE) != 0) return;
        int i = rng.nextInt(field.rows()) + 1, j = rng.nextInt(field.cols()) + 1;
        int idx = field.index(i, j);
        byte[] type = field.bytes(TYPE);
        if (type[idx] == CA0_E) {
            type[idx] = options.moreBonuses() || options.extraBonuses() ? bonusKind() : CA0_B;
            field.ints(TTL)[idx] = BONUS_TTL;
        }
    }

    /**
     * With the extra kinds a placed bonus is drawn (one more draw) among points, shrink and slow-down
     * (option mb) and extra life and fake (option xb), equally likely; mb alone draws as it always did.
     */
    private byte bonusKind() {
        byte[] kinds = options.moreBonuses() && options.extraBonuses() ? new byte[]{CA0_B, CA0_R, CA0_D, CA0_X, CA0_K}
                : options.moreBonuses() ? new byte[]{CA0_B, CA0_R, CA0_D} : new byte[]{CA0_B, CA0_X, CA0_K};
        return kinds[rng.nextInt(kinds.length)];
    }

    private static boolean anyBonus(Field field) {
        for (byte t = CA0_B; t <= CA0_K; t++) if (anyCell(field, t)) return true;
        return false;
    }

    /** The stomach graph (THESIS §11): the head's stomach D^3; returns true on C2 (poison, wall, snake). Clears the stomach. */
    private boolean stomachGraph(Field field, Globals g, int snake, int head) {
        byte[] stomach = field.bytes(STOMACH);
        boolean fatal = false;
        switch (stomach[head]) {
            case CA0_F -> {
                g.set(scoreOf(snake), g.get(scoreOf(snake)) + APPLE_POINTS);
                g.set(snake == 1 ? APPLES_1 : APPLES_2, g.get(snake == 1 ? APPLES_1 : APPLES_2) + 1); // rivals 3 and 4 count with snake 2
                g.set(APPLES_ON_FIELD, g.get(APPLES_ON_FIELD) - 1);
                if (options.campaign() && !options.isRival(snake)) g.set(LEVEL_APPLES, g.get(LEVEL_APPLES) + 1);
                p3(field, g, snake);
            }
            case CA0_B -> g.set(scoreOf(snake), g.get(scoreOf(snake)) + BONUS_POINTS);
            case CA0_R -> p4(field, snake, head);
            case CA0_D -> g.set(SLOW_STEPS, SLOW_STEPS_PER_BONUS);
            case CA0_X -> { if (snake == 1 && options.keepsLives()) g.set(LIVES, g.get(LIVES) + 1); }
            case CA0_K -> g.set(scoreOf(snake), Math.max(0, g.get(scoreOf(snake)) - FAKE_POINTS));
            case CA0_P, CA0_W, CA0_S -> fatal = true;
            default -> { } // E: nothing
        }
        stomach[head] = CA0_E;
        return fatal;
    }

    /** Action P3 (apple eaten): every cell of the snake grows by 3 steps of life (the growth option), then a new apple and a new poison. */
    private void p3(Field field, Globals g, int snake) {
        byte[] type = field.bytes(TYPE);
        int[] ttl = field.ints(TTL);
        byte[] id = options.totalSnakes() > 1 ? field.bytes(SNAKE_ID) : null;
        for (int i = 1; i <= field.rows(); i++) {
            for (int idx = field.index(i, 1), end = field.index(i, field.cols()); idx <= end; idx++) {
                if (type[idx] == CA0_S && (id == null || id[idx] == snake)) ttl[idx] += options.growth();
            }
        }
        if (dropItem(field, CA0_F)) g.set(APPLES_ON_FIELD, g.get(APPLES_ON_FIELD) + 1);
        if (options.poison()) dropItem(field, CA0_P);
    }

    /**
     * Action P4 (shrink eaten, extension): every cell of the snake loses up to 3 steps of life, never
     * the head's last one; cells whose life runs out become Empty, so the tail end disappears.
     */
    private void p4(Field field, int snake, int head) {
        byte[] type = field.bytes(TYPE), dir = field.bytes(DIRECTION);
        int[] ttl = field.ints(TTL);
        byte[] id = options.totalSnakes() > 1 ? field.bytes(SNAKE_ID) : null;
        int k = Math.min(SHRINK, ttl[head] - 1);
        for (int i = 1; i <= field.rows(); i++) {
            for (int idx = field.index(i, 1), end = field.index(i, field.cols()); idx <= end; idx++) {
                if (type[idx] != CA0_S || (id != null && id[idx] != snake)) continue;
                ttl[idx] -= k;
                if (ttl[idx] <= 0) {
                    type[idx] = CA0_E;
                    dir[idx] = D1_NONE;
                    ttl[idx] = 0;
                    if (id != null) id[idx] = 0;
                }
            }
        }
    }

    /** Action P2 (game over): every computed cell becomes Wall. */
    private void p2(Field field, Globals g) {
        byte[] type = field.bytes(TYPE);
        for (int i = 1; i <= field.rows(); i++)
            Arrays.fill(type, field.index(i, 1), field.index(i, field.cols()) + 1, CA0_W);
        g.set(WALLED, 1);
        Arrays.fill(heads, -1); // the field is solid wall: no snake has a head any more
    }

    /** Apples whose drop found no Empty cell are dropped as soon as one exists. */
    private void refillApples(Field field, Globals g) {
        while (g.get(APPLES_ON_FIELD) < options.apples() && dropItem(field, CA0_F))
            g.set(APPLES_ON_FIELD, g.get(APPLES_ON_FIELD) + 1);
    }

    /**
     * DropItem: draws (row, column) uniformly until it hits an Empty cell, so the choice is uniform
     * over Empty cells; skipped (false) when there is none.
     */
    static boolean dropItem(Field field, byte item, Rng rng) {
        byte[] type = field.bytes(TYPE);
        if (!anyCell(field, CA0_E)) return false;
        while (true) {
            int i = rng.nextInt(field.rows()) + 1, j = rng.nextInt(field.cols()) + 1;
            int idx = field.index(i, j);
            if (type[idx] == CA0_E) { type[idx] = item; return true; }
        }
    }

    private boolean dropItem(Field field, byte item) { return dropItem(field, item, rng); }

    static boolean anyCell(Field field, byte t) {
        byte[] type = field.bytes(TYPE);
        for (int i = 1; i <= field.rows(); i++)
            for (int idx = field.index(i, 1), end = field.index(i, field.cols()); idx <= end; idx++)
                if (type[idx] == t) return true;
        return false;
    }

    /** The global cell holding snake {@code snake}'s score. */
    static int scoreOf(int snake) {
        return switch (snake) {
            case 1 -> D1;
            case 2 -> D2;
            case 3 -> SCORE_3;
            default -> SCORE_4;
        };
    }

    /** The new head of each snake is the cell its head entered in this sweep (the cells with D^1 ≠ 0). */
    private void locateHeads(Field field) {
        Arrays.fill(heads, -1);
        byte[] id = options.totalSnakes() > 1 ? field.bytes(SNAKE_ID) : null;
        for (int k = 0; k < rule.enteredCount(); k++) {
            int idx = rule.entered(k);
            int s = id == null ? 1 : id[idx];
            if (s >= 1 && s <= heads.length && heads[s - 1] < 0) heads[s - 1] = idx;
        }
        rule.clearEntered();
    }
}
