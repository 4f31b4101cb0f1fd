package arcade.games.solitaire.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Moves the game may make by itself after the player's move, played with it as one undo step:
 * safe cards to the foundations, and the finish once every card is face up in the tableau.
 */
public final class AutoMoves {
    private AutoMoves() {}

    /**
     * A card is safe to send home when no card could still need it as a place to land: Aces and
     * Twos always, otherwise when both foundations of the other colour hold its rank − 1.
     */
    public static boolean isSafeHome(KlondikeState s, int card) {
        if (!KlondikeRules.fitsHome(s, card)) return false;
        int rank = Cards.rank(card);
        if (rank <= 2) return true;
        boolean red = Cards.isRed(card);
        for (int suit = 0; suit < 4; suit++)
            if (Cards.isRedSuit(suit) != red && s.foundationHeight(suit) < rank - 1) return false;
        return true;
    }

    /** Safe foundation moves (column tops and the waste top), repeated until none is left. */
    public static List<KlondikeMove> safeHomeMoves(KlondikeState s) {
        List<KlondikeMove> out = new ArrayList<>();
        KlondikeState t = s;
        boolean found = true;
        while (found && !t.isWon()) {
            found = false;
            for (int c = 0; c < 7 && !found; c++) if (isSafeHome(t, t.top(c))) { found = true; out.add(KlondikeMove.home(c)); }
            if (!found && isSafeHome(t, t.wasteTop())) { found = true; out.add(KlondikeMove.WASTE_HOME); }
            if (found) t = KlondikeRules.INSTANCE.apply(t, out.get(out.size() - 1));
        }
        return out;
    }

    /**
     * Once the stock and waste are empty and every card is face up, every column is a run that
     * descends to its top, so the lowest card left is always on some column's top and can go home:
     * the finish is a list of foundation moves. Empty when the position is not ready for it.
     */
    public static List<KlondikeMove> finish(KlondikeState s) {
        List<KlondikeMove> out = new ArrayList<>();
        if (!s.allInTableauFaceUp() || s.isWon()) return out;
        KlondikeState t = s;
        while (!t.isWon()) {
            int best = -1;
            for (int c = 0; c < 7; c++)
                if (KlondikeRules.fitsHome(t, t.top(c)) && (best < 0 || Cards.rank(t.top(c)) < Cards.rank(t.top(best)))) best = c;
            if (best < 0) return List.of(); // cannot happen for a position of this shape
            out.add(KlondikeMove.home(best));
            t = KlondikeRules.INSTANCE.apply(t, out.get(out.size() - 1));
        }
        return out;
    }
}
