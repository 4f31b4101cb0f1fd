package arcade.games.snake.model;

import arcade.api.model.GameId;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SnakeOptionsTest {

    @Test
    void thesisIsTheDefaultAndParamsRoundTrip() {
        SnakeOptions c = SnakeOptions.thesis();
        assertThat(c.params()).isEqualTo("20x20-s3-ring-a1-p1-box-1p");
        assertThat(c.periodSeconds(0)).isEqualTo(0.3);
        assertThat(c.periodSeconds(50)).isEqualTo(0.3);
        for (SnakeOptions o : SnakeDefinition.INSTANCE.presets().stream().map(p -> SnakeOptions.parse(p.params())).toList()) {
            assertThat(SnakeOptions.parse(o.params())).isEqualTo(o);
            assertThat(GameId.seeded(o.params(), 5).params()).isEqualTo(o.params()); // no '#' or ':'
        }
        SnakeOptions custom = SnakeOptions.parse("31x17-s5up-torus-a4-p0-tunnel-2p");
        assertThat(custom).isEqualTo(new SnakeOptions(31, 17, 5, true, true, 4, false, Level.TUNNEL, 2));
        assertThat(custom.periodSeconds(0)).isEqualTo(0.12);
        assertThat(custom.periodSeconds(10)).isLessThan(0.12).isGreaterThanOrEqualTo(0.06);
        assertThat(custom.periodSeconds(1000)).isEqualTo(0.06);
    }

    @Test
    void badParamsSayWhatIsWrong() {
        assertThatThrownBy(() -> SnakeOptions.parse("20x20")).hasMessageContaining("must look like");
        assertThatThrownBy(() -> SnakeOptions.parse("4x20-s3-ring-a1-p1-box-1p")).hasMessageContaining("between 5 and 2000");
        assertThatThrownBy(() -> SnakeOptions.parse("20x20-s9-ring-a1-p1-box-1p")).hasMessageContaining("speed");
        assertThatThrownBy(() -> SnakeOptions.parse("20x20-s3-klein-a1-p1-box-1p")).hasMessageContaining("ring or torus");
        assertThatThrownBy(() -> SnakeOptions.parse("20x20-s3-ring-a1-p1-maze-1p")).hasMessageContaining("unknown level 'maze'");
        assertThatThrownBy(() -> SnakeOptions.parse("20x20-s3-ring-a1-p1-box-3p")).hasMessageContaining("1p or 2p");
        assertThatThrownBy(() -> SnakeOptions.parse("20xx-s3-ring-a1-p1-box-1p")).hasMessageContaining("20x20");
    }

    @Test
    void everyLevelKeepsTheStartsAndTheCellsAheadFree() {
        for (Level l : Level.values()) {
            if (l == Level.CAMPAIGN) continue; // its starts are in its level files (CampaignTest)
            for (boolean torus : new boolean[]{false, true})
                for (int snakes = 1; snakes <= 2; snakes++) {
                    SnakeOptions o = SnakeOptions.thesis().withLevel(l).withTorus(torus).withSnakes(snakes).withSize(24, 18);
                    SnakeState s = SnakeState.initial(o, 3);
                    for (int k = 1; k <= snakes; k++) {
                        var head = s.head(k).orElseThrow();
                        Direction d = o.startDirection(k);
                        assertThat(s.type(head.row(), head.col())).isEqualTo(CellType.SNAKE);
                        assertThat(s.type(head.row() + d.di(), head.col() + d.dj())).as("%s %s", o, k).isNotEqualTo(CellType.WALL);
                    }
                    int walls = Boards.count(s, CellType.WALL);
                    if (l == Level.OPEN) assertThat(walls).isZero();
                    else assertThat(walls).isPositive();
                }
        }
    }

    @Test
    void torusBoxHasGapsInTheBorder() {
        SnakeState s = SnakeState.initial(SnakeOptions.thesis().withTorus(true), 1);
        assertThat(s.type(1, 10)).isEqualTo(CellType.EMPTY);
        assertThat(s.type(10, 20)).isEqualTo(CellType.EMPTY);
        assertThat(s.type(1, 1)).isEqualTo(CellType.WALL);
    }
}
