package arcade.games.minesweeper.model;

import java.util.function.Function;

/**
 * A mutable handle on one game for automatic players and benchmarks: reveals lay the mines on the
 * first click (from the game's seed, as a session would) and flags toggle.
 */
public final class Game {
    private final MinesRules rules = MinesRules.INSTANCE;
    private final Function<MinesState, String> layouts;
    private MinesState state;

    /** A game whose first reveal draws its layout uniformly ({@link MinesRules#layoutFor}). */
    public Game(MinesState start) { this(start, MinesRules.INSTANCE::layoutFor); }

    /** A game whose first reveal takes its layout from {@code layouts} (e.g. a no-guess generator). */
    public Game(MinesState start, Function<MinesState, String> layouts) {
        this.state = start;
        this.layouts = layouts;
    }

    public static Game seeded(MinesParams params, long seed) { return new Game(MinesState.fresh(params, seed)); }

    public MinesState state() { return state; }

    public void reveal(int x, int y) {
        state = rules.apply(state, MinesMove.reveal(x, y));
        if (state.awaitingLayout()) state = rules.applyChance(state, layouts.apply(state));
    }

    public void flag(int x, int y) { state = rules.apply(state, MinesMove.flag(x, y)); }

    public boolean playing() { return !state.over(); }
}
