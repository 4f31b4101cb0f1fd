package arcade.games.shannon.view.match;

import arcade.api.fx.Background;
import arcade.api.plugin.GameContext;
import arcade.games.shannon.ai.Analysis;
import arcade.games.shannon.model.ShannonState;
import javafx.concurrent.Task;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * The analysis of the position on the board, computed once off the FX thread and shared by
 * everyone who asks meanwhile (verdict, overlay, hint); {@link #clear} forgets it when the
 * position changes, and a result for an old position is dropped.
 */
public final class AnalysisCache {
    private final GameContext ctx;
    private final List<Consumer<Analysis>> waiters = new ArrayList<>();
    private Analysis analysis;
    private Task<?> task;

    AnalysisCache(GameContext ctx) { this.ctx = ctx; }

    Optional<Analysis> current() { return Optional.ofNullable(analysis); }

    /** Runs {@code use} with the analysis of {@code s}, computing it if needed while {@code stillWanted} holds. */
    void with(ShannonState s, BooleanSupplier stillWanted, Consumer<Analysis> use) {
        if (analysis != null) { use.accept(analysis); return; }
        waiters.add(use);
        if (task != null) return; // already computing this position: the result serves every waiter
        task = Background.run(ctx.executor(), () -> Analysis.of(s), stillWanted, a -> {
            task = null;
            analysis = a;
            List<Consumer<Analysis>> waiting = new ArrayList<>(waiters);
            waiters.clear();
            waiting.forEach(w -> w.accept(a));
        }, err -> {
            task = null;
            waiters.clear();
            ctx.notifier().error("The analysis could not be computed.");
        });
    }

    /** Forgets the analysis (the position changed) and cancels one being computed. */
    void clear() {
        analysis = null;
        if (task != null) { task.cancel(true); task = null; }
        waiters.clear();
    }
}
