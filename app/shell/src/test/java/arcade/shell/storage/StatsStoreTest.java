package arcade.shell.storage;

import arcade.api.plugin.BestIs;
import arcade.api.store.GameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

import static arcade.api.store.GameRecord.Result.DRAW;
import static arcade.api.store.GameRecord.Result.LOSS;
import static arcade.api.store.GameRecord.Result.WIN;
import static org.assertj.core.api.Assertions.assertThat;

class StatsStoreTest {
    @TempDir Path dir;
    final List<String> problems = new ArrayList<>();

    StatsStore store() { return new StatsStore(new JsonFiles(Clock.systemUTC(), problems::add), dir, Runnable::run); }

    static GameRecord rec(String params, GameRecord.Result r, long ms, Double score) { return new GameRecord(params, r, ms, score, 1000 + ms); }

    @Test void everyRecordIsOnDiskAtOnceAndSurvivesARestart() {
        StatsStore s = store();
        s.record("mines", rec("9x9", WIN, 42_000, null));
        assertThat(dir.resolve("stats/mines.json")).exists();
        s.record("mines", rec("16x16", LOSS, 10_000, null));
        List<GameRecord> again = store().history("mines");
        assertThat(again).containsExactly(rec("9x9", WIN, 42_000, null), rec("16x16", LOSS, 10_000, null));
        assertThat(problems).isEmpty();
    }

    @Test void corruptStatsFileIsMovedAsideAndCountingStartsAfresh() throws IOException {
        Files.createDirectories(dir.resolve("stats"));
        Files.writeString(dir.resolve("stats/snake.json"), "{\"version\":1,\"games\":[{\"params\":\"a\",");
        StatsStore s = store();
        assertThat(s.history("snake")).isEmpty();
        assertThat(problems).hasSize(1);
        s.record("snake", rec("a", WIN, 1, 5.0));
        assertThat(store().history("snake")).hasSize(1);
        try (var files = Files.list(dir.resolve("stats"))) {
            assertThat(files.map(p -> p.getFileName().toString())).anyMatch(n -> n.startsWith("snake.json.corrupt-"));
        }
    }

    @Test void figures() {
        List<GameRecord> h = List.of(rec("a", WIN, 50_000, 3.0), rec("a", WIN, 30_000, 9.0), rec("b", LOSS, 5_000, 1.0),
                rec("a", WIN, 40_000, 2.0), rec("a", WIN, 45_000, null), rec("b", WIN, 20_000, 4.0), rec("a", DRAW, 1, null),
                rec("a", LOSS, 1, 0.0), rec("a", LOSS, 1, 0.0));
        GameStatistics time = new GameStatistics(h, BestIs.LOWEST_TIME);
        assertThat(time.played()).isEqualTo(9);
        assertThat(time.won()).isEqualTo(5);
        assertThat(time.lost()).isEqualTo(3);
        assertThat(time.drawn()).isEqualTo(1);
        assertThat(time.longestWinStreak()).isEqualTo(3);
        assertThat(time.winStreaks()).containsExactly(2, 3);
        assertThat(time.currentStreak()).isEqualTo(-2);
        assertThat(time.best()).get().extracting(GameRecord::durationMillis).isEqualTo(20_000L);
        assertThat(time.forParams("a").best()).get().extracting(GameRecord::durationMillis).isEqualTo(30_000L);
        assertThat(time.paramsPlayed()).containsExactly("a", "b");
        GameStatistics score = new GameStatistics(h, BestIs.HIGHEST_SCORE);
        assertThat(score.best()).get().extracting(GameRecord::score).isEqualTo(9.0);
        assertThat(score.forParams("b").winRate().getAsDouble()).isEqualTo(0.5);
        assertThat(new GameStatistics(List.of(), BestIs.HIGHEST_SCORE).winRate()).isEmpty();
    }

    @Test void durations() {
        assertThat(GameStatistics.formatDuration(12_400)).isEqualTo("12.4 s");
        assertThat(GameStatistics.formatDuration(83_000)).isEqualTo("1:23");
        assertThat(GameStatistics.formatDuration(3_723_000)).isEqualTo("1:02:03");
    }
}
