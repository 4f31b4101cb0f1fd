package arcade.games.shannon.ai;

import arcade.api.session.Rng;
import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.model.boards.GeneratorParams;
import arcade.games.shannon.model.boards.ThesisGenerator;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.OptionalInt;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Traps in lost positions, checked against exhaustive minimax, and their effect on the thesis AI. */
class TrapSearchTest {

    @Test void everyTrapIsRealAndEveryOneMoveTrapIsFound() {
        Rng rng = new Rng(77L);
        int lost = 0, found = 0, oneMove = 0;
        for (int g = 0; g < 500; g++) {
            Board b = RandomGraphs.next(rng, 7, 12);
            Minimax mm = new Minimax(b);
            for (Side first : Side.values()) {
                Set<ShannonState> seen = new HashSet<>();
                ShannonState s = ShannonState.initial(b, first);
                // walk a few random games and test every lost position met on the way
                for (int game = 0; game < 6; game++, s = ShannonState.initial(b, first)) {
                    while (!s.isOver()) {
                        Side me = s.toMove();
                        if (mm.winner(s) != me && seen.add(s)) {
                            lost++;
                            boolean exists = oneMoveTrapExists(s, mm);
                            OptionalInt trap = TrapSearch.find(s, Long.MAX_VALUE);
                            if (exists) {
                                oneMove++;
                                assertThat(trap).as("a one-move trap exists in %s", s).isPresent();
                            }
                            if (trap.isPresent()) {
                                found++;
                                assertThat(isTrap(s.play(trap.getAsInt()), me, mm, 2)).as("trap e%d in %s", trap.getAsInt(), s).isTrue();
                            }
                        }
                        int[] free = s.freeEdges();
                        s = s.play(free[rng.nextInt(free.length)]);
                    }
                }
            }
        }
        assertThat(lost).isGreaterThan(1_000);
        assertThat(oneMove).isGreaterThan(40);
        assertThat(found).isGreaterThanOrEqualTo(oneMove);
    }

    /** True when the opponent, to move in {@code after}, loses (minimax) by answering with the thesis move, within {@code depth} of our moves. */
    private static boolean isTrap(ShannonState after, Side me, Minimax mm, int depth) {
        if (after.isOver()) return after.winner().get() == me;
        ShannonState reply = after.play(ThesisHeuristic.move(after));
        if (reply.isOver()) return reply.winner().get() == me;
        if (mm.winner(reply) == me) return true;
        if (depth == 1) return false;
        for (int x : reply.freeEdges()) if (isTrap(reply.play(x), me, mm, depth - 1)) return true;
        return false;
    }

    private static boolean oneMoveTrapExists(ShannonState s, Minimax mm) {
        for (int x : s.freeEdges()) if (isTrap(s.play(x), s.toMove(), mm, 1)) return true;
        return false;
    }

    @Test void aSpentBudgetFindsNothingAndTheSearchIsDeterministic() {
        ShannonState s = lostCutPositionOnA5x4Board();
        assertThat(TrapSearch.find(s, 1)).isEmpty();
        assertThat(TrapSearch.find(s, TrapSearch.DEFAULT_BUDGET)).isEqualTo(TrapSearch.find(s, TrapSearch.DEFAULT_BUDGET));
    }

    @Test void trapsMakeThePerfectCutBeatTheThesisShortMoreOften() {
        int withTraps = 0, without = 0, optimum = 0;
        for (long seed = 0; seed < 60; seed++) {
            ShannonState start = ShannonState.initial(ThesisGenerator.generate(GeneratorParams.SMALL, seed), Side.SHORT);
            if (Lehman.classify(start) != PositionClass.CUT) optimum++;
            if (Match.play(start, new ThesisPlayer(), new PerfectPlayer(), new Rng(seed)).winner() == Side.SHORT) withTraps++;
            if (Match.play(start, new ThesisPlayer(), new PerfectPlayer(0), new Rng(seed)).winner() == Side.SHORT) without++;
        }
        // the thesis Short never wins a board it should lose, and traps catch it on more boards
        assertThat(without).isLessThanOrEqualTo(optimum);
        assertThat(withTraps).isLessThan(without);
    }

    private static ShannonState lostCutPositionOnA5x4Board() {
        for (long seed = 0; ; seed++) {
            ShannonState s = ShannonState.initial(ThesisGenerator.generate(GeneratorParams.SMALL, seed), Side.SHORT);
            s = s.play(ThesisHeuristic.move(s));
            if (!s.isOver() && Lehman.classify(s) == PositionClass.SHORT) return s;
        }
    }
}
