package arcade.games.minesweeper.view;

import arcade.api.host.GameHost;
import arcade.api.plugin.GameControls;
import arcade.api.plugin.GameInstance;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.api.testing.fx.FakeGameContext;
import arcade.games.minesweeper.model.MinesMove;
import arcade.games.minesweeper.model.MinesParams;
import arcade.games.minesweeper.model.MinesState;
import javafx.scene.Parent;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

/** A Minesweeper game opened on the host for the tests, with the view's parts at hand. */
final class OpenMines {
    final GameInstance instance;

    private OpenMines(GameInstance instance) { this.instance = instance; }

    /** Opens the game (on the FX thread); call {@link #awaitReady()} off it before playing. */
    static OpenMines open(FakeGameContext ctx, Optional<SavedGame> resume) { return new OpenMines(MinesGame.open(ctx, resume)); }

    OpenMines awaitReady() {
        await(() -> GameHost.isReady(instance) && view() != null && view().play().session() != null);
        return this;
    }

    static void await(BooleanSupplier condition) {
        try {
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition::getAsBoolean);
        } catch (TimeoutException e) {
            throw new AssertionError("not in time", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    MinesView view() { return MinesView.of(instance); }
    MinesState state() { return view().state(); }
    Session<MinesState, MinesMove> session() { return view().play().session(); }
    BoardCanvas board() { return view().board(); }
    Assistant assistant() { return view().assistant(); }
    GameControls controls() { return instance.controls(); }
    Parent root() { return (Parent) instance.root(); }
    Optional<SavedGame> snapshot() { return instance.snapshot(); }
    Optional<javafx.scene.Node> settingsPane() { return instance.settingsPane(); }
    MinesSettings settings() { return view().options().get(); }
    void updateSettings(MinesSettings s) { view().options().save(s); }
    void close() { instance.close(); }

    /** A move as the player's input makes it (FX thread). */
    boolean play(MinesMove m) { return view().moves().play(m); }

    /** Starts a new game of these params and waits for it (off the FX thread). */
    void newGame(org.testfx.api.FxRobot robot, MinesParams p) {
        MinesState before = state();
        robot.interact(() -> view().play().newGame(p.text()));
        await(() -> GameHost.isReady(instance) && state() != before && !state().started());
    }
}
