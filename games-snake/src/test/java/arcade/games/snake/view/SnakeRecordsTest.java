package arcade.games.snake.view;

import arcade.games.snake.view.records.HighScores;
import arcade.games.snake.view.records.SnakeRecords;


import arcade.games.snake.model.Campaign;
import arcade.games.snake.model.SnakeOptions;
import com.google.gson.Gson;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Snake's records per variant: the top ten with dates, ties, the campaign's order, the longest snake, the file. */
class SnakeRecordsTest {
    static final String CLASSIC = SnakeOptions.thesis().params();
    static final String CAMPAIGN = Campaign.options().params();

    static SnakeRecords.Entry game(long score, int length, long at) { return new SnakeRecords.Entry(score, length, 0, at); }

    @Test void gamesAreRankedBestFirstWithTheirDatesAndOnlyTheTenBestAreKept() {
        SnakeRecords r = SnakeRecords.empty();
        for (int i = 1; i <= 12; i++) r = r.with(CLASSIC, game(i * 10, 5 + i, 1000 + i)).records();
        List<SnakeRecords.Entry> top = r.variant(CLASSIC).top();
        assertThat(top).hasSize(SnakeRecords.TOP);
        assertThat(top).extracting(SnakeRecords.Entry::score).containsExactly(120L, 110L, 100L, 90L, 80L, 70L, 60L, 50L, 40L, 30L);
        assertThat(top.get(0).at()).isEqualTo(1012);
        assertThat(r.best(CLASSIC)).isEqualTo(120);
        assertThat(r.variant(CLASSIC).longest()).isEqualTo(17);

        SnakeRecords.Placing third = r.with(CLASSIC, game(105, 6, 2000));
        assertThat(third.rank()).isEqualTo(3);
        assertThat(third.newBest()).isFalse();
        assertThat(third.records().variant(CLASSIC).top()).hasSize(10).extracting(SnakeRecords.Entry::score).contains(105L).doesNotContain(30L);
        assertThat(r.with(CLASSIC, game(25, 6, 2000)).rank()).as("below the tenth").isZero();
        assertThat(r.with(CLASSIC, game(25, 6, 2000)).records().variant(CLASSIC).top()).extracting(SnakeRecords.Entry::score).doesNotContain(25L);
        assertThat(r.with(CLASSIC, game(121, 6, 2000)).newBest()).isTrue();
    }

    @Test void onATieTheEarlierGameStaysAheadAndEqualingTheBestIsNoNewBest() {
        SnakeRecords r = SnakeRecords.empty().with(CLASSIC, game(50, 9, 100)).records().with(CLASSIC, game(40, 9, 200)).records();
        SnakeRecords.Placing same = r.with(CLASSIC, game(50, 9, 300));
        assertThat(same.rank()).isEqualTo(2);
        assertThat(same.newBest()).isFalse();
        assertThat(same.tiesBest()).isTrue();
        assertThat(same.records().variant(CLASSIC).top()).extracting(SnakeRecords.Entry::at).containsExactly(100L, 300L, 200L);
        SnakeRecords.Placing lower = r.with(CLASSIC, game(40, 9, 300));
        assertThat(lower.rank()).isEqualTo(3);
        assertThat(lower.tiesBest()).isFalse();
    }

    @Test void aGameWithoutPointsIsNoRecordAndVariantsAreKeptApart() {
        SnakeRecords.Placing nothing = SnakeRecords.empty().with(CLASSIC, game(0, 5, 1));
        assertThat(nothing.rank()).isZero();
        assertThat(nothing.records().variant(CLASSIC).top()).isEmpty();
        SnakeRecords r = nothing.records().with(CLASSIC, game(30, 8, 2)).records();
        assertThat(r.best(CLASSIC)).isEqualTo(30);
        assertThat(r.best(SnakeOptions.thesis().withSpeed(5, false).params())).isZero();
    }

    @Test void theCampaignRanksByLevelReachedThenByScore() {
        SnakeRecords r = SnakeRecords.empty().with(CAMPAIGN, new SnakeRecords.Entry(90, 12, 2, 1)).records();
        SnakeRecords.Placing further = r.with(CAMPAIGN, new SnakeRecords.Entry(40, 9, 3, 2));
        assertThat(further.newBest()).as("level 3 beats level 2 whatever the points").isTrue();
        assertThat(further.records().best(CAMPAIGN)).as("the campaign's best is a level").isEqualTo(3);
        assertThat(further.records().with(CAMPAIGN, new SnakeRecords.Entry(95, 9, 2, 3)).rank()).isEqualTo(2);
        assertThat(SnakeRecords.empty().with(CAMPAIGN, new SnakeRecords.Entry(0, 5, 1, 1)).rank()).as("a crash before the first apple").isZero();
    }

