package arcade.games.snake.model;

import arcade.api.session.Rng;
import arcade.games.snake.engine.Automaton;
import arcade.games.snake.engine.Field;
import arcade.games.snake.engine.Globals;

import java.util.List;

import static arcade.games.snake.model.SnakeCell.*;
import static arcade.games.snake.model.SnakeGlobals.*;

/**
 * The mutable Snake system: field, cell rule, supervisor A0 and global cells on the engine. Used
 * for long headless runs (bench, autopilot) and, copied from a {@link SnakeState}, to compute the
 * next state. {@link #state()} hands out an immutable copy.
 */
public final class SnakeSystem {
    private final SnakeOptions options;
    private final Field field;
    private final Globals globals;
    private final Rng rng;
    private final int[] heads;
    private long steps;
    private boolean tracing;
    private byte[] lastTrace;

    private SnakeSystem(SnakeOptions options, Field field, Globals globals, Rng rng, int[] heads, long steps) {
        this.options = options;
        this.field = field;
        this.globals = globals;
        this.rng = rng;
        this.heads = heads;
        this.steps = steps;
    }

    /** THESIS §12 initialisation: ring = border, walls of the level, snakes at their start cells, then the apples. */
    public static SnakeSystem start(SnakeOptions o, long seed) {
        Field f = new Field(o.rows(), o.cols(), SnakeCell.slots(o.totalSnakes()), o.boundary());
        int[] heads = new int[o.totalSnakes()];
        Globals g = new Globals(SnakeGlobals.names(o));
        Rng rng = new Rng(seed);
        if (o.campaign()) g.set(LEVEL, 1);
        if (o.playsRounds()) g.set(ROUND, 1);
        StartLayout.place(f, o, heads, g, rng);
        if (o.keepsLives()) g.set(LIVES, o.lives());
        return new SnakeSystem(o, f, g, rng, heads, 0);
    }

    /** A system continuing from a state (the state is not affected). */
    public static SnakeSystem of(SnakeState s) {
        return new SnakeSystem(s.options(), s.fieldCopy(), s.globalsCopy(), Rng.ofState(s.rngState()), s.headsCopy(), s.step());
    }

    /** Records, for the next steps, which arc each cell fires (the X-ray view); off by default. */
    public SnakeSystem tracing(boolean on) { this.tracing = on; return this; }

    public SnakeOptions options() { return options; }
    public long steps() { return steps; }
    public long a0() { return globals.get(A0); }
    /** The global cells, for tests that set up a situation (writing them bypasses the rules). */
    Globals globals() { return globals; }

    /** The underlying field, for headless tools only: writing it bypasses the rules. */
    public Field field() { return field; }

    /**
     * External input (THESIS §14, with the fix): sets the head's D^1 unless the key is the current
     * direction or its opposite. Between steps the head's D^1 is the direction of the last
     * executed move, so a reversal can never be queued. No head: nothing happens.
     */
    public void steer(int snake, Direction d) {
        int head = heads[snake - 1];
        if (d == Direction.NONE || head < 0) return;
        byte[] dir = field.bytes(DIRECTION);
        Direction current = Direction.ofCode(dir[head]);
        if (current == Direction.NONE || d == current || d == current.opposite()) return;
        dir[head] = (byte) d.code();
    }

    /** Applies a move's inputs, then one system step. */
    public void step(SnakeMove move) {
        for (int s = 1; s <= Math.min(options.totalSnakes(), move.inputs().size()); s++) steer(s, move.input(s));
        step();
    }

    /** One system step: snapshot → sweep of the cell graph → supervisor A0. */
    public void step() {
        byte[] trace = tracing ? new byte[field.bytes(TYPE).length] : null;
        SnakeCellRule rule = new SnakeCellRule(field, trace, options.tailFollow());
        GameStateSupervisor a0 = new GameStateSupervisor(options, rng, rule, heads);
        new Automaton(field, rule, globals, List.of(a0)).step();
        lastTrace = trace;
        steps++;
    }

    /** An immutable copy of the current state. */
    public SnakeState state() {
        return new SnakeState(options, field.copy(), globals.copy(), rng.state(), heads.clone(), steps,
                lastTrace == null ? null : new ArcTrace(lastTrace, field.stride()));
    }

    /** Like {@link #state()} but hands the field over without copying; the system must not be used afterwards. */
    SnakeState release() {
        return new SnakeState(options, field, globals, rng.state(), heads, steps,
                lastTrace == null ? null : new ArcTrace(lastTrace, field.stride()));
    }
}
