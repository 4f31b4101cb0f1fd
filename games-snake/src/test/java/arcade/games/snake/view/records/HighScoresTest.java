package arcade.games.snake.view.records;

import arcade.games.snake.view.settings.SnakeSettings;

import com.google.gson.Gson;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class HighScoresTest {

    @Test void bestScoresAreKeptPerOptionSet() {
        HighScores h = HighScores.empty().with("20x20-s3-ring-a1-p1-box-1p", 7).with("20x20-s3-torus-a1-p1-box-1p", 3);
        assertThat(h.bestFor("20x20-s3-ring-a1-p1-box-1p")).isEqualTo(7);
        assertThat(h.bestFor("20x20-s3-torus-a1-p1-box-1p")).isEqualTo(3);
        assertThat(h.bestFor("30x20-s3-ring-a2-p1-box-2p")).isZero();
        assertThat(h.isRecord("20x20-s3-ring-a1-p1-box-1p", 7)).isFalse();
        assertThat(h.with("20x20-s3-ring-a1-p1-box-1p", 5).bestFor("20x20-s3-ring-a1-p1-box-1p")).isEqualTo(7);
        assertThat(h.with("20x20-s3-ring-a1-p1-box-1p", 9).bestFor("20x20-s3-ring-a1-p1-box-1p")).isEqualTo(9);
        assertThat(HighScores.empty().isRecord("x", 0)).isFalse();
    }

    @Test void theyRoundTripThroughJsonWithTheirVersion() {
        Gson gson = new Gson();
        HighScores h = HighScores.empty().with("20x20-s3-ring-a1-p1-box-1p", 12);
        String json = gson.toJson(h);
        assertThat(json).contains("\"version\":1");
        assertThat(gson.fromJson(json, HighScores.class)).isEqualTo(h);
        assertThat(gson.fromJson("{\"version\":1}", HighScores.class).bestFor("a")).isZero();
    }

    @Test void settingsAreRepairedWhenOutOfRange() {
        SnakeSettings s = new SnakeSettings(1, true, false, 42).sanitized();
        assertThat(s.defaultSpeed()).isEqualTo(5);
        assertThat(new SnakeSettings(1, true, false, 0).sanitized().defaultSpeed()).isEqualTo(3);
    }
}
