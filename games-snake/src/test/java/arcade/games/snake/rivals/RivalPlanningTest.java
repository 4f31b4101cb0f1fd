package arcade.games.snake.rivals;

import arcade.games.snake.model.Direction;
import arcade.games.snake.model.FieldPicture;
import arcade.games.snake.model.Level;
import arcade.games.snake.model.RivalStrength;
import arcade.games.snake.model.SnakeMove;
import arcade.games.snake.model.SnakeOptions;
import arcade.games.snake.model.SnakeRules;
import arcade.games.snake.model.SnakeState;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The expert rival plans round the other snakes, on hand-built fields (A is the player, B the rival). */
class RivalPlanningTest {
    private static SnakeOptions field(int cols, int rows, RivalStrength strength) {
        return new SnakeOptions(cols, rows, 3, false, false, 1, false, Level.BOX, 1).withRules(1, true).withRivals(1, strength);
    }

    private static Direction decide(RivalStrength strength, String... picture) {
        SnakeState s = FieldPicture.state(field(picture[0].length(), picture.length, strength), picture);
        return new RivalPilot().direction(s, 2, strength);
    }

    @Test void theExpertKeepsOutOfACellAnotherHeadMayEnter() {
        String[] faceToFace = {
                "##########",
                "#........#",
                "#bbB.Aaa.#",
                "#........#",
                "##########"};
        assertThat(decide(RivalStrength.GREEDY, faceToFace)).as("greedy runs on into the shared cell").isEqualTo(Direction.NONE);
        assertThat(decide(RivalStrength.EXPERT, faceToFace)).isIn(Direction.UP, Direction.DOWN);
    }

    @Test void theExpertGoesForTheAppleItReachesFirst() {
        String[] twoApples = {
                "############",
                "#aA..*.....#",
                "#..........#",
                "#..........#",
                "#....B...*.#",
                "#....b.....#",
                "############"};
        // The apple straight ahead is three steps away for both heads (a race and a head-on crash);
        // the one to the right is four steps for the rival and ten for the player.
        assertThat(decide(RivalStrength.GREEDY, twoApples)).as("greedy goes straight for the nearer apple").isEqualTo(Direction.NONE);
        assertThat(decide(RivalStrength.EXPERT, twoApples)).isEqualTo(Direction.RIGHT);
    }

    @Test void aDecisionDependsOnTheStateAloneSoAReplayGivesTheSameRivals() {
        SnakeOptions o = new SnakeOptions(30, 22, 3, false, false, 2, false, Level.BOX, 1).withRules(1, true).withRivals(3, RivalStrength.EXPERT);
        SnakeRules rules = new SnakeRules(false);
        RivalPilot pilot = new RivalPilot();
        SnakeState s = SnakeState.initial(o, 41);
        List<SnakeState> seen = new ArrayList<>();
        List<Direction[]> given = new ArrayList<>();
        for (int k = 0; k < 150 && s.isRunning(); k++) {
            Direction[] in = pilot.inputs(s);
            seen.add(s);
            given.add(in);
            List<Direction> all = new ArrayList<>(List.of(pilot.direction(s, 1, RivalStrength.CAREFUL))); // the player, steered to last
            all.addAll(List.of(in));
            s = rules.apply(s, new SnakeMove(all));
        }
        assertThat(seen).hasSize(150);
        // a fresh pilot, asked in another order, gives the same inputs
        for (int k = seen.size() - 1; k >= 0; k--) assertThat(new RivalPilot().inputs(seen.get(k))).containsExactly(given.get(k));
    }
}
