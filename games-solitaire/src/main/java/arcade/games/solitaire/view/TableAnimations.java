package arcade.games.solitaire.view;

import arcade.api.fx.AnimationLoop;
import arcade.games.solitaire.model.Cards;
import javafx.scene.canvas.GraphicsContext;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What moves on the table besides the player's drag (whose glide back is the drag's own): cards
 * sliding to their new places (after a move, undo or redo; the finish sends them home one after
 * another), and the win cascade. One frame timer runs while either does and stops itself after.
 */
final class TableAnimations {
    static final long SLIDE_NANOS = 180_000_000L;
    /** Between two cards of the finish going home, so the player sees it play out. */
    static final long FINISH_GAP_NANOS = 45_000_000L;
    private static final long PENDING = Long.MIN_VALUE; // starts with the next frame

    private final Runnable repaint;
    private List<Slides.Slide> slides = List.of();
    private long[] delays = new long[0];
    private boolean[] sliding;
    private long slideStart, slideLength;
    private long winStart;
    private boolean winning;
    private long now;
    /** The kit's frame loop: it runs only while something moves. */
    private final AnimationLoop timer = new AnimationLoop(this::frame);

    TableAnimations(Runnable repaint) { this.repaint = repaint; }

    private boolean frame(long t) {
        now = t;
        if (!slides.isEmpty() && slideStart == PENDING) slideStart = t;
        if (winning && winStart == PENDING && slides.isEmpty()) winStart = t; // the cascade waits for the finish to land
        if (!slides.isEmpty() && t - slideStart > slideLength) { slides = List.of(); sliding = null; }
        if (winning && winStart != PENDING && t - winStart > WinCascade.DURATION_NANOS) winning = false;
        repaint.run();
        return !slides.isEmpty() || winning;
    }

    /**
     * Slides the cards that changed place. Lower cards of a run go first; when many cards go home
     * at once (the finish), they go one after another in the order they are played.
     */
    void slide(List<Slides.Slide> found, TableGeometry after) {
        if (found.isEmpty()) return;
        List<Slides.Slide> ordered = new ArrayList<>(found);
        ordered.sort(Comparator.comparingDouble(Slides.Slide::toY));
        delays = new long[ordered.size()];
        List<Slides.Slide> homeward = ordered.stream().filter(sl -> sl.toY() == after.rowY && sl.toX() >= after.columnX(3)).toList();
        if (homeward.size() > 4) {
            List<Slides.Slide> byRank = new ArrayList<>(homeward);
            byRank.sort(Comparator.comparingInt((Slides.Slide sl) -> Cards.rank(sl.card())).thenComparingInt(Slides.Slide::card));
            for (int k = 0; k < byRank.size(); k++) delays[ordered.indexOf(byRank.get(k))] = k * FINISH_GAP_NANOS;
        }
        long longest = 0;
        for (long d : delays) longest = Math.max(longest, d);
        slides = ordered;
        sliding = new boolean[Cards.COUNT];
        for (Slides.Slide sl : ordered) sliding[sl.card()] = true;
        slideStart = PENDING;
        slideLength = SLIDE_NANOS + longest;
        timer.kick();
    }

    void stopSlides() { slides = List.of(); sliding = null; }

    void startWin() {
        winning = true;
        winStart = PENDING;
        timer.kick();
    }

    void stopWin() {
        if (!winning) return;
        winning = false;
        repaint.run();
    }

    boolean winning() { return winning; }
    boolean sliding() { return !slides.isEmpty(); }

    /** The cards being slid (drawn by {@link #paintOver}, so the table leaves them out); null when none. */
    boolean[] slidingCards() { return sliding; }

    void stop() {
        timer.stop();
        slides = List.of();
        sliding = null;
        winning = false;
    }

    /** Draws the sliding cards and the win cascade over the table. */
    void paintOver(GraphicsContext gc, TableGeometry g, SolitairePalette p, double width, double height) {
        for (int i = 0; i < slides.size(); i++) {
            Slides.Slide sl = slides.get(i);
            double t = slideStart == PENDING ? 0 : clamp((now - slideStart - delays[i]) / (double) SLIDE_NANOS);
            double e = 1 - (1 - t) * (1 - t); // ease out
            CardPainter.face(gc, p, sl.card(), sl.x(e), sl.y(e), g.cardW, g.cardH);
        }
        if (!winning || winStart == PENDING) return;
        for (int i = 0; i < Cards.COUNT; i++) {
            double[] at = WinCascade.position(i, now - winStart, g, width, height);
            if (at != null && !WinCascade.gone(at, g, width)) CardPainter.face(gc, p, WinCascade.card(i), at[0], at[1], g.cardW, g.cardH);
        }
    }

    private static double clamp(double t) { return Math.min(1, Math.max(0, t)); }
}
