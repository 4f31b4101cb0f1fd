package arcade.games.snake.model;

import org.junit.jupiter.api.Test;

import static arcade.games.snake.model.SnakeCell.*;
import static org.assertj.core.api.Assertions.assertThat;

/** THESIS §14 and §15: the input queue and the segment shapes (the fixed-timestep clock is the kit's FixedStepClock). */
class PlayHelpersTest {

    @Test
    void queueRejectsSameAndOppositeAgainstTheLastQueuedOrExecutedMove() {
        InputQueue q = new InputQueue();
        assertThat(q.offer(Direction.RIGHT, Direction.RIGHT)).isFalse();
        assertThat(q.offer(Direction.LEFT, Direction.RIGHT)).isFalse();
        assertThat(q.offer(Direction.UP, Direction.RIGHT)).isTrue();
        assertThat(q.offer(Direction.DOWN, Direction.RIGHT)).isFalse(); // reverses the queued ↑
        assertThat(q.offer(Direction.LEFT, Direction.RIGHT)).isTrue();  // after ↑, ← is a turn
        assertThat(q.offer(Direction.DOWN, Direction.RIGHT)).isFalse(); // full
        assertThat(q.poll()).isEqualTo(Direction.UP);
        assertThat(q.poll()).isEqualTo(Direction.LEFT);
        assertThat(q.poll()).isEqualTo(Direction.NONE);
    }

    /** A one-snake state whose field holds the given snake cells: {row, col, ttl, dir}. */
    private static SnakeState snake(int[]... cells) {
        SnakeSystem sys = SnakeSystem.start(SnakeOptions.thesis().withSize(8, 8), 1);
        var f = sys.field();
        for (int i = 1; i <= 8; i++) for (int j = 1; j <= 8; j++) { f.set(TYPE, i, j, CA0_E); f.set(TTL, i, j, 0); f.set(DIRECTION, i, j, 0); }
        for (int[] c : cells) { f.set(TYPE, c[0], c[1], CA0_S); f.set(TTL, c[0], c[1], c[2]); f.set(DIRECTION, c[0], c[1], c[3]); }
        return sys.state();
    }

    @Test
    void shapesFollowTheChainNeighbours() {
        //   (3,3)6> is the head; body bends: (3,2)5 (4,2)4 (4,3)3 (4,4)2 (3,4)1 tail
        SnakeState s = snake(new int[]{3, 3, 6, D1_RIGHT}, new int[]{3, 2, 5, 0}, new int[]{4, 2, 4, 0},
                new int[]{4, 3, 3, 0}, new int[]{4, 4, 2, 0}, new int[]{3, 4, 1, 0});
        assertThat(SegmentShapes.shapeFor(s, 3, 3)).isEqualTo(SegmentShape.END_LEFT);      // head touches (4,3) and (3,4) but links only to (3,2)
        assertThat(SegmentShapes.shapeFor(s, 3, 2)).isEqualTo(SegmentShape.CORNER_DOWN_RIGHT);
        assertThat(SegmentShapes.shapeFor(s, 4, 2)).isEqualTo(SegmentShape.CORNER_UP_RIGHT);
        assertThat(SegmentShapes.shapeFor(s, 4, 3)).isEqualTo(SegmentShape.HORIZONTAL);
        assertThat(SegmentShapes.shapeFor(s, 4, 4)).isEqualTo(SegmentShape.CORNER_UP_LEFT);
        assertThat(SegmentShapes.shapeFor(s, 3, 4)).isEqualTo(SegmentShape.END_DOWN);
        assertThat(SegmentShapes.eyesFor(s, 3, 3)).isEqualTo(SegmentShapes.Eyes.HORIZONTAL_HEAD);
        assertThat(SegmentShapes.eyesFor(s, 3, 2)).isEqualTo(SegmentShapes.Eyes.NONE);
        assertThat(SegmentShapes.shapeFor(s, 6, 6)).isEqualTo(SegmentShape.NONE);
    }

    @Test
    void verticalShapesEndsAndTheSingleBlock() {
        SnakeState s = snake(new int[]{2, 5, 3, D1_UP}, new int[]{3, 5, 2, 0}, new int[]{4, 5, 1, 0},
                new int[]{6, 2, 5, D1_DOWN});
        assertThat(SegmentShapes.shapeFor(s, 2, 5)).isEqualTo(SegmentShape.END_DOWN);
        assertThat(SegmentShapes.shapeFor(s, 3, 5)).isEqualTo(SegmentShape.VERTICAL);
        assertThat(SegmentShapes.shapeFor(s, 4, 5)).isEqualTo(SegmentShape.END_UP);
        assertThat(SegmentShapes.eyesFor(s, 2, 5)).isEqualTo(SegmentShapes.Eyes.VERTICAL_HEAD);
        assertThat(SegmentShapes.shapeFor(s, 6, 2)).isEqualTo(SegmentShape.SINGLE);
        assertThat(SegmentShapes.eyesFor(s, 6, 2)).isEqualTo(SegmentShapes.Eyes.HORIZONTAL_HEAD);
        assertThat(SegmentShape.CORNER_UP_LEFT.sprite()).isZero();
        assertThat(SegmentShape.HORIZONTAL.sprite()).isEqualTo(9);
    }

    @Test
    void twoParallelRunsOfTheSameSnakeAreNotLinked() {
        // a U-turn: (2,2)1 (2,3)2 (2,4)3 (3,4)4 (3,3)5 (3,2)6 head ←; (2,2)-(3,2) touch but are 5 apart
        SnakeState s = snake(new int[]{2, 2, 1, 0}, new int[]{2, 3, 2, 0}, new int[]{2, 4, 3, 0},
                new int[]{3, 4, 4, 0}, new int[]{3, 3, 5, 0}, new int[]{3, 2, 6, D1_LEFT});
        assertThat(SegmentShapes.shapeFor(s, 2, 2)).isEqualTo(SegmentShape.END_RIGHT);
        assertThat(SegmentShapes.shapeFor(s, 2, 3)).isEqualTo(SegmentShape.HORIZONTAL);
        assertThat(SegmentShapes.shapeFor(s, 3, 3)).isEqualTo(SegmentShape.HORIZONTAL);
        assertThat(SegmentShapes.shapeFor(s, 3, 2)).isEqualTo(SegmentShape.END_RIGHT);
    }
}
