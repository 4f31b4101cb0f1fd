package arcade.games.snake.view.field;

import arcade.games.snake.model.SegmentShape;
import arcade.games.snake.model.SegmentShapes;
import arcade.games.snake.model.SnakeCell;
import arcade.games.snake.model.SnakeState;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.shape.ArcType;

/**
 * Draws one frame of the field: walls, items, snakes (the spec's segment shapes, THESIS §15 drawing
 * method 2, done procedurally as tubes with rounded ends and eyes facing the head's direction),
 * optionally the motion between two steps (drawing method 3) and the X-ray view of the raw slots.
 * Stateless apart from cached fonts: everything it needs comes in as arguments.
 */
public final class FieldPainter {
    /** What to draw besides the field itself. */
    public record Options(boolean interpolate, boolean grid, boolean xray) {}

    private static final double MARGIN = 12;
    private final XRayCells xray = new XRayCells();
    private double hoverX = Double.NaN, hoverY = Double.NaN;

    /** The geometry a {@code width × height} canvas gives {@code state}'s field. */
    public static FieldGeometry geometry(double width, double height, SnakeState state) {
        return FieldGeometry.fit(width, height, state.rows(), state.cols(), MARGIN);
    }

    /**
     * Paints {@code now}; with interpolation, {@code before} (the state one step earlier, or null)
     * and {@code fraction} (0..1 of the period elapsed since {@code now} was reached) move the
     * heads and tails smoothly from where they were to where they are.
     */
    public void paint(GraphicsContext g, double width, double height, SnakeState now, SnakeState before,
                      double fraction, SnakePalette p, Options o) {
        FieldGeometry geo = geometry(width, height, now);
        double c = geo.cell();
        g.setFill(p.backdrop());
        g.fillRect(0, 0, width, height);
        g.setFill(p.field());
        g.fillRoundRect(geo.originX() - 4, geo.originY() - 4, geo.width() + 8, geo.height() + 8, 10, 10);
        if (o.grid()) drawGrid(g, geo, p);

        boolean smooth = o.interpolate() && before != null && fraction < 1 && before.rows() == now.rows()
                && before.cols() == now.cols() && now.step() == before.step() + 1;
        for (int i = 1; i <= now.rows(); i++) {
            for (int j = 1; j <= now.cols(); j++) {
                int t = now.typeCode(i, j);
                double x = geo.x(j), y = geo.y(i);
                switch (t) {
                    case SnakeCell.CA0_W -> drawWall(g, x, y, c, p);
                    case SnakeCell.CA0_F -> drawApple(g, x, y, c, p);
                    case SnakeCell.CA0_P -> drawPoison(g, x, y, c, p);
                    case SnakeCell.CA0_B -> drawBonus(g, x, y, c, now.ttl(i, j), p);
                    case SnakeCell.CA0_R -> drawKindBonus(g, x, y, c, now.ttl(i, j), p.shrink(), false, p);
                    case SnakeCell.CA0_D -> drawKindBonus(g, x, y, c, now.ttl(i, j), p.slow(), true, p);
                    case SnakeCell.CA0_X -> drawLife(g, x, y, c, p);
                    case SnakeCell.CA0_K -> drawBonus(g, x, y, c, now.ttl(i, j), p); // a fake looks real: only the X-ray tells
                    case SnakeCell.CA0_S -> {
                        // A head that crashed into a wall is drawn against the wall, which stays whole.
                        if (before != null && !smooth && crashed(now) && before.rows() == now.rows() && before.cols() == now.cols()
                                && before.typeCode(i, j) == SnakeCell.CA0_W) drawWall(g, x, y, c, p);
                        drawSegment(g, geo, now, i, j, smooth ? fraction : 1, p);
                    }
                    default -> { }
                }
            }
        }
        if (smooth) drawTails(g, geo, now, before, fraction, p);
        if (o.xray()) xray.paint(g, geo, now, p, hoverX, hoverY, width, height);
    }

    /** The step a snake died in: its fatal cell holds its head. */
    private static boolean crashed(SnakeState s) { return s.isGameOver() || s.isLifeLost(); }

