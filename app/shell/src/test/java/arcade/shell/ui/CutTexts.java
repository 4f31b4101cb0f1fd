package arcade.shell.ui;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Finds texts a label shows cut short: with an ellipsis, or with wrapped lines taller than the label. */
final class CutTexts {
    private CutTexts() {}

    /** The visible labels in and under {@code roots}. */
    static List<Labeled> labelsOf(List<Node> roots) {
        List<Labeled> out = new ArrayList<>();
        for (Node n : roots) collect(n, out);
        return out;
    }

    /** Each label whose shown text differs from its text, as "full → shown". */
    static List<String> of(List<Labeled> labels) {
        List<String> cut = new ArrayList<>();
        for (Labeled l : labels) {
            String full = l.getText();
            if (full == null || full.isEmpty()) continue;
            List<Text> shown = l.getChildrenUnmodifiable().stream()
                    .filter(n -> n instanceof Text t && t.getStyleClass().contains("text")).map(n -> (Text) n).toList();
            assertThat(shown).as("the text node of " + full).hasSize(1);
            if (!full.equals(shown.get(0).getText())) cut.add(full + " → " + shown.get(0).getText());
            if (l.getHeight() + 0.5 < l.prefHeight(l.getWidth())) cut.add(full + " (" + l.getHeight() + " px of " + l.prefHeight(l.getWidth()) + ")");
        }
        return cut;
    }

    private static void collect(Node n, List<Labeled> out) {
        if (!n.isVisible()) return;
        if (n instanceof Labeled l) out.add(l);
        if (n instanceof Parent p) for (Node c : p.getChildrenUnmodifiable()) collect(c, out);
    }
}
