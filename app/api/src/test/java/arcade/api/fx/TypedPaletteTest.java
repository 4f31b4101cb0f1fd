package arcade.api.fx;

import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Palette records read from looked-up colours, and read again when the theme changes. */
@ExtendWith(ApplicationExtension.class)
class TypedPaletteTest {
    /** A game's palette: two derived names and one named explicitly. */
    record BoardPalette(Color boardBg, Color cellFill, @CssPalette.Name("-t-accent-line") Color line) {}

    record NotAPalette(Color boardBg, double width) {}

    private static final String CSS = """
            .host { -t-board-bg: #102030; -t-cell-fill: derive(-t-board-bg, 50%); -t-accent-line: red; }
            .host.dark { -t-board-bg: #000000; -t-accent-line: #00ff00; }
            """;

    private StackPane host;
    private final SimpleBooleanProperty dark = new SimpleBooleanProperty(false);

    @Start void start(Stage stage) {
        try {
            Path css = Files.createTempFile("palette", ".css");
            Files.writeString(css, CSS);
            css.toFile().deleteOnExit();
            host = new StackPane();
            host.getStyleClass().add("host");
            host.getStylesheets().add(css.toUri().toString());
            // The game's own reaction to the theme, as Snake and Shannon do it: a style class.
            dark.addListener((o, a, d) -> { if (d) host.getStyleClass().add("dark"); else host.getStyleClass().remove("dark"); });
            stage.setScene(new Scene(host, 100, 100));
            stage.show();
        } catch (IOException e) { throw new UncheckedIOException(e); }
    }

    private BoardPalette read() { return CssPalette.read(host, BoardPalette.class, "-t-", MethodHandles.lookup()); }

    @Test void componentsAreReadFromDerivedOrNamedLookedUpColours(FxRobot robot) {
        BoardPalette[] got = new BoardPalette[1];
        robot.interact(() -> got[0] = read());
        assertThat(got[0].boardBg()).isEqualTo(Color.web("#102030"));
        assertThat(got[0].cellFill().getBrightness()).isGreaterThan(got[0].boardBg().getBrightness());
        assertThat(got[0].line()).isEqualTo(Color.RED);
        assertThat(CssPalette.names(BoardPalette.class, "-t-")).containsExactly("-t-board-bg", "-t-cell-fill", "-t-accent-line");
    }

    @Test void missingColoursAreNamedAndNonColourComponentsRefused(FxRobot robot) {
        record Wider(Color boardBg, Color shadow) {}
        List<String> missing = new ArrayList<>();
        robot.interact(() -> missing.addAll(CssPalette.missing(host, Wider.class, "-t-")));
        assertThat(missing).containsExactly("-t-shadow");
        assertThatThrownBy(() -> CssPalette.names(NotAPalette.class, "-t-"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("width");
    }

    @Test void theThemedPaletteIsReadAgainWhenTheThemeChanges(FxRobot robot) {
        @SuppressWarnings("unchecked") ThemedPalette<BoardPalette>[] live = new ThemedPalette[1];
        List<BoardPalette> seen = new ArrayList<>();
        robot.interact(() -> {
            live[0] = new ThemedPalette<>(host, h -> read(), dark);
            live[0].paletteProperty().addListener((o, a, b) -> seen.add(b));
        });
        assertThat(live[0].get().boardBg()).isEqualTo(Color.web("#102030"));
        robot.interact(() -> dark.set(true));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(live[0].get().boardBg()).isEqualTo(Color.BLACK);
        assertThat(live[0].get().line()).isEqualTo(Color.LIME);
        robot.interact(() -> dark.set(false));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(live[0].get().boardBg()).isEqualTo(Color.web("#102030"));
        assertThat(seen).hasSize(2);                            // one change per switch, not one per trigger
    }

    @Test void aPaletteWaitsForItsHostToEnterAScene(FxRobot robot) {
        StackPane detached = new StackPane();
        detached.getStyleClass().add("host");
        detached.getStylesheets().addAll(host.getStylesheets());
        @SuppressWarnings("unchecked") ThemedPalette<BoardPalette>[] live = new ThemedPalette[1];
        robot.interact(() -> live[0] = new ThemedPalette<>(detached,
                h -> CssPalette.read(h, BoardPalette.class, "-t-", MethodHandles.lookup()), dark));
        assertThat(live[0].get()).isNull();
        robot.interact(() -> host.getChildren().add(detached));
        assertThat(live[0].get()).isNotNull();
        assertThat(live[0].get().line()).isEqualTo(Color.RED);
    }

    @Test void kebabNames() {
        assertThat(CssPalette.kebab("overlayTree1")).isEqualTo("overlay-tree1");
        assertThat(CssPalette.kebab("bg")).isEqualTo("bg");
    }
}
