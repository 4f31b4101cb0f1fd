package arcade.games.minesweeper.model;

/**
 * A mutable handle on one game for automatic players and benchmarks: reveals lay the mines on the
 * first click (from the game's seed, as a session would) and flags toggle.
 */
public final class Game {
    private final MinesRules rules = MinesRules.INSTANCE;
    private MinesState state;

    public Game(MinesState start) { this.state = start; }

    public static Game seeded(MinesParams params, long seed) { return new Game(MinesState.fresh(params, seed)); }

    public MinesState state() { return state; }

    public void reveal(int x, int y) {
        state = rules.apply(state, MinesMove.reveal(x, y));
        if (state.awaitingLayout()) state = rules.applyChance(state, rules.layoutFor(state));
    }

    public void flag(int x, int y) { state = rules.apply(state, MinesMove.flag(x, y)); }

    public boolean playing() { return !state.over(); }
}
