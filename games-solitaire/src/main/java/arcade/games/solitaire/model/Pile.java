package arcade.games.solitaire.model;

/** A place on the table: the stock, the waste, a foundation (by suit) or a column (0–6). */
public record Pile(Kind kind, int index) {
    public enum Kind { STOCK, WASTE, FOUNDATION, COLUMN }

    public static final Pile STOCK = new Pile(Kind.STOCK, 0);
    public static final Pile WASTE = new Pile(Kind.WASTE, 0);
    public static Pile foundation(int suit) { return new Pile(Kind.FOUNDATION, suit); }
    public static Pile column(int c) { return new Pile(Kind.COLUMN, c); }
}
