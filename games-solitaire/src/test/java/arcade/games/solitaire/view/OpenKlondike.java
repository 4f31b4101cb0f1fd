package arcade.games.solitaire.view;

import arcade.api.host.GameHost;
import arcade.api.model.GameId;
import arcade.api.plugin.GameAction;
import arcade.api.plugin.GameControls;
import arcade.api.plugin.GameInstance;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.api.testing.fx.FakeGameContext;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeState;
import javafx.collections.ObservableList;
import javafx.scene.Parent;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

/** A Klondike game opened on the host for the tests, with the table's parts at hand. */
final class OpenKlondike {
    final GameInstance instance;

    private OpenKlondike(GameInstance instance) { this.instance = instance; }

    /** Opens the game (on the FX thread); call {@link #awaitReady} off it before playing. */
    static OpenKlondike open(FakeGameContext ctx, Optional<SavedGame> resume) { return new OpenKlondike(SolitaireGame.open(ctx, resume)); }

    OpenKlondike awaitReady(int seconds) {
        await(seconds, () -> GameHost.isReady(instance) && view() != null && view().session() != null);
        return this;
    }

    static void await(int seconds, BooleanSupplier condition) {
        try {
            WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, condition::getAsBoolean);
        } catch (TimeoutException e) {
            throw new AssertionError("not in time", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Deals this game and waits until it is on the table (off the FX thread). */
    void startGame(FxRobot robot, GameId id) {
        robot.interact(() -> view().startGame(id));
        await(20, () -> GameHost.isReady(instance) && view().session().id().equals(id));
    }

    SolitaireView view() { return SolitaireView.of(instance); }
    KlondikeState state() { return view().state(); }
    Session<KlondikeState, KlondikeMove> session() { return view().session(); }
    TableGeometry geometry() { return view().geometry(); }
    TableAnimations animationsForTest() { return view().animations(); }
    GameControls controls() { return instance.controls(); }
    ObservableList<GameAction> actions() { return instance.actions(); }
    Parent root() { return (Parent) instance.root(); }
    Optional<SavedGame> snapshot() { return instance.snapshot(); }
    boolean autoPlayRunning() { return view().autoPlay().running(); }
    void applyAutoStep(List<KlondikeMove> step) { view().applyAutoStep(step); }
    void close() { instance.close(); }
}
