package arcade.games.snake.ai;

import arcade.games.snake.model.Direction;
import arcade.games.snake.model.SnakeCell;
import arcade.games.snake.model.SnakeMove;
import arcade.games.snake.model.SnakeOptions;
import arcade.games.snake.model.SnakeRules;
import arcade.games.snake.model.SnakeState;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The classic-rules autopilot: a cycle rebuilt around each apple fills the board, and faster than the fixed cycle. */
class SplicedCycleTest {

    private static final SnakeOptions CLASSIC_8 = SnakeOptions.autopilotBoard(8, 8).withStartLength(4).withClassicRules();

    @Test
    void fillsEvery8x8BoardInFewerStepsThanCuttingAheadOnAFixedCycle() {
        AutopilotBenchmark.Summary spliced = AutopilotBenchmark.run(CLASSIC_8, 60, 5, new Autopilot());
        assertThat(spliced.fillRate().rate()).isEqualTo(1.0);
        assertThat(spliced.deaths()).isZero();
        // the published best is 717.8; cutting ahead on a fixed cycle needs about 635, this about 480
        assertThat(spliced.averageSteps()).isLessThan(500);
    }

    @Test
    void everyRebuildKeepsTheCycleSoTheSnakeNeverLeavesIt() {
        // every rebuild, whichever candidate path it took, must leave a cycle that still holds
        // the body: otherwise the next move falls back to the greedy search
        SnakeRules rules = new SnakeRules(false);
        SnakeOptions o = SnakeOptions.autopilotBoard(12, 12).withClassicRules();
        for (long seed = 1; seed <= 4; seed++) {
            Autopilot ai = new Autopilot();
            SnakeState s = SnakeState.initial(o, seed);
            while (s.isRunning() && s.step() < AutopilotBenchmark.stepCap(144)) {
                SnakeMove m = ai.next(s);
                assertThat(ai.lastMode()).as("seed %d, step %d", seed, s.step()).isEqualTo(Autopilot.Mode.CYCLE);
                s = rules.apply(s, m);
            }
            assertThat(s.isBoardFull()).as("seed %d", seed).isTrue();
        }
    }

    @Test
    void plansThroughCellsTheTailLeavesNeverMeetTheBody() {
        // replays every move: the head may only enter a cell that is free (empty, apple, bonus), or the tail's cell in
        // the very move the tail leaves it; and the cycle holds again once the plan's apple is eaten. Plans come from
        // rebuilds through the cells the tail leaves and from loops cut out toward the apple that go back in there.
        SnakeRules rules = new SnakeRules(false);
        long plans = 0, timed = 0, replans = 0;
        for (int[] b : new int[][]{{8, 8, 4}, {6, 6, 3}, {10, 7, 5}}) {
            SnakeOptions o = SnakeOptions.autopilotBoard(b[0], b[1]).withStartLength(b[2]).withClassicRules();
            for (long seed = 1; seed <= 6; seed++) {
                Autopilot ai = new Autopilot();
                SnakeState s = SnakeState.initial(o, seed);
                while (s.isRunning() && s.step() < AutopilotBenchmark.stepCap(b[0] * b[1])) {
                    SnakeMove m = ai.next(s);
                    assertThat(ai.lastMode()).as("%dx%d seed %d step %d", b[0], b[1], seed, s.step()).isEqualTo(Autopilot.Mode.CYCLE);
                    var head = s.head(1).orElseThrow();
                    Direction d = m.input(1) == Direction.NONE ? s.direction(head.row(), head.col()) : m.input(1);
                    int i = head.row() + d.di(), j = head.col() + d.dj();
                    int type = s.typeCode(i, j);
                    boolean leavingTail = type == SnakeCell.CA0_S && s.snakeId(i, j) == 1 && s.ttl(i, j) <= 1;
                    boolean open = type == SnakeCell.CA0_E || type == SnakeCell.CA0_F || type == SnakeCell.CA0_B
                            || type == SnakeCell.CA0_R || type == SnakeCell.CA0_D;   // empty, apple or a bonus
                    assertThat(open || leavingTail)
                            .as("%dx%d seed %d step %d: the head enters (%d,%d), type %d", b[0], b[1], seed, s.step(), i, j, type).isTrue();
                    s = rules.apply(s, m);
                }
                assertThat(s.isBoardFull()).as("%dx%d seed %d", b[0], b[1], seed).isTrue();
                plans += ai.plansMade();
                timed += ai.timedPlansMade();
                replans += ai.replansMade();
            }
        }
        assertThat(plans).as("rebuilds followed as a plan").isGreaterThan(20);
        assertThat(timed).as("timed cut-outs followed as a plan").isGreaterThan(100);
        assertThat(replans).as("plans replaced on the way by a shorter rebuild").isGreaterThan(5);
    }

