package arcade.games.solitaire.view;

import arcade.api.model.GameId;
import arcade.games.solitaire.model.KlondikeDefinition;
import arcade.games.solitaire.solver.Budget;
import arcade.games.solitaire.solver.ThoughtfulSolver;
import arcade.games.solitaire.solver.Verdict;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * How a new game is dealt, off the FX thread: the deal the player asked for by number (Custom…),
 * else, with "winnable deals only", the first deal number from the host's seed on that the
 * thoughtful solver proves winnable, else the seed's own deal.
 */
final class Dealing {
    /** Deals tried before the seed's own deal is dealt after all; each gets the budget below. */
    private static final int ATTEMPTS = 60;
    private static final long POSITIONS = 400_000, MILLIS = 2_000;
    private final Supplier<SolitaireSettings> settings;
    private final AtomicReference<GameId> asked = new AtomicReference<>();

    Dealing(Supplier<SolitaireSettings> settings) { this.settings = settings; }

    /** The next game of these params is this deal (a deal number typed in, or a test's deal). */
    void next(GameId id) { asked.set(id); }

    GameId deal(String params, long seed) {
        GameId wanted = asked.getAndSet(null);
        if (wanted != null && wanted.params().equals(params)) return wanted;
        if (!settings.get().winnableOnly()) return GameId.seeded(params, seed);
        Budget budget = Budget.of(POSITIONS, MILLIS).withCancel(() -> Thread.currentThread().isInterrupted());
        for (int i = 0; i < ATTEMPTS && !Thread.currentThread().isInterrupted(); i++) {
            GameId id = GameId.seeded(params, seed + i);
            if (new ThoughtfulSolver(budget).solve(KlondikeDefinition.INSTANCE.initialState(id)).verdict() == Verdict.WINNABLE) return id;
        }
        return GameId.seeded(params, seed);
    }
}
