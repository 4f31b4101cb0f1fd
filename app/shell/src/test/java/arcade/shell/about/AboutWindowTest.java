package arcade.shell.about;

import arcade.shell.settings.SettingsWindow;
import arcade.shell.storage.ShellSettings;
import arcade.shell.version.BuildInfo;
import arcade.shell.version.Libraries;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.GridPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

@ExtendWith(ApplicationExtension.class)
class AboutWindowTest {
    Stage owner;

    @Start void start(Stage stage) {
        owner = stage;
        javafx.application.Application.setUserAgentStylesheet(new atlantafx.base.theme.PrimerLight().getUserAgentStylesheet());
        stage.setScene(new javafx.scene.Scene(new javafx.scene.layout.StackPane(), 400, 300));
        stage.show();
    }

    @AfterEach void closeDialogs(FxRobot robot) {
        robot.interact(() -> List.copyOf(Window.getWindows()).stream().filter(w -> w != owner).forEach(Window::hide));
    }

    @Test void showsTheVersionAndEveryLibraryWithItsLicence(FxRobot robot) {
        robot.interact(() -> AboutWindow.show(owner, new BuildInfo("2.5.0", "17.0.15", "21.0.12")));
        assertThat(robot.lookup("#about-version").queryAs(Label.class).getText()).isEqualTo("Version 2.5.0");
        assertThat(robot.lookup("#about-logo").queryAs(javafx.scene.image.ImageView.class).getImage().getWidth()).isEqualTo(64);
        GridPane grid = robot.lookup("#about-libraries").queryAs(GridPane.class);
        List<String> texts = grid.getChildren().stream().map(n -> ((Label) n).getText()).toList();
        for (Libraries.Library l : Libraries.used()) assertThat(texts).contains(l.name(), l.licence());
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#about-version").tryQuery()).isEmpty();
    }

    @Test void settingsOpenTheAboutDialog(FxRobot robot) {
        robot.interact(() -> SettingsWindow.show(owner, ShellSettings.defaults(), false, s -> { }, Optional.empty()));
        robot.clickOn("#settings-about");
        WaitForAsyncUtils.waitForFxEvents();
        Optional<Node> version = robot.lookup("#about-version").tryQuery();
        assertThat(version).isPresent();
        assertThat(((Label) version.get()).getText()).startsWith("Version ");
    }
}
