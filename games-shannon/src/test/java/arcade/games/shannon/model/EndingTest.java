package arcade.games.shannon.model;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class EndingTest {
    // 0 = A, 3 = B; two routes 0-1-3 and 0-2-3
    private final Board square = Board.of("square", 4, new int[][]{{0, 1}, {1, 3}, {0, 2}, {2, 3}});

    @Test void shortsWinIsExplainedByItsHealedRouteFromAToB() {
        ShannonState s = ShannonRules.INSTANCE.newGame(square, Side.SHORT).play(2).play(0).play(3);
        assertThat(s.winner()).contains(Side.SHORT);
        assertThat(Ending.winningPath(s)).containsExactly(2, 3);
        assertThat(Ending.explaining(s)).containsExactly(2, 3);
    }

    @Test void cutsWinIsExplainedByTheCutLinksAroundASide() {
        ShannonState s = ShannonRules.INSTANCE.newGame(square, Side.CUT).play(0).play(2).play(3);
        assertThat(s.winner()).contains(Side.CUT);
        // A's side is {A, 2}: cut links leaving it are 0 (A–1) and 3 (2–B); link 2 is healed.
        assertThat(Ending.separatingCut(s)).containsExactlyInAnyOrder(0, 3);
        assertThat(Ending.winningPath(s)).isEmpty();
    }

    @Test void aRunningGameHasNothingToExplain() {
        assertThat(Ending.explaining(ShannonRules.INSTANCE.newGame(square, Side.SHORT).play(0))).isEqualTo(List.of());
    }
}
