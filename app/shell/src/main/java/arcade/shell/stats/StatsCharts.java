package arcade.shell.stats;

import arcade.api.store.GameRecord;
import arcade.shell.storage.GameStatistics;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;

import java.util.List;
import java.util.function.Function;

/** The three charts of the statistics screen, built from the finished games in order. */
final class StatsCharts {
    private StatsCharts() {}

    /** Cumulative win rate after each game, in percent. */
    static LineChart<Number, Number> winRate(GameStatistics s) {
        NumberAxis x = axis("Game", 1, Math.max(2, s.played()));
        NumberAxis y = new NumberAxis("Win rate %", 0, 100, 25);
        LineChart<Number, Number> c = new LineChart<>(x, y);
        XYChart.Series<Number, Number> series = new XYChart.Series<>();
        series.setName("Win rate so far");
        int won = 0, n = 0;
        for (GameRecord r : s.history()) {
            if (r.result() == GameRecord.Result.SIDE_WON) continue; // between people at one computer: nobody's win
            n++;
            if (r.result() == GameRecord.Result.WIN) won++;
            series.getData().add(new XYChart.Data<>(n, 100.0 * won / n));
        }
        c.getData().add(series);
        return style(c, "Win rate over time");
    }

    /** The time of each win, with the best unassisted time so far. */
    static LineChart<Number, Number> times(GameStatistics s) {
        return progress(s, "Seconds", "Time of each win", "Best time so far", "Best times", true,
                r -> r.result() == GameRecord.Result.WIN ? r.durationMillis() / 1000.0 : null);
    }

    /** The score of each game, with the best unassisted score so far. */
    static LineChart<Number, Number> scores(GameStatistics s) {
        return progress(s, "Score", "Score of each game", "High score so far", "Scores", false,
                r -> r.score() == null || r.score().isNaN() || r.score().isInfinite() ? null : r.score());
    }

    private static LineChart<Number, Number> progress(GameStatistics s, String yLabel, String eachName, String bestName,
                                                      String title, boolean lowerIsBetter, Function<GameRecord, Double> value) {
        NumberAxis x = axis("Game", 1, Math.max(2, s.played()));
        double[] values = s.history().stream().map(value).filter(v -> v != null).mapToDouble(Double::doubleValue).toArray();
        NumberAxis y = valueAxis(yLabel, java.util.Arrays.stream(values).min().orElse(0), java.util.Arrays.stream(values).max().orElse(1));
        LineChart<Number, Number> c = new LineChart<>(x, y);
        XYChart.Series<Number, Number> each = new XYChart.Series<>();
        each.setName(eachName);
        XYChart.Series<Number, Number> best = new XYChart.Series<>();
        best.setName(bestName);
        Double running = null;
        int n = 0;
        for (GameRecord r : s.history()) {
            n++;
            Double m = value.apply(r);
            if (m == null) continue;
            each.getData().add(new XYChart.Data<>(n, m));
            if (r.assisted()) continue; // a helped game is shown, but never sets a best
            running = running == null ? m : lowerIsBetter ? Math.min(running, m) : Math.max(running, m);
            best.getData().add(new XYChart.Data<>(n, running));
        }
        c.getData().add(each);
        c.getData().add(best);
        return style(c, title);
    }

    /** The length of every run of wins, in order. */
    static BarChart<String, Number> streaks(GameStatistics s) {
        CategoryAxis x = new CategoryAxis();
        x.setLabel("Win streak");
        List<Integer> runs = s.winStreaks();
        int longest = runs.stream().mapToInt(Integer::intValue).max().orElse(1);
        // Whole numbers only: a streak of 2.5 wins does not exist.
        NumberAxis y = new NumberAxis("Wins in a row", 0, longest + 1, Math.max(1, Math.ceil((longest + 1) / 6.0)));
        y.setMinorTickVisible(false);
        BarChart<String, Number> c = new BarChart<>(x, y);
        XYChart.Series<String, Number> series = new XYChart.Series<>();
        series.setName("Wins in a row");
        for (int i = 0; i < runs.size(); i++) series.getData().add(new XYChart.Data<>("#" + (i + 1), runs.get(i)));
        c.getData().add(series);
        c.setLegendVisible(false);
        c.setBarGap(2);
        c.setCategoryGap(runs.size() < 6 ? 40 : 8);
        return style(c, "Streaks");
    }

    /**
     * From zero (or a round number below the lowest value, for a negative Vegas score) to a round
     * number above the highest, in round steps: one or two games, or games of equal value, still
     * give a chart with a sensible scale (not 43.5 to 44.5).
     */
    static NumberAxis valueAxis(String label, double lowest, double highest) {
        double top = Math.max(highest, 0) * 1.1, bottom = Math.min(lowest, 0) * 1.1;
        if (top - bottom <= 0) top = 1;
        double step = niceStep((top - bottom) / 5);
        NumberAxis a = new NumberAxis(label, Math.floor(bottom / step) * step, Math.ceil(top / step) * step, step);
        a.setMinorTickVisible(false);
        return a;
    }

    /** 1, 2 or 5 times a power of ten, at least {@code raw}. */
    static double niceStep(double raw) {
        double power = Math.pow(10, Math.floor(Math.log10(raw)));
        for (double m : new double[]{1, 2, 5, 10}) if (m * power >= raw) return m * power;
        return 10 * power;
    }

    private static NumberAxis axis(String label, int from, int to) {
        NumberAxis a = new NumberAxis(label, from, to, Math.max(1, Math.ceil((to - from) / 10.0)));
        a.setMinorTickVisible(false);
        return a;
    }

    private static <C extends XYChart<?, ?>> C style(C c, String title) {
        c.setTitle(title);
        c.setAnimated(false);
        c.getStyleClass().add("stats-chart");
        c.setMinHeight(240);
        c.setPrefHeight(260);
        if (c instanceof LineChart<?, ?> l) l.setCreateSymbols(true);
        return c;
    }
}