    private static void drawGrid(GraphicsContext g, FieldGeometry geo, SnakePalette p) {
        g.setStroke(p.grid());
        g.setLineWidth(1);
        for (int j = 0; j <= geo.cols(); j++) {
            double x = Math.round(geo.originX() + j * geo.cell()) + 0.5;
            g.strokeLine(x, geo.originY(), x, geo.originY() + geo.height());
        }
        for (int i = 0; i <= geo.rows(); i++) {
            double y = Math.round(geo.originY() + i * geo.cell()) + 0.5;
            g.strokeLine(geo.originX(), y, geo.originX() + geo.width(), y);
        }
    }

    private static void drawWall(GraphicsContext g, double x, double y, double c, SnakePalette p) {
        double inset = Math.max(0.5, c * 0.04), arc = c * 0.3;
        g.setFill(p.wallEdge());
        g.fillRoundRect(x + inset, y + inset, c - 2 * inset, c - 2 * inset, arc, arc);
        g.setFill(p.wall());
        g.fillRoundRect(x + inset, y + inset, c - 2 * inset, c - 2 * inset - Math.max(1, c * 0.08), arc, arc);
    }

    private static void drawApple(GraphicsContext g, double x, double y, double c, SnakePalette p) {
        double r = c * 0.36;
        g.setFill(p.apple());
        g.fillOval(x + c / 2 - r, y + c / 2 - r + c * 0.05, 2 * r, 2 * r);
        g.setFill(p.leaf());
        g.fillOval(x + c * 0.52, y + c * 0.08, c * 0.22, c * 0.14);
        g.setFill(p.eye().deriveColor(0, 1, 1, 0.35)); // a soft highlight
        g.fillOval(x + c * 0.32, y + c * 0.34, c * 0.14, c * 0.14);
    }

    private static void drawPoison(GraphicsContext g, double x, double y, double c, SnakePalette p) {
        double cx = x + c / 2, cy = y + c / 2, r = c * 0.36;
        g.setFill(p.poison());
        g.fillPolygon(new double[]{cx, cx + r, cx, cx - r}, new double[]{cy - r, cy, cy + r, cy}, 4);
        g.setStroke(p.eye());
        g.setLineWidth(Math.max(1, c * 0.07));
        double k = r * 0.35;
        g.strokeLine(cx - k, cy - k, cx + k, cy + k);
        g.strokeLine(cx - k, cy + k, cx + k, cy - k);
    }

    /**
     * A shrink (two arrows pointing at each other) or slow-down (an hourglass) bonus on a disc of
     * its colour, with the same shrinking ring as the points bonus.
     */
    /** An extra life: a heart. */
    private static void drawLife(GraphicsContext g, double x, double y, double c, SnakePalette p) {
        double cx = x + c / 2, cy = y + c / 2, r = c * 0.16;
        g.setFill(p.life());
        g.fillOval(cx - 2 * r, cy - 1.6 * r, 2 * r, 2 * r);
        g.fillOval(cx, cy - 1.6 * r, 2 * r, 2 * r);
        g.fillPolygon(new double[]{cx - 1.95 * r, cx + 1.95 * r, cx}, new double[]{cy - 0.3 * r, cy - 0.3 * r, cy + 2.2 * r}, 3);
    }

    private static void drawKindBonus(GraphicsContext g, double x, double y, double c, int ttl, Color fill, boolean slow, SnakePalette p) {
        double cx = x + c / 2, cy = y + c / 2, r = c * 0.3;
        g.setFill(fill);
        g.fillOval(cx - r, cy - r, 2 * r, 2 * r);
        g.setStroke(p.eye());
        g.setLineWidth(Math.max(1, c * 0.06));
        double k = r * 0.55;
        if (slow) {
            g.strokePolygon(new double[]{cx - k, cx + k, cx - k, cx + k}, new double[]{cy - k, cy - k, cy + k, cy + k}, 4);
        } else {
            g.strokeLine(cx - k, cy, cx - k * 0.2, cy);
            g.strokeLine(cx + k * 0.2, cy, cx + k, cy);
            g.strokePolyline(new double[]{cx - k * 0.6, cx - k * 0.2, cx - k * 0.6}, new double[]{cy - k * 0.4, cy, cy + k * 0.4}, 3);
            g.strokePolyline(new double[]{cx + k * 0.6, cx + k * 0.2, cx + k * 0.6}, new double[]{cy - k * 0.4, cy, cy + k * 0.4}, 3);
        }
        double ring = c * 0.44;
        g.setStroke(p.bonusRing());
        g.setLineWidth(Math.max(1.2, c * 0.07));
        double extent = 360.0 * Math.max(0, Math.min(20, ttl)) / 20.0;
        g.strokeArc(cx - ring, cy - ring, 2 * ring, 2 * ring, 90, extent, ArcType.OPEN);
    }

