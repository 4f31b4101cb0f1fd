package arcade.shell.stats;

import arcade.api.session.SavedGame;
import arcade.api.store.GameRecord;
import arcade.shell.storage.GameStatistics;
import arcade.shell.storage.LastGame;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.time.ZoneId;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The last finished games of the statistics screen: date, variant in words, result (or score, for a
 * game measured by score alone, where "Lost" would say nothing) and time, each with a Replay button
 * when the game can show it again ({@code replay} is null otherwise).
 */
final class LastGamesTable {
    private static final List<String> WIN_LOSS_HEAD = List.of("Date", "Variant", "Result", "Time");
    private static final List<String> SCORE_HEAD = List.of("Date", "Variant", "Score", "Time");

    private LastGamesTable() {}

    /** {@code byScore}: the game measures a score and no win or loss, so each game shows its score. */
    static Node of(List<LastGame> games, Function<String, String> variant, Consumer<SavedGame> replay, ZoneId zone,
                   boolean byScore) {
        List<String> head = byScore ? SCORE_HEAD : WIN_LOSS_HEAD;
        Label title = new Label("Last games");
        title.getStyleClass().add("stats-table-title");
        VBox box = new VBox(8, title);
        box.getStyleClass().add("chart-card");
        box.setId("stats-last-games");
        if (games.isEmpty()) {
            Label l = new Label("The games you finish from now on are listed here.");
            l.getStyleClass().add("stats-muted");
            l.setWrapText(true);
            box.getChildren().add(l);
            return box;
        }
        GridPane g = new GridPane();
        g.getStyleClass().add("stats-table");
        for (int c = 0; c < head.size(); c++) {
            ColumnConstraints cc = new ColumnConstraints();
            cc.setHgrow(c == 1 ? Priority.ALWAYS : Priority.SOMETIMES);
            g.getColumnConstraints().add(cc);
            g.add(StatsTables.cell(head.get(c), "stats-th", false), c, 0);
        }
        for (int r = 0; r < games.size(); r++) {
            LastGame last = games.get(r);
            GameRecord rec = last.record();
            String style = r % 2 == 0 ? "stats-td" : "stats-td-alt";
            List<String> row = List.of(StatsTables.date(rec, zone),
                    variant.apply(rec.params()), byScore ? score(rec) : result(rec), GameStatistics.formatDuration(rec.durationMillis()));
            for (int c = 0; c < row.size(); c++) g.add(StatsTables.cell(row.get(c), style, c == 1), c, r + 1);
            if (replay != null) {
                Button b = new Button("Replay");
                b.getStyleClass().addAll("small", "stats-replay");
                b.setId("stats-replay-" + r);
                b.setMinWidth(Button.USE_PREF_SIZE);
                b.setOnAction(e -> replay.accept(last.game()));
                g.add(b, head.size(), r + 1);
                GridPane.setHalignment(b, javafx.geometry.HPos.RIGHT);
            }
        }
        g.setAlignment(Pos.TOP_LEFT);
        box.getChildren().add(g);
        return box;
    }

    /** The game's score ("—" for a game left unfinished), with "(helped)" where it had help. */
    static String score(GameRecord r) {
        String word = r.result() == GameRecord.Result.ABANDONED ? "Abandoned"
                : r.score() == null ? "—" : GameStatistics.formatScore(r.score());
        return r.assisted() ? word + " (helped)" : word;
    }

    /** "Won", "Lost", "Draw", "Black won" (people at one computer), with "(helped)" where Solve, an undo or a hint was used. */
    static String result(GameRecord r) {
        String word = switch (r.result()) {
            case WIN -> "Won";
            case LOSS -> "Lost";
            case DRAW -> "Draw";
            case ABANDONED -> "Abandoned";
            case SIDE_WON -> r.winner() + " won";
        };
        return r.assisted() ? word + " (helped)" : word;
    }
}
