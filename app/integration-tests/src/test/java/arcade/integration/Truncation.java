package arcade.integration;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;

import java.util.ArrayList;
import java.util.List;

/** Finds the texts on screen that JavaFX has cut short with an ellipsis. */
final class Truncation {
    private Truncation() {}

    /** "full → shown" for every visible Labeled under {@code root} whose shown text is not its full text. */
    static List<String> cutShort(Node root) {
        List<String> cut = new ArrayList<>();
        walk(root, cut);
        return cut;
    }

    private static void walk(Node n, List<String> cut) {
        if (!n.isVisible()) return;
        if (n instanceof Labeled l && l.getText() != null && !l.getText().isEmpty() && l.getContentDisplay() != ContentDisplay.GRAPHIC_ONLY) {
            String full = l.isMnemonicParsing() ? l.getText().replaceFirst("_", "") : l.getText();
            for (Node c : l.getChildrenUnmodifiable()) {
                if (c instanceof Text t && t.getStyleClass().contains("text") && !full.equals(t.getText())) cut.add(full + " → " + t.getText());
            }
        }
        if (n instanceof Parent p) for (Node c : p.getChildrenUnmodifiable()) walk(c, cut);
    }
}
