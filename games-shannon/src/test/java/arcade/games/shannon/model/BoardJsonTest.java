package arcade.games.shannon.model;

import arcade.games.shannon.model.boards.BoardFormatException;
import arcade.games.shannon.model.boards.BoardJson;
import arcade.games.shannon.model.boards.GaleBoards;
import arcade.games.shannon.model.boards.GeneratorParams;
import arcade.games.shannon.model.boards.ThesisGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class BoardJsonTest {
    static final String GOOD = """
            {"version": 1, "name": "diamond",
             "vertices": [{"x": 0, "y": 0}, {"x": 1, "y": -1}, {"x": 1, "y": 1}, {"x": 2, "y": 0}],
             "edges": [[0, 1], [0, 2], [1, 2], [1, 3], [2, 3]],
             "a": 0, "b": 3, "marked": [0], "deleted": [4], "toMove": "short"}
            """;

    @Test void readsAPosition() throws Exception {
        ShannonState s = BoardJson.read(GOOD, "x");
        assertThat(s.board().name()).isEqualTo("diamond");
        assertThat(s.board().vertexCount()).isEqualTo(4);
        assertThat(s.board().edge(3)).isEqualTo(new Board.Edge(1, 3));
        assertThat(s.isMarked(0)).isTrue();
        assertThat(s.isDeleted(4)).isTrue();
        assertThat(s.toMove()).isEqualTo(Side.SHORT);
    }

    @Test void roundTripsGeneratedAndPlayedPositions(@TempDir Path dir) throws Exception {
        ShannonState s = ShannonRules.INSTANCE.newGame(ThesisGenerator.generate(GeneratorParams.MEDIUM, 7)).play(0).play(5).play(9);
        Path f = dir.resolve("b.json");
        BoardJson.write(f, s);
        ShannonState back = BoardJson.read(f);
        assertThat(back.edgeStates()).isEqualTo(s.edgeStates());
        assertThat(back.toMove()).isEqualTo(s.toMove());
        assertThat(back.board().edges()).isEqualTo(s.board().edges());
        assertThat(back.board().name()).isEqualTo(s.board().name());
        for (int v = 0; v < s.board().vertexCount(); v++) {
            assertThat(back.board().vertex(v).x()).isCloseTo(s.board().vertex(v).x(), org.assertj.core.data.Offset.offset(1e-6));
        }
        ShannonState gale = ShannonRules.INSTANCE.newGame(GaleBoards.bridgIt(4));
        assertThat(BoardJson.read(BoardJson.write(gale), "x").board()).isEqualTo(gale.board());
    }

    @Test void defaultsWhenOptionalFieldsAreMissing() throws Exception {
        ShannonState s = BoardJson.read("""
                {"vertices": [{"x": 0, "y": 0}, {"x": 1, "y": 0}], "edges": [[0, 1]], "a": 0, "b": 1}""", "file-name");
        assertThat(s.board().name()).isEqualTo("file-name");
        assertThat(s.toMove()).isEqualTo(Side.SHORT);
        assertThat(s.freeCount()).isEqualTo(1);
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
            "{\"vertices\": [ |ends in the middle",
            "{\"vertices\": [{\"x\":0,\"y\":0},{\"x\":1,\"y\":0},{\"x\":2,|ends in the middle of vertex 2",
            "{\"vertices\": [{\"x\":0 \"y\":0}]}|typing error at line 1, column 23 (in vertex 0)",
            "[1, 2]|one JSON object",
            "{\"edges\": [[0,1]], \"a\": 0, \"b\": 1}|missing field \"vertices\"",
            "{\"vertices\": [{\"x\":0,\"y\":0},{\"x\":1,\"y\":0}], \"a\": 0, \"b\": 1}|missing field \"edges\"",
            "{\"vertices\": [{\"x\":0,\"y\":0},{\"x\":1,\"y\":0}], \"edges\": [[0,1]], \"b\": 1}|missing field \"a\"",
            "{\"vertices\": [{\"x\":0,\"y\":0},{\"x\":1,\"y\":0}], \"edges\": [[0,7]], \"a\": 0, \"b\": 1}|unknown vertex 7",
            "{\"vertices\": [{\"x\":0,\"y\":0},{\"x\":1,\"y\":0}], \"edges\": [[0,1],[1,1]], \"a\": 0, \"b\": 1}|self-loop",
            "{\"vertices\": [{\"x\":0,\"y\":0},{\"x\":1,\"y\":0}], \"edges\": [[0,1]], \"a\": 1, \"b\": 1}|must be different",
            "{\"vertices\": [{\"x\":0,\"y\":0}], \"edges\": [[0,0]], \"a\": 0, \"b\": 0}|2 to 900 vertices",
            "{\"vertices\": [{\"x\":0,\"y\":0},{\"x\":1,\"y\":0}], \"edges\": [], \"a\": 0, \"b\": 1}|1 to 2581 edges",
            "{\"vertices\": [{\"x\":0,\"y\":0},{\"x\":1,\"y\":0},{\"x\":2,\"y\":0}], \"edges\": [[0,1]], \"a\": 0, \"b\": 2}|not connected",
            "{\"vertices\": [{\"x\":0},{\"x\":1,\"y\":0}], \"edges\": [[0,1]], \"a\": 0, \"b\": 1}|missing field \"y\" in vertex 0",
            "{\"vertices\": [{\"x\":\"a\",\"y\":0},{\"x\":1,\"y\":0}], \"edges\": [[0,1]], \"a\": 0, \"b\": 1}|must be a number",
            "{\"vertices\": [{\"x\":0,\"y\":0},{\"x\":1,\"y\":0}], \"edges\": [[0,1]], \"a\": 0.5, \"b\": 1}|whole numbers",
            "{\"vertices\": [{\"x\":0,\"y\":0},{\"x\":1,\"y\":0}], \"edges\": [[0,1]], \"a\": 0, \"b\": 1, \"marked\": [3]}|unknown edge 3",
            "{\"vertices\": [{\"x\":0,\"y\":0},{\"x\":1,\"y\":0}], \"edges\": [[0,1]], \"a\": 0, \"b\": 1, \"marked\": [0], \"deleted\": [0]}|listed twice",
            "{\"vertices\": [{\"x\":0,\"y\":0},{\"x\":1,\"y\":0}], \"edges\": [[0,1]], \"a\": 0, \"b\": 1, \"toMove\": \"both\"}|toMove",
            "{\"vertices\": [{\"x\":0,\"y\":0},{\"x\":1,\"y\":0}], \"edges\": [[0,1,2]], \"a\": 0, \"b\": 1}|pair of vertex numbers",
            "{\"version\": 9, \"vertices\": [], \"edges\": [], \"a\": 0, \"b\": 1}|newer version",
    })
    void malformedFilesAreRejectedWithAClearMessage(String json, String expected) {
        assertThatThrownBy(() -> BoardJson.read(json, "x")).isInstanceOf(BoardFormatException.class).hasMessageContaining(expected);
    }

    @Test void parallelLinksRoundTripThroughTheFile() throws Exception {
        ShannonState s = BoardJson.read("""
                {"vertices": [{"x": 0, "y": 0}, {"x": 1, "y": 0}, {"x": 2, "y": 0}],
                 "edges": [[0, 1], [1, 0], [1, 2], [1, 2], [2, 1]], "a": 0, "b": 2}""", "multi");
        assertThat(s.board().edgeCount()).isEqualTo(5);
        assertThat(s.board().hasParallelEdges()).isTrue();
        ShannonState again = BoardJson.read(BoardJson.write(s), "x");
        assertThat(again.board().edges()).isEqualTo(s.board().edges());
    }

    @Test void trailingGarbageIsRejected() {
        assertThatThrownBy(() -> BoardJson.read(GOOD + " {}", "x")).isInstanceOf(BoardFormatException.class).hasMessageContaining("not valid JSON");
    }

    @Test void binaryFilesAreRefusedInPlainWords(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("picture.json");
        Files.write(f, new byte[] {(byte) 0x89, 'P', 'N', 'G', (byte) 0xff, (byte) 0xfe, 0, 1});
        assertThatThrownBy(() -> BoardJson.read(f)).isInstanceOf(BoardFormatException.class).hasMessage("it is not a text file");
        Path z = dir.resolve("zeros.json");
        Files.write(z, new byte[] {'{', 0, 0, '}'});
        assertThatThrownBy(() -> BoardJson.read(z)).isInstanceOf(BoardFormatException.class).hasMessage("it is not a text file");
    }

    @Test void hugeFilesAreRefusedBeforeParsing(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("big.json");
        Files.writeString(f, " ".repeat((int) BoardJson.MAX_BYTES + 1));
        assertThatThrownBy(() -> BoardJson.read(f)).isInstanceOf(BoardFormatException.class).hasMessageContaining("larger");
    }
}
