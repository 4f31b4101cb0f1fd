package arcade.games.snake.model;

import arcade.games.snake.ai.Autopilot;
import arcade.games.snake.ai.AutopilotBenchmark;
import org.junit.jupiter.api.Test;

import java.util.List;

import static arcade.games.snake.model.SnakeCell.CA0_F;
import static arcade.games.snake.model.SnakeCell.TYPE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The classic rules as options of the same automaton: tail-following (arc L11), +1 growth, a full board. */
class ClassicRulesTest {

    /** 8×8 open field without poison, start length 4 at (4,4) heading right. */
    private static SnakeOptions small(boolean classic) {
        SnakeOptions o = SnakeOptions.thesis().withSize(8, 8).withLevel(Level.OPEN).withPoison(false).withStartLength(4);
        return classic ? o.withClassicRules() : o;
    }

    /** A start whose apple lies outside the 2×2 square (4..5, 4..5) the loop below runs on (seeds searched, never assumed). */
    private static SnakeSystem loopStart(SnakeOptions o) {
        for (long seed = 1; ; seed++) {
            SnakeSystem sys = SnakeSystem.start(o, seed).tracing(true);
            SnakeState s = sys.state();
            boolean clear = true;
            for (int i = 4; i <= 5; i++) for (int j = 4; j <= 5; j++) if (s.typeCode(i, j) == CA0_F) clear = false;
            if (clear) return sys;
        }
    }

    private static final List<Direction> LOOP = List.of(Direction.DOWN, Direction.LEFT, Direction.UP, Direction.RIGHT);

    /** Runs the snake round the 2×2 square: right, down, left, up, right, … */
    private static SnakeState circle(SnakeSystem sys, int steps, int[] tailFollows) {
        sys.step(SnakeMove.NONE); // (4,4) → (4,5)
        for (int k = 0; k < steps - 1 && sys.a0() == 0; k++) {
            sys.step(SnakeMove.of(LOOP.get(k % 4)));
            tailFollows[0] += sys.state().arcTrace().orElseThrow().count(SnakeCellRule.L11);
        }
        return sys.state();
    }

    @Test
    void classicHeadMayEnterTheCellTheTailLeaves() {
        int[] follows = {0};
        SnakeState s = circle(loopStart(small(true)), 24, follows);
        assertThat(s.isRunning()).as("a length-4 snake chases its tail round a 2×2 square").isTrue();
        assertThat(s.length(1)).isEqualTo(4);
        assertThat(follows[0]).as("L11 fires every step once the body is unrolled").isGreaterThanOrEqualTo(20);
    }

    @Test
    void thesisRulesMakeTheSameMoveABite() {
        int[] follows = {0};
        SnakeSystem sys = loopStart(small(false));
        SnakeState s = circle(sys, 24, follows);
        assertThat(s.isGameOver()).isTrue();
        assertThat(s.step()).as("the head meets the leaving tail on step 4").isEqualTo(4);
        assertThat(follows[0]).isZero();
    }

    @Test
    void anAppleGrowsTheSnakeByOneUnderClassicRulesAndByThreeUnderTheThesis() {
        for (boolean classic : new boolean[]{true, false}) {
            SnakeSystem sys = SnakeSystem.start(small(classic), 3);
            // an apple two cells ahead of the head at (4,4), whatever the seed dropped
            sys.field().set(TYPE, 4, 6, CA0_F);
            sys.step(SnakeMove.NONE);
            sys.step(SnakeMove.NONE); // the head enters (4,6)
            SnakeState s = sys.state();
            assertThat(s.head(1)).contains(new SnakeState.Cell(4, 6));
            assertThat(s.targetLength(1)).as("classic=" + classic).isEqualTo(4 + (classic ? 1 : 3));
            assertThat(s.score()).isEqualTo(1);
        }
    }

    @Test
    void theAutopilotFillsTheWhole8x8BoardUnderClassicRules() {
        SnakeOptions board = SnakeOptions.autopilotBoard(8, 8).withStartLength(4).withClassicRules();
        for (long seed = 1; seed <= 3; seed++) {
            AutopilotBenchmark.Game g = AutopilotBenchmark.play(board, seed, new Autopilot());
            assertThat(g.filled()).as("seed " + seed).isTrue();
            assertThat(g.finalLength()).isEqualTo(64);
            assertThat(g.score()).as("one point per apple: 64 − 4 apples (plus any bonus)").isGreaterThanOrEqualTo(60);
        }
    }

    @Test
    void rulesAreOptionalPartsOfTheParamsText() {
        SnakeOptions classic = SnakeOptions.thesis().withClassicRules();
        assertThat(classic.params()).isEqualTo("20x20-s3-ring-a1-p0-box-1p-g1-tf");
        assertThat(SnakeOptions.parse(classic.params())).isEqualTo(classic);
        SnakeOptions odd = SnakeOptions.parse("12x10-s2-ring-a2-p1-open-1p-n7-g2");
        assertThat(odd.growth()).isEqualTo(2);
        assertThat(odd.tailFollow()).isFalse();
        assertThat(odd.startLength()).isEqualTo(7);
        assertThat(SnakeOptions.parse(odd.params())).isEqualTo(odd);
        assertThat(SnakeOptions.thesis().params()).as("the thesis's text is unchanged").isEqualTo("20x20-s3-ring-a1-p1-box-1p");
        assertThatThrownBy(() -> SnakeOptions.parse("20x20-s3-ring-a1-p1-box-1p-zz")).hasMessageContaining("unknown option 'zz'");
        assertThatThrownBy(() -> SnakeOptions.parse("20x20-s3-ring-a1-p1-box-1p-g0")).hasMessageContaining("growth");
        assertThat(SnakeDefinition.PARAMS.describe(classic)).contains("classic rules");
    }

    @Test
    void theTailFollowArcIsDocumentedApartFromTheThesisTable() {
        assertThat(ArcTable.cellArcs(false)).hasSize(10);
        assertThat(ArcTable.cellArcs(true)).hasSize(11).last().isEqualTo(ArcTable.TAIL_FOLLOW_ARC);
        assertThat(ArcTable.cellArc(11).condition()).isEqualTo("APPR_HEAD && D2 <= 1 && TAIL_FOLLOW");
    }
}
