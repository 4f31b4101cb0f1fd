package arcade.games.solitaire.solver;

import arcade.games.solitaire.model.Cards;

/**
 * Search moves packed in an int, generated in a good order with the usual Klondike prunings:
 * a safe card going home is forced (nothing else is tried), part of a run moves only to send the
 * card it uncovers home, a column is emptied only when a King could use the space, and a card comes
 * back from a foundation only when it could ever be of use in play ({@link #mayComeBack}).
 */
final class SearchMoves {
    private SearchMoves() {}

    static final int T2F = 0, TALON_TO_HOME = 1, T2T = 2, TALON_TO_COLUMN = 3, F2T = 4;

    /** a: column, talon index or suit; b: count (T2T) or suit (home moves); c: target column. */
    static int of(int type, int a, int b, int c, boolean recycle) {
        return type | a << 4 | b << 10 | c << 16 | (recycle ? 1 << 22 : 0);
    }

    static int type(int m) { return m & 0xF; }
    static int a(int m) { return (m >>> 4) & 0x3F; }
    static int b(int m) { return (m >>> 10) & 0x3F; }
    static int c(int m) { return (m >>> 16) & 0x3F; }
    static boolean recycle(int m) { return (m >>> 22 & 1) != 0; }

    /**
     * Whether sending {@code card} home can never lose a win: an Ace or a Two, or both other-colour
     * cards two lower are home and the other suit of its colour has its card three lower home
     * (the rule Blake and Gent prove for Klondike with cards allowed back from the foundations).
     * Both other-colour cards one lower being home is not enough when cards may come back: the
     * other suit of its colour may still need one of them back, and a place for it on this card
     * ({@code SafeHomeTest}).
     */
    static boolean safeHome(Board b, int card) {
        return b.fitsHome(card) && safeBy(b, card);
    }

    /** The rule of {@link #safeHome} on the other suits' foundations (its own is not read). */
    private static boolean safeBy(Board b, int card) { return safeBy(b.home, card); }

    private static boolean safeBy(int[] home, int card) {
        int rank = CardTable.RANK[card], suit = CardTable.SUIT[card];
        if (rank <= 2) return true;
        boolean red = CardTable.RED[card];
        int minOther = 99, sameColour = 99;
        for (int s = 0; s < 4; s++) {
            if (Cards.isRedSuit(s) != red) minOther = Math.min(minOther, home[s]);
            else if (s != suit) sameColour = home[s];
        }
        return minOther >= rank - 2 && sameColour >= rank - 3;
    }

    /**
     * Per foundation heights (four nibbles, clubs lowest): the suits whose next card is safe to send
     * home ({@link #safeHome}), one bit each. Looked up once per position instead of worked out.
     */
    private static final byte[] SAFE_NEXT = new byte[1 << 16];

    static {
        int[] home = new int[4];
        for (int h = 0; h < 1 << 16; h++) {
            boolean valid = true;
            for (int s = 0; s < 4; s++) {
                home[s] = h >>> 4 * s & 15;
                if (home[s] > 13) valid = false;
            }
            if (!valid) continue;
            int safe = 0;
            for (int s = 0; s < 4; s++) if (home[s] < 13 && safeBy(home, Cards.of(s, home[s] + 1))) safe |= 1 << s;
            SAFE_NEXT[h] = (byte) safe;
        }
    }

    private static int homeBits(Board b) { return b.home[0] | b.home[1] << 4 | b.home[2] << 8 | b.home[3] << 12; }

    /**
     * Per draw size, talon size and waste position: the talon indices a player can bring to the
     * waste top without a recycle (bits 0–23) and only with one (bits 32–55).
     */
    private static final long[][][] REACH = new long[4][25][25];

    static {
        for (int draw = 1; draw <= 3; draw++)
            for (int size = 0; size <= 24; size++)
                for (int pos = 0; pos <= size; pos++) {
                    long now = 0, later = 0;
                    if (pos > 0) now |= 1L << pos - 1;
                    for (int p = pos; p < size; ) { p = Math.min(p + draw, size); now |= 1L << p - 1; }
                    for (int p = 0; p < size; ) { p = Math.min(p + draw, size); later |= 1L << p - 1; }
                    REACH[draw][size][pos] = now | (later & ~now) << 32;
                }
    }

