package arcade.games.snake.model;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * THESIS §10–11: the arc table the rule executes equals the specification's table of the cell graph
 * (a verbatim copy of THESIS §10 is a test resource), and every arc, condition and action appears in
 * the code exactly once as a named branch or method.
 */
class DocumentationIsomorphismTest {

    /** Where the code deliberately differs from the first expression of the spec's condition column (errata, THESIS §10/THESIS §16). */
    private static final Map<String, String> ERRATA = Map.of(
            "L2", "D2 <= 1 && !APPR_HEAD",   // THESIS §10 "robust: D2 <= 1"
            "L4", "D2 <= 1 && !APPR_HEAD",   // THESIS §16: L7 has priority
            "L7", "APPR_HEAD");              // THESIS §16: no "&& D2 > 1"

    private static List<String[]> specRows() throws IOException {
        try (InputStream in = DocumentationIsomorphismTest.class.getResourceAsStream("spec-cell-arcs.md")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            List<String[]> rows = new ArrayList<>();
            for (String line : text.split("\n")) {
                if (!line.startsWith("|")) continue;
                String[] cells = line.substring(1, line.lastIndexOf('|')).split("\\|");
                for (int k = 0; k < cells.length; k++) cells[k] = cells[k].trim();
                rows.add(cells);
            }
            return rows;
        }
    }

    private static String firstCode(String cell) {
        Matcher m = Pattern.compile("`([^`]*)`").matcher(cell);
        return m.find() ? m.group(1) : cell;
    }

    @Test
    void exportedArcTableEqualsTheSpecTable() throws IOException {
        List<String[]> spec = specRows();
        assertThat(spec).hasSize(10);
        assertThat(ArcTable.CELL_ARCS).hasSize(10);
        for (int k = 0; k < 10; k++) {
            String[] row = spec.get(k);
            ArcTable.Arc arc = ArcTable.CELL_ARCS.get(k);
            assertThat(row[0].replace("*", "")).isEqualTo(arc.id());
            assertThat(row[1]).isEqualTo(arc.from().abbr() + " → " + arc.to().abbr());
            assertThat(arc.condition()).as(arc.id()).isEqualTo(ERRATA.getOrDefault(arc.id(), firstCode(row[2])));
            assertThat(row[3].replace("`", "")).as(arc.id()).isEqualTo(arc.action());
            assertThat(row[4]).as(arc.id()).isEqualTo(arc.meaning());
            assertThat(arc.code()).isEqualTo(k + 1);
        }
        String md = ArcTable.cellArcsMarkdown();
        assertThat(md.lines().count()).isEqualTo(12);
        assertThat(md).contains("| L5 | S → S | `APPR_HEAD` | SNAKE_EAT (stomach := S) |");
    }

    private static String source(String name) throws IOException {
        return Files.readString(Path.of("src/main/java/arcade/games/snake/model", name));
    }

    private static int count(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        int n = 0;
        while (m.find()) n++;
        return n;
    }

    @Test
    void everyArcIsOneNamedBranchOfTheCellRule() throws IOException {
        String rule = source("SnakeCellRule.java");
        for (int n = 1; n <= 23; n++) { // L11 tail-following (classic rules); L12–L17 the extra bonus kinds; L18–L23 extra life and fake
            assertThat(count(rule, "arcL" + n + "\\(")).as("arcL%d: definition + one call", n).isEqualTo(2);
            assertThat(count(rule, "fired\\(self, L" + n + "\\)")).as("L%d fired once", n).isEqualTo(1);
        }
        assertThat(count(rule, "private int apprHead\\(")).isEqualTo(1);
        assertThat(count(rule, "private void snakeEat\\(")).isEqualTo(1);
    }

    @Test
    void everyConditionAndActionOfA0IsOneNamedMethod() throws IOException {
        String a0 = source("GameStateSupervisor.java");
        for (String name : List.of("p1", "p2", "p3", "p5", "p6", "c1", "c2", "c3", "c4", "c5", "stomachGraph"))
            assertThat(count(a0, "\\b" + name + "\\(")).as(name + ": definition + one call").isEqualTo(2);
    }
}
