package arcade.games.capuzzle.view.parts;

import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/** Draws one cell: a state's colour with its number or glyph, or the covered look. Shared by all canvases. */
public final class CellPainter {
    /** The thesis's letter set, one per state, for colour-blind play. */
    private static final String GLYPHS = "OIXMEAPSUH";

    private static Font font = Font.font(10);
    private static double fontFor = 10;

    private CellPainter() {}

    /** Creating a font per cell is what made big overviews slow; cells of one size share one. */
    private static Font fontFor(double size) {
        if (size != fontFor) { font = Font.font(size * 0.55); fontFor = size; }
        return font;
    }

    public static void state(GraphicsContext g, double x, double y, double size, Color fill, int state, boolean number, boolean glyph) {
        g.setFill(fill);
        g.fillRect(x, y, size, size);
        if ((number || glyph) && size >= 10) {
            g.setFill(CaPalette.digitOn(fill));
            g.setFont(fontFor(size));
            g.setTextAlign(TextAlignment.CENTER);
            g.setTextBaseline(VPos.CENTER);
            g.fillText(glyph ? String.valueOf(GLYPHS.charAt(state)) : String.valueOf(state), x + size / 2, y + size / 2 + 0.5);
        }
    }

    /** Mid grey with a diagonal hatch: unlike any state colour. */
    public static void covered(GraphicsContext g, double x, double y, double size, CaPalette p) {
        g.setFill(p.covered());
        g.fillRect(x, y, size, size);
        g.setStroke(p.hatch());
        g.setLineWidth(1);
        for (double d = size / 3; d < 2 * size; d += size / 3) {
            double x0 = x + Math.max(0, d - size), y0 = y + Math.min(size, d);
            double x1 = x + Math.min(size, d), y1 = y + Math.max(0, d - size);
            g.strokeLine(x0, y0, x1, y1);
        }
    }
}
