package arcade.shell.rules;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/** Rules pages: CommonMark with GitHub tables, rendered as nodes. */
@ExtendWith(ApplicationExtension.class)
class MarkdownViewTest {
    @Start void start(Stage stage) { }

    static String text(Node n) {
        if (n instanceof Text t) return t.getText();
        if (n instanceof Hyperlink h) return h.getText();
        if (n instanceof Label l) return l.getText();
        if (n instanceof javafx.scene.control.ScrollPane s) return text(s.getContent());
        if (n instanceof Parent p) return p.getChildrenUnmodifiable().stream().map(MarkdownViewTest::text).collect(Collectors.joining());
        return "";
    }

    static <T extends Node> List<T> all(Node root, Class<T> type, String styleClass) {
        List<T> out = new ArrayList<>();
        if (type.isInstance(root) && root.getStyleClass().contains(styleClass)) out.add(type.cast(root));
        if (root instanceof Parent p) for (Node c : p.getChildrenUnmodifiable()) out.addAll(all(c, type, styleClass));
        return out;
    }

    /** The list items directly inside a list. */
    static List<HBox> items(VBox list) {
        return list.getChildren().stream().map(HBox.class::cast).toList();
    }

    /** The blocks inside a list item (its paragraph, then any nested list). */
    static List<Node> content(HBox item) {
        return ((VBox) item.getChildren().get(1)).getChildren();
    }

    @Test void aNestedListRendersAsNestedItems() {
        MarkdownView v = new MarkdownView("""
                - **L1** first
                  - L2 a
                  - L2 b
                    1. L3 one
                - L1 second
                """);
        assertThat(v.getChildren()).hasSize(1);
        VBox outer = (VBox) v.getChildren().get(0);
        assertThat(items(outer)).hasSize(2);
        List<Node> first = content(items(outer).get(0));
        assertThat(text(first.get(0))).isEqualTo("L1 first");
        VBox nested = (VBox) first.get(1);
        assertThat(nested.getStyleClass()).contains("md-list", "md-list-nested");
        assertThat(items(nested)).extracting(i -> text(content(i).get(0))).containsExactly("L2 a", "L2 b");
        VBox third = (VBox) content(items(nested).get(1)).get(1);
        assertThat(text(items(third).get(0).getChildren().get(0))).isEqualTo("1.");
        assertThat(text(items(third).get(0))).isEqualTo("1.L3 one");
        assertThat(text(items(outer).get(1))).isEqualTo("•L1 second");
        assertThat(all(v, Text.class, "md-bold")).extracting(Text::getText).containsExactly("L1");
    }

    @Test void aTableRendersAsAGrid() {
        MarkdownView v = new MarkdownView("""
                | Key | Action |
                |---|--:|
                | `H` | Hint |
                | P | *Pause* |
                """);
        GridPane g = (GridPane) v.getChildren().get(0);
        assertThat(g.getStyleClass()).contains("md-table");
        assertThat(g.getChildren()).hasSize(6);
        String[][] cells = new String[3][2];
        for (Node n : g.getChildren()) cells[GridPane.getRowIndex(n)][GridPane.getColumnIndex(n)] = text(n);
        assertThat(cells).isEqualTo(new String[][] {{"Key", "Action"}, {"H", "Hint"}, {"P", "Pause"}});
        assertThat(g.getChildren().get(0).getStyleClass()).contains("md-th");
        assertThat(((TextFlow) g.getChildren().get(3)).getTextAlignment()).isEqualTo(javafx.scene.text.TextAlignment.RIGHT);
        assertThat(all(v, Text.class, "md-code")).extracting(Text::getText).containsExactly("H");
        assertThat(all(v, Text.class, "md-italic")).extracting(Text::getText).containsExactly("Pause");
    }

    @Test void headingsParagraphsCodeQuotesAndLinks() {
        List<String> opened = new ArrayList<>();
        MarkdownView v = new MarkdownView("""
                # Title

                First line
                continues [here](https://example.org/rules).

                ```
                code  kept
                ```

                > quoted

                ---
                """, opened::add);
        assertThat(v.getChildren()).hasSize(5);
        assertThat(v.getChildren().get(0).getStyleClass()).contains("md-heading", "md-h1");
        assertThat(text(v.getChildren().get(1))).isEqualTo("First line continues here.");
        assertThat(text(v.getChildren().get(2))).isEqualTo("code  kept");
        assertThat(v.getChildren().get(3).getStyleClass()).contains("md-quote");
        assertThat(v.getChildren().get(4).getStyleClass()).contains("md-rule");
        Hyperlink link = all(v, Hyperlink.class, "md-link").get(0);
        link.fire();
        assertThat(opened).containsExactly("https://example.org/rules");
    }

    @Test void htmlIsShownAsTextNeverInterpreted() {
        MarkdownView v = new MarkdownView("<script>x</script>\n\na <b>b</b>");
        assertThat(text(v)).contains("<script>x</script>").contains("<b>");
    }
}
