package arcade.games.snake.view.field;

import arcade.games.snake.model.ArcTrace;
import arcade.games.snake.model.CellType;
import arcade.games.snake.model.SnakeCell;
import arcade.games.snake.model.SnakeState;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

/**
 * The X-ray over the field: every cell's raw slots (type, direction, TTL, stomach) and the arc it
 * fired in the last step. Labels are written into the cells only when a cell is large enough to
 * read them ({@link #READABLE_CELL}); below that the field shows only which cells fired, and a
 * magnifier under the mouse shows the labels of the cells around it at a readable size.
 */
public final class XRayCells {
    /** The smallest cell, in pixels, whose labels are still readable (a 7 px monospaced line and a 6 px one). */
    public static final double READABLE_CELL = 24;
    /** Cell size inside the magnifier, and how many cells it shows across (odd: the hovered one in the middle). */
    public static final double LENS_CELL = 40;
    public static final int LENS_CELLS = 5;
    private static final String ARROWS = "·→↑←↓";

    private double fontCell = -1;
    private Font big, small;

    /** Paints the X-ray of {@code s}; {@code hoverX/Y} is the mouse on the canvas (NaN when outside). */
    public void paint(GraphicsContext g, FieldGeometry geo, SnakeState s, SnakePalette p, double hoverX, double hoverY,
               double width, double height) {
        g.setFill(Color.color(p.backdrop().getRed(), p.backdrop().getGreen(), p.backdrop().getBlue(), 0.55));
        g.fillRect(geo.originX(), geo.originY(), geo.width(), geo.height());
        ArcTrace trace = s.arcTrace().orElse(null);
        boolean labels = geo.cell() >= READABLE_CELL;
        for (int i = 1; i <= s.rows(); i++)
            for (int j = 1; j <= s.cols(); j++) cell(g, s, trace, i, j, geo.x(j), geo.y(i), geo.cell(), p, labels);
        if (!labels) lens(g, geo, s, trace, p, hoverX, hoverY, width, height);
    }

    /** The 1-based cell under (x, y), or null outside the field. */
    public static int[] cellAt(FieldGeometry geo, double x, double y) {
        if (Double.isNaN(x) || Double.isNaN(y)) return null;
        int j = (int) Math.floor((x - geo.originX()) / geo.cell()) + 1, i = (int) Math.floor((y - geo.originY()) / geo.cell()) + 1;
        return i < 1 || j < 1 || i > geo.rows() || j > geo.cols() ? null : new int[]{i, j};
    }

    /** Where the magnifier sits for a mouse at (x, y): beside it, inside the canvas. Null when the mouse is off the field. */
    public static double[] lensBox(FieldGeometry geo, double x, double y, double width, double height) {
        if (cellAt(geo, x, y) == null) return null;
        double size = LENS_CELL * LENS_CELLS;
        double lx = x + 24 + size <= width ? x + 24 : x - 24 - size;
        double ly = y - size / 2;
        lx = Math.max(4, Math.min(lx, width - size - 4)); // room for its frame
        ly = Math.max(4, Math.min(ly, height - size - 4));
        return new double[]{lx, ly, size, size};
    }

    private void lens(GraphicsContext g, FieldGeometry geo, SnakeState s, ArcTrace trace, SnakePalette p,
                      double hoverX, double hoverY, double width, double height) {
        int[] at = cellAt(geo, hoverX, hoverY);
        double[] box = lensBox(geo, hoverX, hoverY, width, height);
        if (at == null || box == null) return;
        double c = LENS_CELL;
        g.setStroke(p.xrayFired());
        g.setLineWidth(2);
        g.strokeRect(geo.x(at[1]), geo.y(at[0]), geo.cell(), geo.cell());
        g.setFill(p.backdrop());
        g.fillRoundRect(box[0] - 3, box[1] - 3, box[2] + 6, box[3] + 6, 8, 8);
        g.setFill(p.field());
        g.fillRect(box[0], box[1], box[2], box[3]);
        int half = LENS_CELLS / 2;
        for (int di = -half; di <= half; di++)
            for (int dj = -half; dj <= half; dj++) {
                int i = at[0] + di, j = at[1] + dj;
                if (i < 1 || j < 1 || i > s.rows() || j > s.cols()) continue;
                cell(g, s, trace, i, j, box[0] + (dj + half) * c, box[1] + (di + half) * c, c, p, true);
            }
        g.setStroke(p.text());
        g.setLineWidth(1.5);
        g.strokeRect(box[0] + half * c, box[1] + half * c, c, c);
        g.strokeRoundRect(box[0] - 3, box[1] - 3, box[2] + 6, box[3] + 6, 8, 8);
    }

    private void cell(GraphicsContext g, SnakeState s, ArcTrace trace, int i, int j, double x, double y, double c,
                      SnakePalette p, boolean labels) {
        int type = s.typeCode(i, j), dir = s.directionCode(i, j), ttl = s.ttl(i, j), stomach = s.stomachCode(i, j);
        int arc = trace == null ? 0 : trace.arcCode(i, j);
        if (arc != 0) {
            g.setStroke(p.xrayFired());
            g.setLineWidth(Math.max(1, c * 0.06));
            g.strokeRect(x + 1, y + 1, c - 2, c - 2);
        }
        if (!labels) return;
        fonts(c);
        boolean plain = dir == 0 && ttl == 0 && stomach == SnakeCell.CA0_E && arc == 0;
        g.setTextBaseline(VPos.TOP);
        g.setFont(big);
        g.setTextAlign(TextAlignment.LEFT);
        g.setFill(type == SnakeCell.CA0_E && plain ? p.xrayIdle() : p.text());
        g.fillText(String.valueOf(CellType.ofCode(type).abbr()), x + c * 0.08, y + c * 0.04);
        if (arc != 0) {
            g.setTextAlign(TextAlignment.RIGHT);
            g.setFont(small);
            g.setFill(p.xrayFired());
            g.fillText("L" + arc, x + c * 0.94, y + c * 0.06);
        }
        if (!plain) {
            g.setTextAlign(TextAlignment.LEFT);
            g.setFont(small);
            g.setFill(p.text());
            g.fillText(ARROWS.charAt(Math.max(0, Math.min(4, dir))) + "" + ttl + CellType.ofCode(stomach).abbr(),
                    x + c * 0.08, y + c * 0.56);
        }
    }

    private void fonts(double c) {
        if (c == fontCell) return;
        fontCell = c;
        big = Font.font("Monospaced", FontWeight.BOLD, Math.max(7, c * 0.30));
        small = Font.font("Monospaced", Math.max(6, c * 0.24));
    }
}
