package arcade.shell.chrome;

import arcade.api.plugin.GameControls;
import arcade.api.store.GameRecord;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

import java.util.Optional;
import java.util.function.Supplier;

/**
 * Asks before New game, Custom or Restart throws away an unfinished game that has moves, and
 * counts a game the player agreed to discard as abandoned. A real-time game is paused while the
 * question is open. Leaving for the library never asks: the game is kept for Continue.
 */
final class DiscardGuard {
    static final ButtonType DISCARD = new ButtonType("Discard it", ButtonBar.ButtonData.OK_DONE);
    static final ButtonType KEEP = new ButtonType("Keep playing", ButtonBar.ButtonData.CANCEL_CLOSE);

    private final ActiveControls active;
    private final GameChrome.Actions shell;
    private final DialogPause dialogs;
    private final Supplier<Window> owner;

    DiscardGuard(ActiveControls active, GameChrome.Actions shell, DialogPause dialogs, Supplier<Window> owner) {
        this.active = active;
        this.shell = shell;
        this.dialogs = dialogs;
        this.owner = owner;
    }

    /**
     * Runs {@code command} once the player agreed (or at once when there is nothing to lose), then
     * records the discarded game if the command replaced it. {@code replacesAlways}: New game and
     * Restart always replace the game; Custom only when its dialog was not cancelled.
     */
    void run(String what, boolean replacesAlways, Runnable command) {
        GameControls c = active.current();
        if (!c.inProgressProperty().get()) { command.run(); return; }
        if (shell.askBeforeDiscarding() && !confirmed(what)) return;
        Optional<GameRecord> discarded = safeRecord(c);
        command.run();
        boolean replaced = replacesAlways || !c.inProgressProperty().get();
        if (replaced) discarded.ifPresent(shell::recordAbandoned);
    }

    private boolean confirmed(String what) {
        boolean[] answer = new boolean[2]; // discard, don't ask again
        dialogs.around(() -> {
            Alert alert = new Alert(Alert.AlertType.CONFIRMATION, null, DISCARD, KEEP);
            Window w = owner.get();
            if (w != null) alert.initOwner(w);
            alert.setTitle(what);
            alert.setHeaderText("Discard the game in progress?");
            Label text = new Label(what + " ends this unfinished game. It counts as abandoned in the statistics.");
            text.setWrapText(true);
            CheckBox dontAsk = new CheckBox("Don't ask again");
            dontAsk.setId("discard-dont-ask");
            VBox body = new VBox(12, text, dontAsk);
            body.setPrefWidth(360);
            alert.getDialogPane().setContent(body);
            ((Button) alert.getDialogPane().lookupButton(DISCARD)).setId("discard-confirm");
            ((Button) alert.getDialogPane().lookupButton(KEEP)).setId("discard-cancel");
            // The safe answer is the default: Enter keeps the game.
            ((Button) alert.getDialogPane().lookupButton(DISCARD)).setDefaultButton(false);
            ((Button) alert.getDialogPane().lookupButton(KEEP)).setDefaultButton(true);
            answer[0] = alert.showAndWait().filter(b -> b == DISCARD).isPresent();
            answer[1] = dontAsk.isSelected();
        });
        if (answer[0] && answer[1]) shell.stopAskingBeforeDiscarding();
        return answer[0];
    }

    /** A game whose record cannot be built still gets replaced; it is just not counted. */
    private static Optional<GameRecord> safeRecord(GameControls c) {
        try {
            Optional<GameRecord> r = c.abandonedGame();
            return r == null ? Optional.empty() : r;
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }
}
