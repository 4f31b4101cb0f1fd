package arcade.games.snake.model;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** THESIS §13 traces: the start-up unroll, the untouched death at step 15, growth 5 → 8 after an apple. */
class TraceTest {
    private final SnakeRules rules = new SnakeRules();

    /** A classic start whose apple is off row 5 (seeds are searched, never assumed). */
    static SnakeState classicWithAppleOffRow5() {
        for (long seed = 1; ; seed++) {
            SnakeState s = SnakeState.initial(SnakeOptions.thesis(), seed);
            boolean onRow5 = false;
            for (int j = 1; j <= 20; j++) if (s.type(5, j) == CellType.APPLE) onRow5 = true;
            if (!onRow5) return s;
        }
    }

    @Test
    void untouchedGameDiesAtStep15AndTurnsToWallsAtStep16() {
        SnakeState s = classicWithAppleOffRow5();
        for (int t = 1; t <= 14; t++) {
            s = rules.apply(s, SnakeMove.NONE);
            assertThat(s.isRunning()).as("step %d", t).isTrue();
            assertThat(s.head(1)).get().isEqualTo(new SnakeState.Cell(5, 5 + t));
        }
        s = rules.apply(s, SnakeMove.NONE);
        assertThat(s.a0()).isEqualTo(1);
        assertThat(s.head(1)).get().isEqualTo(new SnakeState.Cell(5, 20));
        assertThat(rules.outcome(s)).isEmpty();
        s = rules.apply(s, SnakeMove.NONE);
        assertThat(rules.outcome(s)).get().hasToString("win:house");
        for (int i = 1; i <= 20; i++) for (int j = 1; j <= 20; j++) assertThat(s.type(i, j)).isEqualTo(CellType.WALL);
    }
}