    /** The talon indices in a {@link #reach} mask, one bit each. */
    private static long within(long reach) { return (reach | reach >>> 32) & 0xFFFFFFL; }

    /** Whether talon index {@code i} of a {@link #reach} mask needs a recycle. */
    private static boolean needsRecycle(long reach, int i) { return (reach >>> 32 + i & 1) != 0; }

    /** The talon indices within reach (see {@link #REACH}); none needs a recycle when no more are allowed. */
    static long reach(Board b) {
        long r = REACH[b.draw][b.talonSize][b.pos];
        return b.mayRecycle() ? r : r & 0xFFFFFFL;
    }

    /**
     * Whether a safe card can go home from a column top or the waste top (in draw 1 with unlimited
     * passes, from anywhere in the talon): then {@code out[0]} is the only move to try. In draw 3
     * the waste top only when the stock is empty: taking a card out of the talon shifts the turns
     * of every card after it in the next passes, so a line that leaves it there for now can reach
     * cards that one sending it home cannot (draw-3 deal 354: "unwinnable" in 71 positions when it
     * was sent home at once, won otherwise).
     */
    static boolean forced(Board b, int[] out) {
        // Safety depends on the foundations alone: look for the cards only when some next card is safe.
        int safe = SAFE_NEXT[homeBits(b)];
        if (safe == 0) return false;
        int tops = b.topsGoingHome(safe);
        if (tops != 0) {
            int c = Integer.numberOfTrailingZeros(tops);
            out[0] = of(T2F, c, CardTable.SUIT[b.top(c)], 0, false);
            return true;
        }
        if (b.pos > 0 && (b.draw == 1 || b.pos == b.talonSize)) {
            int w = b.talon[b.pos - 1];
            if ((safe >>> CardTable.SUIT[w] & 1) != 0 && b.fitsHome(w)) {
                out[0] = of(TALON_TO_HOME, b.pos - 1, CardTable.SUIT[w], 0, false);
                return true;
            }
        }
        if (b.talonOrderFree()) {
            // Draw 1, unlimited passes: every talon card can be played at any time and taking one
            // changes no other's reach, so a safe one anywhere in the talon is as good as on top.
            for (int i = 0; i < b.talonSize; i++) {
                int t = b.talon[i];
                if ((safe >>> CardTable.SUIT[t] & 1) != 0 && b.fitsHome(t)) {
                    out[0] = of(TALON_TO_HOME, i, CardTable.SUIT[t], 0, i < b.pos - 1);
                    return true;
                }
            }
        }
        return false;
    }


    /**
     * Every legal move, for the check without prunings ({@link ThoughtfulSolver#withoutPrunings}):
     * cards home, any face-up run onto a card it fits (a King's onto an empty column, unless it
     * already lies on nothing), talon cards within reach onto the tableau, and foundation tops from
     * the Three up back onto the tableau (an Ace or a Two back could only go home again: nothing
     * but an Ace, which is always better home, could land on it). Returns how many.
     */
    static int generateAll(Board b, int[] out) {
        int n = 0;
        long reach = reach(b);
        int empty = -1;
        for (int c = 0; c < 7; c++) if (b.len[c] == 0) { empty = c; break; }
        for (int c = 0; c < 7; c++) {
            int t = b.top(c);
            if (t >= 0 && b.fitsHome(t)) out[n++] = of(T2F, c, CardTable.SUIT[t], 0, false);
        }
        for (long left = within(reach); left != 0; left &= left - 1) {
            int i = Long.numberOfTrailingZeros(left), card = b.talon[i];
            boolean recycle = needsRecycle(reach, i);
            if (b.fitsHome(card)) out[n++] = of(TALON_TO_HOME, i, CardTable.SUIT[card], 0, recycle);
            n = ontoTableau(b, card, -1, empty, TALON_TO_COLUMN, i, 0, recycle, out, n);
        }
        for (int from = 0; from < 7; from++)
            for (int k = b.down[from]; k < b.len[from]; k++) {
                if (k == 0 && CardTable.RANK[b.card(from, k)] == 13) continue; // from nothing onto nothing
                n = ontoTableau(b, b.card(from, k), from, empty, T2T, from, b.len[from] - k, false, out, n);
            }
        for (int s = 0; s < 4; s++)
            if (b.home[s] >= 3) n = ontoTableau(b, Cards.of(s, b.home[s]), -1, empty, F2T, s, 0, false, out, n);
        return n;
    }

