package arcade.games.shannon.view;

import arcade.games.shannon.view.dialogs.CustomGameDialog;
import arcade.games.shannon.view.dialogs.NetworkDialogs;
import arcade.games.shannon.view.match.MatchConfig;
import arcade.games.shannon.view.match.ShannonSettings;

import arcade.api.testing.fx.FakeGameContext;
import arcade.games.shannon.model.boards.GeneratorParams;
import arcade.games.shannon.net.BoardSpec;
import arcade.games.shannon.view.dialogs.GameDialogs;
import atlantafx.base.theme.PrimerDark;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.ButtonType;
import javafx.scene.control.DialogPane;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The game's own dialogs (Host a match, Join a match, Custom game) open as the arcade's do: owned
 * by the arcade's window and centred on it, and they answer "nothing" when cancelled or closed by
 * their window's close box. Owned, they are dimmed behind by the arcade itself, which dims its
 * window behind every modal window it owns (the arcade's own test: GameDialogsDimTheWindowTest).
 */
@ExtendWith(ApplicationExtension.class)
class GameDialogsFxTest {
    private final FakeGameContext ctx = new FakeGameContext();
    private Stage stage;
    private OpenShannon game;

    @Start void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerDark().getUserAgentStylesheet());
        this.stage = stage;
        game = OpenShannon.open(ctx, Optional.empty());
        // the arcade's window: the game's root inside a stack, as the shell lays it out
        stage.setScene(new Scene(new StackPane(game.root()), 1000, 700));
        stage.setX(40);
        stage.setY(30);
        stage.show();
    }

    @AfterEach void close(FxRobot robot) { robot.interact(game::close); }

    /** Opens a dialog later on the FX thread (it waits for its answer there) and returns its window once it shows. */
    private Window open(Runnable dialog) {
        Platform.runLater(dialog);
        AtomicReference<Window> shown = new AtomicReference<>();
        OpenShannon.waitFor(() -> {
            shown.set(Window.getWindows().stream().filter(w -> w != stage && w.isShowing() && w instanceof Stage).findFirst().orElse(null));
            return shown.get() != null;
        });
        return shown.get();
    }

    private void checkOpenOverTheWindow(Window dialog) {
        assertThat(((Stage) dialog).getOwner()).as("owned by the arcade's window").isSameAs(stage);
        assertThat(((Stage) dialog).getModality()).as("modal, so the arcade dims the window behind it").isNotEqualTo(javafx.stage.Modality.NONE);
        double middle = stage.getX() + stage.getWidth() / 2, dialogMiddle = dialog.getX() + dialog.getWidth() / 2;
        assertThat(dialogMiddle).as("centred across").isCloseTo(middle, org.assertj.core.data.Offset.offset(1.0));
        double down = stage.getY() + stage.getHeight() / 2, dialogDown = dialog.getY() + dialog.getHeight() / 2;
        assertThat(dialogDown).as("centred down").isCloseTo(down, org.assertj.core.data.Offset.offset(1.0));
    }

    private static void cancel(FxRobot robot, Window dialog) {
        robot.interact(() -> ((javafx.scene.control.Button) ((DialogPane) dialog.getScene().getRoot()).lookupButton(ButtonType.CANCEL)).fire());
    }

    @Test void hostAMatchOpensOverTheWindowAndCancelAnswersNothing(FxRobot robot) {
        AtomicReference<Optional<NetworkDialogs.HostChoice>> answer = new AtomicReference<>();
        Window dialog = open(() -> answer.set(NetworkDialogs.host(game.root(), ShannonSettings.defaults(),
                new BoardSpec.Generated(GeneratorParams.SMALL, 1))));
        checkOpenOverTheWindow(dialog);
        cancel(robot, dialog);
        OpenShannon.waitFor(() -> answer.get() != null);
        assertThat(answer.get()).isEmpty();
    }

    @Test void joinAMatchClosedByItsCloseBoxAnswersNothing(FxRobot robot) {
        AtomicReference<Optional<NetworkDialogs.JoinChoice>> answer = new AtomicReference<>();
        Window dialog = open(() -> answer.set(NetworkDialogs.join(game.root(), ShannonSettings.defaults())));
        checkOpenOverTheWindow(dialog);
        robot.interact(() -> dialog.fireEvent(new WindowEvent(dialog, WindowEvent.WINDOW_CLOSE_REQUEST)));
        OpenShannon.waitFor(() -> answer.get() != null);
        assertThat(answer.get()).isEmpty();
    }

    @Test void theCustomGameDialogOpensOverTheWindow(FxRobot robot) {
        AtomicReference<Optional<MatchConfig>> answer = new AtomicReference<>();
        Window dialog = open(() -> answer.set(CustomGameDialog.show(game.root(), ShannonSettings.defaults(), ctx)));
        checkOpenOverTheWindow(dialog);
        cancel(robot, dialog);
        OpenShannon.waitFor(() -> answer.get() != null);
        assertThat(answer.get()).isEmpty();
    }
}
