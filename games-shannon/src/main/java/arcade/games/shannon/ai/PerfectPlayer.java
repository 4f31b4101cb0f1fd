package arcade.games.shannon.ai;

import arcade.api.session.Rng;
import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonState;

/**
 * Perfect: plays a winning move whenever its side has a winning strategy (Lehman; THESIS.md §3.4). In a
 * lost position it sets a trap for the natural reply ({@link TrapSearch}) and, when none is found,
 * plays the thesis move, which keeps the position hard to answer; either way it pounces on the
 * first mistake (a mistake turns the class, and the next move is a winning one again).
 */
public final class PerfectPlayer implements ShannonPlayer {
    private final long trapBudget;

    public PerfectPlayer() { this(TrapSearch.DEFAULT_BUDGET); }

    /** @param trapBudget work budget of the trap search in lost positions (0: thesis move only) */
    public PerfectPlayer(long trapBudget) { this.trapBudget = trapBudget; }

    @Override public ShannonMove choose(ShannonState state, Rng rng) {
        PerfectStrategy.Decision d = PerfectStrategy.decide(state);
        if (d.winning() || trapBudget <= 0) return new ShannonMove(d.move());
        return new ShannonMove(TrapSearch.find(state, trapBudget).orElse(d.move()));
    }
    @Override public Level level() { return Level.PERFECT; }
}