    private static void drawBonus(GraphicsContext g, double x, double y, double c, int ttl, SnakePalette p) {
        double cx = x + c / 2, cy = y + c / 2, r = c * 0.26;
        g.setFill(p.bonus());
        double[] xs = new double[10], ys = new double[10];
        for (int k = 0; k < 10; k++) {
            double a = -Math.PI / 2 + k * Math.PI / 5, rr = k % 2 == 0 ? r : r * 0.45;
            xs[k] = cx + rr * Math.cos(a);
            ys[k] = cy + rr * Math.sin(a);
        }
        g.fillPolygon(xs, ys, 10);
        double ring = c * 0.44;
        g.setStroke(p.bonusRing());
        g.setLineWidth(Math.max(1.2, c * 0.07));
        double extent = 360.0 * Math.max(0, Math.min(20, ttl)) / 20.0;
        g.strokeArc(cx - ring, cy - ring, 2 * ring, 2 * ring, 90, extent, ArcType.OPEN);
    }

    /**
     * A snake cell as a tube: a disc in the middle plus a bar towards every chain neighbour. With
     * interpolation ({@code f < 1}) the head glides from its neck towards its cell.
     */
    private static void drawSegment(GraphicsContext g, FieldGeometry geo, SnakeState s, int i, int j, double f, SnakePalette p) {
        double c = geo.cell(), w = c * 0.72, half = w / 2;
        double x = geo.x(j), y = geo.y(i), cx = x + c / 2, cy = y + c / 2;
        int id = s.snakeId(i, j) - 1;
        int dir = s.directionCode(i, j);
        SegmentShape shape = SegmentShapes.shapeFor(s, i, j);
        Color body = dir != 0 ? p.headOf(id) : p.bodyOf(id);
        g.setFill(p.bodyOf(id));
        if (dir != 0 && f < 1) {
            // The head is still travelling out of its neck: draw the bar from the neck's centre.
            int[] back = backOf(dir);
            int ni = i + back[0], nj = j + back[1];
            boolean inside = ni >= 1 && nj >= 1 && ni <= s.rows() && nj <= s.cols(); // not across a torus edge
            boolean neckLinked = inside && SegmentShapes.chain(s, i, j, back[0], back[1]);
            if (neckLinked) {
                double hx = cx + back[1] * c * (1 - f), hy = cy + back[0] * c * (1 - f);
                bar(g, cx + back[1] * c, cy + back[0] * c, hx, hy, half);
                g.setFill(body);
                g.fillOval(hx - half, hy - half, w, w);
                drawEyes(g, hx, hy, c, dir, p);
                return;
            }
        }
        // The neck's bar towards a gliding head is drawn by the head itself.
        if (shape.linksUp() && !glidingHead(s, i, j, -1, 0, f)) g.fillRect(cx - half, y, w, c / 2);
        if (shape.linksDown() && !glidingHead(s, i, j, 1, 0, f)) g.fillRect(cx - half, cy, w, c / 2);
        if (shape.linksLeft() && !glidingHead(s, i, j, 0, -1, f)) g.fillRect(x, cy - half, c / 2, w);
        if (shape.linksRight() && !glidingHead(s, i, j, 0, 1, f)) g.fillRect(cx, cy - half, c / 2, w);
        g.setFill(body);
        g.fillOval(cx - half, cy - half, w, w);
        if (dir != 0) drawEyes(g, cx, cy, c, dir, p);
        if (dir != 0 && (s.isGameOver() && s.isDead(id + 1) || s.isLifeLost() && id == 0)) { // the fatal cell: a ring marks where the crashed head hit
            g.setStroke(p.apple());
            g.setLineWidth(Math.max(1.5, c * 0.09));
            g.strokeOval(x + c * 0.04, y + c * 0.04, c * 0.92, c * 0.92);
        }
    }

