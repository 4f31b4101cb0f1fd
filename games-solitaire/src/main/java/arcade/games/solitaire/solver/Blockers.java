package arcade.games.solitaire.solver;

/**
 * A static proof that a position cannot be won: a set of cards none of which can ever leave its
 * place, because each one waits for another card of the set.
 *
 * <p>Only a face-down card, the lowest face-up card of a column or a talon card can be in the set:
 * such a card leaves its place only by its own move (home, or onto a parent, carrying what lies on
 * it). It can go home only when every lower card of its suit is home, and onto a parent (a card one
 * rank higher of the other colour) only when that parent is the top of a column. So if some lower
 * card of its suit is in the set or lies under a card of the set, and each parent lies under a card
 * of the set or is a talon card of the set, it cannot move before some card of the set has moved.
 * Take the first card of the set that would ever move: it could not. A King goes onto no card but
 * into an emptied column, and a column with a card of the set in it cannot be emptied before that
 * card moves: so a King whose lower cards are blocked is in the set too while every column holds a
 * card of the set.
 *
 * <p>The set is the greatest one with that property, found by starting from every candidate and
 * dropping cards that have a way out until none is dropped. A typical catch: the seven of hearts
 * face down under the nine of hearts, both eights of the other colour under the seven. With the
 * Kings: the blocked cards keep every column from being emptied, so the Kings stay where they lie,
 * and the cards under them are blocked too (draw-3 deal 1,051: 15 cards; in 10,000 deals, 341
 * proven lost this way against 297 without the Kings).
 *
 * <p>In draw 3 a talon card also waits for the cards turned after it in its group of three
 * ({@link #talonTurnsUp}): with that, 684 of the 1,814 draw-3 deals of 10,000 not won are
 * proven lost without a search (draw 1: the 341).
 */
final class Blockers {
    private Blockers() {}

    /** Whether some cards can never leave their places (the position is lost). */
    static boolean proveLost(Board b) {
        int[] column = new int[52], index = new int[52];
        java.util.Arrays.fill(column, -1);
        boolean[] inSet = new boolean[52];
        for (int c = 0; c < 7; c++) {
            for (int i = 0; i < b.len[c]; i++) {
                int card = b.card(c, i);
                column[card] = c;
                index[card] = i;
                if (i <= b.down[c]) inSet[card] = true;
            }
        }
        // Talon cards too (column −1): one leaves the talon only by its own move, home or onto a parent.
        for (int i = 0; i < b.talonSize; i++) inSet[b.talon[i]] = true;
        int[] highest = new int[7];
        boolean changed = true;
        while (changed) {
            changed = false;
            java.util.Arrays.fill(highest, -1);
            for (int card = 0; card < 52; card++) if (inSet[card] && column[card] >= 0) highest[column[card]] = Math.max(highest[column[card]], index[card]);
            boolean mayEmpty = false; // some column holds no card of the set
            for (int c = 0; c < 7; c++) if (highest[c] < 0) mayEmpty = true;
            for (int card = 0; card < 52; card++) {
                if (!inSet[card]) continue;
                boolean wayOut = CardTable.RANK[card] == 13 ? mayEmpty : !parentsBlocked(card, inSet, column, index, highest);
                boolean free = (wayOut || !homeBlocked(b, card, inSet, column, index, highest))
                        && (column[card] >= 0 || talonTurnsUp(b, card, inSet));
                if (free) {
                    inSet[card] = false;
                    changed = true;
                }
            }
        }
        for (boolean s : inSet) if (s) return true;
        return false;
    }

    /**
     * Whether a talon card can come to the waste top before a card of the set moves. In draw 3,
     * while no card before it in the talon leaves, the stock turns in fixed groups of three (from
     * the waste's end in this pass, from the start in the next ones), and it comes to the waste top
     * only once every card turned after it has been taken off: the cards above it on the waste,
     * the rest of its group. A card of the set among those is never taken first; and the cards that
     * may leave before it only bring a later card of the set nearer. A card before it that may
     * leave could shift the groups: then it is taken as within reach.
     */
    private static boolean talonTurnsUp(Board b, int card, boolean[] inSet) {
        if (b.draw == 1) return true;
        int i = 0;
        while (b.talon[i] != card) i++;
        for (int j = 0; j < i; j++) if (!inSet[b.talon[j]]) return true;
        int thisPass = i < b.pos ? b.pos - 1 : groupEnd(b, b.pos, i);
        return noneInSet(b, i + 1, thisPass, inSet) || noneInSet(b, i + 1, groupEnd(b, 0, i), inSet);
    }

    /** The last talon index of the group that holds index {@code i} when the stock turns from {@code start}. */
    private static int groupEnd(Board b, int start, int i) {
        return Math.min(start + (i - start) / b.draw * b.draw + b.draw - 1, b.talonSize - 1);
    }

    private static boolean noneInSet(Board b, int from, int to, boolean[] inSet) {
        for (int j = from; j <= to; j++) if (inSet[b.talon[j]]) return false;
        return true;
    }

    /** A card of the set lies above this one in its column: it can never be uncovered. */
    private static boolean covered(int card, int[] column, int[] index, int[] highest) {
        return column[card] >= 0 && index[card] < highest[column[card]];
    }

    private static boolean homeBlocked(Board b, int card, boolean[] inSet, int[] column, int[] index, int[] highest) {
        int suit = CardTable.SUIT[card], rank = CardTable.RANK[card];
        for (int r = b.home[suit] + 1; r < rank; r++) {
            int lower = suit * 13 + r - 1;
            if (inSet[lower] || covered(lower, column, index, highest)) return true;
        }
        return false;
    }

    private static boolean parentsBlocked(int card, boolean[] inSet, int[] column, int[] index, int[] highest) {
        int rank = CardTable.RANK[card];
        boolean red = CardTable.RED[card];
        for (int suit = 0; suit < 4; suit++) {
            boolean suitRed = suit == 1 || suit == 2;
            if (suitRed == red) continue;
            int parent = suit * 13 + rank; // rank + 1, as index rank
            if (!covered(parent, column, index, highest) && !(inSet[parent] && column[parent] < 0)) return false; // a talon card of the set never comes out
        }
        return true;
    }
}
