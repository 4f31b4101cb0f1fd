package arcade.games.shannon.view;

import arcade.games.shannon.view.match.ShannonSettings;

import com.google.gson.Gson;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The settings file: older files still read with the new switches at their defaults; unusable values are named. */
class SettingsKeptTest {
    private static final Gson GSON = new Gson();

    @Test void aFileFromBeforeTheSwitchesKeepsTheirDefaults() {
        String old = """
                {"version":1,"preset":"5x4","mode":"hotseat","human":"cut","level":"perfect","first":"short",
                 "density":0.85,"showVerdict":false,"port":47031,"lastHost":"10.0.0.2"}""";
        ShannonSettings s = GSON.fromJson(old, ShannonSettings.class);
        assertThat(s.problem()).isEmpty();
        assertThat(s.teachOn()).isFalse();
        assertThat(s.dotGridOn()).isTrue();
        assertThat(s.preset()).isEqualTo("5x4");
    }

    @Test void theSwitchesRoundTrip() {
        ShannonSettings s = ShannonSettings.defaults().withTeach(true).withDotGrid(false);
        ShannonSettings back = GSON.fromJson(GSON.toJson(s), ShannonSettings.class);
        assertThat(back).isEqualTo(s);
        assertThat(back.teachOn()).isTrue();
        assertThat(back.dotGridOn()).isFalse();
    }

    @Test void unusableValuesAreNamedInPlainWords() {
        ShannonSettings d = ShannonSettings.defaults();
        assertThat(d.problem()).isEmpty();
        assertThat(d.withPreset("99x99").problem()).contains("the board size “99x99” is unknown");
        assertThat(d.withMode("solo", "short").problem()).contains("the play mode “solo” is unknown");
        assertThat(d.withMode("vs", null).problem()).contains("the side “null” is unknown");
        assertThat(d.withLevel("godlike").problem()).contains("the computer strength “godlike” is unknown");
        assertThat(d.withDensity(1.5).problem()).contains("the cell density must be from 0.8 to 1.0");
        assertThat(d.withNetwork(70000, "x").problem()).contains("the network port must be from 0 to 65535");
    }
}
