package arcade.shell.theme;

import javafx.scene.Scene;
import javafx.scene.image.Image;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

@ExtendWith(ApplicationExtension.class)
class WindowIconsTest {
    Stage main;

    @Start void start(Stage stage) {
        main = stage;
        stage.setScene(new Scene(new StackPane(), 300, 200));
        stage.show();
        WindowIcons.install(stage);
    }

    @AfterEach void closeDialogs(FxRobot robot) {
        robot.interact(() -> List.copyOf(Window.getWindows()).stream().filter(w -> w != main).forEach(Window::hide));
    }

    @Test void theMainWindowGetsTheIconInEverySize() {
        List<Double> widths = main.getIcons().stream().map(Image::getWidth).toList();
        assertThat(widths).containsExactlyElementsOf(Arrays.stream(WindowIcons.SIZES).mapToObj(s -> (double) s).toList());
        assertThat(main.getIcons()).allSatisfy(i -> {
            assertThat(i.isError()).isFalse();
            assertThat(i.getHeight()).isEqualTo(i.getWidth());
        });
    }

    @Test void aSizeGivesTheIconDrawnForItOrTheNextLargerOne() {
        assertThat(WindowIcons.image(64).getWidth()).isEqualTo(64);
        assertThat(WindowIcons.image(50).getWidth()).isEqualTo(64);
        assertThat(WindowIcons.image(1000).getWidth()).isEqualTo(256);
    }

    @Test void everyDialogShownLaterGetsItToo(FxRobot robot) {
        Stage[] dialogs = new Stage[2];
        robot.interact(() -> {
            dialogs[0] = new Stage();
            dialogs[0].initOwner(main);
            dialogs[0].setScene(new Scene(new StackPane(), 200, 100));
            dialogs[0].show();
            // A window with an icon of its own keeps it.
            dialogs[1] = new Stage();
            dialogs[1].getIcons().add(new WritableImage(8, 8));
            dialogs[1].setScene(new Scene(new StackPane(), 200, 100));
            dialogs[1].show();
        });
        assertThat(dialogs[0].getIcons()).containsExactlyElementsOf(WindowIcons.images());
        assertThat(dialogs[1].getIcons()).hasSize(1).allSatisfy(i -> assertThat(i.getWidth()).isEqualTo(8));
    }
}
