package arcade.games.solitaire.ai;

import arcade.games.solitaire.model.Cards;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeView;

import java.util.ArrayList;
import java.util.List;

/** A hinted step in a player's words: "Move the 7♥ onto the 8♣: it frees a face-down card." */
public final class HintWords {
    private static final String SUITS = "\u2663\u2666\u2665\u2660";
    private static final String[] RANKS = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};

    private HintWords() {}

    /** The card as a player names it: "10♦". */
    public static String name(int card) { return RANKS[Cards.rank(card) - 1] + SUITS.charAt(Cards.suit(card)); }

    /** One or two short sentences for a step: the turns that bring a card up, then its move and why. */
    static String advice(KlondikeView v, List<KlondikeMove> step) {
        int turns = 0;
        boolean recycle = false;
        for (KlondikeMove m : step) {
            if (m.kind() == KlondikeMove.Kind.DRAW) turns++;
            else if (m.kind() == KlondikeMove.Kind.RECYCLE) recycle = true;
        }
        KlondikeMove last = step.get(step.size() - 1);
        boolean onlyTurns = last.kind() == KlondikeMove.Kind.DRAW || last.kind() == KlondikeMove.Kind.RECYCLE;
        if (onlyTurns) {
            return (step.get(0).kind() == KlondikeMove.Kind.RECYCLE ? "Turn the waste over" : "Turn the stock")
                    + ": no move on the table helps yet.";
        }
        String turning = recycle ? "Turn the waste over and the stock" + times(turns) + ", then "
                : turns > 0 ? "Turn the stock" + times(turns) + ", then " : "";
        String move = cardMove(v, last, wasteTopAfter(v, step));
        return turning.isEmpty() ? capital(move) : turning + move;
    }

    private static String times(int n) { return n <= 1 ? "" : " " + n + " times"; }

    private static String capital(String s) { return Character.toUpperCase(s.charAt(0)) + s.substring(1); }

    /** The card's move; {@code waste}: the waste's top card once the step's turns are made (-1 when not seen yet). */
    private static String cardMove(KlondikeView v, KlondikeMove m, int waste) {
        String wasteCard = waste < 0 ? "the card that comes up" : "the " + name(waste);
        return switch (m.kind()) {
            case WASTE_TO_FOUNDATION -> "send " + wasteCard + " home.";
            case WASTE_TO_TABLEAU -> "move " + wasteCard + " " + onto(v, m.to()) + ".";
            case TABLEAU_TO_FOUNDATION -> "send the " + name(top(v, m.from())) + " home" + why(v, m.from(), 1) + ".";
            case TABLEAU_TO_TABLEAU -> {
                List<Integer> up = v.faceUp().get(m.from());
                int card = up.get(up.size() - m.count());
                String cards = m.count() > 1 ? "the " + name(card) + " and the cards on it" : "the " + name(card);
                yield "move " + cards + " " + onto(v, m.to()) + why(v, m.from(), m.count()) + ".";
            }
            case FOUNDATION_TO_TABLEAU -> "take the " + name(Cards.of(m.from(), v.foundation().get(m.from())))
                    + " back from its foundation " + onto(v, m.to()) + ".";
            case DRAW, RECYCLE -> "turn the stock.";
        };
    }

    private static String onto(KlondikeView v, int column) {
        List<Integer> up = v.faceUp().get(column);
        return up.isEmpty() ? "into the empty column" : "onto the " + name(up.get(up.size() - 1));
    }

    /** Why moving {@code count} cards off a column helps: it turns a card up, or empties the column. */
    private static String why(KlondikeView v, int column, int count) {
        if (count < v.faceUp().get(column).size()) return "";
        if (v.faceDown().get(column) > 0) return ": it frees a face-down card";
        return ": it empties a column for a King";
    }

    private static int top(KlondikeView v, int column) {
        List<Integer> up = v.faceUp().get(column);
        return up.get(up.size() - 1);
    }

    /** The waste's top card after the step's turns and recycles, or -1 when they bring up a card not yet seen. */
    private static int wasteTopAfter(KlondikeView v, List<KlondikeMove> step) {
        List<Integer> waste = new ArrayList<>(v.waste()), stock = v.stockKnown() ? new ArrayList<>(v.knownStock()) : null;
        for (KlondikeMove m : step) {
            if (m.kind() == KlondikeMove.Kind.RECYCLE) {
                if (stock == null) return -1;
                stock = waste;
                waste = new ArrayList<>();
            } else if (m.kind() == KlondikeMove.Kind.DRAW) {
                if (stock == null) return -1;
                int n = Math.min(v.params().draw(), stock.size());
                waste.addAll(stock.subList(0, n));
                stock = new ArrayList<>(stock.subList(n, stock.size()));
            }
        }
        return waste.isEmpty() ? -1 : waste.get(waste.size() - 1);
    }
}
