package arcade.games.solitaire.view;

import arcade.games.solitaire.model.Cards;

/**
 * The win animation: the cards leave the foundations one by one, Kings first, and bounce away
 * across the table. Positions are a pure function of the time since the start, so a frame can be
 * drawn at any moment and the paths do not depend on the frame rate.
 */
final class WinCascade {
    static final long CARD_DELAY_NANOS = 50_000_000L;
    static final long DURATION_NANOS = 51 * CARD_DELAY_NANOS + 3_000_000_000L;
    private static final double STEP = 1 / 120.0; // seconds per simulation step

    private WinCascade() {}

    /** The {@code i}-th card to leave: Kings of the four suits, then Queens, and so on. */
    static int card(int i) { return Cards.of(i % 4, 13 - i / 4); }

    /** Top-left corner of card {@code i} at {@code nanos} after the start, or null before it leaves. */
    static double[] position(int i, long nanos, TableGeometry g, double width, double height) {
        long mine = nanos - i * CARD_DELAY_NANOS;
        if (mine < 0) return null;
        double x = g.columnX(3 + i % 4), y = g.rowY;
        double direction = i % 2 == 0 ? -1 : 1;
        double vx = direction * width * (0.35 + 0.05 * (i * 7 % 5)); // per second: fast enough to leave in three seconds
        double vy = -height * (0.3 + 0.1 * (i * 3 % 4));
        double gravity = height * 2.4, floor = height - g.cardH;
        for (double t = 0, end = mine / 1e9; t < end; t += STEP) {
            vy += gravity * STEP;
            x += vx * STEP;
            y += vy * STEP;
            if (y > floor) { y = floor; vy = -vy * 0.72; }
        }
        return new double[]{x, y};
    }

    /** Whether the card has left the table for good (past a side edge). */
    static boolean gone(double[] at, TableGeometry g, double width) { return at != null && (at[0] < -g.cardW || at[0] > width); }
}
