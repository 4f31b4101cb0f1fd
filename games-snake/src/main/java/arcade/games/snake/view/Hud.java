package arcade.games.snake.view;

import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Score chips (one per snake, in the snake's colour), length, the real speed and the best score.
 * The chips wrap to a second row rather than shrink, so no number is ever cut short.
 */
public final class Hud extends FlowPane {
    private final List<Label> scores = new ArrayList<>();
    private final Label length = chip("muted");
    private final Label speed = chip("muted");
    private final Label best = chip("muted");
    private final Label lives = chip("muted");
    private final Label level = chip("muted");
    private final Label round = chip("muted");

    public Hud() {
        lives.managedProperty().bind(lives.visibleProperty());
        lives.setVisible(false);
        level.managedProperty().bind(level.visibleProperty());
        level.setVisible(false);
        round.managedProperty().bind(round.visibleProperty());
        round.setVisible(false);
        setHgap(6);
        setVgap(4);
        getStyleClass().add("snake-hud");
    }

    private static Label chip(String... extra) {
        Label l = new Label();
        l.getStyleClass().add("hud-chip");
        l.getStyleClass().addAll(extra);
        l.setMinWidth(Region.USE_PREF_SIZE);
        return l;
    }

    /**
     * @param names         what each score chip is called: "Score" alone, the colours with two players, "You" and colours with rivals
     * @param playerScores  one score per snake
     * @param suffixes      what each score chip adds after the score ("" for nothing), e.g. the rounds won
     * @param lengths       one length per snake
     * @param stepsPerSecond the speed the snake moves at now (it rises in a speeding-up game)
     */
    public void show(String[] names, int[] playerScores, String[] suffixes, int[] lengths, double stepsPerSecond, int bestScore) {
        if (scores.size() != playerScores.length) {
            scores.clear();
            for (int k = 0; k < playerScores.length; k++) scores.add(chip("player-" + (k + 1)));
            getChildren().setAll(scores);
            getChildren().addAll(level, round, lives, length, speed, best);
        }
        for (int k = 0; k < playerScores.length; k++) scores.get(k).setText(names[k] + " " + playerScores[k] + suffixes[k]);
        StringBuilder len = new StringBuilder("Length ");
        for (int k = 0; k < lengths.length; k++) len.append(k > 0 ? " / " : "").append(lengths[k]);
        length.setText(len.toString());
        speed.setText(speedText(stepsPerSecond));
        best.setText("Best " + bestScore);
    }

    /** The campaign level and the apples to go in it, or nothing outside the campaign ({@code number} 0); the best is then a level. */
    public void showLevel(int number, int of, int applesToGo) {
        level.setVisible(number > 0);
        level.setText("Level " + number + "/" + of + " · " + applesToGo + " to go");
        if (number > 0 && !best.getText().startsWith("Best level")) best.setText(best.getText().replace("Best ", "Best level "));
    }

    /** Two players in rounds: the round being played and the match's length, or nothing ({@code number} 0). */
    public void showRound(int number, int toWin) {
        round.setVisible(number > 0);
        round.setText("Round " + number + " · first to " + toWin);
    }

    public String roundText() { return round.isVisible() ? round.getText() : ""; }

    public String levelText() { return level.isVisible() ? level.getText() : ""; }

    /** The lives left, or nothing in a game without lives. */
    public void showLives(boolean keepsLives, int livesLeft) {
        lives.setVisible(keepsLives);
        lives.setText(livesText(livesLeft));
    }

    /** E.g. "3 lives", "1 life", "No lives left". */
    static String livesText(int n) { return n == 0 ? "No lives left" : n + (n == 1 ? " life" : " lives"); }

    public String livesText() { return lives.isVisible() ? lives.getText() : ""; }

    /** E.g. "3.3 steps/s". */
    static String speedText(double stepsPerSecond) { return String.format(Locale.ROOT, "%.1f steps/s", stepsPerSecond); }

    public String scoreText(int player) { return scores.get(player).getText(); }

    public String lengthText() { return length.getText(); }

    public String speedText() { return speed.getText(); }
}
