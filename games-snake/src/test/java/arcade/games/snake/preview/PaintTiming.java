package arcade.games.snake.preview;

import arcade.games.snake.model.SnakeOptions;
import arcade.games.snake.model.SnakeRules;
import arcade.games.snake.model.SnakeState;
import arcade.games.snake.view.field.FieldPainter;
import arcade.games.snake.view.field.SnakePalette;
import atlantafx.base.theme.PrimerLight;
import javafx.animation.AnimationTimer;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.canvas.Canvas;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

import java.util.Arrays;
import java.util.Locale;

/**
 * Measures how long {@link FieldPainter#paint} takes on the FX thread for a 20×20 field in play
 * (one call per display frame, as in the game), with and without interpolation and X-ray.
 * Prints the median and 95th percentile in milliseconds. Not a test: a measurement to rerun.
 */
public final class PaintTiming {
    public static void main(String[] args) { Application.launch(App.class, args); }

    public static final class App extends Application {
        private static final int WARMUP = 200, FRAMES = 400;

        @Override public void start(Stage stage) {
            Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
            StackPane host = new StackPane();
            host.getStyleClass().add("snake-root");
            host.getStylesheets().add(arcade.games.snake.SnakePlugin.class.getResource("snake.css").toExternalForm());
            Canvas canvas = new Canvas(640, 640);
            host.getChildren().add(canvas);
            stage.setScene(new Scene(host, 640, 640));
            stage.show();
            host.applyCss();
            SnakePalette palette = SnakePalette.resolve(host);
            SnakeState[] states = playedStates();
            FieldPainter painter = new FieldPainter();
            FieldPainter.Options[] modes = {
                    new FieldPainter.Options(false, false, false),
                    new FieldPainter.Options(true, true, false),
                    new FieldPainter.Options(true, false, true)};
            String[] names = {"plain", "interpolated+grid", "x-ray"};
            new AnimationTimer() {
                int mode, frame;
                final long[] times = new long[FRAMES];

                @Override public void handle(long now) {
                    int k = (frame % (states.length - 1)) + 1;
                    long t0 = System.nanoTime();
                    painter.paint(canvas.getGraphicsContext2D(), 640, 640, states[k], states[k - 1], (frame % 10) / 10.0, palette, modes[mode]);
                    long dt = System.nanoTime() - t0;
                    if (frame >= WARMUP) times[frame - WARMUP] = dt;
                    if (++frame == WARMUP + FRAMES) {
                        long[] s = times.clone();
                        Arrays.sort(s);
                        System.out.printf(Locale.ROOT, "%-18s 20x20, %d frames: median %.3f ms, p95 %.3f ms, max %.3f ms (longest snake %d)%n",
                                names[mode], FRAMES, s[FRAMES / 2] / 1e6, s[FRAMES * 95 / 100] / 1e6, s[FRAMES - 1] / 1e6,
                                java.util.Arrays.stream(states).mapToInt(x -> x.length(1)).max().orElse(0));
                        frame = 0;
                        if (++mode == modes.length) { stop(); Platform.exit(); }
                    }
                }
            }.start();
        }

        /** 600 consecutive states of a game the autopilot plays, so the snake grows long and the field busy. */
        private static SnakeState[] playedStates() {
            SnakeRules rules = new SnakeRules(true);
            arcade.games.snake.ai.Autopilot pilot = new arcade.games.snake.ai.Autopilot();
            SnakeState s = SnakeState.initial(SnakeOptions.thesis(), 11);
            SnakeState[] out = new SnakeState[600];
            out[0] = s;
            int n = 1;
            while (n < out.length) {
                SnakeState next = rules.apply(s, pilot.next(s));
                if (next.isGameOver() || next.isFinished()) { pilot = new arcade.games.snake.ai.Autopilot(); s = SnakeState.initial(SnakeOptions.thesis(), n); continue; }
                s = next;
                out[n++] = s;
            }
            return out;
        }
    }
}
