package arcade.api.fx;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * A keyboard cursor over a W×H grid: the arrows move it, Home and End go to the first and last
 * column of the row (with Ctrl: the first and last cell of the grid). What happens at an edge is a
 * {@link Wrap} policy. The cursor is drawn only while {@link #visibleProperty() visible}: a key
 * shows it, and a view hides it again when the mouse takes over, so a mouse player never sees a
 * stray highlight. The view draws it and decides what Enter or Space do.
 */
public final class GridCursor {
    /** What an arrow does at the edge of the grid. */
    public enum Wrap {
        /** Stays at the edge. */
        STOP,
        /** Reappears on the opposite edge of the same row or column (a torus). */
        AROUND,
        /** Continues on the next or previous row (left/right only; up/down stop), like reading text. */
        READING
    }

    private final ReadOnlyIntegerWrapper col = new ReadOnlyIntegerWrapper(this, "col");
    private final ReadOnlyIntegerWrapper row = new ReadOnlyIntegerWrapper(this, "row");
    private final BooleanProperty visible = new SimpleBooleanProperty(this, "visible");
    private int cols, rows;
    private Wrap wrap;

    public GridCursor(int cols, int rows, Wrap wrap) {
        this.wrap = wrap;
        resize(cols, rows);
    }

    public int col() { return col.get(); }
    public int row() { return row.get(); }
    public GridCell cell() { return new GridCell(col(), row()); }
    public ReadOnlyIntegerProperty colProperty() { return col.getReadOnlyProperty(); }
    public ReadOnlyIntegerProperty rowProperty() { return row.getReadOnlyProperty(); }
    public BooleanProperty visibleProperty() { return visible; }
    public boolean isVisible() { return visible.get(); }
    public void setVisible(boolean v) { visible.set(v); }
    public Wrap wrap() { return wrap; }
    public void setWrap(Wrap wrap) { this.wrap = wrap; }
    public int cols() { return cols; }
    public int rows() { return rows; }

    /** Hides the cursor whenever the mouse moves over or presses on {@code surface}: the mouse has taken over. */
    public void hideOnMouse(javafx.scene.Node surface) {
        surface.addEventHandler(javafx.scene.input.MouseEvent.MOUSE_MOVED, e -> setVisible(false));
        surface.addEventHandler(javafx.scene.input.MouseEvent.MOUSE_PRESSED, e -> setVisible(false));
    }

    /** A new grid size (a new game); the cursor stays where it was if that cell still exists. */
    public void resize(int cols, int rows) {
        if (cols < 1 || rows < 1) throw new IllegalArgumentException("a grid needs at least one column and one row");
        this.cols = cols;
        this.rows = rows;
        moveTo(Math.min(col(), cols - 1), Math.min(row(), rows - 1));
    }

    /** Puts the cursor on a cell (e.g. the one just clicked), clamped into the grid; visibility is unchanged. */
    public void moveTo(int c, int r) {
        col.set(Math.max(0, Math.min(cols - 1, c)));
        row.set(Math.max(0, Math.min(rows - 1, r)));
    }

    /**
     * Handles a navigation key: moves the cursor, shows it, consumes the event and returns true;
     * other keys are left alone (false). The first key of a hidden cursor only shows it where it is.
     */
    public boolean handle(KeyEvent e) {
        if (e.isAltDown() || e.isMetaDown()) return false;
        boolean moved = handle(e.getCode(), e.isShortcutDown() || e.isControlDown());
        if (moved) e.consume();
        return moved;
    }

    /** The same as {@link #handle(KeyEvent)} for a key code and whether Ctrl is held. */
    public boolean handle(KeyCode code, boolean ctrl) {
        int c = col(), r = row();
        switch (code) {
            case LEFT, KP_LEFT -> c--;
            case RIGHT, KP_RIGHT -> c++;
            case UP, KP_UP -> r--;
            case DOWN, KP_DOWN -> r++;
            case HOME -> { c = 0; if (ctrl) r = 0; }
            case END -> { c = cols - 1; if (ctrl) r = rows - 1; }
            default -> { return false; }
        }
        if (!isVisible()) { setVisible(true); return true; }
        step(c, r);
        return true;
    }

    private void step(int c, int r) {
        switch (wrap) {
            case STOP -> moveTo(c, r);
            case AROUND -> moveTo(Math.floorMod(c, cols), Math.floorMod(r, rows));
            case READING -> {
                if (c < 0 && r == row()) { c = cols - 1; r--; }
                else if (c >= cols && r == row()) { c = 0; r++; }
                if (r < 0 || r >= rows) return; // before the first or after the last cell: stay
                moveTo(c, r);
            }
        }
    }
}
