package arcade.api.fx;

import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.geometry.Orientation;
import javafx.geometry.Point2D;
import javafx.geometry.Rectangle2D;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.ScrollBar;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.Region;

import java.util.Objects;

/**
 * A scrolling and zooming view of a large drawing (a board of thousands of cells). The canvas is
 * only as big as the window; the painter draws in content coordinates (the graphics context is
 * already scaled and translated) and is told which part of the content is visible, so it draws
 * only that. The mouse wheel zooms around the pointer, dragging with the middle or right button
 * (or the left one, see {@link #setPrimaryDragPans}) or the scroll bars pan, and +, − and 0 zoom
 * in, out and back to 100 %. A content smaller than the view is centred.
 */
public class ViewportPane extends Region {
    /** Draws the visible part; {@code visible} is in content coordinates. */
    @FunctionalInterface
    public interface Painter { void paint(GraphicsContext gc, Rectangle2D visible, double zoom); }

    public static final double ZOOM_STEP = 1.25;

    private final Canvas canvas = new Canvas();
    private final ScrollBar hbar = new ScrollBar(), vbar = new ScrollBar();
    private final Painter painter;
    private final ReadOnlyDoubleWrapper zoom = new ReadOnlyDoubleWrapper(this, "zoom", 1);
    private double contentW, contentH;
    private double scrollX, scrollY;          // content point at the view's top-left corner
    private double minZoom = 0.05, maxZoom = 8;
    private boolean primaryDragPans;
    private boolean syncingBars;
    private double dragX, dragY;
    private boolean panning;

    public ViewportPane(double contentWidth, double contentHeight, Painter painter) {
        this.painter = Objects.requireNonNull(painter);
        getStyleClass().add("viewport-pane");
        vbar.setOrientation(Orientation.VERTICAL);
        hbar.setFocusTraversable(false);
        vbar.setFocusTraversable(false);
        getChildren().addAll(canvas, hbar, vbar);
        setMinSize(0, 0);
        setPrefSize(640, 480);
        setFocusTraversable(true);
        setContentSize(contentWidth, contentHeight);
        hbar.valueProperty().addListener((o, a, v) -> { if (!syncingBars) scrollTo(v.doubleValue(), scrollY); });
        vbar.valueProperty().addListener((o, a, v) -> { if (!syncingBars) scrollTo(scrollX, v.doubleValue()); });
        addEventHandler(ScrollEvent.SCROLL, this::wheel);
        addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        addEventHandler(MouseEvent.MOUSE_DRAGGED, this::dragged);
        addEventHandler(MouseEvent.MOUSE_RELEASED, e -> panning = false);
        addEventHandler(KeyEvent.KEY_PRESSED, this::key);
    }

    // ---- the view ----

    public Canvas canvas() { return canvas; }
    public double zoom() { return zoom.get(); }
    public ReadOnlyDoubleProperty zoomProperty() { return zoom.getReadOnlyProperty(); }
    public double scrollX() { return scrollX; }
    public double scrollY() { return scrollY; }

    /** A new content size (a new board); the view is clamped into it. */
    public final void setContentSize(double w, double h) {
        if (!(w > 0) || !(h > 0)) throw new IllegalArgumentException("the content needs a positive size");
        contentW = w;
        contentH = h;
        requestLayout();
        scrollTo(scrollX, scrollY);
    }

    public void setZoomLimits(double min, double max) {
        if (!(min > 0) || max < min) throw new IllegalArgumentException("zoom limits must be positive and in order");
        minZoom = min;
        maxZoom = max;
        setZoomAt(zoom(), viewW() / 2, viewH() / 2);
    }

    /** Whether a left-button drag pans (for views whose left clicks do nothing else). */
    public void setPrimaryDragPans(boolean pans) { primaryDragPans = pans; }

    /** The visible part of the content, in content coordinates. */
    public Rectangle2D visibleContent() {
        double z = zoom();
        return new Rectangle2D(Math.max(0, scrollX), Math.max(0, scrollY),
                Math.min(contentW, viewW() / z), Math.min(contentH, viewH() / z));
    }

    /** The content point under a point of the view (for hit-testing clicks). */
    public Point2D toContent(double viewX, double viewY) {
        return new Point2D((viewX - offsetX()) / zoom() + scrollX, (viewY - offsetY()) / zoom() + scrollY);
    }

    /** The view point where a content point is drawn. */
    public Point2D toView(double contentX, double contentY) {
        return new Point2D((contentX - scrollX) * zoom() + offsetX(), (contentY - scrollY) * zoom() + offsetY());
    }

    /** Zooms by {@code factor}, keeping the content point under the view point (px, py) in place. */
    public void zoomBy(double factor, double px, double py) { setZoomAt(zoom() * factor, px, py); }

    /** Sets the zoom (clamped to the limits), keeping the content point under (px, py) in place. */
    public void setZoomAt(double z, double px, double py) {
        Point2D anchor = toContent(px, py);
        zoom.set(Math.max(minZoom, Math.min(maxZoom, z)));
        scrollTo(anchor.getX() - (px - offsetX()) / zoom(), anchor.getY() - (py - offsetY()) / zoom());
    }

    /** The zoom at which the whole content fits the view, centred. */
    public void fit() {
        double z = Math.min(Math.max(1, getWidth()) / contentW, Math.max(1, getHeight()) / contentH);
        zoom.set(Math.max(minZoom, Math.min(maxZoom, z)));
        scrollTo(0, 0);
    }

