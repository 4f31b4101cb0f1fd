package arcade.games.minesweeper.view;

import arcade.api.plugin.GameAction;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.input.KeyCombination;

/**
 * The game's own commands beside the chrome's (whose Auto-play plays to the end): the probability
 * overlay, and auto-play by one step or until a guess is needed, each with its key.
 */
final class MinesActions {
    private final GameAction probabilities, oneStep, untilGuess;
    private final ObservableList<GameAction> all;

    MinesActions(MinesGame game) {
        probabilities = GameAction.toggle("probabilities", "Probabilities", () -> game.showOverlay(!game.overlayOn()))
                .accelerator(KeyCombination.valueOf("O")).placement(GameAction.Placement.BOTH);
        oneStep = GameAction.command("auto-step", "Auto-play one step", () -> game.assistant().toggleAutoPlay(Assistant.AutoPlay.ONE_STEP))
                .accelerator(KeyCombination.valueOf("N"));
        untilGuess = GameAction.command("auto-until-guess", "Auto-play until a guess is needed",
                () -> game.assistant().toggleAutoPlay(Assistant.AutoPlay.UNTIL_GUESS)).accelerator(KeyCombination.valueOf("G"));
        all = FXCollections.observableArrayList(probabilities, oneStep, untilGuess);
    }

    ObservableList<GameAction> all() { return all; }

    GameAction probabilities() { return probabilities; }

    /** Auto-play's steps are offered while the game goes on. */
    void gameOver(boolean over) {
        oneStep.enabledProperty().set(!over);
        untilGuess.enabledProperty().set(!over);
    }
}
