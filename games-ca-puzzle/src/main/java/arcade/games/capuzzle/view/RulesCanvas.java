package arcade.games.capuzzle.view;

import arcade.games.capuzzle.view.parts.CellPainter;
import arcade.games.capuzzle.view.parts.CaPalette;

import arcade.api.fx.CanvasPane;
import arcade.games.capuzzle.automaton.Rule;
import javafx.geometry.Point2D;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.IntConsumer;

/**
 * Rules drawn in the thesis's 3+1 layout (the triple, its result under the middle cell), flowing
 * in rows to the canvas width. Only the visible rows are drawn, so the 1000 rules (4000 cells)
 * of a 10-state automaton scroll smoothly. Used by the overview, the help panels and the editor.
 */
final class RulesCanvas {
    private static final double MARGIN = 6;
    private final CanvasPane pane = new CanvasPane(this::paint);
    private List<Rule> rules = List.of();
    private List<Color> colours = List.of();
    private Set<Rule> highlighted = Set.of(), struck = Set.of(), fallback = Set.of();
    private CaPalette palette = CaPalette.fallback();
    private int cell = 18, gap = 1, ruleGap = 10;
    private boolean numbers = true, glyphs;
    private double scrollY;
    private BiConsumer<Integer, MouseButton> onClick = (i, b) -> {};
    private IntConsumer onZoom = z -> {};

    RulesCanvas() {
        pane.getStyleClass().add("ca-rules");
        pane.setPrefSize(300, 300);
        pane.addEventHandler(ScrollEvent.SCROLL, this::onScroll);
        pane.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            int i = ruleAt(e.getX(), e.getY());
            if (i >= 0) onClick.accept(i, e.getButton());
        });
    }

    CanvasPane node() { return pane; }

    void setRules(List<Rule> rules, List<String> colours) {
        this.rules = List.copyOf(rules);
        this.colours = colours.stream().map(CaPalette::state).toList();
        clampScroll();
        pane.repaint();
    }

    /** Highlighted (matching the help view), struck out (by the player) and fallback (added with result 0) rules. */
    void setMarks(Set<Rule> highlighted, Set<Rule> struck, Set<Rule> fallback) {
        this.highlighted = Set.copyOf(highlighted);
        this.struck = Set.copyOf(struck);
        this.fallback = Set.copyOf(fallback);
        pane.repaint();
    }

    void setPalette(CaPalette p) { palette = p; pane.repaint(); }

    void setLook(int cellSize, int gap, int ruleGap, boolean numbers, boolean glyphs) {
        this.cell = cellSize; this.gap = gap; this.ruleGap = ruleGap; this.numbers = numbers; this.glyphs = glyphs;
        clampScroll();
        pane.repaint();
    }

    void onClick(BiConsumer<Integer, MouseButton> c) { onClick = c; }
    void onZoom(IntConsumer c) { onZoom = c; }
    int cellSize() { return cell; }
    int ruleCount() { return rules.size(); }

    /** Scrolls so that the first highlighted rule is in view. */
    void revealFirstHighlighted() {
        for (int i = 0; i < rules.size(); i++) if (highlighted.contains(rules.get(i))) {
            double y = MARGIN + (i / perRow()) * ruleHeight();
            if (y < scrollY || y + ruleHeight() > scrollY + pane.height()) scrollY = y - MARGIN;
            clampScroll();
            pane.repaint();
            return;
        }
    }

    void scrollBy(double dy) { scrollY += dy; clampScroll(); pane.repaint(); }
    double scrollY() { return scrollY; }

    private double ruleWidth() { return 3 * cell + 2 * gap + ruleGap; }
    private double ruleHeight() { return 2 * cell + gap + ruleGap; }
    private int perRow() { return Math.max(1, (int) ((pane.width() - 2 * MARGIN + ruleGap) / ruleWidth())); }
    private double contentHeight() { return 2 * MARGIN + Math.ceil(rules.size() / (double) perRow()) * ruleHeight(); }

    private void clampScroll() { scrollY = Math.max(0, Math.min(scrollY, contentHeight() - pane.height())); }

    int ruleAt(double x, double y) {
        double gx = x - MARGIN, gy = y + scrollY - MARGIN;
        if (gx < 0 || gy < 0) return -1;
        int col = (int) (gx / ruleWidth()), row = (int) (gy / ruleHeight());
        if (col >= perRow() || gx - col * ruleWidth() > ruleWidth() - ruleGap) return -1;
        int i = row * perRow() + col;
        return i < rules.size() ? i : -1;
    }

    /** The centre of a rule's result cell, in canvas coordinates. */
    Point2D resultCentreOf(int index) {
        double x = MARGIN + (index % perRow()) * ruleWidth(), y = MARGIN + (index / perRow()) * ruleHeight() - scrollY;
        return new Point2D(x + cell + gap + cell / 2.0, y + cell + gap + cell / 2.0);
    }

    private void onScroll(ScrollEvent e) {
        if (e.isControlDown()) {
            int next = Math.max(6, Math.min(80, cell + (e.getDeltaY() > 0 ? 2 : -2)));
            if (next != cell) { cell = next; onZoom.accept(next); clampScroll(); pane.repaint(); }
        } else scrollBy(-e.getDeltaY());
        e.consume();
    }

    private void paint(GraphicsContext g) {
        g.setFill(palette.background());
        g.fillRect(0, 0, pane.width(), pane.height());
        int per = perRow();
        int firstRow = Math.max(0, (int) ((scrollY - MARGIN) / ruleHeight()));
        int lastRow = (int) ((scrollY + pane.height()) / ruleHeight());
        for (int row = firstRow; row <= lastRow; row++) for (int col = 0; col < per; col++) {
            int i = row * per + col;
            if (i >= rules.size()) return;
            drawRule(g, rules.get(i), MARGIN + col * ruleWidth(), MARGIN + row * ruleHeight() - scrollY);
        }
    }

    private void drawRule(GraphicsContext g, Rule r, double x, double y) {
        double w = 3 * cell + 2 * gap, h = 2 * cell + gap;
        if (highlighted.contains(r)) { g.setFill(palette.highlight()); g.fillRect(x - 3, y - 3, w + 6, h + 6); }
        g.setFill(palette.grid());
        g.fillRect(x - gap, y - gap, w + 2 * gap, cell + 2 * gap);
        g.fillRect(x + cell, y + cell, cell + 2 * gap, cell + 2 * gap);
        int[] triple = {r.l(), r.c(), r.r()};
        for (int k = 0; k < 3; k++) CellPainter.state(g, x + k * (cell + gap), y, cell, colours.get(triple[k]), triple[k], numbers, glyphs);
        double rx = x + cell + gap, ry = y + cell + gap;
        if (r.result() >= 0) CellPainter.state(g, rx, ry, cell, colours.get(r.result()), r.result(), numbers, glyphs);
        else CellPainter.covered(g, rx, ry, cell, palette);
        if (fallback.contains(r)) {
            g.setFill(palette.wrong());
            g.setFont(Font.font(Math.max(9, cell * 0.45)));
            g.setTextAlign(TextAlignment.LEFT);
            g.setTextBaseline(VPos.CENTER);
            g.fillText("added", rx + cell + 3, ry + cell / 2.0);
        }
        if (struck.contains(r)) {
            g.setStroke(palette.struck());
            g.setLineWidth(2.5);
            g.strokeLine(x - 2, y + h + 2, x + w + 2, y - 2);
        }
    }
}
