package arcade.games.capuzzle.view;

import arcade.games.capuzzle.view.parts.StateColours;

import arcade.api.model.GameId;
import arcade.api.testing.fx.FakeGameContext;
import arcade.games.capuzzle.model.HelpView;
import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;

import java.awt.image.BufferedImage;
import java.io.File;
import java.util.Optional;
import javax.imageio.ImageIO;

/**
 * Shows the game in a real window, outside the arcade, to look at it:
 * {@code PreviewMain [dark] [id=GAMEID] [screen=editor|generator|settings] [blind|greys] [badformula] [png=FILE] [size=WxH]}; with png= it
 * writes a screenshot after two seconds and quits.
 */
public final class PreviewMain {
    public static void main(String[] args) { Application.launch(App.class, args); }

    public static final class App extends Application {
        @Override public void start(Stage stage) {
            var raw = getParameters().getRaw();
            boolean dark = raw.contains("dark");
            Application.setUserAgentStylesheet(dark ? new PrimerDark().getUserAgentStylesheet() : new PrimerLight().getUserAgentStylesheet());
            FakeGameContext ctx = new FakeGameContext();
            ctx.dark.set(dark);
            arcade.api.plugin.GameInstance instance = CaGame.open(ctx, Optional.empty());
            CaView game = CaView.of(instance);
            int w = 1100, h = 760;
            for (String a : raw) if (a.startsWith("size=")) { w = Integer.parseInt(a.substring(5).split("x")[0]); h = Integer.parseInt(a.substring(5).split("x")[1]); }
            for (String a : raw) if (a.startsWith("id=")) { GameId id = GameId.parse(a.substring(3)); javafx.application.Platform.runLater(() -> game.startId(id)); }
            if (raw.contains("blind")) game.saveSettings(game.settings().withStateColours(StateColours.COLOUR_BLIND).withHighlight("#00C0FF").withBorder("#C000C0"));
            if (raw.contains("greys")) game.saveSettings(game.settings().withStateColours(StateColours.GREYS).withGlyphs(true));
            Label status = new Label();
            status.textProperty().bind(instance.controls().statusProperty());
            status.setStyle("-fx-padding: 6 12 6 12;");
            BorderPane chrome = new BorderPane(raw.contains("screen=settings") ? instance.settingsPane().orElseThrow() : instance.root());
            chrome.setBottom(status);
            Scene scene = new Scene(chrome, w, h);
            stage.setScene(scene);
            stage.setTitle("CA puzzle preview");
            stage.show();
            String png = raw.stream().filter(a -> a.startsWith("png=")).map(a -> a.substring(4)).findFirst().orElse(null);
            javafx.animation.PauseTransition later = new javafx.animation.PauseTransition(javafx.util.Duration.seconds(2));
            later.setOnFinished(e -> {
                if (raw.contains("help")) {
                    var s = game.state();
                    game.side().showHelp(HelpView.MIDDLE, new HelpView.Cell(s.board().generations() - 2, s.board().displayWidth() / 2));
                    game.side().toHelpWindow();
                    game.guess(new HelpView.Cell(s.board().generations() - 2, s.board().displayWidth() / 2 - 1));
                }
                if (raw.contains("solve")) instance.controls().solve();
                if (raw.contains("cands")) game.toggleCandidates();
                if (raw.contains("scrollbench")) scrollBench(game);
                for (String a : raw) if (a.equals("screen=editor")) game.openEditor();
                if (raw.contains("badformula") && game.screen() instanceof EditorScreen editorScreen) {
                    var field = (javafx.scene.control.TextField) editorScreen.node().lookup("#ca-editor-formula");
                    field.setText("(l + c) * q");
                    field.fireEvent(new javafx.event.ActionEvent());
                }
                for (String a : raw) if (a.equals("screen=generator")) game.openGenerator();
                if (png == null) return;
                javafx.animation.PauseTransition shot = new javafx.animation.PauseTransition(javafx.util.Duration.seconds(1));
                shot.setOnFinished(x -> { write(scene.snapshot(null), png); Platform.exit(); });
                shot.play();
            });
            later.play();
        }

        /** Scrolls the rules overview step by step, rendering each frame, and prints the frame times. */
        private static void scrollBench(CaView game) {
            RulesCanvas o = game.side().overview();
            int frames = 300;
            double[] ms = new double[frames];
            for (int i = 0; i < frames; i++) {
                long t = System.nanoTime();
                o.scrollBy(i % 100 == 99 ? -5000 : 23);
                o.node().canvas().snapshot(null, null);
                ms[i] = (System.nanoTime() - t) / 1e6;
            }
            java.util.Arrays.sort(ms);
            double mean = java.util.Arrays.stream(ms).average().orElse(0);
            System.out.printf(java.util.Locale.ROOT, "overview %d rules (%d cells): frame p50 %.2f ms, p99 %.2f ms, mean %.2f ms = %.0f fps%n",
                    o.ruleCount(), o.ruleCount() * 4, ms[frames / 2], ms[(int) (frames * 0.99)], mean, 1000 / mean);
            Platform.exit();
        }

        private static void write(WritableImage img, String file) {
            BufferedImage out = new BufferedImage((int) img.getWidth(), (int) img.getHeight(), BufferedImage.TYPE_INT_ARGB);
            PixelReader r = img.getPixelReader();
            for (int y = 0; y < out.getHeight(); y++) for (int x = 0; x < out.getWidth(); x++) out.setRGB(x, y, r.getArgb(x, y));
            try {
                ImageIO.write(out, "png", new File(file));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
    }
}
