package arcade.games.solitaire.solver;

import arcade.games.solitaire.model.Cards;
import arcade.games.solitaire.model.KlondikeMove;

import java.util.ArrayList;
import java.util.List;

/**
 * Between the game's moves and the search's on a {@link Board}: a game move played as the search
 * move that makes it (turning the stock moves only the waste position), and a search move spelt
 * out as the game moves that play it (the turns and the recycle that bring a talon card up, then
 * the move).
 */
final class GameMoves {
    private GameMoves() {}

    /** Plays game move {@code m} on {@code b}; false, changing nothing, when it is not legal there. */
    static boolean play(Board b, KlondikeMove m) {
        switch (m.kind()) {
            case DRAW -> {
                if (b.pos >= b.talonSize) return false;
                b.pos = Math.min(b.pos + b.draw, b.talonSize);
            }
            case RECYCLE -> {
                if (b.pos < b.talonSize || b.talonSize == 0 || !b.mayRecycle()) return false;
                b.pos = 0;
                b.recycles++;
            }
            case WASTE_TO_FOUNDATION -> {
                if (b.pos == 0 || !b.fitsHome(b.talon[b.pos - 1])) return false;
                b.make(SearchMoves.of(SearchMoves.TALON_TO_HOME, b.pos - 1, CardTable.SUIT[b.talon[b.pos - 1]], 0, false));
            }
            case WASTE_TO_TABLEAU -> {
                if (b.pos == 0 || !fits(b, b.talon[b.pos - 1], m.to())) return false;
                b.make(SearchMoves.of(SearchMoves.TALON_TO_COLUMN, b.pos - 1, 0, m.to(), false));
            }
            case TABLEAU_TO_FOUNDATION -> {
                int t = b.top(m.from());
                if (t < 0 || !b.fitsHome(t)) return false;
                b.make(SearchMoves.of(SearchMoves.T2F, m.from(), CardTable.SUIT[t], 0, false));
            }
            case TABLEAU_TO_TABLEAU -> {
                int from = m.from(), n = m.count();
                if (n < 1 || n > b.len[from] - b.down[from] || from == m.to() || !fits(b, b.card(from, b.len[from] - n), m.to())) return false;
                b.make(SearchMoves.of(SearchMoves.T2T, from, n, m.to(), false));
            }
            case FOUNDATION_TO_TABLEAU -> {
                int suit = m.from();
                if (b.home[suit] == 0 || !fits(b, Cards.of(suit, b.home[suit]), m.to())) return false;
                b.make(SearchMoves.of(SearchMoves.F2T, suit, 0, m.to(), false));
            }
        }
        return true;
    }

    private static boolean fits(Board b, int card, int c) {
        return b.len[c] == 0 ? CardTable.RANK[card] == 13 : CardTable.fitsOn(card, b.top(c));
    }

    /** The game moves that play search move {@code m} from {@code b}'s position (turns, recycle, then the move). */
    static List<KlondikeMove> expand(Board b, int m) {
        List<KlondikeMove> out = new ArrayList<>();
        int a = SearchMoves.a(m), c = SearchMoves.c(m);
        switch (SearchMoves.type(m)) {
            case SearchMoves.T2F -> out.add(KlondikeMove.home(a));
            case SearchMoves.T2T -> out.add(KlondikeMove.column(a, SearchMoves.b(m), c));
            case SearchMoves.F2T -> out.add(KlondikeMove.back(a, c));
            default -> {
                int p = b.pos;
                if (SearchMoves.recycle(m)) {
                    while (p < b.talonSize) { out.add(KlondikeMove.DRAW); p = Math.min(p + b.draw, b.talonSize); }
                    out.add(KlondikeMove.RECYCLE);
                    p = 0;
                }
                while (p - 1 != a) { out.add(KlondikeMove.DRAW); p = Math.min(p + b.draw, b.talonSize); }
                out.add(SearchMoves.type(m) == SearchMoves.TALON_TO_HOME ? KlondikeMove.WASTE_HOME : KlondikeMove.wasteTo(c));
            }
        }
        return out;
    }
}
