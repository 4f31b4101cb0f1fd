package arcade.games.minesweeper.view;

import arcade.games.minesweeper.ai.Strength;
import arcade.games.minesweeper.model.FirstClick;
import com.google.gson.Gson;
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

    @Test void theStrengthSurvivesARoundTripAndIsNormalByDefault() {
        assertThat(MinesSettings.defaults().solverStrength()).isEqualTo(Strength.NORMAL);
        MinesSettings deep = MinesSettings.defaults().withStrength(Strength.DEEP).withAutoPlaySpeed(5);
        Gson gson = new Gson();
        MinesSettings back = gson.fromJson(gson.toJson(deep), MinesSettings.class).sanitized();
        assertThat(back).isEqualTo(deep.sanitized());
        assertThat(back.solverStrength()).isEqualTo(Strength.DEEP);
        assertThat(back.autoPlaySpeed()).isEqualTo(5);
    }

    @Test void aFileWrittenBeforeTheStrengthExistedStillReads() {
        String old = "{\"version\":1,\"firstClick\":\"safe\",\"questionMarks\":true,\"chordOnClick\":false,\"autoPlaySpeed\":2}";
        MinesSettings s = new Gson().fromJson(old, MinesSettings.class).sanitized();
        assertThat(s.solverStrength()).isEqualTo(Strength.NORMAL);
        assertThat(s.rule()).isEqualTo(FirstClick.SAFE);
        assertThat(s.questionMarks()).isTrue();
        assertThat(s.chordOnClick()).isFalse();
        assertThat(s.autoPlaySpeed()).isEqualTo(2);
        assertThat(new MinesSettings(2, "zero", false, true, 3, "ludicrous").sanitized().solverStrength()).isEqualTo(Strength.NORMAL);
    }
}
