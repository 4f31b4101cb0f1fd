package arcade.games.solitaire.model;

import arcade.api.model.GameRules;
import arcade.api.model.IllegalMoveException;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Klondike as a one-player game automaton. The deal is made by {@link Deal} from the game id, so
 * there are no chance states. A game is lost (the house wins) when no move is left; with a pass
 * limit that happens once the stock is spent and nothing else can move. Moving a whole column onto
 * an empty one is not a move: it would change nothing but the column's place.
 */
public final class KlondikeRules implements GameRules<KlondikeState, KlondikeMove> {

    public static final PlayerId PLAYER = new PlayerId("player");
    public static final KlondikeRules INSTANCE = new KlondikeRules();

    @Override public List<PlayerId> players() { return List.of(PLAYER, PlayerId.HOUSE); }

    @Override public PlayerId toMove(KlondikeState state) { return PLAYER; }

    @Override public NodeKind kind(KlondikeState s) {
        return s.isWon() || legalMoves(s).isEmpty() ? NodeKind.TERMINAL : NodeKind.DECISION;
    }

    @Override public Optional<Outcome> outcome(KlondikeState s) {
        if (s.isWon()) return Optional.of(Outcome.win(PLAYER));
        return legalMoves(s).isEmpty() ? Optional.of(Outcome.win(PlayerId.HOUSE)) : Optional.empty();
    }

    /** In a fixed order: home moves, waste moves, column moves, cards back from home, then the stock. */
    @Override public List<KlondikeMove> legalMoves(KlondikeState s) {
        List<KlondikeMove> moves = new ArrayList<>();
        if (s.isWon()) return moves;
        for (int c = 0; c < 7; c++) if (fitsHome(s, s.top(c))) moves.add(KlondikeMove.home(c));
        int w = s.wasteTop();
        if (fitsHome(s, w)) moves.add(KlondikeMove.WASTE_HOME);
        if (w >= 0) for (int c = 0; c < 7; c++) if (fitsColumn(s, w, c)) moves.add(KlondikeMove.wasteTo(c));
        for (int from = 0; from < 7; from++) {
            int n = s.columnSize(from);
            for (int count = 1; count <= s.faceUp(from); count++) {
                int card = s.card(from, n - count);
                if (count == n && s.faceDown(from) == 0 && Cards.rank(card) == 13) continue; // a whole column to an empty one changes nothing
                for (int to = 0; to < 7; to++) if (to != from && fitsColumn(s, card, to)) moves.add(KlondikeMove.column(from, count, to));
            }
        }
        for (int suit = 0; suit < 4; suit++) {
            int f = s.foundationTop(suit);
            if (f >= 0) for (int c = 0; c < 7; c++) if (fitsColumn(s, f, c)) moves.add(KlondikeMove.back(suit, c));
        }
        if (s.stockSize() > 0) moves.add(KlondikeMove.DRAW);
        else if (s.mayRecycle()) moves.add(KlondikeMove.RECYCLE);
        return moves;
    }

    /** May {@code card} go to its foundation now. */
    public static boolean fitsHome(KlondikeState s, int card) {
        return card >= 0 && s.foundationHeight(Cards.suit(card)) == Cards.rank(card) - 1;
    }

    /** May {@code card} (and anything on it) go onto column {@code col}: the other colour one rank up, or a King to an empty column. */
    public static boolean fitsColumn(KlondikeState s, int card, int col) {
        int top = s.top(col);
        return top < 0 ? Cards.rank(card) == 13 : Cards.fitsOn(card, top);
    }

    @Override public boolean isLegal(KlondikeState s, KlondikeMove m) {
        if (s.isWon()) return false;
        return switch (m.kind()) {
            case DRAW -> s.stockSize() > 0;
            case RECYCLE -> s.mayRecycle();
            case WASTE_TO_FOUNDATION -> fitsHome(s, s.wasteTop());
            case WASTE_TO_TABLEAU -> s.wasteTop() >= 0 && fitsColumn(s, s.wasteTop(), m.to());
            case TABLEAU_TO_FOUNDATION -> fitsHome(s, s.top(m.from()));
            case TABLEAU_TO_TABLEAU -> m.from() != m.to() && m.count() >= 1 && m.count() <= s.faceUp(m.from())
                    && m.count() < s.columnSize(m.from()) + (s.top(m.to()) >= 0 ? 1 : 0)
                    && fitsColumn(s, s.card(m.from(), s.columnSize(m.from()) - m.count()), m.to());
            case FOUNDATION_TO_TABLEAU -> s.foundationTop(m.from()) >= 0 && fitsColumn(s, s.foundationTop(m.from()), m.to());
        };
    }

    @Override public KlondikeState apply(KlondikeState s, KlondikeMove m) {
        if (!isLegal(s, m)) throw new IllegalMoveException("'" + m.text() + "' is not possible here");
        KlondikeState.Builder b = s.toBuilder();
        boolean standard = s.params.scoring() == Scoring.STANDARD, vegas = s.params.scoring() == Scoring.VEGAS;
        switch (m.kind()) {
            case DRAW -> {
                int n = Math.min(s.params.draw(), s.stock.length);
                b.waste = Arrays.copyOf(s.waste, s.waste.length + n);
                System.arraycopy(s.stock, 0, b.waste, s.waste.length, n);
                b.stock = Arrays.copyOfRange(s.stock, n, s.stock.length);
            }
            case RECYCLE -> {
                // The first card dealt is dealt first again.
                b.stock = s.waste;
                b.waste = new byte[0];
                b.recycles++;
                if (standard) b.score -= s.params.draw() == 1 ? 100 : 20;
            }
            case WASTE_TO_FOUNDATION -> {
                b.waste = Arrays.copyOf(s.waste, s.waste.length - 1);
                b.foundation[Cards.suit(s.wasteTop())]++;
                b.score += standard ? 10 : vegas ? 5 : 0;
            }
            case WASTE_TO_TABLEAU -> {
                b.waste = Arrays.copyOf(s.waste, s.waste.length - 1);
                b.push(m.to(), new byte[]{(byte) s.wasteTop()});
                b.score += standard ? 5 : 0;
            }
            case TABLEAU_TO_FOUNDATION -> {
                byte[] card = b.take(m.from(), 1);
                b.foundation[Cards.suit(card[0])]++;
                b.score += standard ? 10 : vegas ? 5 : 0;
            }
            case TABLEAU_TO_TABLEAU -> b.push(m.to(), b.take(m.from(), m.count()));
            case FOUNDATION_TO_TABLEAU -> {
                int card = s.foundationTop(m.from());
                b.foundation[m.from()]--;
                b.push(m.to(), new byte[]{(byte) card});
                b.score -= standard ? 15 : vegas ? 5 : 0;
            }
        }
        return b.build();
    }

    @Override public String formatMove(KlondikeMove move) { return move.text(); }

    @Override public KlondikeMove parseMove(KlondikeState state, String text) { return KlondikeMove.parse(text); }
}
