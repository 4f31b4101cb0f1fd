package arcade.games.minesweeper.view;

import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Button;
import javafx.scene.control.Tooltip;
import javafx.scene.shape.ArcType;

/**
 * The face between the counters, as in every Minesweeper since the first: it smiles while the
 * game goes on, gasps while a cell is pressed, wears sunglasses after a win and crosses its eyes
 * after a mine. A click starts a new game on the same board.
 */
final class FaceButton extends Button {
    enum Mood { PLAYING, PRESSING, WON, LOST }

    private static final double SIZE = 30;
    private final Canvas face = new Canvas(SIZE, SIZE);
    private MinesPalette palette = MinesPalette.fallback();
    private Mood mood = Mood.PLAYING;

    FaceButton(Runnable newGame) {
        setGraphic(face);
        setId("mines-face");
        getStyleClass().add("mines-face");
        setFocusTraversable(false);
        setTooltip(new Tooltip("New game on the same board"));
        setAccessibleText("New game");
        setOnAction(e -> newGame.run());
        draw();
    }

    Mood mood() { return mood; }

    void setMood(Mood m) { if (m != mood) { mood = m; draw(); } }

    void setPalette(MinesPalette p) { palette = p; draw(); }

    private void draw() {
        GraphicsContext g = face.getGraphicsContext2D();
        double s = SIZE, c = s / 2;
        g.clearRect(0, 0, s, s);
        g.setFill(palette.face());
        g.fillOval(1, 1, s - 2, s - 2);
        g.setStroke(palette.faceInk());
        g.setLineWidth(1.5);
        g.strokeOval(1, 1, s - 2, s - 2);
        g.setFill(palette.faceInk());
        switch (mood) {
            case WON -> {
                // Sunglasses: two dark lenses and a bridge.
                g.fillRoundRect(s * 0.18, s * 0.3, s * 0.26, s * 0.16, 4, 4);
                g.fillRoundRect(s * 0.56, s * 0.3, s * 0.26, s * 0.16, 4, 4);
                g.strokeLine(s * 0.44, s * 0.36, s * 0.56, s * 0.36);
            }
            case LOST -> {
                for (double ex : new double[]{s * 0.33, s * 0.67}) {
                    g.strokeLine(ex - 3, s * 0.33, ex + 3, s * 0.45);
                    g.strokeLine(ex + 3, s * 0.33, ex - 3, s * 0.45);
                }
            }
            default -> {
                g.fillOval(s * 0.3, s * 0.33, 4, 4);
                g.fillOval(s * 0.62, s * 0.33, 4, 4);
            }
        }
        switch (mood) {
            case PRESSING -> g.strokeOval(c - 3, s * 0.6, 6, 7);
            case LOST -> g.strokeArc(s * 0.3, s * 0.62, s * 0.4, s * 0.28, 20, 140, ArcType.OPEN);
            default -> g.strokeArc(s * 0.28, s * 0.42, s * 0.44, s * 0.34, 200, 140, ArcType.OPEN);
        }
    }
}
