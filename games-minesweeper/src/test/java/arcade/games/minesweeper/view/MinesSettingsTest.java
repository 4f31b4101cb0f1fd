package arcade.games.minesweeper.view;

import arcade.games.minesweeper.model.FirstClick;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class MinesSettingsTest {
    @Test void badValuesFromAFileAreRepaired() {
        MinesSettings s = new MinesSettings(0, "banana", true, false, 42).sanitized();
        assertThat(s.rule()).isEqualTo(FirstClick.ZERO);
        assertThat(s.autoPlaySpeed()).isEqualTo(3);
        assertThat(s.questionMarks()).isTrue();
        assertThat(s.chordOnClick()).isFalse();
        assertThat(new MinesSettings(1, null, false, true, 0).sanitized().firstClick()).isEqualTo("zero");
    }

    @Test void fasterLevelsPauseLess() {
        MinesSettings s = MinesSettings.defaults();
        for (int level = 1; level < MinesSettings.FASTEST; level++)
            assertThat(s.withAutoPlaySpeed(level).stepMillis()).isGreaterThan(s.withAutoPlaySpeed(level + 1).stepMillis());
        assertThat(s.withFirstClick(FirstClick.SAFE).rule()).isEqualTo(FirstClick.SAFE);
    }
}
