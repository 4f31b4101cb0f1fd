package arcade.games.snake.model;

import arcade.api.session.Rng;
import arcade.games.snake.engine.Automaton;
import arcade.games.snake.engine.Field;
import arcade.games.snake.engine.Globals;
import arcade.games.snake.engine.Boundary;
import org.junit.jupiter.api.Test;

import java.util.List;

import static arcade.games.snake.model.SnakeCell.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The rule's fast row loop (which passes over cells that have no arc to fire) must give exactly
 * the field that calling the full cell update on every cell gives, in any order.
 */
class RowLoopEquivalenceTest {

    @Test
    void rowLoopEqualsPerCellUpdatesOnLitteredFieldsWithManyHeads() {
        Rng rng = new Rng(12);
        for (Boundary b : Boundary.values()) {
            Field f1 = new Field(17, 23, SnakeCell.slots(1), b);
            for (int i = 1; i <= 17; i++)
                for (int j = 1; j <= 23; j++) {
                    int r = rng.nextInt(10);
                    f1.set(TYPE, i, j, r < 5 ? CA0_E : r - 4);       // every type
                    f1.set(TTL, i, j, rng.nextInt(4));
                    if (r == 5 && rng.nextInt(3) == 0) f1.set(DIRECTION, i, j, 1 + rng.nextInt(4)); // many heads
                }
            Field f2 = f1.copy();
            Globals g1 = new Globals(SnakeGlobals.names()), g2 = new Globals(SnakeGlobals.names());
            Automaton rows = new Automaton(f1, new SnakeCellRule(f1, null), g1, List.of());
            Automaton cells = new Automaton(f2, new SnakeCellRule(f2, null), g2, List.of());
            int[] order = new int[17 * 23];
            int k = 0;
            for (int i = 1; i <= 17; i++) for (int j = 1; j <= 23; j++) order[k++] = f2.index(i, j);
            for (int t = 0; t < 5; t++) {
                rng.shuffle(order);
                rows.step();
                cells.step(order);
                assertThat(f1.sameValues(f2)).as("%s step %d", b, t).isTrue();
            }
        }
    }
}
