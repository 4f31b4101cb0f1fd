package arcade.games.shannon.view;

import arcade.games.shannon.view.dialogs.NetworkLink;
import arcade.games.shannon.view.dialogs.RejoinOffer;
import arcade.games.shannon.view.dialogs.WaitingCard;
import arcade.games.shannon.view.match.GameController;
import arcade.games.shannon.view.match.MatchConfig;
import arcade.games.shannon.view.match.Presets;
import arcade.games.shannon.view.panels.HistoryBrowser;
import arcade.games.shannon.view.panels.Legend;

import arcade.games.shannon.view.board.BoardView;
import arcade.games.shannon.view.editor.BoardEditor;

import arcade.api.host.GameHost;
import arcade.api.plugin.Ending;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameControls;
import arcade.api.plugin.GameInstance;
import arcade.api.session.SavedGame;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
import javafx.scene.control.Label;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Optional;
import java.util.concurrent.TimeUnit;

/** A Shannon game opened on the host as the shell opens it, with the table inside at hand for tests. */
final class OpenShannon {
    private final GameInstance game;
    private final ShannonTable table;

    private OpenShannon(GameInstance game) {
        this.game = game;
        this.table = ShannonTable.of(game);
    }

    /** Opens the game (on the FX thread); the first game is set up in the background. */
    static OpenShannon open(GameContext ctx, Optional<SavedGame> resume) { return new OpenShannon(ShannonGame.open(ctx, resume)); }

    /** Waits until a game is on the board. */
    OpenShannon awaitReady() {
        waitFor(() -> GameHost.isReady(game) && table.controller().config() != null);
        return this;
    }

    /** Starts a game with this setup and waits until it is on the board. */
    void start(FxRobot robot, MatchConfig cfg) {
        int[] before = new int[1];
        robot.interact(() -> {
            before[0] = table.controller().sessions();
            table.controller().start(cfg);
        });
        waitFor(() -> table.controller().sessions() > before[0] && GameHost.isReady(game));
    }

    /** Starts a preset through the chrome's New game and waits until it is on the board. */
    void startPreset(FxRobot robot, String id) {
        int[] before = new int[1];
        robot.interact(() -> {
            before[0] = table.controller().sessions();
            game.controls().newGame(Presets.ALL.stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow());
        });
        waitFor(() -> table.controller().sessions() > before[0] && GameHost.isReady(game));
    }

    static void waitFor(java.util.concurrent.Callable<Boolean> condition) {
        try {
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("not in time", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    GameInstance instance() { return game; }
    ShannonTable table() { return table; }
    GameController controller() { return table.controller(); }
    BoardView boardView() { return table.boardView(); }
    HistoryBrowser history() { return table.history(); }
    Node root() { return game.root(); }
    GameControls controls() { return game.controls(); }
    ObservableValue<GameControls> activeControls() { return game.activeControls(); }
    Optional<SavedGame> snapshot() { return game.snapshot(); }
    void close() { game.close(); }
    boolean replay(SavedGame finished) { return game.replay(finished); }
    boolean back() { return game.back(); }
    Ending ending() { return game.ending().getValue(); }
    BoardEditor editor() { return table.editor(); }
    NetworkLink network() { return table.network(); }
    Legend legend() { return table.legend(); }
    RejoinOffer rejoinOffer() { return table.rejoinOffer(); }
    WaitingCard waitingCard() { return table.waitingCard(); }
    Label turnLabel() { return table.turnLabel(); }
    void analysisToggleForPreview() { table.analysisToggleForPreview(); }
    void openEditorForPreview() { table.openEditorForPreview(); }
}
