package arcade.games.snake.view;

import javafx.scene.control.Label;
import javafx.scene.layout.HBox;

import java.util.ArrayList;
import java.util.List;

/** Score chips (one per snake, in the snake's colour), length, speed level and the best score. */
public final class Hud extends HBox {
    private final List<Label> scores = new ArrayList<>();
    private final Label length = chip("muted");
    private final Label speed = chip("muted");
    private final Label best = chip("muted");

    public Hud() {
        setSpacing(6);
        getStyleClass().add("snake-hud");
    }

    private static Label chip(String... extra) {
        Label l = new Label();
        l.getStyleClass().add("hud-chip");
        l.getStyleClass().addAll(extra);
        return l;
    }

    /**
     * @param playerScores one score per snake
     * @param lengths      one length per snake
     */
    public void show(int[] playerScores, int[] lengths, int speedLevel, int bestScore) {
        if (scores.size() != playerScores.length) {
            scores.clear();
            for (int k = 0; k < playerScores.length; k++) scores.add(chip("player-" + (k + 1)));
            getChildren().setAll(scores);
            getChildren().addAll(length, speed, best);
        }
        boolean two = playerScores.length > 1;
        for (int k = 0; k < playerScores.length; k++)
            scores.get(k).setText((two ? (k == 0 ? "Green " : "Blue ") : "Score ") + playerScores[k]);
        StringBuilder len = new StringBuilder("Length ");
        for (int k = 0; k < lengths.length; k++) len.append(k > 0 ? " / " : "").append(lengths[k]);
        length.setText(len.toString());
        speed.setText("Speed " + speedLevel);
        best.setText("Best " + bestScore);
    }

    public String scoreText(int player) { return scores.get(player).getText(); }
}
