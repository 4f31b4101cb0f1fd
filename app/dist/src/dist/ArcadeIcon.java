import javax.imageio.ImageIO;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;

/**
 * Draws the arcade's icon as PNGs in the sizes desktops ask for: a rounded tile holding the first
 * generations of elementary rule 90 (a Sierpinski triangle grown from one live cell), the automaton
 * the arcade is named after. It drew the shell's window icons, which the packages install too:
 * {@code java app/dist/src/dist/ArcadeIcon.java app/shell/src/main/resources/arcade/shell/theme 16 24 32 48 64 128 256}.
 */
public final class ArcadeIcon {
    private static final int GENERATIONS = 8;
    private static final int COLUMNS = 2 * GENERATIONS - 1;

    public static void main(String[] args) throws IOException {
        File folder = new File(args[0]);
        if (!folder.isDirectory() && !folder.mkdirs()) throw new IOException("cannot create " + folder);
        for (int i = 1; i < args.length; i++) {
            int size = Integer.parseInt(args[i]);
            ImageIO.write(draw(size), "png", new File(folder, "automata-arcade-" + size + ".png"));
        }
    }

    static BufferedImage draw(int size) {
        BufferedImage img = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        double inset = size / 32.0, tile = size - 2 * inset, arc = size * 0.22;
        g.setPaint(new GradientPaint(0, 0, new Color(0x3B4CCA), 0, size, new Color(0x1B1F5E)));
        g.fill(new RoundRectangle2D.Double(inset, inset, tile, tile, arc, arc));
        if (size >= 32) {
            g.setColor(new Color(255, 255, 255, 60));
            g.setStroke(new BasicStroke((float) Math.max(1, size / 64.0)));
            g.draw(new RoundRectangle2D.Double(inset + 0.5, inset + 0.5, tile - 1, tile - 1, arc, arc));
        }
        boolean[][] rows = rule90();
        // Small sizes show fewer generations so each cell stays at least a couple of pixels wide.
        int shown = size < 24 ? 4 : size < 40 ? 6 : GENERATIONS;
        int cols = 2 * shown - 1, first = GENERATIONS - shown;
        double area = tile * 0.78, cell = area / cols;
        double left = (size - cols * cell) / 2, top = (size - shown * cell) / 2;
        double gap = cell >= 4 ? cell * 0.14 : 0;
        for (int r = 0; r < shown; r++) {
            for (int c = 0; c < cols; c++) {
                if (!rows[r][c + first]) continue;
                g.setColor(r == shown - 1 ? new Color(0xFFC83D) : new Color(0xF2F4FF));
                g.fill(new RoundRectangle2D.Double(left + c * cell + gap / 2, top + r * cell + gap / 2,
                        cell - gap, cell - gap, cell * 0.3, cell * 0.3));
            }
        }
        g.dispose();
        return img;
    }

    /** Rule 90: a cell is alive when exactly one of its two neighbours was. */
    private static boolean[][] rule90() {
        boolean[][] rows = new boolean[GENERATIONS][COLUMNS];
        rows[0][GENERATIONS - 1] = true;
        for (int r = 1; r < GENERATIONS; r++)
            for (int c = 0; c < COLUMNS; c++) {
                boolean l = c > 0 && rows[r - 1][c - 1], rr = c < COLUMNS - 1 && rows[r - 1][c + 1];
                rows[r][c] = l ^ rr;
            }
        return rows;
    }
}
