package arcade.games.capuzzle.view.parts;

import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

import java.util.List;

/**
 * The small marks in a covered cell. Every state has a fixed slot in a little grid inside the
 * cell (as Solo places its pencil marks), so a state is always found in the same place: the
 * player's own pencil mark fills the slot with the state's colour, an automatic candidate
 * outlines it, and a state already guessed wrongly is crossed out in red, with a red frame and
 * corner that show even on small cells.
 */
public final class CellMarks {
    private final GraphicsContext g;
    private final double cell;
    private final CaPalette palette;
    private final List<Color> colours;
    private final int cols, rows;
    private final double slot, inset;

    public CellMarks(GraphicsContext g, double cell, CaPalette palette, List<Color> colours) {
        this.g = g;
        this.cell = cell;
        this.palette = palette;
        this.colours = colours;
        int n = Math.max(1, colours.size());
        this.cols = (int) Math.ceil(Math.sqrt(n));
        this.rows = (int) Math.ceil(n / (double) cols);
        this.inset = Math.max(1, cell * 0.08);
        this.slot = (cell - 2 * inset) / Math.max(cols, rows);
    }

    private boolean roomy() { return slot >= 4; }
    private double sx(int state) { return state % cols * slot + inset; }
    private double sy(int state) { return state / cols * slot + inset + (Math.max(cols, rows) - rows) * slot / 2; }

    public void pencil(double x, double y, int bits) {
        if (bits == 0 || !roomy()) return;
        for (int v = 0; v < colours.size(); v++) if ((bits >> v & 1) != 0) {
            double px = x + sx(v) + 1, py = y + sy(v) + 1, s = slot - 2;
            g.setFill(colours.get(v));
            g.fillRect(px, py, s, s);
            g.setStroke(palette.text());
            g.setLineWidth(1);
            g.strokeRect(px + 0.5, py + 0.5, s - 1, s - 1);
            digit(v, px, py, s, CaPalette.digitOn(colours.get(v)));
        }
    }

    public void candidates(double x, double y, int bits) {
        if (bits == 0 || !roomy()) return;
        g.setLineWidth(Math.max(1, slot * 0.14));
        for (int v = 0; v < colours.size(); v++) if ((bits >> v & 1) != 0) {
            double px = x + sx(v) + 1.5, py = y + sy(v) + 1.5, s = slot - 3;
            g.setStroke(colours.get(v));
            g.strokeRect(px, py, s, s);
            g.setStroke(palette.text());
            g.setLineWidth(0.6);
            g.strokeRect(px - 1, py - 1, s + 2, s + 2);
            g.setLineWidth(Math.max(1, slot * 0.14));
        }
    }

    public void wrong(double x, double y, int bits) {
        if (bits == 0) return;
        double t = Math.max(6, cell * 0.3);
        g.setStroke(palette.wrong());                   // a red frame: the cell has been guessed wrong, seen at a glance
        g.setLineWidth(2);
        g.strokeRect(x + 1, y + 1, cell - 2, cell - 2);
        g.setFill(palette.wrong());
        g.fillPolygon(new double[]{x + cell - t, x + cell, x + cell}, new double[]{y, y, y + t}, 3);
        if (!roomy()) return;
        g.setStroke(palette.wrong());
        g.setLineWidth(Math.max(1.5, slot * 0.16));
        for (int v = 0; v < colours.size(); v++) if ((bits >> v & 1) != 0) {
            double px = x + sx(v) + 1, py = y + sy(v) + 1, s = slot - 2;
            g.setFill(colours.get(v).deriveColor(0, 1, 1, 0.75));
            g.fillRect(px, py, s, s);
            g.strokeLine(px, py, px + s, py + s);
            g.strokeLine(px + s, py, px, py + s);
        }
    }

    private void digit(int v, double px, double py, double s, Color c) {
        if (s < 11) return;
        g.setFill(c);
        g.setFont(Font.font(s * 0.7));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        g.fillText(String.valueOf(v), px + s / 2, py + s / 2 + 0.5);
    }
}
