package arcade.games.solitaire.solver;

import arcade.games.solitaire.model.Cards;

/**
 * A move that only prepares the next one, and so must be followed by a move that uses it (the
 * "lazy" placements of the fast published solvers). Without the rule the search tries every set of
 * such moves in every order: a talon card laid on a column that nothing ever lands on, a card taken
 * back from its foundation for nothing, a column emptied with no King to fill it. Each of them can
 * wait until just before the move that uses it, so the rule drops only lines that have an
 * equivalent one where the use comes right after.
 *
 * <ul>
 *   <li>a card taken back from a foundation is used by a card landing on it, or by the card under
 *       it on its foundation coming back too (or, where taking a talon card changes what the talon
 *       brings up later, by any talon move);</li>
 *   <li>a card laid from the talon on a column is used by a card landing on it, and may also be
 *       followed by any talon move or a card back from a foundation (taking a talon card shifts
 *       the later turns in draw 3, so that order cannot always change); it is not followed by an
 *       unrelated move among the columns: that move could as well come first. In draw 1 with
 *       unlimited passes, where every talon card can be taken at any time, another talon card may
 *       follow only by landing on it (a talon card going home or a card back from a foundation
 *       stay allowed);</li>
 *   <li>a column emptied by moving its whole run is used by a King moving into it (or, as above,
 *       by any talon move);</li>
 *   <li>part of a run moved aside is used by sending the card it uncovered home.</li>
 * </ul>
 * Safe home moves (forced) keep the obligation for the next move unless they meet it: taking a
 * card from the talon can bring a safe card to the waste top, and that card going home is a use
 * (kept, the obligation called draw-3 deal 1503 lost in 15 positions). With unlimited passes a
 * position explored under one obligation, or none, covers it under any other but {@link #HOME}
 * and, in draw 3, {@link #TALON_CARD}; with a pass limit only one explored freely does
 * ({@link Search}, {@link PositionTable}).
 */
final class Pending {
    private Pending() {}

    static final int NONE = 0, CARD = 1, EMPTY = 2, HOME = 3, TALON_CARD = 4;

    /** Packed obligation: kind (3 bits), card or column. */
    static int of(int kind, int what) { return kind | what << 3; }

    static int kind(int p) { return p & 7; }

    static int what(int p) { return p >>> 3; }

    /** The obligation that move {@code m} leaves, decided before it is made on {@code b}. */
    static int after(Board b, int m) {
        int a = SearchMoves.a(m);
        return switch (SearchMoves.type(m)) {
            case SearchMoves.TALON_TO_COLUMN -> of(TALON_CARD, b.talon[a]);
            case SearchMoves.F2T -> of(CARD, Cards.of(a, b.home[a]));
            case SearchMoves.T2T -> {
                int count = SearchMoves.b(m);
                if (count == b.len[a] && b.down[a] == 0) yield of(EMPTY, 0);
                if (count < b.len[a] - b.down[a]) yield of(HOME, a);
                yield NONE; // uncovers a face-down card: useful by itself
            }
            default -> NONE;
        };
    }

    /** Whether move {@code m}, generated on {@code b}, meets obligation {@code p}. */
    static boolean uses(Board b, int p, int m) {
        int type = SearchMoves.type(m);
        switch (kind(p)) {
            case NONE: return true;
            case CARD: {
                if (talonMove(type) && !b.talonOrderFree()) return true; // the card to land may come up only after other talon moves (deal 3317)
                if (type == SearchMoves.T2F || type == SearchMoves.TALON_TO_HOME) return false;
                // The card under it on its foundation, which could not come back before it.
                if (type == SearchMoves.F2T && SearchMoves.a(m) == CardTable.SUIT[what(p)]) return true;
                return b.top(SearchMoves.c(m)) == what(p);
            }
            case TALON_CARD: {
                if (type == SearchMoves.TALON_TO_HOME || type == SearchMoves.F2T) return true;
                boolean onIt = (type == SearchMoves.T2T || type == SearchMoves.TALON_TO_COLUMN) && b.top(SearchMoves.c(m)) == what(p);
                // Draw 1, unlimited passes: every talon card can be taken at any time, so a card laid
                // elsewhere from the talon could as well come after the one that waits for its use.
                if (b.talonOrderFree()) return onIt;
                return type == SearchMoves.TALON_TO_COLUMN || onIt;
            }
            case EMPTY: {
                if (talonMove(type) && !b.talonOrderFree()) return true; // the King may come up only after other talon moves (deal 3317)
                if (type == SearchMoves.T2F || type == SearchMoves.TALON_TO_HOME) return false;
                return b.len[SearchMoves.c(m)] == 0;
            }
            default: // HOME
                return type == SearchMoves.T2F && SearchMoves.a(m) == what(p);
        }
    }

    private static boolean talonMove(int type) { return type == SearchMoves.TALON_TO_COLUMN || type == SearchMoves.TALON_TO_HOME; }
}
