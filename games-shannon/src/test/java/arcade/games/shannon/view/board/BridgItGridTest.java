package arcade.games.shannon.view.board;

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

    @Test void onlyBridgItBoardsAndTheBirdCageAreDrawnAsDots() {
        assertThat(BridgItGrid.orderOf(GaleBoards.birdCage())).isEqualTo(5);
        assertThat(BridgItGrid.forBoard(GaleBoards.birdCage(), 800, 600).turned).isTrue();
        assertThat(BridgItGrid.forBoard(GaleBoards.bridgIt(5), 800, 600).turned).isFalse();
        assertThat(BridgItGrid.orderOf(GaleBoards.bridgIt(5).withName("Bird Cage"))).as("upright cells are no Bird Cage").isZero();
        assertThat(BridgItGrid.orderOf(Board.of("Bridg-It 3", 3, new int[][]{{0, 1}, {1, 2}}))).isZero();
        assertThat(BridgItGrid.forBoard(Board.of("Bird Cage", 3, new int[][]{{0, 1}, {1, 2}}), 800, 600)).isNull();
    }

    /** The Bird Cage is Bridg-It 5 link for link, its cells turned by 45°: the turned grid puts each dot on its cell. */
    @Test void theBirdCageIsBridgItFiveTurnedAndItsGridSitsOnItsCells() {
        Board cage = GaleBoards.birdCage(), five = GaleBoards.bridgIt(5);
        assertThat(cage.edges()).isEqualTo(five.edges());
        assertThat(cage.a()).isEqualTo(five.a());
        assertThat(cage.b()).isEqualTo(five.b());
        BridgItGrid g = BridgItGrid.forBoard(cage, 800, 600);
        double[] centre = g.at(2.5, 2);
        for (int v = 0; v < five.vertexCount(); v++) {
            if (v == five.a() || v == five.b()) continue;
            Board.Vertex upright = five.vertex(v), turned = cage.vertex(v);
            double[] at = g.at(upright.x(), upright.y());
            assertThat((at[0] - centre[0]) / g.scale).isCloseTo(turned.x() - 2.5, org.assertj.core.data.Offset.offset(1e-9));
            assertThat((at[1] - centre[1]) / g.scale).isCloseTo(turned.y() - 2.5, org.assertj.core.data.Offset.offset(1e-9));
        }
        // the whole turned grid, labels included, stays inside the canvas, and each link's middle picks that link
        for (int e = 0; e < cage.edgeCount(); e++) {
            double[] m = g.midpoint(e);
            assertThat(m[0]).isBetween(0.0, 800.0);
            assertThat(m[1]).isBetween(0.0, 600.0);
            assertThat(g.nearest(java.util.stream.IntStream.range(0, cage.edgeCount()).toArray(), m[0], m[1])).isEqualTo(e);
        }
        for (double[] corner : new double[][] {{-0.55, 2}, {5.55, 2}, {0.5, -0.5}, {4.5, 5.5}, {0, 0}, {5, 4}}) {
            double[] p = g.at(corner[0], corner[1]);
            assertThat(p[0]).isBetween(0.0, 800.0);
            assertThat(p[1]).isBetween(0.0, 600.0);
        }
    }

    /** The board vertex at grid dot (x, y): A for column 0, B for column k, else the inner dot there. */
    private static int dotOf(Board b, int k, double x, double y) {
        if (x == 0) return b.a();
        if (x == k) return b.b();
        for (int v = 0; v < b.vertexCount(); v++) if (b.vertex(v).x() == x && b.vertex(v).y() == y) return v;
        return -1;
    }

    /** A banner over the top of the board (the result, a replay label): every dot and cell lies below it, inside the canvas. */
    @Test void aBandKeptFreeAtTheTopHoldsNoDotAndNoCell() {
        double top = 70;
        for (Board b : new Board[] {GaleBoards.birdCage(), GaleBoards.bridgIt(5)}) {
            BridgItGrid g = BridgItGrid.forBoard(b, 800, 600 - 150, top);
            for (int e = 0; e < b.edgeCount(); e++) {
                double[] s = g.shortBridge(e), c = g.cutBridge(e);
                for (double[] p : new double[][] {g.at(s[0], s[1]), g.at(s[2], s[3]), g.at(c[0], c[1]), g.at(c[2], c[3])}) {
                    assertThat(p[1]).as(b.name() + " dot y").isGreaterThan(top).isLessThan(450);
                    assertThat(p[0]).isBetween(0.0, 800.0);
                }
            }
        }
        Board graph = GaleBoards.bridgIt(4);
        BoardGeometry geo = new BoardGeometry(graph, 800, 450, top);
        for (Board.Vertex v : graph.vertices())
            assertThat(geo.y(v) - geo.cellRadius()).as("cell top").isGreaterThan(top).isLessThan(450);
    }
}
