package arcade.games.shannon.view.match;

import arcade.games.shannon.view.board.BoardOverlay;
import arcade.games.shannon.view.board.BoardView;

import arcade.api.fx.Background;
import arcade.api.plugin.GameContext;
import arcade.games.shannon.ai.Analysis;
import arcade.games.shannon.ai.HintAdvice;
import arcade.games.shannon.ai.PositionClass;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * What the perfect analysis says about the position on the board: the verdict (who wins with best
 * play), the Analysis overlay and hints. All of it is computed off the FX thread and applied only
 * while the caller's {@code current} still holds (the position has not moved on).
 */
public final class PositionInsight {
    /** The verdict shown in the top bar. */
    public record Verdict(PositionClass positionClass, Side winner, String text) {}

    private final GameContext ctx;
    private final BoardView view;
    private final AnalysisCache analysis;
    private final ReadOnlyObjectWrapper<Verdict> verdict = new ReadOnlyObjectWrapper<>();
    private boolean overlayOn;

    PositionInsight(GameContext ctx, BoardView view) {
        this.ctx = ctx;
        this.view = view;
        this.analysis = new AnalysisCache(ctx);
    }

    ReadOnlyObjectProperty<Verdict> verdictProperty() { return verdict.getReadOnlyProperty(); }

    Optional<Analysis> current() { return analysis.current(); }

    /** The position changed: forget its analysis (and stop computing it). */
    void clear() { analysis.clear(); }

    /** The verdict of a new position (and the overlay, when on); {@code done} runs once the verdict is known or cleared. */
    void request(ShannonState s, BooleanSupplier current, Runnable done) {
        verdict.set(null);
        if (s.isOver()) { done.run(); return; }
        analysis.with(s, current, a -> {
            if (!current.getAsBoolean()) return;
            String who = MatchConfig.name(a.winner());
            String text = a.positionClass() == PositionClass.FIRST
                    ? who + " wins with best play (whoever moves next wins)"
                    : who + " wins with best play";
            verdict.set(new Verdict(a.positionClass(), a.winner(), text));
            if (overlayOn) view.setOverlay(BoardOverlay.of(a));
            done.run();
        });
    }

    /** The Analysis switch: Short's two trees, the narrowest cut, the shortest route and the best move. */
    void setOverlay(boolean on, ShannonState s, BooleanSupplier current) {
        overlayOn = on;
        if (!on) { view.setOverlay(null); return; }
        analysis.with(s, current, a -> { if (current.getAsBoolean() && overlayOn) view.setOverlay(BoardOverlay.of(a)); });
    }

    /**
     * A proposed move for the side to move with a reason that is true (see {@link HintAdvice});
     * {@code show} gets the advice, with its links named as the board shows them.
     */
    void hint(ShannonState s, BooleanSupplier current, java.util.function.Consumer<HintAdvice> show) {
        arcade.games.shannon.model.boards.LinkNames names = view.names();
        analysis.with(s, current, a -> {
            if (!current.getAsBoolean() || a.perfectMove().isEmpty()) return;
            Background.run(ctx.executor(), () -> HintAdvice.of(s, a, names::link), current, show,
                    err -> ctx.notifier().error("The hint could not be computed."));
        });
    }
}