    /** Pans by a distance in view pixels (a drag to the right shows what lies to the left). */
    public void panBy(double dx, double dy) { scrollTo(scrollX - dx / zoom(), scrollY - dy / zoom()); }

    /** Puts the content point (x, y) at the view's top-left corner, clamped to the content. */
    public void scrollTo(double x, double y) {
        scrollX = clamp(x, contentW - viewW() / zoom());
        scrollY = clamp(y, contentH - viewH() / zoom());
        syncBars();
        repaint();
    }

    /** Scrolls as little as needed to show a content rectangle (e.g. the keyboard cursor's cell). */
    public void ensureVisible(Rectangle2D r) {
        Rectangle2D v = visibleContent();
        double x = scrollX, y = scrollY;
        if (r.getMinX() < v.getMinX()) x = r.getMinX(); else if (r.getMaxX() > v.getMaxX()) x = r.getMaxX() - v.getWidth();
        if (r.getMinY() < v.getMinY()) y = r.getMinY(); else if (r.getMaxY() > v.getMaxY()) y = r.getMaxY() - v.getHeight();
        scrollTo(x, y);
    }

    /** Paints the visible part now (FX thread). */
    public void repaint() {
        double w = canvas.getWidth(), h = canvas.getHeight();
        if (w <= 0 || h <= 0) return;
        GraphicsContext gc = canvas.getGraphicsContext2D();
        gc.save();
        gc.clearRect(0, 0, w, h);
        double z = zoom();
        gc.setTransform(z, 0, 0, z, offsetX() - scrollX * z, offsetY() - scrollY * z);
        painter.paint(gc, visibleContent(), z);
        gc.restore();
    }

    // ---- layout ----

    @Override protected void layoutChildren() {
        double w = snapSizeX(getWidth()), h = snapSizeY(getHeight());
        double bw = vbar.prefWidth(-1), bh = hbar.prefHeight(-1);
        boolean needH = contentW * zoom() > w, needV = contentH * zoom() > h;
        if (needH && !needV) needV = contentH * zoom() > h - bh;
        if (needV && !needH) needH = contentW * zoom() > w - bw;
        hbar.setVisible(needH);
        vbar.setVisible(needV);
        double cw = Math.max(0, w - (needV ? bw : 0)), ch = Math.max(0, h - (needH ? bh : 0));
        hbar.resizeRelocate(0, ch, cw, bh);
        vbar.resizeRelocate(cw, 0, bw, ch);
        if (cw != canvas.getWidth() || ch != canvas.getHeight()) {
            canvas.setWidth(cw);
            canvas.setHeight(ch);
            scrollTo(scrollX, scrollY);
        }
    }

    private double viewW() { return canvas.getWidth(); }
    private double viewH() { return canvas.getHeight(); }

    /** A content narrower than the view is centred in it. */
    private double offsetX() { return Math.max(0, (viewW() - contentW * zoom()) / 2); }
    private double offsetY() { return Math.max(0, (viewH() - contentH * zoom()) / 2); }

    private static double clamp(double v, double max) { return Math.max(0, Math.min(Math.max(0, max), v)); }

    private void syncBars() {
        syncingBars = true;
        try {
            double visW = viewW() / zoom(), visH = viewH() / zoom();
            hbar.setMax(Math.max(0, contentW - visW));
            hbar.setVisibleAmount(Math.max(0, contentW - visW) * visW / contentW);
            hbar.setValue(scrollX);
            hbar.setUnitIncrement(Math.max(1, visW / 20));
            hbar.setBlockIncrement(Math.max(1, visW * 0.9));
            vbar.setMax(Math.max(0, contentH - visH));
            vbar.setVisibleAmount(Math.max(0, contentH - visH) * visH / contentH);
            vbar.setValue(scrollY);
            vbar.setUnitIncrement(Math.max(1, visH / 20));
            vbar.setBlockIncrement(Math.max(1, visH * 0.9));
        } finally {
            syncingBars = false;
        }
        requestLayout();
    }

    // ---- input ----

    private void wheel(ScrollEvent e) {
        if (e.getDeltaY() == 0) return;
        zoomBy(Math.pow(ZOOM_STEP, e.getDeltaY() / 40), e.getX(), e.getY()); // one wheel notch = 40
        e.consume();
    }

    private void pressed(MouseEvent e) {
        panning = e.getButton() == MouseButton.MIDDLE || e.getButton() == MouseButton.SECONDARY
                || (primaryDragPans && e.getButton() == MouseButton.PRIMARY);
        dragX = e.getX();
        dragY = e.getY();
        if (panning) requestFocus();
    }

    private void dragged(MouseEvent e) {
        if (!panning) return;
        panBy(e.getX() - dragX, e.getY() - dragY);
        dragX = e.getX();
        dragY = e.getY();
        e.consume();
    }

    private void key(KeyEvent e) {
        if (e.isAltDown()) return;
        switch (e.getCode()) {
            case PLUS, ADD, EQUALS -> zoomBy(ZOOM_STEP, viewW() / 2, viewH() / 2);
            case MINUS, SUBTRACT -> zoomBy(1 / ZOOM_STEP, viewW() / 2, viewH() / 2);
            case DIGIT0, NUMPAD0 -> setZoomAt(1, viewW() / 2, viewH() / 2);
            default -> { return; }
        }
        e.consume();
    }
}
