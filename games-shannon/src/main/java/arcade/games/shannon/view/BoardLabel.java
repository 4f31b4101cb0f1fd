package arcade.games.shannon.view;

import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

/** The rounded label drawn over the top of the board ("Replay · move 3 of 9", "looking back"). */
final class BoardLabel {
    /** From the canvas top to the label's lower edge; the board keeps this band free. */
    static final double BOTTOM = 12 + 34;

    private BoardLabel() {}

    static void draw(GraphicsContext gc, double w, String text, Color fill, Color edge, Color ink) {
        Font font = Font.font(null, FontWeight.BOLD, 15);
        Text probe = new Text(text);
        probe.setFont(font);
        double tw = probe.getLayoutBounds().getWidth() + 36, th = 34;
        double x = (w - tw) / 2, y = 12;
        gc.setFill(fill);
        gc.fillRoundRect(x, y, tw, th, th, th);
        gc.setStroke(edge);
        gc.setLineWidth(2);
        gc.strokeRoundRect(x, y, tw, th, th, th);
        gc.setFill(ink);
        gc.setFont(font);
        gc.setTextAlign(TextAlignment.CENTER);
        gc.setTextBaseline(VPos.CENTER);
        gc.fillText(text, w / 2, y + th / 2);
    }
}
