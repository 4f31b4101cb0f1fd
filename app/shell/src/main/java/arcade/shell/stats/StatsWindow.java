package arcade.shell.stats;

import arcade.api.plugin.BestIs;
import arcade.api.plugin.GameInfo;
import arcade.shell.storage.GameStatistics;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.Locale;

/** Statistics of one game, overall or per params: figures, and charts of win rate, best results and streaks. */
public final class StatsWindow {
    private static final String ALL = "All variants";

    private StatsWindow() {}

    public static Stage show(Window owner, GameInfo game, GameStatistics all) {
        BorderPane root = new BorderPane();
        root.getStyleClass().add("stats");
        root.setId("stats");
        root.getStylesheets().add(StatsWindow.class.getResource("/arcade/shell/stats/stats.css").toExternalForm());

        FontIcon icon = new FontIcon("mdi2c-chart-line");
        icon.getStyleClass().add("stats-icon");
        Label title = new Label(game.name() + " statistics", icon);
        title.getStyleClass().add("stats-title");
        ComboBox<String> params = new ComboBox<>();
        params.setId("stats-params");
        params.getItems().add(ALL);
        params.getItems().addAll(all.paramsPlayed());
        params.getSelectionModel().select(0);
        params.setDisable(all.played() == 0);
        Label variant = new Label("Variant");
        variant.getStyleClass().add("stats-muted");
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox header = new HBox(12, title, gap, variant, params);
        header.setAlignment(Pos.CENTER_LEFT);
        header.getStyleClass().add("stats-header");
        root.setTop(header);

        Runnable refresh = () -> {
            String p = params.getValue();
            GameStatistics s = p == null || p.equals(ALL) ? all : all.forParams(p);
            root.setCenter(s.played() == 0 ? empty() : body(s));
        };
        params.valueProperty().addListener((o, was, now) -> refresh.run());
        refresh.run();

        Stage stage = new Stage();
        Scene scene = new Scene(root, 980, 760);
        scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE) { e.consume(); stage.close(); }
        });
        stage.initOwner(owner);
        stage.setTitle(game.name() + " — Statistics");
        stage.setScene(scene);
        stage.show();
        return stage;
    }

    private static Node body(GameStatistics s) {
        HBox tiles = new HBox(12,
                tile("Played", String.valueOf(s.played())),
                tile("Won", String.valueOf(s.won())),
                tile("Lost", String.valueOf(s.lost())),
                tile("Win rate", String.format(Locale.ROOT, "%.0f %%", 100 * s.winRate().orElse(0))),
                tile("Current streak", streak(s.currentStreak())),
                tile("Longest win streak", String.valueOf(s.longestWinStreak())),
                tile(s.bestIs() == BestIs.LOWEST_TIME ? "Best time" : "High score", s.best().map(s::formatBest).orElse("—")));
        tiles.getStyleClass().add("stats-tiles");
        for (Node t : tiles.getChildren()) HBox.setHgrow(t, Priority.ALWAYS);

        GridPane charts = new GridPane();
        charts.getStyleClass().add("stats-charts");
        charts.setHgap(16);
        charts.setVgap(16);
        ColumnConstraints half = new ColumnConstraints();
        half.setPercentWidth(50);
        charts.getColumnConstraints().addAll(half, half);
        charts.add(card(StatsCharts.winRate(s)), 0, 0);
        charts.add(card(StatsCharts.best(s)), 1, 0);
        charts.add(card(StatsCharts.streaks(s)), 0, 1, 2, 1);

        VBox body = new VBox(16, tiles, charts);
        body.getStyleClass().add("stats-body");
        ScrollPane scroll = new ScrollPane(body);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("stats-scroll");
        return scroll;
    }

    private static String streak(int n) {
        if (n == 0) return "—";
        return n > 0 ? n + (n == 1 ? " win" : " wins") : -n + (n == -1 ? " loss" : " losses");
    }

    private static Node tile(String label, String value) {
        Label v = new Label(value);
        v.getStyleClass().add("tile-value");
        Label l = new Label(label);
        l.getStyleClass().add("tile-label");
        VBox t = new VBox(2, v, l);
        t.getStyleClass().add("stats-tile");
        t.setMaxWidth(Double.MAX_VALUE);
        return t;
    }

    private static Node card(Node chart) {
        VBox c = new VBox(chart);
        c.getStyleClass().add("chart-card");
        return c;
    }

    private static Node empty() {
        FontIcon icon = new FontIcon("mdi2c-chart-box-outline");
        icon.getStyleClass().add("stats-empty-icon");
        Label head = new Label("No finished games yet");
        head.getStyleClass().add("stats-empty-title");
        Label text = new Label("Play a game to the end: wins, losses, times and streaks appear here.");
        text.getStyleClass().add("stats-muted");
        VBox box = new VBox(12, icon, head, text);
        box.setAlignment(Pos.CENTER);
        box.setId("stats-empty");
        return box;
    }
}
