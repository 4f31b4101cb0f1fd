package arcade.games.solitaire.ai;

import arcade.games.solitaire.model.Cards;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeView;

import java.util.ArrayList;
import java.util.List;

/**
 * The legal moves of a position from what the player sees (every move depends only on face-up
 * cards, the foundations and the stock's size), listed in the order the no-peek player prefers
 * among moves its samples rate alike: cards home, moves that turn a face-down card, the waste to a
 * column, a draw, then the other tableau moves, cards back from a foundation and a recycle.
 */
final class ViewMoves {
    private ViewMoves() {}

    static List<KlondikeMove> legal(KlondikeView v) {
        List<KlondikeMove> home = new ArrayList<>(), turning = new ArrayList<>(), waste = new ArrayList<>(),
                other = new ArrayList<>(), back = new ArrayList<>(), talon = new ArrayList<>();
        for (int c = 0; c < 7; c++) if (fitsHome(v, top(v, c))) (v.faceUp().get(c).size() == 1 && v.faceDown().get(c) > 0 ? turning : home).add(KlondikeMove.home(c));
        int w = v.waste().isEmpty() ? -1 : v.waste().get(v.waste().size() - 1);
        if (fitsHome(v, w)) home.add(KlondikeMove.WASTE_HOME);
        if (w >= 0) for (int c = 0; c < 7; c++) if (fitsColumn(v, w, c)) waste.add(KlondikeMove.wasteTo(c));
        for (int from = 0; from < 7; from++) {
            List<Integer> up = v.faceUp().get(from);
            int down = v.faceDown().get(from);
            for (int count = 1; count <= up.size(); count++) {
                int card = up.get(up.size() - count);
                boolean whole = count == up.size();
                if (whole && down == 0 && Cards.rank(card) == 13) continue; // a whole column to an empty one changes nothing
                for (int to = 0; to < 7; to++)
                    if (to != from && fitsColumn(v, card, to)) (whole && down > 0 ? turning : other).add(KlondikeMove.column(from, count, to));
            }
        }
        for (int suit = 0; suit < 4; suit++) {
            int h = v.foundation().get(suit);
            if (h > 0) for (int c = 0; c < 7; c++) if (fitsColumn(v, Cards.of(suit, h), c)) back.add(KlondikeMove.back(suit, c));
        }
        if (v.stockSize() > 0) talon.add(KlondikeMove.DRAW);
        List<KlondikeMove> out = new ArrayList<>(home);
        out.addAll(turning);
        out.addAll(waste);
        out.addAll(talon);
        out.addAll(other);
        out.addAll(back);
        if (v.stockSize() == 0 && w >= 0 && v.params().mayRecycle(v.recycles())) out.add(KlondikeMove.RECYCLE);
        return out;
    }

    /**
     * A card nothing could need in the tableau any more: an Ace or a Two, or a card whose both
     * other-colour cards one rank lower are home. Sending it home needs no thought.
     */
    static boolean safeHome(KlondikeView v, KlondikeMove m) {
        int card = m.kind() == KlondikeMove.Kind.WASTE_TO_FOUNDATION ? v.waste().get(v.waste().size() - 1)
                : m.kind() == KlondikeMove.Kind.TABLEAU_TO_FOUNDATION ? top(v, m.from()) : -1;
        if (card < 0) return false;
        int rank = Cards.rank(card);
        if (rank <= 2) return true;
        for (int suit = 0; suit < 4; suit++)
            if (Cards.isRedSuit(suit) != Cards.isRed(card) && v.foundation().get(suit) < rank - 1) return false;
        return true;
    }

    /**
     * What the position after {@code m} looks like (face-up cards, face-down counts, foundations,
     * waste and stock sizes), or null when the move shows an unseen card or turns the stock, whose
     * result the player cannot know beforehand.
     */
    static String shapeAfter(KlondikeView v, KlondikeMove m) {
        List<List<Integer>> up = new ArrayList<>();
        for (List<Integer> col : v.faceUp()) up.add(new ArrayList<>(col));
        List<Integer> home = new ArrayList<>(v.foundation());
        int wasteSize = v.waste().size();
        switch (m.kind()) {
            case DRAW, RECYCLE -> { return null; }
            case WASTE_TO_FOUNDATION -> { wasteSize--; home.set(Cards.suit(v.waste().get(wasteSize)), home.get(Cards.suit(v.waste().get(wasteSize))) + 1); }
            case WASTE_TO_TABLEAU -> { wasteSize--; up.get(m.to()).add(v.waste().get(wasteSize)); }
            case TABLEAU_TO_FOUNDATION -> {
                List<Integer> col = up.get(m.from());
                int card = col.remove(col.size() - 1);
                home.set(Cards.suit(card), home.get(Cards.suit(card)) + 1);
            }
            case TABLEAU_TO_TABLEAU -> {
                List<Integer> col = up.get(m.from());
                List<Integer> run = col.subList(col.size() - m.count(), col.size());
                up.get(m.to()).addAll(run);
                run.clear();
            }
            case FOUNDATION_TO_TABLEAU -> {
                up.get(m.to()).add(Cards.of(m.from(), home.get(m.from())));
                home.set(m.from(), home.get(m.from()) - 1);
            }
        }
        for (int c = 0; c < 7; c++) if (up.get(c).isEmpty() && v.faceDown().get(c) > 0) return null;
        return shape(up, v.faceDown(), home, wasteSize, v.stockSize());
    }

    /** The shape of the position itself (see {@link #shapeAfter}). */
    static String shape(KlondikeView v) { return shape(v.faceUp(), v.faceDown(), v.foundation(), v.waste().size(), v.stockSize()); }

    private static String shape(List<List<Integer>> up, List<Integer> down, List<Integer> home, int waste, int stock) {
        return up + "|" + down + "|" + home + "|" + waste + "|" + stock;
    }

    /** A card back from its foundation that is safe there would only go straight home again. */
    static boolean pointlessBack(KlondikeView v, KlondikeMove m) {
        if (m.kind() != KlondikeMove.Kind.FOUNDATION_TO_TABLEAU) return false;
        int card = Cards.of(m.from(), v.foundation().get(m.from()));
        int rank = Cards.rank(card);
        if (rank <= 2) return true;
        for (int suit = 0; suit < 4; suit++)
            if (Cards.isRedSuit(suit) != Cards.isRed(card) && v.foundation().get(suit) < rank - 1) return false;
        return true;
    }

    private static int top(KlondikeView v, int c) {
        List<Integer> up = v.faceUp().get(c);
        return up.isEmpty() ? -1 : up.get(up.size() - 1);
    }

    static boolean fitsHome(KlondikeView v, int card) {
        return card >= 0 && v.foundation().get(Cards.suit(card)) == Cards.rank(card) - 1;
    }

    static boolean fitsColumn(KlondikeView v, int card, int c) {
        int t = top(v, c);
        if (t < 0) return v.faceDown().get(c) == 0 && Cards.rank(card) == 13;
        return Cards.fitsOn(card, t);
    }
}
