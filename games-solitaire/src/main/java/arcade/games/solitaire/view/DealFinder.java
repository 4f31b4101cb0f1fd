package arcade.games.solitaire.view;

import arcade.api.fx.Background;
import arcade.api.model.GameId;
import arcade.api.plugin.GameContext;
import arcade.games.solitaire.model.KlondikeDefinition;
import arcade.games.solitaire.solver.Budget;
import arcade.games.solitaire.solver.ThoughtfulSolver;
import arcade.games.solitaire.solver.Verdict;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/** "Winnable deals only": tries deal numbers from a start until the thoughtful solver proves a win. */
final class DealFinder {
    private static final int ATTEMPTS = 60;
    private final GameContext ctx;
    private AtomicBoolean cancelled = new AtomicBoolean();

    DealFinder(GameContext ctx) { this.ctx = ctx; }

    void find(String params, long firstSeed, Consumer<GameId> found) {
        cancel();
        AtomicBoolean mine = cancelled = new AtomicBoolean();
        Background.run(ctx.executor(), () -> {
            Budget budget = Budget.of(400_000, 2_000).withCancel(mine::get);
            for (int i = 0; i < ATTEMPTS && !mine.get(); i++) {
                GameId id = GameId.seeded(params, firstSeed + i);
                if (new ThoughtfulSolver(budget).solve(KlondikeDefinition.INSTANCE.initialState(id)).verdict() == Verdict.WINNABLE) return id;
            }
            return GameId.seeded(params, firstSeed);
        }, () -> !mine.get(), found, e -> found.accept(GameId.seeded(params, firstSeed)));
    }

    void cancel() { cancelled.set(true); }
}