    /** True when (i+di, j+dj) is a head still gliding out of (i, j). */
    private static boolean glidingHead(SnakeState s, int i, int j, int di, int dj, double f) {
        if (f >= 1) return false;
        int ni = i + di, nj = j + dj;
        if (ni < 1 || nj < 1 || ni > s.rows() || nj > s.cols()) return false;
        int d = s.directionCode(ni, nj);
        if (d == 0 || s.typeCode(ni, nj) != SnakeCell.CA0_S) return false;
        int[] back = backOf(d);
        return back[0] == -di && back[1] == -dj;
    }

    /** {di, dj} pointing from a head back to its neck, for direction code {@code dir}. */
    private static int[] backOf(int dir) {
        return switch (dir) {
            case 1 -> new int[]{0, -1};
            case 2 -> new int[]{1, 0};
            case 3 -> new int[]{0, 1};
            default -> new int[]{-1, 0};
        };
    }

    private static void bar(GraphicsContext g, double x1, double y1, double x2, double y2, double half) {
        double l = Math.min(x1, x2), t = Math.min(y1, y2);
        double wd = Math.abs(x2 - x1), ht = Math.abs(y2 - y1);
        if (wd > ht) g.fillRect(l, t - half, wd, 2 * half);
        else g.fillRect(l - half, t, 2 * half, ht);
    }

    private static void drawEyes(GraphicsContext g, double cx, double cy, double c, int dir, SnakePalette p) {
        double fx = dir == 1 ? 1 : dir == 3 ? -1 : 0, fy = dir == 2 ? -1 : dir == 4 ? 1 : 0;
        double sx = -fy, sy = fx; // sideways
        double er = c * 0.12, pr = c * 0.06, ahead = c * 0.12, apart = c * 0.17;
        for (int k = -1; k <= 1; k += 2) {
            double ex = cx + fx * ahead + sx * apart * k, ey = cy + fy * ahead + sy * apart * k;
            g.setFill(p.eye());
            g.fillOval(ex - er, ey - er, 2 * er, 2 * er);
            g.setFill(p.pupil());
            g.fillOval(ex + fx * pr * 0.7 - pr, ey + fy * pr * 0.7 - pr, 2 * pr, 2 * pr);
        }
    }

    /**
     * Interpolated tails: a cell that was a tail one step ago and is Empty now is drawn as a bar
     * shrinking towards the current tail, so the body slides instead of jumping.
     */
    private static void drawTails(GraphicsContext g, FieldGeometry geo, SnakeState now, SnakeState before, double f, SnakePalette p) {
        double c = geo.cell(), w = c * 0.72, half = w / 2;
        for (int i = 1; i <= before.rows(); i++) {
            for (int j = 1; j <= before.cols(); j++) {
                if (before.typeCode(i, j) != SnakeCell.CA0_S || before.ttl(i, j) != 1 || now.typeCode(i, j) != SnakeCell.CA0_E) continue;
                int id = before.snakeId(i, j);
                for (int[] d : new int[][]{{0, 1}, {-1, 0}, {0, -1}, {1, 0}}) {
                    int ni = i + d[0], nj = j + d[1];
                    if (ni < 1 || nj < 1 || ni > now.rows() || nj > now.cols()) continue;
                    if (now.typeCode(ni, nj) != SnakeCell.CA0_S || now.snakeId(ni, nj) != id
                            || before.typeCode(ni, nj) != SnakeCell.CA0_S || before.ttl(ni, nj) != 2) continue;
                    double ox = geo.x(j) + c / 2, oy = geo.y(i) + c / 2;
                    double tx = ox + d[1] * c * f, ty = oy + d[0] * c * f;
                    g.setFill(p.bodyOf(id - 1));
                    bar(g, tx, ty, ox + d[1] * c, oy + d[0] * c, half);
                    g.fillOval(tx - half, ty - half, w, w);
                }
            }
        }
    }

    /** The mouse on the canvas, for the X-ray's magnifier (NaN when it is elsewhere). */
    public void setHover(double x, double y) {
        hoverX = x;
        hoverY = y;
    }
}