    /** Adds the moves of {@code card} onto each column top it fits (a King onto the first empty column). */
    private static int ontoTableau(Board b, int card, int from, int empty, int type, int a, int count, boolean recycle, int[] out, int n) {
        if (CardTable.RANK[card] == 13) {
            if (empty >= 0) out[n++] = of(type, a, count, empty, recycle);
            return n;
        }
        int to = target(b, card, from, false);
        if (to >= 0) {
            out[n++] = of(type, a, count, to, recycle);
            if ((to = target(b, card, from, true)) >= 0) out[n++] = of(type, a, count, to, recycle);
        }
        return n;
    }

    /**
     * The first column (lowest index) other than {@code except} whose top card {@code card} fits
     * on, or −1; {@code second} asks for the other one when both parents are tops.
     */
    private static int target(Board b, int card, int except, boolean second) {
        int pa = CardTable.PARENT_A[card];
        if (pa < 0) return -1;
        int x = b.topCol[pa], y = b.topCol[CardTable.PARENT_B[card]];
        if (x == except) x = -1;
        if (y == except) y = -1;
        if (x < 0 || y >= 0 && y < x) { int t = x; x = y; y = t; }
        return second ? y : x;
    }

    /** Fills {@code out} with the moves to try, best first, when no move is {@link #forced}; returns how many. */
    static int generate(Board b, int[] out) {
        int n = 0;
        long reach = reach(b);
        // Home moves.
        for (int tops = b.topsGoingHome(15); tops != 0; tops &= tops - 1) {
            int c = Integer.numberOfTrailingZeros(tops);
            out[n++] = of(T2F, c, CardTable.SUIT[b.top(c)], 0, false);
        }
        for (long left = within(reach); left != 0; left &= left - 1) {
            int i = Long.numberOfTrailingZeros(left), card = b.talon[i];
            if (b.fitsHome(card)) out[n++] = of(TALON_TO_HOME, i, CardTable.SUIT[card], 0, needsRecycle(reach, i));
        }
        // Runs that uncover a face-down card, most face-down cards first.
        int start = n;
        int empty = -1;
        for (int c = 0; c < 7; c++) if (b.len[c] == 0) { empty = c; break; }
        for (int from = 0; from < 7; from++) {
            if (b.down[from] == 0 || b.len[from] == 0) continue;
            n = ontoTableau(b, b.card(from, b.down[from]), from, empty, T2T, from, b.len[from] - b.down[from], false, out, n);
        }
        sortByFaceDown(b, out, start, n);
        // Talon cards to the tableau.
        for (long left = within(reach); left != 0; left &= left - 1) {
            int i = Long.numberOfTrailingZeros(left);
            n = ontoTableau(b, b.talon[i], -1, empty, TALON_TO_COLUMN, i, 0, needsRecycle(reach, i), out, n);
        }
        // Runs that uncover nothing: a whole column (to make room for a King), or part of a run to
        // send the uncovered card home. Column by column, lowest run start first: the starts are
        // the bottoms of columns with no face-down card and the cards on a face-up card that could
        // go home (found through where those lie, not by a scan of every run).
        int[] starts = b.runStarts;
        int count = 0;
        for (int c = 0; c < 7; c++) if (b.down[c] == 0 && b.len[c] > 0) starts[count++] = c << 6;
        for (int s = 0; s < 4; s++) {
            if (b.home[s] == 13) continue;
            int p = b.placeOf(Cards.of(s, b.home[s] + 1));
            if (p < 0) continue;
            int c = p >>> 6, h = p & 63;
            if (h >= b.down[c] && h + 1 < b.len[c]) starts[count++] = p + 1;
        }
        for (int i = 1; i < count; i++) {
            int x = starts[i], j = i;
            while (j > 0 && starts[j - 1] > x) { starts[j] = starts[j - 1]; j--; }
            starts[j] = x;
        }
        int kingWaiting = -1; // computed when first needed
        for (int i = 0; i < count; i++) {
            int from = starts[i] >>> 6, k = starts[i] & 63;
            int to = target(b, b.card(from, k), from, false);
            if (to < 0) continue;
            if (k == 0) {
                // The scan for a waiting King is the costly part: made only for a run that can move.
                if (kingWaiting < 0) kingWaiting = kingWaiting(b) ? 1 : 0;
                if (kingWaiting == 0) continue;
            }
            out[n++] = of(T2T, from, b.len[from] - k, to, false);
        }
        // Cards back from the foundations, when they could ever be of use in play.
        for (int s = 0; s < 4; s++) {
            if (b.home[s] < 3) continue; // an Ace or a Two back would only go home again
            int card = Cards.of(s, b.home[s]);
            if (!mayComeBack(b, card)) continue;
            for (int to = 0; to < 7; to++)
                if (b.len[to] > 0 ? CardTable.fitsOn(card, b.top(to)) : CardTable.RANK[card] == 13) { out[n++] = of(F2T, s, 0, to, false); break; }
        }
        return n;
    }

