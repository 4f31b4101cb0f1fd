package arcade.games.snake.model;

import arcade.games.snake.engine.Field;
import arcade.games.snake.engine.Globals;

import java.util.HexFormat;
import java.util.Objects;
import java.util.Optional;

import static arcade.games.snake.model.SnakeCell.*;
import static arcade.games.snake.model.SnakeGlobals.*;

/**
 * An immutable snapshot of the Snake system between two steps: the field's slots, the supervisor
 * and global cells, the generator's state, the step count and (optionally) the arc trace of the
 * step that produced it. Cells are addressed as in the thesis: row i = 1..{@link #rows()} (down),
 * column j = 1..{@link #cols()}; row/column 0 and m+1/n+1 are the fictitious ring.
 *
 * <p>Life cycle: while {@link #a0()} is 0 the game runs. A fatal step sets A0 = 1
 * ({@link #isGameOver()}): the fatal cell is drawn as the head for one step. The next step runs
 * P2 and turns the field into walls; that state is terminal ({@link #isFinished()}). A full board
 * sets A0 = 2 and is terminal at once.
 */
public final class SnakeState {
    private final SnakeOptions options;
    private final Field field;
    private final Globals globals;
    private final long rngState;
    private final int[] heads;
    private final long step;
    private final ArcTrace trace;
    private long hash; // cached fieldHash, 0 = not computed yet

    SnakeState(SnakeOptions options, Field field, Globals globals, long rngState, int[] heads, long step, ArcTrace trace) {
        this.options = Objects.requireNonNull(options, "options");
        this.field = field;
        this.globals = globals;
        this.rngState = rngState;
        this.heads = heads;
        this.step = step;
        this.trace = trace;
    }

    /** The thesis's initial state (THESIS §12) for the given options and seed. */
    public static SnakeState initial(SnakeOptions options, long seed) { return SnakeSystem.start(options, seed).release(); }

    public SnakeOptions options() { return options; }
    public int rows() { return field.rows(); }
    public int cols() { return field.cols(); }
    /** Steps taken since the start. */
    public long step() { return step; }
    public long rngState() { return rngState; }

    /** A^0 code of cell (i, j), 0..5 ({@link SnakeCell#CA0_E} …); ring cells included. */
    public int typeCode(int i, int j) { return field.get(TYPE, i, j); }
    public CellType type(int i, int j) { return CellType.ofCode(typeCode(i, j)); }
    /** D^1 code of cell (i, j): 0 not a head, 1 →, 2 ↑, 3 ←, 4 ↓. */
    public int directionCode(int i, int j) { return field.get(DIRECTION, i, j); }
    public Direction direction(int i, int j) { return Direction.ofCode(directionCode(i, j)); }
    /** D^2 of cell (i, j): steps left for a snake or bonus cell. */
    public int ttl(int i, int j) { return field.get(TTL, i, j); }
    /** D^3 code of cell (i, j). */
    public int stomachCode(int i, int j) { return field.get(STOMACH, i, j); }
    public CellType stomach(int i, int j) { return CellType.ofCode(stomachCode(i, j)); }
    /** Which snake (1 or 2) a Snake cell belongs to; always 1 in a one-snake game. */
    public int snakeId(int i, int j) {
        if (options.totalSnakes() == 1) return field.get(TYPE, i, j) == CA0_S ? 1 : 0;
        return field.get(SNAKE_ID, i, j);
    }

    /** A0: 0 running, 1 game over, 2 board full (or the campaign done), 3 life lost, 4 campaign level done. */
    public int a0() { return (int) globals.get(A0); }
    public boolean isRunning() { return a0() == A0_RUNNING; }
    /** True from the step a snake died (A0 = 1). */
    public boolean isGameOver() { return a0() == A0_OVER; }
    /** True when no free cell is left (A0 = 2). */
    public boolean isBoardFull() { return a0() == A0_WON; }
    /** Terminal: the field has turned to walls after a death, or the board is full. */
    public boolean isFinished() { return isBoardFull() || (isGameOver() && globals.get(WALLED) != 0); }
    /** True in the step a life was lost (A0 = 3): the next step restarts the field. */
    public boolean isLifeLost() { return a0() == A0_LIFE_LOST; }
    /** True in the step a campaign level was finished (A0 = 4): the next step lays out the next level. */
    public boolean isLevelDone() { return a0() == A0_LEVEL_DONE; }
    /** The campaign level being played (1-based), 0 outside the campaign. */
    public int level() { return options.campaign() ? (int) globals.get(LEVEL) : 0; }
    /** The campaign level being played. */
    public CampaignLevel campaignLevel() { return Campaign.level(level()); }
    /** Apples still to eat in this campaign level. */
    public int applesToGo() { return options.campaign() ? (int) Math.max(0, campaignLevel().apples() - globals.get(LEVEL_APPLES)) : 0; }
    /** Lives left, the one in play included (1 in games without lives). */
    public int lives() { return options.keepsLives() ? (int) globals.get(LIVES) : 1; }
    /**
     * The lives the player still has to play, as a player counts them: one less from the very step a
     * life is lost (the field is laid out again only a step later), none once the game is over.
     */
    public int livesLeft() { return isGameOver() ? 0 : isLifeLost() ? lives() - 1 : lives(); }
    /** Two players in rounds: the rounds snake 1 or 2 has won (0 in other games). */
    public int roundWins(int snake) { return options.playsRounds() ? (int) globals.get(snake == 1 ? ROUND_WINS_1 : ROUND_WINS_2) : 0; }
    /** Two players in rounds: the round being played, 1-based (the one just over in the step it ended); 0 in other games. */
    public int round() { return options.playsRounds() ? (int) globals.get(ROUND) : 0; }

