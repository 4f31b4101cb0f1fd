package arcade.games.shannon.view.board;

import arcade.api.fx.CanvasPane;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;

import java.util.function.IntConsumer;
import java.util.function.IntSupplier;

/**
 * The board's input: the free link under the pointer and the one the keyboard is on, and "play
 * link e" when one is clicked, or Enter or Space is pressed on it, and nothing more (the
 * controller decides). Input counts only while the board is interactive and shows a game to play.
 */
final class BoardInput {
    /** What the input needs of the board it sits on. */
    interface Target {
        /** The position moves are played on, or null while none may be (a past one shown, the game over). */
        ShannonState playable();

        /** The free link nearest a point of the canvas, as it is drawn now. */
        int nearest(ShannonState s, double x, double y);

        /** Moves between the links of {@code s} as they are drawn now. */
        LinkNavigator navigator(ShannonState s);

        void repaint();
    }

    private final Target board;
    private boolean interactive;
    private Side previewSide;           // how the hovered link would change; null = nothing to preview
    private int hover = -1, focus = -1;
    private IntConsumer onPlay = e -> {};

    BoardInput(CanvasPane pane, Target board) {
        this.board = board;
        pane.addEventHandler(MouseEvent.MOUSE_MOVED, e -> setHover(pick(e.getX(), e.getY())));
        pane.addEventHandler(MouseEvent.MOUSE_EXITED, e -> setHover(-1));
        pane.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> pane.requestFocus());
        pane.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            if (!e.isStillSincePress()) return;
            int edge = pick(e.getX(), e.getY());
            if (edge >= 0) onPlay.accept(edge);
        });
    }

    void setOnPlay(IntConsumer onPlay) { this.onPlay = onPlay; }

    void setInteractive(boolean on, Side side) {
        interactive = on;
        previewSide = side;
        if (!on) hover = -1;
    }

    boolean isInteractive() { return interactive; }

    Side previewSide() { return previewSide; }

    int hover() { return hover; }

    int focus() { return focus; }

    void clearHover() { hover = -1; }

    /**
     * A new position: a focus on a link just played moves to the free link nearest the last move
     * ({@code nearLastMove}, on the same board of a game going on), a hover on it goes.
     */
    void positionChanged(ShannonState prev, ShannonState next, IntSupplier nearLastMove) {
        if (focus >= 0 && (focus >= next.edgeCount() || !next.isFree(focus)))
            focus = prev != null && prev.board().equals(next.board()) && !next.isOver() ? nearLastMove.getAsInt() : -1;
        if (hover >= 0 && (hover >= next.edgeCount() || !next.isFree(hover))) hover = -1;
    }

    private ShannonState live() { return interactive ? board.playable() : null; }

    private int pick(double x, double y) {
        ShannonState s = live();
        return s == null ? -1 : board.nearest(s, x, y);
    }

    private void setHover(int edge) {
        if (edge != hover) { hover = edge; board.repaint(); }
    }

    /**
     * Keyboard play: Tab / Shift+Tab and the arrows move the focus between free links (starting
     * next to the last move), Enter or Space plays the focused one.
     */
    void handleKey(KeyEvent e) {
        ShannonState s = live();
        if (s == null) return;
        KeyCode k = e.getCode();
        if ((k == KeyCode.ENTER || k == KeyCode.SPACE) && focus >= 0 && s.isFree(focus)) {
            e.consume();
            onPlay.accept(focus);
            return;
        }
        int next = board.navigator(s).next(k, e.isShiftDown(), focus);
        if (next != -2) {
            e.consume();
            if (next >= 0) { focus = next; board.repaint(); }
        }
    }
}
