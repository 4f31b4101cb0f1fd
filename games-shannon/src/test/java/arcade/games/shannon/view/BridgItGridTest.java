package arcade.games.shannon.view;

import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.boards.GaleBoards;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** The dot grid matches the Shannon board: each link is one Short bridge crossed by one Cut bridge. */
class BridgItGridTest {

    @Test void everyLinkIsAShortBridgeBetweenItsOwnDotsCrossedByOneCutBridge() {
        for (int k = 2; k <= 6; k++) {
            Board b = GaleBoards.bridgIt(k);
            assertThat(BridgItGrid.orderOf(b)).isEqualTo(k);
            BridgItGrid g = new BridgItGrid(k, 800, 600);
            Set<String> shortBridges = new HashSet<>(), cutBridges = new HashSet<>();
            for (int e = 0; e < b.edgeCount(); e++) {
                double[] s = g.shortBridge(e), c = g.cutBridge(e);
                // unit length, on Short's dots (integer points) and Cut's dots (half-integer points)
                assertThat(Math.hypot(s[2] - s[0], s[3] - s[1])).isEqualTo(1.0);
                assertThat(Math.hypot(c[2] - c[0], c[3] - c[1])).isEqualTo(1.0);
                assertThat(s[0] % 1).isZero();
                assertThat(c[0] % 1 == 0.5 || c[2] % 1 == 0.5 || c[1] % 1 != 0).isTrue();
                // the two bridges cross at their common middle, at right angles
                assertThat((s[0] + s[2]) / 2).isEqualTo((c[0] + c[2]) / 2);
                assertThat((s[1] + s[3]) / 2).isEqualTo((c[1] + c[3]) / 2);
                assertThat((s[2] - s[0]) * (c[2] - c[0]) + (s[3] - s[1]) * (c[3] - c[1])).isZero();
                shortBridges.add(s[0] + "," + s[1] + "," + s[2] + "," + s[3]);
                cutBridges.add(c[0] + "," + c[1] + "," + c[2] + "," + c[3]);
                // the graph's link joins the same dots (columns 0 and k are A and B)
                Board.Edge edge = b.edge(e);
                assertThat(dotOf(b, k, s[0], s[1])).isIn(edge.u(), edge.v());
                assertThat(dotOf(b, k, s[2], s[3])).isIn(edge.u(), edge.v());
                assertThat(g.nearest(new int[] {e}, g.midpoint(e)[0], g.midpoint(e)[1])).isEqualTo(e);
            }
            assertThat(shortBridges).hasSize(b.edgeCount());
            assertThat(cutBridges).hasSize(b.edgeCount());
        }
    }

    @Test void onlyBridgItBoardsAreDrawnAsDots() {
        assertThat(BridgItGrid.orderOf(GaleBoards.birdCage())).isZero();
        assertThat(BridgItGrid.orderOf(Board.of("Bridg-It 3", 3, new int[][]{{0, 1}, {1, 2}}))).isZero();
    }

    /** The board vertex at grid dot (x, y): A for column 0, B for column k, else the inner dot there. */
    private static int dotOf(Board b, int k, double x, double y) {
        if (x == 0) return b.a();
        if (x == k) return b.b();
        for (int v = 0; v < b.vertexCount(); v++) if (b.vertex(v).x() == x && b.vertex(v).y() == y) return v;
        return -1;
    }
}