    /** True when the given snake (1 or 2) died. */
    public boolean isDead(int snake) { return (globals.get(DEAD) & (1L << (snake - 1))) != 0; }

    /** D1, the score of snake 1. */
    public long score() { return globals.get(D1); }
    public long score(int snake) { return globals.get(GameStateSupervisor.scoreOf(snake)); }
    public long applesEaten(int snake) { return globals.get(snake == 1 ? APPLES_1 : APPLES_2); }
    public long applesEaten() { return globals.get(APPLES_1) + globals.get(APPLES_2); }
    /** Value of supervisor/global cell k (shared numbering, see {@link SnakeGlobals}). */
    public long global(int k) { return globals.get(k); }

    /** The head of a snake (1-based row and column), if it has one. */
    public Optional<Cell> head(int snake) {
        int idx = heads[snake - 1];
        return idx < 0 ? Optional.empty() : Optional.of(new Cell(field.rowOf(idx), field.colOf(idx)));
    }

    /** Number of cells of the snake (its current length). */
    public int length(int snake) {
        int n = 0;
        for (int i = 1; i <= rows(); i++)
            for (int j = 1; j <= cols(); j++)
                if (typeCode(i, j) == CA0_S && snakeId(i, j) == snake) n++;
        return n;
    }

    /** The head's TTL: the length the snake has, or will have once its pending growth is done. */
    public int targetLength(int snake) { return head(snake).map(c -> ttl(c.row(), c.col())).orElse(0); }

    /** Seconds per step now (speed level and optional speed-up). */
    public double stepPeriodSeconds() {
        double base = options.campaign() ? campaignLevel().periodSeconds() : options.periodSeconds(applesEaten());
        return isSlowedDown() ? base * SLOW_FACTOR : base;
    }

    /** How much longer a step lasts while a slow-down bonus works. */
    public static final double SLOW_FACTOR = 1.6;

    /** True while a slow-down bonus works. */
    public boolean isSlowedDown() { return globals.get(SLOW_STEPS) > 0; }

    /** Arcs fired in the step that produced this state, when tracing was on. */
    public Optional<ArcTrace> arcTrace() { return Optional.ofNullable(trace); }

    /** Flat index of cell (i, j) in the engine arrays (for fast read-only scans). */
    public int index(int i, int j) { return field.index(i, j); }

    /**
     * A stable 64-bit hash of the whole system: every slot of every cell, the supervisor and
     * global values, the generator state and the step count. Equal states give equal hashes on
     * every JVM.
     */
    public long fieldHash() {
        long h = hash;
        if (h == 0) {
            h = field.hash();
            for (long v : globals.values()) h = (h ^ v) * 0x100000001b3L;
            h = (h ^ rngState) * 0x100000001b3L;
            h = (h ^ step) * 0x100000001b3L;
            if (h == 0) h = 1;
            hash = h;
        }
        return h;
    }

    /** {@link #fieldHash()} as 16 hex digits. */
    public String fieldHashHex() { return HexFormat.of().toHexDigits(fieldHash()); }

    Field fieldCopy() { return field.copy(); }
    Globals globalsCopy() { return globals.copy(); }
    int[] headsCopy() { return heads.clone(); }

    @Override public boolean equals(Object o) {
        if (this == o) return true;
        return o instanceof SnakeState s && step == s.step && rngState == s.rngState && options.equals(s.options)
                && globals.equals(s.globals) && field.sameValues(s.field);
    }

    @Override public int hashCode() { return Long.hashCode(fieldHash()); }

    @Override public String toString() {
        return "SnakeState{" + options.params() + ", step " + step + ", A0 " + a0() + ", score " + score() + ", hash " + fieldHashHex() + "}";
    }

    /** Renders the field as letters (E S F P W B; heads as > ^ < v), one row per line, for tests and debugging. */
    public String render() {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= rows(); i++) {
            for (int j = 1; j <= cols(); j++) {
                int t = typeCode(i, j);
                int d = directionCode(i, j);
                sb.append(t == CA0_S && d != 0 ? ">^<v".charAt(d - 1) : t == CA0_E ? '.' : CellType.ofCode(t).abbr());
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** A cell position, 1-based as in the thesis. */
    public record Cell(int row, int col) {}
}
