package arcade.games.solitaire.model;

import arcade.api.model.Observed;
import arcade.api.model.PlayerId;

import java.util.ArrayList;
import java.util.List;

/**
 * What a player sees (and remembers) of a position: the face-up cards, how many cards lie face
 * down in each column, the foundations, the waste, and the stock's size. After the first recycle
 * every stock card has passed through the waste, so the stock is known too. Computer players
 * that must not cheat (the no-peek player, Hint) take this, never {@link KlondikeState}.
 *
 * @param faceUp     per column, the face-up cards from the lowest to the top
 * @param knownStock the stock in turning order once it has been seen, else empty
 */
public record KlondikeView(KlondikeParams params, List<List<Integer>> faceUp, List<Integer> faceDown,
                           List<Integer> foundation, int stockSize, List<Integer> knownStock,
                           List<Integer> waste, int recycles) {

    public KlondikeView {
        faceUp = faceUp.stream().map(List::copyOf).toList();
        faceDown = List.copyOf(faceDown);
        foundation = List.copyOf(foundation);
        knownStock = List.copyOf(knownStock);
        waste = List.copyOf(waste);
    }

    public static KlondikeView of(KlondikeState s) {
        List<List<Integer>> up = new ArrayList<>();
        List<Integer> down = new ArrayList<>();
        for (int c = 0; c < 7; c++) {
            List<Integer> col = new ArrayList<>();
            for (int i = s.faceDown(c); i < s.columnSize(c); i++) col.add(s.card(c, i));
            up.add(col);
            down.add(s.faceDown(c));
        }
        List<Integer> home = new ArrayList<>();
        for (int suit = 0; suit < 4; suit++) home.add(s.foundationHeight(suit));
        List<Integer> stock = new ArrayList<>();
        if (s.recycles() > 0) for (int i = 0; i < s.stockSize(); i++) stock.add(s.stockCard(i));
        List<Integer> waste = new ArrayList<>();
        for (int i = 0; i < s.wasteSize(); i++) waste.add(s.wasteCard(i));
        return new KlondikeView(s.params(), up, down, home, s.stockSize(), stock, waste, s.recycles());
    }

    public boolean stockKnown() { return stockSize == knownStock.size(); }

    /** Cards the player has not seen yet: face-down tableau cards and the unseen stock. */
    public List<Integer> unseenCards() {
        boolean[] seen = new boolean[Cards.COUNT];
        for (List<Integer> col : faceUp) for (int c : col) seen[c] = true;
        for (int suit = 0; suit < 4; suit++) for (int r = 1; r <= foundation.get(suit); r++) seen[Cards.of(suit, r)] = true;
        for (int c : waste) seen[c] = true;
        for (int c : knownStock) seen[c] = true;
        List<Integer> out = new ArrayList<>();
        for (int c = 0; c < Cards.COUNT; c++) if (!seen[c]) out.add(c);
        return out;
    }

    /** The {@link Observed} of the definition. */
    public static final Observed<KlondikeState, KlondikeView> OBSERVED = (KlondikeState s, PlayerId p) -> of(s);
}
