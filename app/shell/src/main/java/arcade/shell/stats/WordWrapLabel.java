package arcade.shell.stats;

import javafx.scene.control.Label;
import javafx.scene.text.Text;

/**
 * A label that wraps between words only: it never gets narrower than its longest word, so a
 * variant's name ("Expert, first click safe") breaks at a space and never inside a word.
 */
final class WordWrapLabel extends Label {
    WordWrapLabel(String text) {
        super(text);
        setWrapText(true);
    }

    @Override protected double computeMinWidth(double height) {
        Text probe = new Text();
        probe.setFont(getFont());
        double widest = 0;
        for (String word : getText() == null ? new String[0] : getText().split("\\s+")) {
            probe.setText(word);
            widest = Math.max(widest, probe.getLayoutBounds().getWidth());
        }
        return Math.ceil(widest) + 1 + snappedLeftInset() + snappedRightInset();
    }
}
