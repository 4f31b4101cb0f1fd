package arcade.games.snake.model;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Two snakes on one field (THESIS §17 extension): own ids, own scores, collisions between them. */
class TwoSnakesTest {
    private final SnakeRules rules = new SnakeRules();
    private final SnakeOptions duel = SnakeOptions.thesis().withSnakes(2).withPoison(false);

    @Test
    void snakesStartMirroredAndMoveIndependently() {
        SnakeState s = SnakeState.initial(duel, 4);
        assertThat(s.head(1)).get().isEqualTo(new SnakeState.Cell(5, 5));
        assertThat(s.head(2)).get().isEqualTo(new SnakeState.Cell(16, 16));
        assertThat(s.direction(16, 16)).isEqualTo(Direction.LEFT);
        s = rules.apply(s, SnakeMove.parse("DU"));
        assertThat(s.head(1)).get().isEqualTo(new SnakeState.Cell(6, 5));
        assertThat(s.head(2)).get().isEqualTo(new SnakeState.Cell(15, 16));
        assertThat(s.snakeId(6, 5)).isEqualTo(1);
        assertThat(s.snakeId(15, 16)).isEqualTo(2);
        assertThat(s.snakeId(16, 16)).isEqualTo(2);
    }

    @Test
    void headOnCollisionKillsBothAndIsADraw() {
        SnakeSystem sys = SnakeSystem.start(duel, 1);
        Boards.moveApple(sys, 19, 2);
        // snake 1 → along row 5; snake 2 up column 16 to row 5, then left: they meet head-on
        for (int t = 0; t < 11; t++) sys.step(SnakeMove.parse(".U"));
        sys.step(SnakeMove.parse(".L"));
        SnakeState s = sys.state();
        int guard = 0;
        while (!s.isFinished() && guard++ < 20) s = rules.apply(s, SnakeMove.parse(".."));
        assertThat(s.isDead(1)).isTrue();
        assertThat(s.isDead(2)).isTrue();
        assertThat(rules.outcome(s)).get().hasToString("draw");
    }

    @Test
    void runningIntoTheOtherSnakeLosesTheGame() {
        SnakeSystem sys = SnakeSystem.start(duel, 2);
        Boards.moveApple(sys, 19, 2);
        SnakeState s = sys.state();
        // snake 2: up to row 12, then left along it (at column 10 at step 10); snake 1: right to column 10, then down: reaches row 12 at step 12
        String[] script = {".U", "..", "..", "..", ".L", "D.", "..", "..", "..", "..", "..", ".."};
        for (String m : script) s = rules.apply(s, SnakeMove.parse(m));
        assertThat(s.isDead(1)).isTrue();
        assertThat(s.isDead(2)).isFalse();
        s = rules.apply(s, SnakeMove.parse(".."));
        assertThat(rules.outcome(s)).get().matches(o -> o.isWinFor(SnakeRules.PLAYER_2));
    }
}