    private static void sortByFaceDown(Board b, int[] out, int from, int to) {
        for (int i = from + 1; i < to; i++) {
            int m = out[i], j = i;
            while (j > from && b.down[a(out[j - 1])] < b.down[a(m)]) { out[j] = out[j - 1]; j--; }
            out[j] = m;
        }
    }

    /**
     * A King that an empty column would help: one with cards under it, in the talon, or on its
     * foundation with a card it helps to move waiting for it (a Queen on face-down cards).
     */
    private static boolean kingWaiting(Board b) {
        // The face-up cards of a column form one run, which a King can only start: on face-down cards.
        for (int c = 0; c < 7; c++)
            if (b.down[c] > 0 && b.len[c] > b.down[c] && CardTable.RANK[b.card(c, b.down[c])] == 13) return true;
        for (int i = 0; i < b.talonSize; i++) if (CardTable.RANK[b.talon[i]] == 13) return true;
        for (int s = 0; s < 4; s++) if (b.home[s] == 13 && mayComeBack(b, Cards.of(s, 13))) return true;
        return false;
    }

    /**
     * Whether {@code card}, its foundation's top, could ever be of use back in play: one of the two
     * other-colour cards one lower is still in play (face up, face down or in the talon: a card may
     * have to come back before the one that lands on it turns up, while it still can) or is its
     * foundation's top and could come back onto it for such a use (a 5H may have to come back so
     * that a 4S can come back onto it and take a 3D that lies on the 2D; {@code SafeHomeTest}); or
     * the card under it on its own foundation could be of use back in play, which it can come back
     * for only once this one is out of the way (a 5H back so that the 4H can come back and hold a
     * 3C; {@code SameSuitBackTest}). Chains of any length: each link is a card one rank lower, down
     * to the Three. Asking only for a face-up or talon card that fits now is too strict: it calls
     * winnable deals lost. Never a card that is safe where it is: back, it would go home again at once.
     */
    private static boolean mayComeBack(Board b, int card) {
        // A safe card back (an Ace or a Two among them) would be sent straight home again by the
        // forced rule, before anything could land on it or move it.
        if (safeBy(b, card)) return false;
        int rank = CardTable.RANK[card], suit = CardTable.SUIT[card];
        boolean red = CardTable.RED[card];
        for (int s = 0; s < 4; s++) {
            if (Cards.isRedSuit(s) == red) continue;
            if (b.home[s] < rank - 1) return true;
            if (b.home[s] == rank - 1 && mayComeBack(b, Cards.of(s, rank - 1))) return true;
        }
        return mayComeBack(b, Cards.of(suit, rank - 1));
    }
}
