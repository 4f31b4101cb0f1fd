package arcade.games.snake.preview;

import arcade.api.session.Rng;
import arcade.games.snake.model.Direction;
import arcade.games.snake.model.SnakeCell;
import arcade.games.snake.model.SnakeMove;
import arcade.games.snake.model.SnakeOptions;
import arcade.games.snake.model.SnakeRules;
import arcade.games.snake.model.SnakeState;
import arcade.games.snake.view.FieldPainter;
import arcade.games.snake.view.SnakePalette;
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
                        System.out.printf(Locale.ROOT, "%-18s 20x20, %d frames: median %.3f ms, p95 %.3f ms, max %.3f ms (snake length %d)%n",
                                names[mode], FRAMES, s[FRAMES / 2] / 1e6, s[FRAMES * 95 / 100] / 1e6, s[FRAMES - 1] / 1e6,
                                states[states.length - 1].length(1));
                        frame = 0;
                        if (++mode == modes.length) { stop(); Platform.exit(); }
                    }
                }
            }.start();
        }

        /** A game of 300 steps steered away from danger by a seeded random walk, so the field is busy. */
        private static SnakeState[] playedStates() {
            SnakeRules rules = new SnakeRules(true);
            SnakeState s = SnakeState.initial(SnakeOptions.classic(), 11);
            Rng rng = new Rng(5);
            SnakeState[] out = new SnakeState[300];
            out[0] = s;
            int n = 1;
            while (n < out.length) {
                SnakeState.Cell h = s.head(1).orElseThrow();
                Direction best = Direction.NONE;
                Direction[] ds = {Direction.RIGHT, Direction.UP, Direction.LEFT, Direction.DOWN};
                rng.shuffle(Arrays.asList(ds));
                for (Direction d : ds) {
                    int t = s.typeCode(h.row() + d.di(), h.col() + d.dj());
                    if (t == SnakeCell.CA0_E || t == SnakeCell.CA0_F || t == SnakeCell.CA0_B) { best = d; break; }
                }
                SnakeState next = rules.apply(s, SnakeMove.of(best));
                if (next.isGameOver()) { s = SnakeState.initial(SnakeOptions.classic(), n); continue; }
                s = next;
                out[n++] = s;
            }
            return out;
        }
    }
}
