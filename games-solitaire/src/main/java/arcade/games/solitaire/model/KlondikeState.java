package arcade.games.solitaire.model;

import java.util.Arrays;

/**
 * A Klondike position, immutable: seven columns (bottom to top, the lowest {@code faceDown(c)}
 * cards face down), four foundation heights (by suit), the stock (index 0 is turned next), the
 * waste (last is on top), the recycles done and the score. Everything Undo must restore.
 */
public final class KlondikeState {
    final KlondikeParams params;
    final byte[][] tableau;
    final int[] down;
    final int[] foundation;
    final byte[] stock;
    final byte[] waste;
    final int recycles;
    final int score;
    private final int hash;

    KlondikeState(KlondikeParams params, byte[][] tableau, int[] down, int[] foundation, byte[] stock, byte[] waste,
                  int recycles, int score) {
        this.params = params;
        this.tableau = tableau;
        this.down = down;
        this.foundation = foundation;
        this.stock = stock;
        this.waste = waste;
        this.recycles = recycles;
        this.score = score;
        this.hash = computeHash();
    }

    public KlondikeParams params() { return params; }
    public int columnSize(int col) { return tableau[col].length; }
    public int card(int col, int index) { return tableau[col][index]; }
    public int faceDown(int col) { return down[col]; }
    public int faceUp(int col) { return tableau[col].length - down[col]; }
    /** The top card of a column, or −1 when it is empty. */
    public int top(int col) { byte[] c = tableau[col]; return c.length == 0 ? -1 : c[c.length - 1]; }
    public int foundationHeight(int suit) { return foundation[suit]; }
    /** The top card of a foundation, or −1 when it is empty. */
    public int foundationTop(int suit) { return foundation[suit] == 0 ? -1 : Cards.of(suit, foundation[suit]); }
    public int stockSize() { return stock.length; }
    public int stockCard(int i) { return stock[i]; }
    public int wasteSize() { return waste.length; }
    public int wasteCard(int i) { return waste[i]; }
    public int wasteTop() { return waste.length == 0 ? -1 : waste[waste.length - 1]; }
    public int recycles() { return recycles; }
    public int score() { return score; }

    public int cardsHome() { int n = 0; for (int f : foundation) n += f; return n; }
    public boolean isWon() { return cardsHome() == Cards.COUNT; }
    /**
     * Whether no move has been made yet: every column as dealt, nothing turned or home. Each move
     * changes one of these for good (face-down cards never come back, a recycle is counted), so
     * only the deal itself passes.
     */
    public boolean asDealt() {
        if (waste.length > 0 || recycles > 0 || cardsHome() > 0) return false;
        for (int c = 0; c < tableau.length; c++) if (down[c] != c || tableau[c].length != c + 1) return false;
        return true;
    }
    public int faceDownTotal() { int n = 0; for (int d : down) n += d; return n; }

    /** Whether the player may turn or recycle again. */
    public boolean mayRecycle() { return stock.length == 0 && waste.length > 0 && params.mayRecycle(recycles); }

    /** Every card is face up and the stock and waste are empty: the game can finish itself. */
    public boolean allInTableauFaceUp() { return faceDownTotal() == 0 && stock.length == 0 && waste.length == 0; }

    @Override public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof KlondikeState s) || s.hash != hash) return false;
        return recycles == s.recycles && score == s.score && params.equals(s.params) && Arrays.equals(down, s.down)
                && Arrays.equals(foundation, s.foundation) && Arrays.equals(stock, s.stock) && Arrays.equals(waste, s.waste)
                && Arrays.deepEquals(tableau, s.tableau);
    }

    @Override public int hashCode() { return hash; }

    private int computeHash() {
        int h = params.hashCode();
        h = 31 * h + Arrays.deepHashCode(tableau);
        h = 31 * h + Arrays.hashCode(down);
        h = 31 * h + Arrays.hashCode(foundation);
        h = 31 * h + Arrays.hashCode(stock);
        h = 31 * h + Arrays.hashCode(waste);
        return 31 * (31 * h + recycles) + score;
    }

    @Override public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < 7; c++) {
            sb.append('t').append(c + 1).append(':');
            for (int i = 0; i < tableau[c].length; i++)
                sb.append(i < down[c] ? " [" + Cards.text(tableau[c][i]) + "]" : " " + Cards.text(tableau[c][i]));
            sb.append(" | ");
        }
        sb.append("home ").append(Arrays.toString(foundation)).append(" stock ").append(stock.length)
                .append(" waste ").append(waste.length == 0 ? "-" : Cards.text(wasteTop())).append(" recycles ").append(recycles);
        return sb.toString();
    }

    /** A mutable copy for building the next state. */
    Builder toBuilder() { return new Builder(this); }

    static final class Builder {
        final KlondikeParams params;
        final byte[][] tableau;
        final int[] down;
        final int[] foundation;
        byte[] stock;
        byte[] waste;
        int recycles;
        int score;

        Builder(KlondikeState s) {
            params = s.params;
            tableau = s.tableau.clone(); // columns are copied only when changed
            down = s.down.clone();
            foundation = s.foundation.clone();
            stock = s.stock;
            waste = s.waste;
            recycles = s.recycles;
            score = s.score;
        }

        int top(int col) { byte[] c = tableau[col]; return c[c.length - 1]; }

        void push(int col, byte[] cards) {
            byte[] c = tableau[col];
            byte[] n = Arrays.copyOf(c, c.length + cards.length);
            System.arraycopy(cards, 0, n, c.length, cards.length);
            tableau[col] = n;
        }

        /** Removes the top {@code count} cards of a column and turns up a face-down card left on top. */
        byte[] take(int col, int count) {
            byte[] c = tableau[col];
            byte[] moved = Arrays.copyOfRange(c, c.length - count, c.length);
            tableau[col] = Arrays.copyOf(c, c.length - count);
            if (down[col] > 0 && down[col] == tableau[col].length) {
                down[col]--;
                if (params.scoring() == Scoring.STANDARD) score += 5;
            }
            return moved;
        }

        KlondikeState build() {
            return new KlondikeState(params, tableau, down, foundation, stock, waste, recycles, Math.max(params.scoring() == Scoring.VEGAS ? Integer.MIN_VALUE : 0, score));
        }
    }
}
