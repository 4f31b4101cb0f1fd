package arcade.shell.stats;

import arcade.api.store.GameRecord;
import arcade.shell.storage.GameStatistics;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** The ranked tables of the statistics screen: the top scores and the best times, with their dates. */
final class StatsTables {
    static final int TOP = 10;
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

    private StatsTables() {}

    static Node topScores(GameStatistics s, Function<String, String> variant, boolean showVariant, ZoneId zone) {
        List<String> head = new ArrayList<>(List.of("#", "Score"));
        List<String> figures = s.figureNames(); // each game's further figures beside its score
        head.addAll(figures);
        if (showVariant) head.add("Variant");
        head.addAll(List.of("Time", "Date"));
        List<List<String>> rows = new ArrayList<>();
        int rank = 1;
        for (GameRecord r : s.topScores(TOP)) {
            List<String> row = new ArrayList<>(List.of(String.valueOf(rank++), GameStatistics.formatScore(r.score())));
            for (String f : figures) row.add(r.figures().containsKey(f) ? GameStatistics.formatScore(r.figures().get(f)) : "—");
            if (showVariant) row.add(variant.apply(r.params()));
            row.addAll(List.of(GameStatistics.formatDuration(r.durationMillis()), date(r, zone)));
            rows.add(row);
        }
        return card("Top " + TOP + " scores", "stats-top-scores", head, rows, "No score yet (games with help do not count).");
    }

    static Node bestTimes(GameStatistics s, Function<String, String> variant, boolean showVariant, ZoneId zone) {
        List<String> head = new ArrayList<>(List.of("#", "Time"));
        if (showVariant) head.add("Variant");
        head.add("Date");
        List<List<String>> rows = new ArrayList<>();
        int rank = 1;
        for (GameRecord r : s.bestTimes(TOP)) {
            List<String> row = new ArrayList<>(List.of(String.valueOf(rank++), GameStatistics.formatDuration(r.durationMillis())));
            if (showVariant) row.add(variant.apply(r.params()));
            row.add(date(r, zone));
            rows.add(row);
        }
        return card("Best times", "stats-best-times", head, rows, "No win without help yet.");
    }

    static String date(GameRecord r, ZoneId zone) {
        return DATE.format(Instant.ofEpochMilli(r.finishedAt()).atZone(zone));
    }

    private static Node card(String title, String id, List<String> head, List<List<String>> rows, String none) {
        Label t = new Label(title);
        t.getStyleClass().add("stats-table-title");
        VBox box = new VBox(8, t);
        box.getStyleClass().add("chart-card");
        box.setId(id);
        if (rows.isEmpty()) {
            Label l = new Label(none);
            l.getStyleClass().add("stats-muted");
            box.getChildren().add(l);
            return box;
        }
        GridPane g = new GridPane();
        g.getStyleClass().add("stats-table");
        int variantColumn = head.indexOf("Variant");
        for (int c = 0; c < head.size(); c++) {
            ColumnConstraints cc = new ColumnConstraints();
            cc.setHgrow(c == 0 ? Priority.NEVER : Priority.SOMETIMES);
            g.getColumnConstraints().add(cc);
            g.add(cell(head.get(c), "stats-th", false), c, 0);
        }
        for (int r = 0; r < rows.size(); r++)
            for (int c = 0; c < rows.get(r).size(); c++)
                g.add(cell(rows.get(r).get(c), r % 2 == 0 ? "stats-td" : "stats-td-alt", c == variantColumn), c, r + 1);
        box.getChildren().add(g);
        return box;
    }

    /** Figures never shrink; a long variant name wraps between its words instead of widening the window. */
    static Label cell(String text, String style, boolean wraps) {
        Label l = wraps ? new WordWrapLabel(text) : new Label(text);
        l.getStyleClass().addAll("stats-cell", style);
        l.setMaxWidth(Double.MAX_VALUE);
        l.setMaxHeight(Double.MAX_VALUE);
        if (!wraps) l.setMinWidth(Label.USE_PREF_SIZE);
        return l;
    }
}
