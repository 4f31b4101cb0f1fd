package arcade.games.solitaire.model;

/** The cards picked up from a pile: a column's run from an index, or the top of the waste or a foundation. */
public final class DragCards {
    private DragCards() {}

    public static int[] of(KlondikeState s, Pile from, int index) {
        return switch (from.kind()) {
            case COLUMN -> {
                int n = s.columnSize(from.index());
                int[] out = new int[Math.max(0, n - index)];
                for (int i = index; i < n; i++) out[i - index] = s.card(from.index(), i);
                yield out;
            }
            case WASTE -> s.wasteSize() == 0 ? new int[0] : new int[]{s.wasteTop()};
            case FOUNDATION -> s.foundationHeight(from.index()) == 0 ? new int[0] : new int[]{Cards.of(from.index(), s.foundationHeight(from.index()))};
            case STOCK -> new int[0];
        };
    }
}
