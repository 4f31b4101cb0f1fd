package arcade.games.snake.ai;

import arcade.games.snake.model.Direction;
import arcade.games.snake.model.Level;
import arcade.games.snake.model.SnakeOptions;
import arcade.games.snake.model.SnakeRules;
import arcade.games.snake.model.SnakeState;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Autopilot sanity: it fills small boards, survives the thesis's own board a while, and is fast. */
class AutopilotTest {

    @Test
    void twentyGamesOn6x6AllFillTheBoard() {
        SnakeOptions board = SnakeOptions.autopilotBoard(6, 6);
        Autopilot ai = new Autopilot();
        for (long seed = 1; seed <= 20; seed++) {
            AutopilotBenchmark.Game g = AutopilotBenchmark.play(board, seed, ai);
            assertThat(g.filled()).as("seed %d", seed).isTrue();
            assertThat(g.died()).isFalse();
            assertThat(g.finalLength()).isEqualTo(36);
        }
    }

    @Test
    void benchmarkSummaryOnA4x4BoardCountsEveryGame() {
        AutopilotBenchmark.Summary s = AutopilotBenchmark.run(SnakeOptions.autopilotBoard(4, 4), 10, 3);
        assertThat(s.games()).isEqualTo(10);
        assertThat(s.playableCells()).isEqualTo(16);
        assertThat(s.averageLength()).isEqualTo(16.0);
        assertThat(s.fillRate().rate()).isEqualTo(1.0);
        assertThat(s.averageSteps()).isPositive();
    }

    @Test
    void neverAsksForAReversalAndPlaysTheClassicGameWithPoisonForAWhile() {
        SnakeRules rules = new SnakeRules(false);
        Autopilot ai = new Autopilot();
        int apples = 0;
        for (long seed = 1; seed <= 5; seed++) {
            SnakeState s = SnakeState.initial(SnakeOptions.thesis(), seed);
            while (s.isRunning() && s.step() < 400) {
                Direction d = ai.direction(s, 1);
                var head = s.head(1).orElseThrow();
                assertThat(d).isNotEqualTo(s.direction(head.row(), head.col()).opposite());
                s = rules.apply(s, ai.next(s));
            }
            apples += (int) s.applesEaten();
        }
        assertThat(apples).isGreaterThanOrEqualTo(5 * 8);
    }

    @Test
    void worksOnLevelsAndTwoSnakesWithoutFailing() {
        SnakeRules rules = new SnakeRules(false);
        Autopilot ai = new Autopilot();
        for (SnakeOptions o : new SnakeOptions[]{SnakeOptions.thesis().withLevel(Level.ROOMS), SnakeOptions.thesis().withTorus(true),
                SnakeOptions.thesis().withSnakes(2), SnakeOptions.thesis().withLevel(Level.OPEN)}) {
            SnakeState s = SnakeState.initial(o, 9);
            while (s.isRunning() && s.step() < 150) s = rules.apply(s, ai.next(s));
            assertThat(s.applesEaten()).as(o.params()).isPositive();
        }
    }
}
