package arcade.games.capuzzle.view;

import arcade.api.plugin.GameInstance;
import arcade.api.testing.fx.FakeGameContext;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;

import java.util.Optional;

/**
 * What every FX test of the game starts from: the CA puzzle opened on a fresh fake context in a
 * 1000×700 window of the light theme before each test, and closed after it. TestFX's extension
 * hands the tests their robot.
 */
@ExtendWith(ApplicationExtension.class)
abstract class CaGameWindow {
    final FakeGameContext ctx = new FakeGameContext();
    Stage stage;
    GameInstance instance;
    CaView game;

    @BeforeEach final void openTheGame() throws Exception {
        stage = FxToolkit.registerPrimaryStage();
        FxToolkit.setupFixture(() -> {
            Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
            open();
            stage.show();
        });
    }

    /** Opens the game (again: a test that checks what survives a new start); on the FX thread. */
    final void open() {
        instance = CaGame.open(ctx, Optional.empty());
        game = CaView.of(instance);
        stage.setScene(new Scene((Parent) instance.root(), 1000, 700));
    }

    @AfterEach final void closeTheGame() throws Exception { FxToolkit.setupFixture(instance::close); }
}
