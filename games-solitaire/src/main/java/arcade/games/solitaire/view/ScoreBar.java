package arcade.games.solitaire.view;

import arcade.api.session.Session;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.Scoring;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;

import java.util.Locale;

/**
 * The figures above the table, as every desktop patience shows them: the clock, the moves, the
 * score (standard points, or Vegas dollars) and, with a pass limit, the pass through the stock.
 * The clock is the host's: it ticks while the game is timing.
 */
final class ScoreBar extends HBox {
    private final Label time = figure("time"), moves = figure("moves"), score = figure("score"), passes = figure("passes");

    ScoreBar() {
        getStyleClass().add("solitaire-bar");
        getChildren().setAll(time, moves, score, passes);
    }

    private static Label figure(String id) {
        Label l = new Label();
        l.setId("solitaire-" + id);
        l.getStyleClass().add("solitaire-figure");
        return l;
    }

    /** Shows the figures of a state of a session. */
    void show(Session<KlondikeState, KlondikeMove> s, KlondikeState st) {
        moves.setText("Moves " + s.moveCount());
        Scoring scoring = st.params().scoring();
        score.setVisible(scoring != Scoring.NONE);
        score.setManaged(scoring != Scoring.NONE);
        score.setText(scoring == Scoring.VEGAS ? "Vegas " + dollars(st.score()) : "Score " + st.score());
        boolean limited = !st.params().unlimitedPasses();
        passes.setVisible(limited);
        passes.setManaged(limited);
        if (limited) passes.setText(passes(st));
        showTime(s.clock().elapsedMillis());
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

    void showTime(long elapsedMillis) { time.setText("Time " + clock(elapsedMillis)); }
}
