package arcade.games.shannon.view.board;

import arcade.api.fx.AnimationLoop;
import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.ShannonState;

import java.util.ArrayList;
import java.util.List;

/**
 * The board's running animations: links healing from the healthy end or splitting as they are
 * cut, cells pulsing as they turn healthy, the hinted link's glow. Runs the frame loop only while
 * one is left, repainting the board at each frame.
 */
final class BoardAnimations {
    private static final double HEAL_MS = 420, CUT_MS = 380, PULSE_MS = 650, HINT_MS = 1400;

    enum Kind { HEAL, CUT, PULSE, HINT }

    /** One running animation; {@code start} in nanoseconds, may lie in the future (a delay). */
    record Anim(Kind kind, int target, int from, long start, double millis) {
        double progress(long now) { return Math.max(0, Math.min(1, (now - start) / (millis * 1e6))); }
        boolean started(long now) { return now >= start; }
    }

    private final List<Anim> anims = new ArrayList<>();
    private final Runnable repaint;
    private final AnimationLoop loop = new AnimationLoop(this::tick);

    BoardAnimations(Runnable repaint) { this.repaint = repaint; }

    /** A new position: the moves' animations give way (the hint's glow stays until the hint goes). */
    void positionChanged() { anims.removeIf(a -> a.kind != Kind.HINT); }

    /** Links healed or cut from {@code prev} to {@code next} grow or split, and newly healthy cells pulse after the healing. */
    void moved(ShannonState prev, ShannonState next, long now) {
        boolean[] wasHealthy = prev.healthy(), healthy = next.healthy();
        boolean healed = false;
        for (int e = 0; e < next.edgeCount(); e++) {
            if (!prev.isFree(e)) continue;
            Board.Edge edge = next.board().edge(e);
            if (next.isMarked(e)) {
                int from = wasHealthy[edge.v()] && !wasHealthy[edge.u()] ? edge.v() : edge.u();
                anims.add(new Anim(Kind.HEAL, e, from, now, HEAL_MS));
                healed = true;
            } else if (next.isDeleted(e)) {
                anims.add(new Anim(Kind.CUT, e, -1, now, CUT_MS));
            }
        }
        long delay = healed ? (long) (HEAL_MS * 0.8e6) : 0;
        for (int v = 0; v < healthy.length; v++)
            if (healthy[v] && !wasHealthy[v]) anims.add(new Anim(Kind.PULSE, v, -1, now + delay, PULSE_MS));
        start();
    }

    /** The hint moved: its old glow goes; with {@code glow} the new hinted link ({@code edge} >= 0) pulses. */
    void hint(int edge, boolean glow, long now) {
        anims.removeIf(a -> a.kind == Kind.HINT);
        if (edge >= 0 && glow) {
            anims.add(new Anim(Kind.HINT, edge, -1, now, HINT_MS));
            start();
        }
    }

    /** The running animation of {@code kind} on {@code target}, or null. */
    Anim find(Kind kind, int target) {
        for (Anim a : anims) if (a.kind == kind && a.target == target) return a;
        return null;
    }

    /** Whether an animation is pending or the frame loop still runs (it must stop on a still board). */
    boolean isRunning() { return !anims.isEmpty() || loop.isRunning(); }

    void stop() {
        anims.clear();
        loop.stop();
    }

    private void start() { if (!anims.isEmpty()) loop.kick(); }

    /** One frame: drops finished animations, repaints, and keeps the loop only while some remain. */
    private boolean tick(long now) {
        anims.removeIf(a -> a.progress(now) >= 1);
        repaint.run();
        return !anims.isEmpty();
    }
}
