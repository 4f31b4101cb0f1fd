package arcade.games.solitaire.view;

import arcade.api.session.Session;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.Scoring;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.util.Duration;

import java.util.Locale;

/**
 * The figures above the table, as every desktop patience shows them: the clock, the moves, the
 * score (standard points, or Vegas dollars) and, with a pass limit, the pass through the stock.
 */
final class ScoreBar extends HBox {
    private final Label time = figure("time"), moves = figure("moves"), score = figure("score"), passes = figure("passes");
    private final Timeline ticker = new Timeline(new KeyFrame(Duration.millis(500), e -> showTime()));
    private Session<KlondikeState, KlondikeMove> session;

    ScoreBar() {
        getStyleClass().add("solitaire-bar");
        getChildren().setAll(time, moves, score, passes);
        ticker.setCycleCount(Timeline.INDEFINITE);
    }

    private static Label figure(String id) {
        Label l = new Label();
        l.setId("solitaire-" + id);
        l.getStyleClass().add("solitaire-figure");
        return l;
    }

    /** Shows a session's figures; the clock ticks while the game is in play. */
    void show(Session<KlondikeState, KlondikeMove> s) {
        session = s;
        KlondikeState st = s.state();
        moves.setText("Moves " + s.moveCount());
        Scoring scoring = st.params().scoring();
        score.setVisible(scoring != Scoring.NONE);
        score.setManaged(scoring != Scoring.NONE);
        score.setText(scoring == Scoring.VEGAS ? "Vegas " + dollars(st.score()) : "Score " + st.score());
        boolean limited = !st.params().unlimitedPasses();
        passes.setVisible(limited);
        passes.setManaged(limited);
        if (limited) passes.setText(passes(st));
        showTime();
        if (s.isOver()) ticker.stop(); else ticker.play();
    }

    /** "Pass 2 of 3", "Pass 3 of 3 (last)", or once the last pass has turned the whole stock, "No pass left". */
    static String passes(KlondikeState st) {
        int n = st.params().passes(), pass = Math.min(st.recycles() + 1, n);
        if (pass < n) return "Pass " + pass + " of " + n;
        return st.stockSize() == 0 ? "No pass left" : "Pass " + pass + " of " + n + " (last)";
    }

    static String dollars(int amount) { return (amount < 0 ? "\u2212$" : "$") + Math.abs(amount); }

    static String clock(long millis) {
        long secs = millis / 1000;
        return secs >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", secs / 3600, secs / 60 % 60, secs % 60)
                : String.format(Locale.ROOT, "%d:%02d", secs / 60, secs % 60);
    }

    private void showTime() {
        if (session != null) time.setText("Time " + clock(session.clock().elapsedMillis()));
    }

    void stop() { ticker.stop(); }
}
