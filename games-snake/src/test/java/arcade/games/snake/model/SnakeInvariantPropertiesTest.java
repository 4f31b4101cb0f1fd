package arcade.games.snake.model;

import arcade.api.session.Rng;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import static org.assertj.core.api.Assertions.assertThat;

/** Random legal playouts keep the thesis's invariants (THESIS §13). */
class SnakeInvariantPropertiesTest {
    private final SnakeRules rules = new SnakeRules(false);

    @Property(tries = 60)
    void playoutsKeepTheTtlChainAndTheItemCounts(@ForAll long seed, @ForAll @IntRange(min = 0, max = 3) int variant) {
        SnakeOptions o = switch (variant) {
            case 0 -> SnakeOptions.thesis();
            case 1 -> SnakeOptions.thesis().withTorus(true).withLevel(Level.OPEN).withApples(3);
            case 2 -> SnakeOptions.thesis().withSize(9, 12).withLevel(Level.CROSS);
            default -> SnakeOptions.thesis().withSnakes(2);
        };
        Rng rng = new Rng(seed);
        SnakeState s = SnakeState.initial(o, seed);
        for (int t = 0; t < 120 && s.isRunning(); t++) {
            // mostly straight, sometimes a turn: random snakes die too soon otherwise
            SnakeMove m = SnakeMove.none(o.snakes());
            if (rng.nextInt(4) == 0) m = rules.legalMoves(s).get(rng.nextInt(rules.legalMoves(s).size()));
            s = rules.apply(s, m);
            if (!s.isRunning()) break;
            for (int k = 1; k <= o.snakes(); k++) {
                var head = s.head(k).orElseThrow();
                int len = s.length(k);
                int headTtl = s.ttl(head.row(), head.col());
                assertThat(headTtl).isGreaterThanOrEqualTo(len);
                // TTLs of one snake are distinct and consecutive, ending at the head's
                boolean[] seen = new boolean[len];
                for (int i = 1; i <= s.rows(); i++)
                    for (int j = 1; j <= s.cols(); j++)
                        if (s.type(i, j) == CellType.SNAKE && s.snakeId(i, j) == k) {
                            int slot = headTtl - s.ttl(i, j);
                            assertThat(slot).isBetween(0, len - 1);
                            assertThat(seen[slot]).isFalse();
                            seen[slot] = true;
                            assertThat(s.directionCode(i, j) != 0).isEqualTo(slot == 0);
                        }
            }
            assertThat(Boards.count(s, CellType.APPLE)).isEqualTo(o.apples());
            if (o.poison()) assertThat(Boards.count(s, CellType.POISON)).isEqualTo(s.applesEaten());
            assertThat(s.score(1) + s.score(2)).isGreaterThanOrEqualTo(s.applesEaten());
        }
    }
}
