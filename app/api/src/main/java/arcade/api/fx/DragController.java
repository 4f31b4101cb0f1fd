package arcade.api.fx;

import javafx.beans.value.ObservableBooleanValue;
import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Press-drag-release for cards and pieces on a surface (a canvas or any node). On a press the
 * {@link Source} names the piece under the pointer; once the pointer has moved a few pixels it is
 * a drag, and the view draws the piece displaced by {@link #offsetX()}/{@link #offsetY()}. On
 * release the {@link Target} decides: accepted, the game plays the move; refused, the piece glides
 * back to where it came from (at once when the arcade's animations are off). A press and release
 * without moving stays a click for the view's own handlers. The keyboard alternative is
 * {@link #hold}, {@link #dropHeld} and Esc, so every drag has a key path.
 */
public final class DragController<T> {
    /** The piece under a point of the surface, if any may be dragged from there. */
    @FunctionalInterface
    public interface Source<T> { Optional<T> pickAt(double x, double y); }

    /** Tries to drop {@code piece} at a point; true when the game took the move. */
    @FunctionalInterface
    public interface Target<T> { boolean drop(T piece, double x, double y); }

    public enum Phase { IDLE, PRESSED, DRAGGING, RETURNING, HOLDING }

    /** Movement (in pixels) after which a press becomes a drag rather than a click. */
    public static final double DRAG_THRESHOLD = 4;
    /** How long a refused piece takes to glide back. */
    public static final double RETURN_MILLIS = 180;

    private final Node surface;
    private final Source<T> source;
    private final Target<T> target;
    private final ObservableBooleanValue animations;
    private final Runnable onChange;
    private final AnimationLoop loop;

    private Phase phase = Phase.IDLE;
    private T piece;
    private double pressX, pressY, dx, dy;
    private double returnFromX, returnFromY;
    private long returnStart = -1;

    private final EventHandler<MouseEvent> pressed = this::pressed, dragged = this::dragged, released = this::released;
    private final EventHandler<KeyEvent> keys = this::handleKey;

    /**
     * Installs the mouse handlers on {@code surface}. {@code onChange} runs (FX thread) whenever
     * what to draw changes: repaint there.
     */
    public DragController(Node surface, Source<T> source, Target<T> target, ObservableBooleanValue animations, Runnable onChange) {
        this(surface, source, target, animations, onChange, FrameTicker.animationTimer());
    }

    /** The same, with frames from {@code tickers} (tests pass manual tickers). */
    public DragController(Node surface, Source<T> source, Target<T> target, ObservableBooleanValue animations,
                          Runnable onChange, FrameTicker.Factory tickers) {
        this.surface = Objects.requireNonNull(surface);
        this.source = Objects.requireNonNull(source);
        this.target = Objects.requireNonNull(target);
        this.animations = Objects.requireNonNull(animations);
        this.onChange = Objects.requireNonNull(onChange);
        this.loop = new AnimationLoop(tickers, this::returnFrame);
        surface.addEventHandler(MouseEvent.MOUSE_PRESSED, pressed);
        surface.addEventHandler(MouseEvent.MOUSE_DRAGGED, dragged);
        surface.addEventHandler(MouseEvent.MOUSE_RELEASED, released);
        surface.addEventHandler(KeyEvent.KEY_PRESSED, keys);
    }

    /** Removes the handlers (the view closes). */
    public void dispose() {
        loop.stop();
        surface.removeEventHandler(MouseEvent.MOUSE_PRESSED, pressed);
        surface.removeEventHandler(MouseEvent.MOUSE_DRAGGED, dragged);
        surface.removeEventHandler(MouseEvent.MOUSE_RELEASED, released);
        surface.removeEventHandler(KeyEvent.KEY_PRESSED, keys);
    }

    public Phase phase() { return phase; }

    /** The piece being dragged, gliding back or held from the keyboard; empty otherwise (or on a mere press). */
    public Optional<T> moving() {
        return phase == Phase.DRAGGING || phase == Phase.RETURNING || phase == Phase.HOLDING ? Optional.of(piece) : Optional.empty();
    }

    /** How far to draw the moving piece from its resting place. */
    public double offsetX() { return dx; }
    public double offsetY() { return dy; }

    // ---- keyboard alternative ----

    /** Picks {@code piece} up from the keyboard (e.g. Space on the focused card); the view draws it lifted. */
    public void hold(T piece) {
        loop.stop();
        this.piece = Objects.requireNonNull(piece);
        phase = Phase.HOLDING;
        dx = dy = 0;
        onChange.run();
    }

    /**
     * Drops the held piece where the keyboard chose: {@code tryDrop} plays the move and says
     * whether it was legal. A refused drop keeps the piece held, so the player may pick another
     * place or press Esc. Returns whether the piece was dropped.
     */
    public boolean dropHeld(Predicate<T> tryDrop) {
        if (phase != Phase.HOLDING) return false;
        if (!tryDrop.test(piece)) return false;
        clear();
        return true;
    }

    /** Gives up the current drag or hold: a dragged piece glides back, a held one is put down. */
    public void cancel() {
        if (phase == Phase.DRAGGING) startReturn();
        else if (phase != Phase.IDLE && phase != Phase.RETURNING) clear();
    }

    // ---- mouse ----

    private void pressed(MouseEvent e) {
        if (e.getButton() != MouseButton.PRIMARY || phase == Phase.DRAGGING) return;
        if (phase == Phase.RETURNING || phase == Phase.HOLDING) clear();
        Optional<T> picked = source.pickAt(e.getX(), e.getY());
        if (picked.isEmpty()) return;
        piece = picked.get();
        pressX = e.getX();
        pressY = e.getY();
        dx = dy = 0;
        phase = Phase.PRESSED;
    }

    private void dragged(MouseEvent e) {
        if (phase == Phase.PRESSED && Math.hypot(e.getX() - pressX, e.getY() - pressY) >= DRAG_THRESHOLD) phase = Phase.DRAGGING;
        if (phase != Phase.DRAGGING) return;
        dx = e.getX() - pressX;
        dy = e.getY() - pressY;
        e.consume();
        onChange.run();
    }

    private void released(MouseEvent e) {
        if (e.getButton() != MouseButton.PRIMARY) return;
        if (phase == Phase.PRESSED) { clear(); return; }  // a click: the view's click handler decides
        if (phase != Phase.DRAGGING) return;
        e.consume();
        if (target.drop(piece, e.getX(), e.getY())) clear();
        else startReturn();
    }

    /**
     * Esc gives up a drag or a hold (and is consumed, so it does not also leave the game). The
     * surface gets it when focused; a game that filters keys on its root forwards them here.
     */
    public boolean handleKey(KeyEvent e) {
        if (e.getCode() != KeyCode.ESCAPE || (phase != Phase.DRAGGING && phase != Phase.HOLDING)) return false;
        cancel();
        e.consume();
        return true;
    }

    // ---- the glide back ----

    private void startReturn() {
        if (!animations.get() || (dx == 0 && dy == 0)) { clear(); return; }
        phase = Phase.RETURNING;
        returnFromX = dx;
        returnFromY = dy;
        returnStart = -1;
        loop.kick();
        onChange.run();
    }

    private boolean returnFrame(long now) {
        if (phase != Phase.RETURNING) return false;
        if (returnStart < 0) returnStart = now;
        double t = Math.min(1, (now - returnStart) / (RETURN_MILLIS * 1e6));
        double left = Math.pow(1 - t, 3); // ease out: fast at first, settling softly
        dx = returnFromX * left;
        dy = returnFromY * left;
        if (t >= 1) { clear(); return false; }
        onChange.run();
        return true;
    }

    private void clear() {
        loop.stop();
        boolean visible = phase != Phase.IDLE && phase != Phase.PRESSED;
        phase = Phase.IDLE;
        piece = null;
        dx = dy = 0;
        if (visible) onChange.run();
    }
}