    @Test
    void cutsOnAPlanWhoseWayCrossesCellsTheTailLeavesKeepThoseCellsLeftInTime() {
        // a rebuilt plan's way may run through body cells the tail leaves just in time; a loop cut out of it brings
        // the head to them sooner. On these boards a cut that ignored this sent the head into its body: the plan was
        // dropped and the autopilot fell back to plain greedy moves.
        SnakeRules rules = new SnakeRules(false);
        SnakeOptions o = SnakeOptions.autopilotBoard(8, 8).withStartLength(4).withClassicRules();
        for (long game : new long[] {60, 168, 271, 362, 395, 519}) {
            Autopilot ai = new Autopilot();
            SnakeState s = SnakeState.initial(o, game * 7919);
            while (s.isRunning() && s.step() < AutopilotBenchmark.stepCap(64)) {
                SnakeMove m = ai.next(s);
                assertThat(ai.lastMode()).as("game %d step %d", game, s.step()).isEqualTo(Autopilot.Mode.CYCLE);
                s = rules.apply(s, m);
            }
            assertThat(s.isBoardFull()).as("game %d", game).isTrue();
            assertThat(ai.cyclesLost()).as("game %d", game).isZero();
        }
    }

    @Test
    void loopsCutOutOfTheWayToTheAppleLeaveOneCycleHoldingTheBody() {
        // each cut-out loop goes back in after the apple: the cycle must still hold the body at the next move
        // (a cycle lost would send the autopilot looking for a new one), and the boards must fill
        SnakeRules rules = new SnakeRules(false);
        long shortcuts = 0;
        for (int[] b : new int[][]{{10, 10, 3}, {12, 8, 4}, {9, 6, 2}}) {
            SnakeOptions o = SnakeOptions.autopilotBoard(b[0], b[1]).withStartLength(b[2]).withClassicRules();
            for (long seed = 1; seed <= 4; seed++) {
                Autopilot ai = new Autopilot();
                SnakeState s = SnakeState.initial(o, seed);
                while (s.isRunning() && s.step() < AutopilotBenchmark.stepCap(b[0] * b[1])) s = rules.apply(s, ai.next(s));
                assertThat(s.isBoardFull()).as("%dx%d seed %d", b[0], b[1], seed).isTrue();
                assertThat(ai.cyclesLost()).as("%dx%d seed %d: cycles lost", b[0], b[1], seed).isZero();
                shortcuts += ai.shortcutsMade();
            }
        }
        assertThat(shortcuts).as("loops cut out").isGreaterThan(20);
    }

    @Test
    void fillsOddShapedBoardsWithoutEverAskingForAReversal() {
        SnakeRules rules = new SnakeRules(false);
        for (int[] size : new int[][]{{12, 9}, {7, 10}, {16, 16}}) {
            SnakeOptions o = SnakeOptions.autopilotBoard(size[0], size[1]).withClassicRules();
            Autopilot ai = new Autopilot();
            SnakeState s = SnakeState.initial(o, 11);
            while (s.isRunning() && s.step() < AutopilotBenchmark.stepCap(size[0] * size[1])) {
                Direction d = ai.direction(s, 1);
                var head = s.head(1).orElseThrow();
                assertThat(d).isNotEqualTo(s.direction(head.row(), head.col()).opposite());
                s = rules.apply(s, SnakeMove.of(d));
            }
            assertThat(s.isBoardFull()).as("%dx%d", size[0], size[1]).isTrue();
            assertThat(s.length(1)).isEqualTo(size[0] * size[1]);
        }
    }

    @Test
    void takesOverASnakeSteeredByHandAndStillFillsTheBoard() {
        SnakeRules rules = new SnakeRules(false);
        SnakeOptions o = SnakeOptions.autopilotBoard(10, 10).withStartLength(6).withClassicRules();
        SnakeState s = SnakeState.initial(o, 3);
        // a player's wiggle: the body no longer lies along the fixed cycle
        for (Direction d : new Direction[]{Direction.DOWN, Direction.DOWN, Direction.RIGHT, Direction.RIGHT, Direction.UP, Direction.RIGHT, Direction.DOWN})
            s = rules.apply(s, SnakeMove.of(d));
        assertThat(s.isRunning()).isTrue();
        Autopilot ai = new Autopilot();
        while (s.isRunning() && s.step() < AutopilotBenchmark.stepCap(100)) s = rules.apply(s, ai.next(s));
        assertThat(s.isBoardFull()).isTrue();
    }
}
