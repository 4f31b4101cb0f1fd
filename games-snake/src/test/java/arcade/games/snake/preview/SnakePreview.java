package arcade.games.snake.preview;

import arcade.api.plugin.GameInstance;
import arcade.api.testing.fx.FakeGameContext;
import arcade.games.snake.SnakePlugin;
import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;

import java.util.Optional;

/**
 * Hosts the Snake game in a bare window with the shell's theme, to look at it during development:
 * {@code java … arcade.games.snake.preview.SnakePreview [dark] [--preset=campaign] [--size=640x480]}.
 * Not part of the product.
 */
public final class SnakePreview {
    public static void main(String[] args) { Application.launch(App.class, args); }

    public static final class App extends Application {
        @Override public void start(Stage stage) {
            boolean dark = getParameters().getRaw().contains("dark");
            Application.setUserAgentStylesheet(dark ? new PrimerDark().getUserAgentStylesheet() : new PrimerLight().getUserAgentStylesheet());
            FakeGameContext ctx = new FakeGameContext();
            ctx.dark.set(dark);
            GameInstance game = new SnakePlugin().open(ctx, Optional.empty());
            Button pause = new Button("Pause");
            pause.setOnAction(e -> game.pause());
            Button resume = new Button("Resume");
            resume.setOnAction(e -> game.resume());
            Button restart = new Button("Restart");
            restart.setOnAction(e -> game.controls().restart());
            Button solve = new Button(game.controls().solveLabel());
            solve.setOnAction(e -> game.controls().solve());
            Button theme = new Button("Theme");
            theme.setOnAction(e -> {
                ctx.dark.set(!ctx.dark.get());
                Application.setUserAgentStylesheet(ctx.dark.get() ? new PrimerDark().getUserAgentStylesheet() : new PrimerLight().getUserAgentStylesheet());
            });
            javafx.scene.control.ChoiceBox<arcade.api.model.Preset> presets = new javafx.scene.control.ChoiceBox<>();
            presets.getItems().setAll(game.controls().presets());
            presets.setConverter(new javafx.util.StringConverter<>() {
                @Override public String toString(arcade.api.model.Preset p) { return p == null ? "New game…" : p.label(); }
                @Override public arcade.api.model.Preset fromString(String s) { return null; }
            });
            presets.setOnAction(e -> { if (presets.getValue() != null) game.controls().newGame(presets.getValue()); game.root().requestFocus(); });
            presets.setFocusTraversable(false);
            Button custom = new Button("Custom…");
            custom.setOnAction(e -> game.controls().customGame());
            Button settings = new Button("Settings…");
            settings.setOnAction(e -> game.settingsPane().ifPresent(pane -> {
                javafx.scene.control.Dialog<Void> d = new javafx.scene.control.Dialog<>();
                d.getDialogPane().setContent(pane);
                d.getDialogPane().getButtonTypes().add(javafx.scene.control.ButtonType.CLOSE);
                d.show();
            }));
            for (Button b : new Button[]{pause, resume, restart, solve, theme, custom, settings}) b.setFocusTraversable(false);
            BorderPane root = new BorderPane(game.root());
            root.setTop(new ToolBar(presets, custom, pause, resume, restart, solve, theme, settings));
            root.setBottom(new javafx.scene.control.Label());
            ((javafx.scene.control.Label) root.getBottom()).textProperty().bind(game.controls().statusProperty());
            String preset = getParameters().getNamed().get("preset");
            if (preset != null) game.controls().presets().stream().filter(p -> p.id().equals(preset)).findFirst().ifPresent(game.controls()::newGame);
            String[] size = getParameters().getNamed().getOrDefault("size", "1100x760").split("x");
            stage.setScene(new Scene(root, Double.parseDouble(size[0]), Double.parseDouble(size[1])));
            stage.setTitle("Snake preview");
            stage.show();
            game.root().requestFocus();
        }
    }
}
