package arcade.games.shannon.model;

import arcade.api.session.Rng;
import arcade.games.shannon.ai.Lehman;
import arcade.games.shannon.ai.PositionClass;
import arcade.games.shannon.model.boards.GeneratorParams;
import arcade.games.shannon.model.boards.ThesisGenerator;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;

import static org.assertj.core.api.Assertions.assertThat;

/** Random legal playouts on random generated boards keep the game's invariants. */
class PlayoutPropertiesTest {

    @Property(tries = 150)
    void playoutsKeepTheInvariants(@ForAll long seed, @ForAll @IntRange(min = 2, max = 10) int width,
                                   @ForAll @IntRange(min = 2, max = 8) int height, @ForAll @DoubleRange(min = 0.8, max = 1.0) double p,
                                   @ForAll boolean cutFirst) {
        Board b = ThesisGenerator.generate(new GeneratorParams(width, height, p, GeneratorParams.THESIS_Q), seed);
        ShannonState s = ShannonRules.INSTANCE.newGame(b, cutFirst ? Side.CUT : Side.SHORT);
        Rng rng = new Rng(seed);
        int moves = 0;
        while (!s.isOver()) {
            // the class only ever moves towards the side that just moved, or stays (a move never helps the opponent)
            PositionClass before = Lehman.classify(s);
            Side mover = s.toMove();
            int[] free = s.freeEdges();
            assertThat(free).isNotEmpty();
            ShannonState next = s.play(free[rng.nextInt(free.length)]);
            assertThat(next.toMove()).isEqualTo(mover.other());
            assertThat(next.freeCount()).isEqualTo(s.freeCount() - 1);
            PositionClass after = Lehman.classify(next);
            if (before == (mover == Side.SHORT ? PositionClass.SHORT : PositionClass.CUT)) assertThat(after).isEqualTo(before);
            s = next;
            moves++;
        }
        assertThat(moves).isLessThanOrEqualTo(b.edgeCount());
        assertThat(s.healthy()[b.b()]).isEqualTo(s.winner().get() == Side.SHORT);
    }
}
