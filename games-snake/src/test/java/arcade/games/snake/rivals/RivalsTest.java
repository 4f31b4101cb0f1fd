package arcade.games.snake.rivals;

import arcade.games.snake.model.Campaign;
import arcade.games.snake.model.CellType;
import arcade.games.snake.model.Direction;
import arcade.games.snake.model.Level;
import arcade.games.snake.model.RivalStrength;
import arcade.games.snake.model.SnakeDefinition;
import arcade.games.snake.model.SnakeMove;
import arcade.games.snake.model.SnakeOptions;
import arcade.games.snake.model.SnakeReplay;
import arcade.games.snake.model.SnakeRules;
import arcade.games.snake.model.SnakeState;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Computer rivals: they share the field, never pass through walls or each other, and a replay plays them back. */
class RivalsTest {
    private static final SnakeRules RULES = new SnakeRules(false);

    /** Rival games: free play on the classic rules with three rivals, and the campaign with two. */
    private static List<SnakeOptions> games(RivalStrength strength) {
        return List.of(
                new SnakeOptions(30, 22, 3, false, false, 2, false, Level.BOX, 1).withRules(1, true).withRivals(3, strength),
                Campaign.options().withRivals(2, strength));
    }

    /** The player steered by a careful rival's rule too, so the game lasts. */
    private static SnakeMove move(RivalPilot pilot, RivalPilot player, SnakeState s) {
        List<Direction> in = new ArrayList<>();
        in.add(player.direction(s, 1, RivalStrength.CAREFUL));
        in.addAll(List.of(pilot.inputs(s)));
        return new SnakeMove(in);
    }

    @Test
    void everySnakeStartsOnItsOwnCellAndTheMovesCarryEveryInput() {
        for (SnakeOptions o : games(RivalStrength.CAREFUL)) {
            SnakeState s = SnakeState.initial(o, 1);
            assertThat(o.totalSnakes()).isEqualTo(1 + o.rivals());
            for (int k = 1; k <= o.totalSnakes(); k++) {
                SnakeState.Cell h = s.head(k).orElseThrow();
                assertThat(s.snakeId(h.row(), h.col())).isEqualTo(k);
            }
            assertThat(RULES.legalMoves(s)).hasSize((int) Math.pow(5, o.totalSnakes()));
        }
    }

    @Test
    void rivalsNeverPassThroughWallsOrEachOther() {
        int games = 0, rivalSteps = 0;
        for (RivalStrength strength : RivalStrength.values())
            for (SnakeOptions o : games(strength)) {
                RivalPilot pilot = new RivalPilot(), player = new RivalPilot();
                SnakeState s = SnakeState.initial(o, 2 + strength.ordinal());
                for (int step = 0; step < 400 && !s.isFinished(); step++) {
                    SnakeState next = RULES.apply(s, move(pilot, player, s));
                    if (s.isRunning()) rivalSteps += checkStep(s, next);
                    s = next;
                }
                games++;
            }
        assertThat(games).isEqualTo(6);
        assertThat(rivalSteps).as("the rivals moved").isGreaterThan(1000);
    }

    /**
     * Every snake that still has a head after the step entered a cell it may enter: never a wall and
     * never another snake's body; walls stay walls. Returns the rival heads that moved.
     */
    private static int checkStep(SnakeState before, SnakeState after) {
        int moved = 0;
        if (after.isLifeLost() || after.isLevelDone() || !after.isRunning() && !after.isGameOver()) return 0;
        for (int k = 1; k <= before.options().totalSnakes(); k++) {
            var h = after.head(k);
            if (h.isEmpty() || after.isDead(k) || after.isGameOver()) continue;
            SnakeState.Cell c = h.get();
            CellType was = before.type(c.row(), c.col());
            assertThat(was).as("snake %d entered (%d,%d) at step %d", k, c.row(), c.col(), after.step()).isNotEqualTo(CellType.WALL);
            if (was == CellType.SNAKE) // only a tail that leaves in this very step (the classic rules' L11)
                assertThat(before.options().tailFollow() && before.ttl(c.row(), c.col()) <= 1).as("snake %d into a body at step %d", k, after.step()).isTrue();
            if (before.options().isRival(k) && !before.head(k).orElseThrow().equals(c)) moved++;
        }
        for (int i = 1; i <= before.rows(); i++)
            for (int j = 1; j <= before.cols(); j++)
                if (before.type(i, j) == CellType.WALL && !after.isGameOver())
                    assertThat(after.type(i, j)).as("wall (%d,%d) at step %d", i, j, after.step()).isEqualTo(CellType.WALL);
        return moved;
    }

    @Test
    void aReplayReproducesTheFinalFieldWithTheRivals() throws Exception {
        SnakeOptions o = games(RivalStrength.EXPERT).get(0);
        RivalPilot pilot = new RivalPilot(), player = new RivalPilot();
        SnakeState s = SnakeState.initial(o, 9);
        List<SnakeMove> moves = new ArrayList<>();
        for (int step = 0; step < 300 && !s.isFinished(); step++) {
            SnakeMove m = move(pilot, player, s);
            moves.add(m);
            s = RULES.apply(s, m);
        }
        SnakeReplay replay = SnakeReplay.record(o, 9, moves);
        SnakeReplay back = SnakeReplay.fromJson(replay.toJson());
        assertThat(back.play().fieldHash()).isEqualTo(s.fieldHash());
        assertThat(moves.get(0).text()).hasSize(4);
        long rivalScore = s.score(2) + s.score(3) + s.score(4);
        assertThat(rivalScore).as("the expert rivals ate").isPositive();
    }

    @Test
    void aRivalThatCrashesLeavesTheFieldAndThePlayerPlaysOn() {
        SnakeOptions o = new SnakeOptions(20, 20, 3, false, false, 1, false, Level.BOX, 1).withRules(1, true).withRivals(1, RivalStrength.GREEDY);
        SnakeState s = SnakeState.initial(o, 3);
        // the rival starts at (16,16) heading left; steering it down runs it into the wall at row 20
        for (int k = 0; k < 5 && !s.isDead(2); k++) s = RULES.apply(s, new SnakeMove(List.of(Direction.NONE, Direction.DOWN)));
        assertThat(s.isDead(2)).isTrue();
        assertThat(s.isRunning()).as("the player plays on").isTrue();
        assertThat(s.head(2)).isEmpty();
        assertThat(s.length(2)).isZero();
        assertThat(s.type(20, 16)).as("the wall it hit stays").isEqualTo(CellType.WALL);
        s = RULES.apply(s, new SnakeMove(List.of(Direction.NONE, Direction.NONE)));
        assertThat(s.isRunning()).isTrue();
    }

    @Test
    void rivalsAreAnOptionalPartOfTheParams() {
        SnakeOptions o = games(RivalStrength.EXPERT).get(0);
        assertThat(o.params()).endsWith("-r3x");
        assertThat(SnakeOptions.parse(o.params())).isEqualTo(o);
        assertThat(SnakeDefinition.PARAMS.describe(o)).contains("3 expert computer rivals");
        assertThatThrownBy(() -> SnakeOptions.parse("20x20-s3-ring-a1-p1-box-2p-r1c")).hasMessageContaining("one player");
        assertThat(SnakeDefinition.preset("rivals")).isPresent();
        assertThat(SnakeDefinition.preset("campaign-rivals")).isPresent();
    }
}
