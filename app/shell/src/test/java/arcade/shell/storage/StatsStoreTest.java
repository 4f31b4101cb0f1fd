package arcade.shell.storage;

import arcade.api.model.Measure;
import arcade.api.store.GameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

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

    @Test void furtherFiguresSurviveARestartAndTheirBestLeavesOutHelpedAndAbandonedGames() {
        StatsStore s = store();
        s.record("snake", new GameRecord("a", LOSS, 1_000, 30.0, 5L, false, java.util.Map.of("Longest snake", 41.0)));
        s.record("snake", new GameRecord("a", LOSS, 1_000, 90.0, 6L, true, java.util.Map.of("Longest snake", 99.0)));
        s.record("snake", rec("a", LOSS, 2_000, 10.0));
        List<GameRecord> again = store().history("snake");
        assertThat(again.get(0).figures()).containsExactly(java.util.Map.entry("Longest snake", 41.0));
        assertThat(again.get(2).figures()).isEmpty();
        GameStatistics st = new GameStatistics(again, Set.of(Measure.SCORE));
        assertThat(st.figureNames()).containsExactly("Longest snake");
        assertThat(st.bestFigure("Longest snake").getAsDouble()).isEqualTo(41.0); // not the helped game's 99
        assertThat(st.bestFigure("Level reached")).isEmpty();
        assertThat(problems).isEmpty();
    }

    @Test void aFigureWithoutANameOrANumberIsLeftOut() {
        java.util.Map<String, Double> m = new java.util.LinkedHashMap<>();
        m.put("Length", 12.0); m.put(" ", 3.0); m.put("Level", Double.NaN); m.put("Apples", null);
        assertThat(new GameRecord("a", LOSS, 1, 1.0, 1L, false, m).figures()).containsOnlyKeys("Length");
    }

    static GameRecord helped(String params, GameRecord.Result r, long ms, Double score) { return new GameRecord(params, r, ms, score, 1000 + ms, true); }

    @Test void anAbandonedGameIsPlayedAndEndsAWinRunButNeverScoresOrSetsABest() {
        List<GameRecord> h = List.of(rec("a", WIN, 50_000, 10.0), rec("a", WIN, 30_000, 12.0),
                GameRecord.abandoned("a", 1_000, 99_000), rec("a", WIN, 40_000, 8.0));
        GameStatistics s = new GameStatistics(h, Set.of(Measure.WIN_LOSS, Measure.SCORE));
        assertThat(s.played()).isEqualTo(4);
        assertThat(s.abandoned()).isEqualTo(1);
        assertThat(s.winRate().getAsDouble()).isEqualTo(0.75);
        assertThat(s.winStreaks()).containsExactly(2, 1);
        assertThat(new GameStatistics(h.subList(0, 3), Set.of(Measure.WIN_LOSS)).currentStreak()).as("abandoning is not losing").isZero();
        assertThat(s.averageScore().getAsDouble()).isEqualTo(10.0);
        assertThat(s.bestTime().orElseThrow().durationMillis()).isEqualTo(30_000);
        StatsStore store = store();
        store.record("counter", GameRecord.abandoned("a", 1_000, 99_000));
        assertThat(store().history("counter")).containsExactly(GameRecord.abandoned("a", 1_000, 99_000));
    }

    @Test void winLossFigures() {
        List<GameRecord> h = List.of(rec("a", WIN, 50_000, null), rec("a", WIN, 30_000, null), rec("b", LOSS, 5_000, null),
                rec("a", WIN, 40_000, null), rec("a", WIN, 45_000, null), rec("b", WIN, 20_000, null), rec("a", DRAW, 1, null),
                rec("a", LOSS, 1, null), rec("a", LOSS, 1, null));
        GameStatistics time = new GameStatistics(h, Set.of(Measure.WIN_LOSS));
        assertThat(time.played()).isEqualTo(9);
        assertThat(time.won()).isEqualTo(5);
        assertThat(time.lost()).isEqualTo(3);
        assertThat(time.drawn()).isEqualTo(1);
        assertThat(time.longestWinStreak()).isEqualTo(3);
        assertThat(time.winStreaks()).containsExactly(2, 3);
        assertThat(time.currentStreak()).isEqualTo(-2);
        assertThat(time.bestTime()).get().extracting(GameRecord::durationMillis).isEqualTo(20_000L);
        assertThat(time.bestTimes(3)).extracting(GameRecord::durationMillis).containsExactly(20_000L, 30_000L, 40_000L);
        assertThat(time.forParams("a").bestTime()).get().extracting(GameRecord::durationMillis).isEqualTo(30_000L);
        assertThat(time.forParams("b").winRate().getAsDouble()).isEqualTo(0.5);
        assertThat(time.paramsPlayed()).containsExactly("a", "b");
        assertThat(new GameStatistics(List.of(), Set.of(Measure.SCORE)).winRate()).isEmpty();
    }

    @Test void scoreFigures() {
        List<GameRecord> h = List.of(rec("a", LOSS, 60_000, 12.0), rec("a", LOSS, 30_000, 4.0), rec("a", LOSS, 90_000, 30.0),
                rec("a", LOSS, 20_000, 7.0), rec("a", LOSS, 1_000, null));
        GameStatistics s = new GameStatistics(h, Set.of(Measure.SCORE));
        assertThat(s.bestScore()).get().extracting(GameRecord::score).isEqualTo(30.0);
        assertThat(s.averageScore().getAsDouble()).isEqualTo(13.25);
        assertThat(s.medianScore().getAsDouble()).isEqualTo(9.5); // (7 + 12) / 2
        assertThat(s.timePlayedMillis()).isEqualTo(201_000L);
        assertThat(s.topScores(10)).extracting(GameRecord::score).containsExactly(30.0, 12.0, 7.0, 4.0);
        List<GameRecord> many = new ArrayList<>();
        for (int i = 0; i < 15; i++) many.add(rec("a", LOSS, i, (double) i));
        assertThat(new GameStatistics(many, Set.of(Measure.SCORE)).topScores(10)).hasSize(10).first()
                .extracting(GameRecord::score).isEqualTo(14.0);
    }

    @Test void assistedGamesArePlayedAndWonButNeverABest() {
        List<GameRecord> h = List.of(rec("a", WIN, 50_000, 10.0), helped("a", WIN, 5_000, 99.0), helped("a", LOSS, 1_000, 0.0));
        GameStatistics s = new GameStatistics(h, Set.of(Measure.WIN_LOSS, Measure.SCORE));
        assertThat(s.played()).isEqualTo(3);
        assertThat(s.won()).isEqualTo(2);
        assertThat(s.bestTime()).get().extracting(GameRecord::durationMillis).isEqualTo(50_000L);
        assertThat(s.bestScore()).get().extracting(GameRecord::score).isEqualTo(10.0);
        assertThat(s.topScores(10)).hasSize(1);
        GameStatistics onlyHelped = new GameStatistics(List.of(helped("a", WIN, 5_000, 99.0)), Set.of(Measure.WIN_LOSS, Measure.SCORE));
        assertThat(onlyHelped.bestTime()).isEmpty();
        assertThat(onlyHelped.bestScore()).isEmpty();
    }

    @Test void theAssistedFlagSurvivesARestart() {
        store().record("mines", helped("9x9", WIN, 3_000, null));
        assertThat(store().history("mines")).containsExactly(helped("9x9", WIN, 3_000, null));
    }

    /** A file written by the first version of the arcade (no assisted flag, version 1). */
    @Test void aVersionOneFileIsMigratedNotLost() throws IOException {
        Files.createDirectories(dir.resolve("stats"));
        Files.writeString(dir.resolve("stats/snake.json"), """
                {
                  "version": 1,
                  "games": [
                    { "params": "20x20-s4up-ring-a1-p1-box-1p", "result": "LOSS", "millis": 61000, "score": 14.0, "at": 1700000000000 },
                    { "params": "20x20-s4up-ring-a1-p1-box-1p", "result": "WIN", "millis": 30500, "score": 22.0, "at": 1700000100000 }
                  ]
                }
                """);
        StatsStore s = store();
        assertThat(s.history("snake")).containsExactly(
                new GameRecord("20x20-s4up-ring-a1-p1-box-1p", LOSS, 61_000, 14.0, 1_700_000_000_000L),
                new GameRecord("20x20-s4up-ring-a1-p1-box-1p", WIN, 30_500, 22.0, 1_700_000_100_000L));
        assertThat(problems).isEmpty();
        try (var files = Files.list(dir.resolve("stats"))) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("snake.json"); // nothing moved aside
        }
        s.record("snake", rec("20x20-s4up-ring-a1-p1-box-1p", LOSS, 1_000, 3.0));
        assertThat(Files.readString(dir.resolve("stats/snake.json"))).contains("\"version\": 3");
        assertThat(store().history("snake")).hasSize(3).first().extracting(GameRecord::score).isEqualTo(14.0);
    }

    @Test void aGameBetweenPeopleKeepsItsWinnerAndIsNobodysWinOrLoss() throws IOException {
        StatsStore s = store();
        s.record("rules", rec("standard", WIN, 10_000, null));
        s.record("rules", GameRecord.sideWon("standard+hot-seat", "Black", 20_000, null, 2_000L, false, java.util.Map.of()));
        s.record("rules", rec("standard", WIN, 30_000, null));
        s.record("rules", GameRecord.sideWon("standard+hot-seat", "White", 40_000, null, 4_000L, false, java.util.Map.of()));
        s.record("rules", GameRecord.sideWon("standard+hot-seat", "Black", 50_000, null, 5_000L, false, java.util.Map.of()));
        List<GameRecord> again = store().history("rules");
        assertThat(again.get(1).result()).isEqualTo(GameRecord.Result.SIDE_WON);
        assertThat(again.get(1).winner()).isEqualTo("Black");
        assertThat(again.get(0).winner()).as("only a side's win names a side").isNull();
        GameStatistics st = new GameStatistics(again, Set.of(Measure.WIN_LOSS));
        assertThat(st.played()).isEqualTo(5);
        assertThat(st.won()).isEqualTo(2);
        assertThat(st.lost()).isZero();
        assertThat(st.sideWins()).containsExactly(java.util.Map.entry("Black", 2), java.util.Map.entry("White", 1));
        assertThat(st.winRate()).as("the person's two games, both won").hasValue(1.0);
        assertThat(st.currentStreak()).as("games between people pass over the run").isEqualTo(2);
        assertThat(st.longestWinStreak()).isEqualTo(2);
        assertThat(st.winStreaks()).containsExactly(2);
        assertThat(st.forParams("standard+hot-seat").winRate()).as("no game the person could win").isEmpty();
        assertThat(problems).isEmpty();
    }

    @Test void aSideWonWithoutItsSideIsLeftOutAndTheFileKeptAside() throws IOException {
        Files.createDirectories(dir.resolve("stats"));
        Files.writeString(dir.resolve("stats/rules.json"), """
                { "version": 3, "games": [
                    { "params": "a", "result": "SIDE_WON", "millis": 1000, "at": 1700000000000 },
                    { "params": "a", "result": "SIDE_WON", "millis": 1000, "at": 1700000000000, "winner": "Red" },
                    { "params": "a", "result": "WIN", "millis": 1000, "at": 1700000000000, "winner": "Red" }
                  ], "last": [] }
                """);
        List<GameRecord> read = store().history("rules");
        assertThat(read).extracting(GameRecord::winner).containsExactly("Red", null);
        assertThat(problems).singleElement().asString().contains("names no side");
        try (var files = Files.list(dir.resolve("stats"))) {
            assertThat(files.map(p -> p.getFileName().toString())).as("the file as it was is kept").anyMatch(n -> n.startsWith("rules.json."));
        }
    }

    @Test void aFileFromANewerArcadeIsKeptAside() throws IOException {
        Files.createDirectories(dir.resolve("stats"));
        Files.writeString(dir.resolve("stats/snake.json"), "{\"version\": 9, \"games\": []}");
        assertThat(store().history("snake")).isEmpty();
        assertThat(problems).singleElement().asString().contains("version 9");
    }

    @Test void durations() {
        assertThat(GameStatistics.formatDuration(12_400)).isEqualTo("12.4 s");
        assertThat(GameStatistics.formatDuration(83_000)).isEqualTo("1:23");
        assertThat(GameStatistics.formatDuration(3_723_000)).isEqualTo("1:02:03");
    }
}
