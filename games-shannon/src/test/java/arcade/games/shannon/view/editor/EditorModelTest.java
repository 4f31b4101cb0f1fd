package arcade.games.shannon.view.editor;

import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.boards.BoardJson;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The editor's board: parallel links are allowed, fan out as curves, and survive the file. */
class EditorModelTest {

    private static EditorModel twoCells() {
        EditorModel m = EditorModel.of(Board.of("pair", 2, new int[][]{{0, 1}}));
        m.setName("Pair");
        return m;
    }

    @Test void aSecondLinkBetweenTheSameCellsIsAParallelLinkDrawnAsACurve() {
        EditorModel m = twoCells();
        assertThat(m.addEdge(1, 0)).isTrue();
        assertThat(m.edgeCount()).isEqualTo(2);
        double[] bends = m.bends();
        assertThat(bends[0]).isNotZero();
        assertThat(bends[1]).isNotZero();
        // the two links bow to opposite sides, so each can be picked at its own apex
        double[] apex0 = m.point(0, bends, 0.5), apex1 = m.point(1, bends, 0.5);
        assertThat(Math.hypot(apex0[0] - apex1[0], apex0[1] - apex1[1])).isGreaterThan(0.2);
        assertThat(m.edgeAt(apex0[0], apex0[1], 0.1)).isZero();
        assertThat(m.edgeAt(apex1[0], apex1[1], 0.1)).isEqualTo(1);
    }

    @Test void atMostThreeLinksJoinTheSameTwoCells() {
        EditorModel m = twoCells();
        assertThat(m.addEdge(0, 1)).isTrue();
        assertThat(m.addEdge(0, 1)).isTrue();
        assertThat(m.addEdge(0, 1)).isFalse();
        assertThat(m.edgeCount()).isEqualTo(EditorModel.MAX_PARALLEL);
    }

    @Test void parallelLinksSurviveTheBoardFileAndComeBackIntoTheEditor() throws Exception {
        EditorModel m = twoCells();
        m.addEdge(0, 1);
        Board b = m.toBoard();
        Board read = BoardJson.read(BoardJson.write(b), "x").board();
        assertThat(read.edges()).isEqualTo(b.edges());
        assertThat(read.name()).isEqualTo("Pair");
        EditorModel back = EditorModel.of(read);
        assertThat(back.edgeCount()).isEqualTo(2);
        assertThat(back.bends()[1]).isNotZero();
    }
}
