package arcade.games.solitaire.model;

import java.util.Optional;

/**
 * Turns "these cards onto that pile" into a move, and finds the best place for a clicked card:
 * its foundation, else a column it builds on (the first from the left), else an empty column.
 */
public final class Destinations {
    private Destinations() {}

    /**
     * The move that takes the cards from {@code from} (a column: from card {@code index} up) to
     * {@code to}, if the rules allow it.
     */
    public static Optional<KlondikeMove> move(KlondikeState s, Pile from, int index, Pile to) {
        KlondikeMove m = candidate(s, from, index, to);
        return m != null && KlondikeRules.INSTANCE.isLegal(s, m) ? Optional.of(m) : Optional.empty();
    }

    private static KlondikeMove candidate(KlondikeState s, Pile from, int index, Pile to) {
        boolean home = to.kind() == Pile.Kind.FOUNDATION;
        if (!home && to.kind() != Pile.Kind.COLUMN) return null;
        return switch (from.kind()) {
            case WASTE -> home ? KlondikeMove.WASTE_HOME : KlondikeMove.wasteTo(to.index());
            case COLUMN -> {
                int count = s.columnSize(from.index()) - index;
                if (home) yield count == 1 ? KlondikeMove.home(from.index()) : null;
                yield to.index() == from.index() ? null : KlondikeMove.column(from.index(), count, to.index());
            }
            case FOUNDATION -> home ? null : KlondikeMove.back(from.index(), to.index());
            case STOCK -> null;
        };
    }

    /** Where a click sends the cards: home first, then a column to build on, then an empty column. */
    public static Optional<KlondikeMove> best(KlondikeState s, Pile from, int index) {
        if (from.kind() == Pile.Kind.STOCK) return stock(s);
        Optional<KlondikeMove> m = move(s, from, index, Pile.foundation(0));
        for (int suit = 0; suit < 4 && m.isEmpty(); suit++) m = move(s, from, index, Pile.foundation(suit));
        if (m.isPresent()) return m;
        for (int c = 0; c < 7; c++) if (s.top(c) >= 0 && (m = move(s, from, index, Pile.column(c))).isPresent()) return m;
        for (int c = 0; c < 7; c++) if (s.top(c) < 0 && (m = move(s, from, index, Pile.column(c))).isPresent()) return m;
        return Optional.empty();
    }

    /** Turning the stock, or recycling the waste when the stock is empty. */
    public static Optional<KlondikeMove> stock(KlondikeState s) {
        if (s.stockSize() > 0) return Optional.of(KlondikeMove.DRAW);
        return s.mayRecycle() ? Optional.of(KlondikeMove.RECYCLE) : Optional.empty();
    }

    /** Whether the player may pick up card {@code index} of the pile (face up, and on top for the waste and foundations). */
    public static boolean canPick(KlondikeState s, Pile p, int index) {
        return switch (p.kind()) {
            case COLUMN -> index >= s.faceDown(p.index()) && index < s.columnSize(p.index());
            case WASTE -> s.wasteSize() > 0;
            case FOUNDATION -> s.foundationHeight(p.index()) > 0;
            case STOCK -> false;
        };
    }
}
