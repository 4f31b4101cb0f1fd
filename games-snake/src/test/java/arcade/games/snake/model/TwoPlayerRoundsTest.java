package arcade.games.snake.model;

import org.junit.jupiter.api.Test;

import static arcade.games.snake.model.SnakeCell.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Two players in rounds (option w): a crash ends the round, the survivor scores it, the first to N wins the match; both start fairly. */
class TwoPlayerRoundsTest {
    private final SnakeRules rules = new SnakeRules();
    private final SnakeOptions match = SnakeOptions.thesis().withSize(30, 20).withSnakes(2).withPoison(false).withRounds(2);

    /** Puts a wall just ahead of {@code snake}'s head, so it crashes in the next step. */
    private static void wallAhead(SnakeSystem sys, int snake) {
        SnakeState s = sys.state();
        SnakeState.Cell h = s.head(snake).orElseThrow();
        Direction d = s.direction(h.row(), h.col());
        sys.field().set(TYPE, h.row() + d.di(), h.col() + d.dj(), CA0_W);
    }

    @Test void aCrashEndsTheRoundTheSurvivorScoresItAndTheFieldIsLaidOutAgain() {
        SnakeSystem sys = SnakeSystem.start(match, 3);
        SnakeState start = sys.state();
        assertThat(start.round()).isEqualTo(1);
        for (int k = 0; k < 4; k++) sys.step(SnakeMove.parse(".."));
        sys.step(SnakeMove.parse(".."));
        long bluePoints = sys.state().score(2);
        wallAhead(sys, 1);
        sys.step(SnakeMove.parse(".."));
        SnakeState over = sys.state();
        assertThat(over.isLifeLost()).as("the round is over, not the match").isTrue();
        assertThat(over.isDead(1)).isTrue();
        assertThat(over.roundWins(2)).isEqualTo(1);
        assertThat(over.roundWins(1)).isZero();
        assertThat(rules.isTerminal(over)).isFalse();

        sys.step(SnakeMove.parse(".."));
        SnakeState next = sys.state();
        assertThat(next.isRunning()).isTrue();
        assertThat(next.round()).isEqualTo(2);
        assertThat(next.isDead(1)).isFalse();
        assertThat(next.head(1)).isEqualTo(start.head(1));
        assertThat(next.head(2)).isEqualTo(start.head(2));
        assertThat(next.score(2)).as("points are kept across rounds").isEqualTo(bluePoints);
    }

    @Test void theFirstToTheMatchsRoundWinsWinsIt() {
        SnakeSystem sys = SnakeSystem.start(match, 4);
        for (int round = 1; round <= 2; round++) {
            wallAhead(sys, 2);
            sys.step(SnakeMove.parse(".."));
            if (round == 1) {
                assertThat(sys.state().isLifeLost()).isTrue();
                sys.step(SnakeMove.parse(".."));
            }
        }
        SnakeState s = sys.state();
        assertThat(s.roundWins(1)).isEqualTo(2);
        assertThat(s.isGameOver()).as("green has its two rounds").isTrue();
        while (!s.isFinished()) s = rules.apply(s, SnakeMove.parse(".."));
        assertThat(rules.outcome(s)).get().matches(o -> o.isWinFor(SnakeRules.PLAYER));
    }

    @Test void aCrashOfBothScoresNoRound() {
        SnakeSystem sys = SnakeSystem.start(match, 5);
        wallAhead(sys, 1);
        wallAhead(sys, 2);
        sys.step(SnakeMove.parse(".."));
        SnakeState s = sys.state();
        assertThat(s.isLifeLost()).isTrue();
        assertThat(s.roundWins(1) + s.roundWins(2)).isZero();
        sys.step(SnakeMove.parse(".."));
        assertThat(sys.state().round()).isEqualTo(2);
    }

    /** Free cells ahead of a snake's head up to the first wall. */
    private static int freeAhead(SnakeState s, int snake) {
        SnakeState.Cell h = s.head(snake).orElseThrow();
        Direction d = s.direction(h.row(), h.col());
        int n = 0;
        for (int i = h.row() + d.di(), j = h.col() + d.dj(); i >= 1 && j >= 1 && i <= s.rows() && j <= s.cols() && s.typeCode(i, j) != CA0_W; i += d.di(), j += d.dj()) n++;
        return n;
    }

    @Test void bothPlayersStartWithTheSameRoomAndNeverFacingANearWall() {
        for (Level level : new Level[]{Level.BOX, Level.CROSS, Level.ROOMS, Level.TUNNEL})
            for (int[] size : new int[][]{{30, 20}, {20, 20}, {16, 16}, {12, 10}, {40, 30}}) {
                SnakeOptions o = SnakeOptions.thesis().withLevel(level).withSize(size[0], size[1]).withSnakes(2).withRounds(3);
                SnakeState s = SnakeState.initial(o, 1);
                String what = level + " " + size[0] + "x" + size[1];
                int one = freeAhead(s, 1), two = freeAhead(s, 2);
                assertThat(one).as(what).isEqualTo(two);
                assertThat(one).as(what + ": room ahead").isGreaterThanOrEqualTo(Math.min(6, size[0] / 2 - 1));
                SnakeState.Cell h1 = s.head(1).orElseThrow(), h2 = s.head(2).orElseThrow();
                assertThat(h2).as(what + ": turned half round").isEqualTo(new SnakeState.Cell(o.rows() + 1 - h1.row(), o.cols() + 1 - h1.col()));
            }
        // the thesis's corner starts where they are fair already, so the preset's field is as it was
        SnakeState preset = SnakeState.initial(match, 1);
        assertThat(preset.head(1)).contains(new SnakeState.Cell(5, 5));
    }

    @Test void roundsAreAParamsPartForTwoPlayersOnly() {
        assertThat(match.params()).endsWith("-2p-w2");
        assertThat(SnakeOptions.parse(match.params())).isEqualTo(match);
        assertThat(SnakeOptions.parse("30x20-s3-ring-a2-p1-box-2p").playsRounds()).as("the first two-player params keep their meaning").isFalse();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> SnakeOptions.thesis().withRounds(3)).hasMessageContaining("two players");
        assertThat(match.withSnakes(1).playsRounds()).isFalse();
    }
}
