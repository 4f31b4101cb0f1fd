package arcade.games.shannon.ai;

import arcade.api.session.Rng;
import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.model.boards.GeneratorParams;
import arcade.games.shannon.model.boards.ThesisGenerator;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** THESIS.md §8.1 and §4.1: the thesis move is free, in the closest min cut, on the 0/1 shortest path. */
class ThesisHeuristicTest {

    @Test void moveIsFreeInTheCutAndOnThePathInRandomMidGamePositions() {
        Rng rng = new Rng(14);
        int checked = 0;
        for (long seed = 0; seed < 200; seed++) {
            Board b = ThesisGenerator.generate(seed % 2 == 0 ? GeneratorParams.SMALL : GeneratorParams.MEDIUM, seed);
            ShannonState s = ShannonState.initial(b, Side.SHORT);
            while (!s.isOver()) {
                ThesisHeuristic.Result r = ThesisHeuristic.analyse(s);
                assertThat(s.isFree(r.move())).as("free, %s", s).isTrue();
                assertThat(r.minCut()).contains(r.move());
                assertThat(r.shortestPath()).contains(r.move());
                ShannonState st = s;
                assertThat(r.minCut()).allMatch(st::isFree); // Property 1: no marked edge in the cut
                assertThat(r.minCut()).hasSize(r.flow());    // a cut of free edges: capacity = size = max flow
                assertThat(r.sourceSide()[b.a()]).isTrue();
                assertThat(r.sourceSide()[b.b()]).isFalse();
                assertThat(ThesisHeuristic.move(s)).isEqualTo(r.move()); // deterministic
                int[] free = s.freeEdges();
                s = s.play(free[rng.nextInt(free.length)]);
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(2000);
    }

    @Test void normalBeatsARandomPlayerInEitherRole() {
        ShannonPlayer random = new ShannonPlayer() {
            @Override public ShannonMove choose(ShannonState s, Rng rng) { int[] f = s.freeEdges(); return new ShannonMove(f[rng.nextInt(f.length)]); }
            @Override public Level level() { return Level.EASY; }
        };
        int asShort = 0, asCut = 0, games = 150;
        for (long seed = 0; seed < games; seed++) {
            ShannonState start = ShannonState.initial(ThesisGenerator.generate(GeneratorParams.SMALL, seed), Side.SHORT);
            if (Match.play(start, new ThesisPlayer(), random, new Rng(seed)).winner() == Side.SHORT) asShort++;
            if (Match.play(start, random, new ThesisPlayer(), new Rng(seed)).winner() == Side.CUT) asCut++;
        }
        assertThat(asShort).isGreaterThanOrEqualTo(games * 99 / 100);
        assertThat(asCut).isGreaterThanOrEqualTo(games * 99 / 100);
    }

    @Test void repeatedTimingsDoNotChangeTheGame() {
        for (long seed = 0; seed < 10; seed++) {
            ShannonState start = ShannonState.initial(ThesisGenerator.generate(GeneratorParams.SMALL, seed), Side.SHORT);
            Match.Result once = Match.play(start, ShannonPlayer.of(Level.EASY), ShannonPlayer.of(Level.PERFECT), new Rng(seed));
            Match.Result thrice = Match.play(start, ShannonPlayer.of(Level.EASY), ShannonPlayer.of(Level.PERFECT), new Rng(seed), 3);
            assertThat(thrice.moves()).isEqualTo(once.moves());
            assertThat(thrice.winner()).isEqualTo(once.winner());
            assertThat(thrice.moveNanos()).hasSameSizeAs(once.moves());
        }
    }
}
