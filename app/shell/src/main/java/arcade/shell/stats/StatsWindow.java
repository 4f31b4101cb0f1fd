package arcade.shell.stats;

import arcade.api.model.Measure;
import arcade.api.plugin.GameInfo;
import arcade.api.session.SavedGame;
import arcade.shell.storage.GameStatistics;
import arcade.shell.storage.LastGame;
import javafx.geometry.Pos;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.util.StringConverter;
import org.kordamp.ikonli.javafx.FontIcon;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Statistics of one game, overall or per variant, with the figures that fit what the game measures:
 * win rate, streaks and best times for win/loss games; best, average and median score and a top-10
 * table for score games; the last finished games, with Replay where the game offers it. Variants
 * are named in words by the game.
 */
public final class StatsWindow {
    private static final String ALL = "";

    private StatsWindow() {}

    public static Stage show(Window owner, GameInfo game, GameStatistics all) {
        return show(owner, game, all, p -> p);
    }

    public static Stage show(Window owner, GameInfo game, GameStatistics all, Function<String, String> variantName) {
        return show(owner, game, all, variantName, List.of(), null);
    }

    /**
     * With the last finished games ({@code last}, newest first); {@code replay} shows one in the
     * game after this window closes, or is null when the game cannot replay.
     */
    public static Stage show(Window owner, GameInfo game, GameStatistics all, Function<String, String> variantName,
                             List<LastGame> last, Consumer<SavedGame> replay) {
        Stage stage = new Stage();
        Consumer<SavedGame> replayThenClose = replay == null ? null : g -> { stage.close(); replay.accept(g); };
        BorderPane root = new BorderPane();
        root.getStyleClass().add("stats");
        root.setId("stats");
        root.getStylesheets().add(StatsWindow.class.getResource("/arcade/shell/stats/stats.css").toExternalForm());

        FontIcon icon = new FontIcon("mdi2c-chart-line");
        icon.getStyleClass().add("stats-icon");
        Label title = new Label(game.name() + " statistics", icon);
        title.getStyleClass().add("stats-title");
        title.setMinWidth(Region.USE_PREF_SIZE);
        ComboBox<String> params = new ComboBox<>();
        params.setId("stats-params");
        params.setConverter(new StringConverter<>() {
            @Override public String toString(String p) { return p == null || p.equals(ALL) ? "All variants" : variantName.apply(p); }
            @Override public String fromString(String s) { return s; }
        });
        params.getItems().add(ALL);
        params.getItems().addAll(all.paramsPlayed());
        params.getSelectionModel().select(0);
        params.setDisable(all.played() == 0);
        Label variant = new Label("Variant");
        variant.getStyleClass().add("stats-muted");
        variant.setMinWidth(Region.USE_PREF_SIZE);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox header = new HBox(12, title, gap, variant, params);
        header.setAlignment(Pos.CENTER_LEFT);
        header.getStyleClass().add("stats-header");
        root.setTop(header);

        Runnable refresh = () -> {
            String p = params.getValue();
            boolean everything = p == null || p.equals(ALL);
            GameStatistics s = everything ? all : all.forParams(p);
            List<LastGame> shown = last.stream().filter(l -> everything || l.record().params().equals(p)).toList();
            root.setCenter(s.played() == 0 ? empty() : body(s, variantName, everything && all.paramsPlayed().size() > 1,
                    LastGamesTable.of(shown, variantName, replayThenClose, ZoneId.systemDefault(),
                            all.measures(Measure.SCORE) && !all.measures(Measure.WIN_LOSS))));
        };
        params.valueProperty().addListener((o, was, now) -> refresh.run());
        refresh.run();

        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        Scene scene = new Scene(root, Math.min(980, screen.getWidth() * 0.95), Math.min(760, screen.getHeight() * 0.9));
        return arcade.shell.theme.OwnedWindows.show(stage, owner, game.name() + " — Statistics", scene, false);
    }

