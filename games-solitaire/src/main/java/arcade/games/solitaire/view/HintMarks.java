package arcade.games.solitaire.view;

import arcade.games.solitaire.model.Cards;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.Pile;

/** Which cards and which place a hinted move highlights. */
final class HintMarks {
    private HintMarks() {}

    /** @param index the first card moved (columns), −2 for a pile's top; to is null for the stock */
    record Marks(Pile from, int index, Pile to) {}

    static Marks of(KlondikeState s, KlondikeMove m) {
        return switch (m.kind()) {
            case DRAW, RECYCLE -> new Marks(Pile.STOCK, -2, null);
            case WASTE_TO_FOUNDATION -> new Marks(Pile.WASTE, -2, Pile.foundation(Cards.suit(s.wasteTop())));
            case WASTE_TO_TABLEAU -> new Marks(Pile.WASTE, -2, Pile.column(m.to()));
            case TABLEAU_TO_FOUNDATION -> new Marks(Pile.column(m.from()), s.columnSize(m.from()) - 1,
                    Pile.foundation(Cards.suit(s.top(m.from()))));
            case TABLEAU_TO_TABLEAU -> new Marks(Pile.column(m.from()), s.columnSize(m.from()) - m.count(), Pile.column(m.to()));
            case FOUNDATION_TO_TABLEAU -> new Marks(Pile.foundation(m.from()), -2, Pile.column(m.to()));
        };
    }
}
