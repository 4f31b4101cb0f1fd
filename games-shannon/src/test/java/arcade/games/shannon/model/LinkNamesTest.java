package arcade.games.shannon.model;

import arcade.games.shannon.model.boards.GaleBoards;
import arcade.games.shannon.model.boards.GeneratorParams;
import arcade.games.shannon.model.boards.LinkNames;
import arcade.games.shannon.model.boards.ThesisGenerator;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Links are named by the coordinates the board shows, one name per link. */
class LinkNamesTest {

    @Test void generatedBoardsAreNamedByLetteredColumnsAndNumberedRows() {
        for (GeneratorParams p : new GeneratorParams[] {GeneratorParams.SMALL, GeneratorParams.MEDIUM, GeneratorParams.LARGE,
                new GeneratorParams(30, 30, 0.9, 0.95)}) {
            for (long seed = 0; seed < 20; seed++) {
                Board b = ThesisGenerator.generate(p, seed);
                LinkNames n = LinkNames.of(b);
                assertThat(n.scheme()).isEqualTo(LinkNames.Scheme.LATTICE);
                assertThat(n.columns()).isLessThanOrEqualTo(p.width());
                assertThat(n.rows()).isLessThanOrEqualTo(p.height());
                Set<String> links = new HashSet<>();
                for (int e = 0; e < b.edgeCount(); e++) {
                    assertThat(links.add(n.link(e))).as("unique name " + n.link(e)).isTrue();
                    assertThat(n.link(e)).matches("(A|B|[a-z]{1,2}[0-9]{1,2})–(A|B|[a-z]{1,2}[0-9]{1,2})");
                }
                for (int v = 0; v < b.vertexCount(); v++) {
                    if (v == b.a() || v == b.b()) continue;
                    // the cell's name is its lattice place: the column's letter and the row's number
                    Board.Vertex at = b.vertex(v);
                    assertThat(n.cell(v)).isEqualTo(LinkNames.column((int) Math.round(at.x() - n.originX())) + (Math.round(at.y() - n.originY()) + 1));
                }
            }
        }
    }

    @Test void aLinkNamesAFirstAndBLastAndOtherwiseReadsLeftToRight() {
        Board.Builder x = Board.builder("small");
        int a = x.vertex(0, 0), c = x.vertex(1, 0), d = x.vertex(1, 1), bb = x.vertex(2, 1);
        x.edge(c, a);
        x.edge(d, c);
        x.edge(bb, d);
        x.edge(d, c);
        Board b = x.a(a).b(bb).build();
        LinkNames n = LinkNames.of(b);
        assertThat(n.link(0)).isEqualTo("A–b1");
        assertThat(n.link(1)).isEqualTo("b1–b2 (1)");
        assertThat(n.link(2)).isEqualTo("b2–B");
        assertThat(n.link(3)).as("a parallel link").isEqualTo("b1–b2 (2)");
    }

    @Test void cellsOffTheLatticeAreNumberedInReadingOrder() {
        Board.Builder x = Board.builder("free");
        int a = x.vertex(0, 0), p = x.vertex(1.5, 0.4), q = x.vertex(0.6, 1.5), bb = x.vertex(2, 2);
        x.edge(a, p);
        x.edge(a, q);
        x.edge(p, bb);
        x.edge(q, bb);
        LinkNames n = LinkNames.of(x.a(a).b(bb).build());
        assertThat(n.scheme()).isEqualTo(LinkNames.Scheme.NUMBERED);
        assertThat(n.cell(p)).isEqualTo("1");
        assertThat(n.cell(q)).isEqualTo("2");
        assertThat(n.link(3)).isEqualTo("2–B");
    }

    @Test void bridgItLinksNameTheTwoDotsTheirBridgeJoins() {
        for (int k = 2; k <= 12; k++) {
            Board b = GaleBoards.bridgIt(k);
            LinkNames n = LinkNames.dots(b, k);
            Set<String> links = new HashSet<>();
            for (int e = 0; e < b.edgeCount(); e++) assertThat(links.add(n.link(e))).isTrue();
            assertThat(n.columns()).isEqualTo(k + 1);
            assertThat(n.rows()).isEqualTo(k);
        }
        LinkNames three = LinkNames.dots(GaleBoards.bridgIt(3), 3);
        assertThat(three.link(0)).as("A's side to the first inner dot").isEqualTo("a1–b1");
        assertThat(three.link(2)).isEqualTo("c1–d1");
        assertThat(three.link(9)).as("the first vertical bridge").isEqualTo("b1–b2");
        // the graph view of the same board names the inner cells alike
        LinkNames graph = LinkNames.of(GaleBoards.bridgIt(3));
        assertThat(graph.link(0)).isEqualTo("A–b1");
        assertThat(graph.link(9)).isEqualTo("b1–b2");
        assertThat(LinkNames.dots(GaleBoards.birdCage(), 5).link(0)).isEqualTo("a1–b1");
    }

    @Test void columnsRunPastZ() {
        assertThat(LinkNames.column(0)).isEqualTo("a");
        assertThat(LinkNames.column(25)).isEqualTo("z");
        assertThat(LinkNames.column(26)).isEqualTo("aa");
        assertThat(LinkNames.column(29)).isEqualTo("ad");
    }
}
