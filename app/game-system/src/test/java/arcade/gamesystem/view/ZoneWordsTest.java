package arcade.gamesystem.view;

import arcade.api.model.PlayerId;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Zones and players as a player reads them: no internal names, Black drawn black and White white. */
class ZoneWordsTest {
    private static final List<PlayerId> BW = List.of(new PlayerId("Black"), new PlayerId("White"));

    @Test void zonesAreNamedInWords() {
        assertThat(ZoneWords.of("pool-Black", BW)).isEqualTo("Black's supply");
        assertThat(ZoneWords.of("src-X", List.of(new PlayerId("X"), new PlayerId("O")))).isEqualTo("X's supply");
        assertThat(ZoneWords.of("pool", BW)).isEqualTo("Supply");
        assertThat(ZoneWords.of("heap", BW)).isEqualTo("Heap");
        assertThat(ZoneWords.of("goal-Red-2", List.of(new PlayerId("Red")))).isEqualTo("Red's home stretch 2");
    }

    @Test void blackAndWhiteAreDrawnAsTheirNamesSay() {
        Color grey = Color.GRAY;
        RulesPalette theme = new RulesPalette(grey, grey, grey, grey, grey, grey, grey, List.of(Color.RED, Color.BLUE, Color.GREEN, Color.YELLOW),
                grey, grey, grey);
        RulesPalette p = theme.forPlayers(BW);
        assertThat(p.owner(0).getBrightness()).as("Black").isLessThan(0.25);
        assertThat(p.owner(1).getBrightness()).as("White").isGreaterThan(0.9);
        assertThat(p.owner(1).getSaturation()).isLessThan(0.1);
        RulesPalette rb = theme.forPlayers(List.of(new PlayerId("Red"), new PlayerId("Blue")));
        assertThat(rb.owner(1)).isEqualTo(Color.BLUE);
    }
}