    private static Node body(GameStatistics s, Function<String, String> variantName, boolean showVariant, Node lastGames) {
        FlowPane tiles = new FlowPane(12, 12);
        tiles.getStyleClass().add("stats-tiles");
        tiles.setId("stats-tiles");
        tiles.getChildren().add(tile("Played", String.valueOf(s.played())));
        // Only games between people at one computer (a variant of its own): their sides' wins, not the person's record.
        boolean onlySides = s.onlySidesWon();
        boolean winLoss = s.measures(Measure.WIN_LOSS) && !onlySides, score = s.measures(Measure.SCORE);
        if (winLoss) {
            tiles.getChildren().addAll(
                    tile("Won", String.valueOf(s.won())),
                    tile("Win rate", String.format(Locale.ROOT, "%.0f %%", 100 * s.winRate().orElse(0))),
                    tile("Current streak", streak(s.currentStreak())),
                    tile("Longest win streak", String.valueOf(s.longestWinStreak())),
                    tile("Best time", s.bestTime().map(r -> GameStatistics.formatDuration(r.durationMillis())).orElse("—")));
        }
        if (score) {
            tiles.getChildren().addAll(
                    tile("Best score", s.bestScore().map(r -> GameStatistics.formatScore(r.score())).orElse("—")),
                    tile("Average score", s.averageScore().stream().mapToObj(a -> GameStatistics.formatScore(Math.round(a * 10) / 10.0)).findFirst().orElse("—")),
                    tile("Median score", s.medianScore().stream().mapToObj(GameStatistics::formatScore).findFirst().orElse("—")));
            for (String f : s.figureNames())
                tiles.getChildren().add(tile(f, s.bestFigure(f).stream().mapToObj(GameStatistics::formatScore).findFirst().orElse("—")));
        }
        s.sideWins().forEach((side, n) -> tiles.getChildren().add(tile(side + " won", String.valueOf(n))));
        if (onlySides && s.drawn() > 0) tiles.getChildren().add(tile("Drawn", String.valueOf(s.drawn())));
        if (s.abandoned() > 0) tiles.getChildren().add(tile("Abandoned", String.valueOf(s.abandoned())));
        tiles.getChildren().add(tile("Time played", GameStatistics.formatDuration(s.timePlayedMillis())));

        ZoneId zone = ZoneId.systemDefault();
        List<Node> cards = new ArrayList<>();
        if (score) {
            cards.add(StatsTables.topScores(s, variantName, showVariant, zone));
            cards.add(card(StatsCharts.scores(s)));
        }
        if (winLoss) {
            cards.add(StatsTables.bestTimes(s, variantName, showVariant, zone));
            cards.add(card(StatsCharts.times(s)));
            cards.add(card(StatsCharts.winRate(s)));
            cards.add(card(StatsCharts.streaks(s)));
        }
        GridPane grid = new GridPane();
        grid.getStyleClass().add("stats-charts");
        grid.setHgap(16);
        grid.setVgap(16);
        layOut(grid, cards, 2);

        VBox body = new VBox(16, tiles, lastGames, grid);
        if (winLoss && !s.sideWins().isEmpty()) body.getChildren().add(1, peopleNote(s.sideWon()));
        body.getStyleClass().add("stats-body");
        ScrollPane scroll = new ScrollPane(body);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("stats-scroll");
        // Two columns where they fit, one on a small screen: nothing is cut or scrolled sideways.
        scroll.viewportBoundsProperty().addListener((o, was, b) -> layOut(grid, cards, b.getWidth() >= 860 ? 2 : 1));
        return scroll;
    }

    /**
     * Why Played is more than Won and lost: games between people at one computer are nobody's win
     * or loss, so they are counted and named by the side that won, but kept out of the win rate.
     */
    private static Node peopleNote(int games) {
        Label note = new WordWrapLabel((games == 1 ? "1 game" : games + " games") + " between people at one computer "
                + (games == 1 ? "counts" : "count") + " in Played and in the sides' wins, but not in Won, the win rate or the streaks.");
        note.getStyleClass().add("stats-muted");
        note.setId("stats-people-note");
        return note;
    }

    private static void layOut(GridPane grid, List<Node> cards, int columns) {
        if (grid.getColumnConstraints().size() == columns && !grid.getChildren().isEmpty()) return;
        grid.getChildren().clear();
        grid.getColumnConstraints().clear();
        for (int c = 0; c < columns; c++) {
            ColumnConstraints cc = new ColumnConstraints();
            cc.setPercentWidth(100.0 / columns);
            grid.getColumnConstraints().add(cc);
        }
        for (int i = 0; i < cards.size(); i++) {
            if (cards.get(i) instanceof Region r) r.setMaxHeight(Region.USE_PREF_SIZE); // a short card stays short beside a tall one
            grid.add(cards.get(i), i % columns, i / columns);
            GridPane.setValignment(cards.get(i), javafx.geometry.VPos.TOP);
        }
    }

    private static String streak(int n) {
        if (n == 0) return "—";
        return n > 0 ? n + (n == 1 ? " win" : " wins") : -n + (n == -1 ? " loss" : " losses");
    }

    private static Node tile(String label, String value) {
        Label v = new Label(value);
        v.getStyleClass().add("tile-value");
        v.setMinWidth(Region.USE_PREF_SIZE);
        Label l = new Label(label);
        l.getStyleClass().add("tile-label");
        l.setMinWidth(Region.USE_PREF_SIZE); // a tile grows rather than cut its name
        VBox t = new VBox(2, v, l);
        t.getStyleClass().add("stats-tile");
        t.setId("tile-" + label.toLowerCase(Locale.ROOT).replace(' ', '-'));
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
        Label text = new Label("Play a game to the end: your results appear here.");
        text.getStyleClass().add("stats-muted");
        text.setWrapText(true);
        VBox box = new VBox(12, icon, head, text);
        box.setAlignment(Pos.CENTER);
        box.setId("stats-empty");
        return box;
    }
}
