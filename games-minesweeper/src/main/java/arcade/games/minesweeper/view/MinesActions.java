package arcade.games.minesweeper.view;

import arcade.api.plugin.GameAction;
import javafx.scene.input.KeyCombination;

import java.util.List;

/**
 * The game's own commands beside the chrome's Auto-play (which plays to the end): the probability
 * overlay, and auto-play by one step or until a guess is needed, each with its key, in the menu.
 */
final class MinesActions {
    private final GameAction probabilities, oneStep, untilGuess;

    MinesActions(MinesView view) {
        probabilities = GameAction.toggle("probabilities", "Probabilities", () -> view.showOverlay(!view.overlayOn()))
                .accelerator(KeyCombination.valueOf("O")).placement(GameAction.Placement.BOTH);
        oneStep = GameAction.command("auto-step", "Auto-play one step", () -> view.assistant().toggleAutoPlay(Assistant.AutoPlay.ONE_STEP))
                .accelerator(KeyCombination.valueOf("N"));
        untilGuess = GameAction.command("auto-until-guess", "Auto-play until a guess is needed",
                () -> view.assistant().toggleAutoPlay(Assistant.AutoPlay.UNTIL_GUESS)).accelerator(KeyCombination.valueOf("G"));
    }

    List<GameAction> all() { return List.of(probabilities, oneStep, untilGuess); }

    GameAction probabilities() { return probabilities; }

    /** Auto-play's steps are offered while the game goes on. */
    void gameOver(boolean over) {
        oneStep.enabledProperty().set(!over);
        untilGuess.enabledProperty().set(!over);
    }
}
