package arcade.games.snake.model;

import arcade.api.model.GameDefinition;
import arcade.api.testing.GameDefinitionContract;

import java.util.List;

/**
 * The platform's rules contract on Snake: random playouts of the thesis's game and of the
 * two-snake, torus and littered variants. A snake can circle forever without eating, so Snake
 * is not declared terminating; playouts are cut at the ply bound.
 */
class SnakeDefinitionContractTest extends GameDefinitionContract<SnakeState, SnakeMove> {
    @Override protected GameDefinition<SnakeState, SnakeMove> definition() { return SnakeDefinition.INSTANCE; }
    @Override protected int plyBound() { return 200; }
    @Override protected boolean terminating() { return false; }
    @Override protected List<Long> seeds() { return List.of(1L, 2L, 3L, 5L, 8L, 13L, 21L, 34L, 55L, 89L, 144L, 233L); }

    @Override protected List<SnakeState> extraStates() {
        return List.of(
                SnakeState.initial(SnakeOptions.thesis().withSnakes(2), 7),
                SnakeState.initial(SnakeOptions.thesis().withTorus(true).withLevel(Level.OPEN).withApples(3), 11),
                SnakeState.initial(SnakeOptions.parse("12x9-s5up-ring-a2-p1-rooms-1p"), 13));
    }
}
