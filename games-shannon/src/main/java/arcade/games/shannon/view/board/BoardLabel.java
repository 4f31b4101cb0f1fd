package arcade.games.shannon.view.board;

import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

import java.util.ArrayList;
import java.util.List;

/**
 * The rounded label drawn over the top of the board ("Replay · move 3 of 9", "looking back", a
 * network notice). A text too wide for the board wraps onto a second line in a smaller type, so
 * nothing is cut; it stays within the band the board keeps free.
 */
public final class BoardLabel {
    /** From the canvas top to the label's lower edge (one line); the board keeps this band free. */
    public static final double BOTTOM = 12 + 34;
    private static final double TOP = 12, PAD = 18;

    private BoardLabel() {}

    public static void draw(GraphicsContext gc, double w, String text, Color fill, Color edge, Color ink) {
        double room = Math.max(60, w - 2 * PAD - 24);
        Font font = Font.font(null, FontWeight.BOLD, 15);
        List<String> lines = List.of(text);
        if (width(text, font) > room) {
            font = Font.font(null, FontWeight.BOLD, 12.5);
            lines = wrap(text, font, room);
        }
        double lineHeight = font.getSize() * 1.3;
        double tw = 0;
        for (String l : lines) tw = Math.max(tw, width(l, font));
        tw += 2 * PAD;
        double th = Math.max(34, lines.size() * lineHeight + 12);
        double x = (w - tw) / 2, r = Math.min(th, 34);
        gc.setFill(fill);
        gc.fillRoundRect(x, TOP, tw, th, r, r);
        gc.setStroke(edge);
        gc.setLineWidth(2);
        gc.strokeRoundRect(x, TOP, tw, th, r, r);
        gc.setFill(ink);
        gc.setFont(font);
        gc.setTextAlign(TextAlignment.CENTER);
        gc.setTextBaseline(VPos.CENTER);
        double y = TOP + th / 2 - (lines.size() - 1) * lineHeight / 2;
        for (String l : lines) { gc.fillText(l, w / 2, y); y += lineHeight; }
    }

    /** The words in lines no wider than {@code room}. */
    public static List<String> wrap(String text, Font font, double room) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            String next = line.length() == 0 ? word : line + " " + word;
            if (line.length() > 0 && width(next, font) > room) {
                lines.add(line.toString());
                line = new StringBuilder(word);
            } else {
                line = new StringBuilder(next);
            }
        }
        if (line.length() > 0) lines.add(line.toString());
        return lines;
    }

    private static double width(String s, Font font) {
        Text probe = new Text(s);
        probe.setFont(font);
        return probe.getLayoutBounds().getWidth();
    }
}