    @Test void theLongestSnakeIsCelebratedOnlyWhenItBeatsAnEarlierOne() {
        SnakeRecords.Placing first = SnakeRecords.empty().with(CLASSIC, game(10, 8, 1));
        assertThat(first.longestSnake()).isFalse();
        SnakeRecords.Placing longer = first.records().with(CLASSIC, game(5, 11, 2));
        assertThat(longer.longestSnake()).isTrue();
        assertThat(longer.records().variant(CLASSIC).longest()).isEqualTo(11);
        assertThat(longer.records().with(CLASSIC, game(5, 11, 3)).longestSnake()).as("equal is not longer").isFalse();
    }

    /** The score's place among the best is the host's card line; Snake's own line speaks of levels and length only. */
    @Test void theEndCardPraisesAHigherLevelAndALongerSnakeOnlyAboveAnEarlierBest() {
        SnakeRecords r = SnakeRecords.empty().with(CLASSIC, game(50, 9, 1)).records();
        assertThat(GameTexts.recordLine(SnakeRecords.empty().with(CLASSIC, game(2, 6, 1)), false, 6)).as("a first game beats nothing").isEmpty();
        assertThat(GameTexts.recordLine(r.with(CLASSIC, game(51, 9, 2)), false, 9)).as("a new high score is the host's line").isEmpty();
        assertThat(GameTexts.recordLine(r.with(CLASSIC, game(20, 14, 2)), false, 14)).isEqualTo("Longest snake yet: 14");
        assertThat(GameTexts.recordLine(r.with(CLASSIC, game(0, 5, 2)), false, 5)).isEmpty();
        SnakeRecords.Placing firstCampaign = SnakeRecords.empty().with(CAMPAIGN, new SnakeRecords.Entry(2, 7, 1, 1));
        assertThat(firstCampaign.first()).isTrue();
        assertThat(GameTexts.recordLine(firstCampaign, true, 7)).as("two points in a first campaign: no praise").isEmpty();
        SnakeRecords c = firstCampaign.records();
        assertThat(GameTexts.recordLine(c.with(CAMPAIGN, new SnakeRecords.Entry(1, 6, 2, 2)), true, 6)).isEqualTo("New best level!");
        assertThat(GameTexts.recordLine(c.with(CAMPAIGN, new SnakeRecords.Entry(1, 9, 2, 2)), true, 9)).isEqualTo("New best level! · Longest snake yet: 9");
        assertThat(GameTexts.recordLine(c.with(CAMPAIGN, new SnakeRecords.Entry(9, 6, 1, 2)), true, 6))
                .as("more points on the same level is no new level").isEmpty();
        assertThat(List.of(1, 2, 3, 4, 10).stream().map(GameTexts::ordinal)).containsExactly("1st", "2nd", "3rd", "4th", "10th");
    }

    @Test void theyRoundTripThroughJsonAndAHandEditedFileIsPutInOrder() {
        Gson gson = new Gson();
        SnakeRecords r = SnakeRecords.empty().with(CLASSIC, game(50, 9, 1_700_000_000_000L)).records().with(CAMPAIGN, new SnakeRecords.Entry(5, 7, 4, 3)).records();
        String json = gson.toJson(r);
        assertThat(json).contains("\"version\":2", "1700000000000");
        assertThat(gson.fromJson(json, SnakeRecords.class)).isEqualTo(r);
        assertThat(gson.fromJson("{\"version\":2}", SnakeRecords.class).variants()).isEmpty();
        // out of order, a null entry and more than ten games: read back ranked, ten kept
        StringBuilder games = new StringBuilder("null");
        for (int i = 1; i <= 12; i++) games.append(",{\"score\":").append(i).append(",\"length\":6,\"level\":0,\"at\":").append(i).append('}');
        SnakeRecords edited = gson.fromJson("{\"version\":2,\"variants\":{\"" + CLASSIC + "\":{\"top\":[" + games + "],\"longest\":9}}}", SnakeRecords.class);
        assertThat(edited.variant(CLASSIC).top()).hasSize(10).first().extracting(SnakeRecords.Entry::score).isEqualTo(12L);
        assertThat(edited.problem()).isEmpty();
    }

    @Test void impossibleNumbersMakeTheFileUnusable() {
        SnakeRecords bad = new SnakeRecords(2, Map.of(CLASSIC, new SnakeRecords.Variant(List.of(game(-5, 6, 1)), 6)));
        assertThat(bad.problem()).hasValueSatisfying(p -> assertThat(p).contains("below zero"));
        assertThat(new SnakeRecords(2, Map.of(CLASSIC, new SnakeRecords.Variant(List.of(), -1))).problem()).isPresent();
        assertThat(SnakeRecords.empty().problem()).isEmpty();
    }

    @Test void theFirstVersionsBestScoresAreKept() {
        HighScores old = HighScores.empty().with(CLASSIC, 31).with(CAMPAIGN, 4);
        SnakeRecords r = SnakeRecords.from(old);
        assertThat(r.best(CLASSIC)).isEqualTo(31);
        assertThat(r.best(CAMPAIGN)).as("the old file kept the campaign's level as its score").isEqualTo(4);
        assertThat(r.with(CLASSIC, game(31, 6, 5)).tiesBest()).isTrue();
    }
}
