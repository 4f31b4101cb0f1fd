package arcade.games.solitaire.view;

/** The card backs a player can choose, each drawn by {@link CardPainter#back}; colours come from the CSS. */
public enum CardBack {
    LATTICE("Blue lattice"), DIAMONDS("Red diamonds"), RINGS("Green frames");

    private final String label;

    CardBack(String label) { this.label = label; }

    String label() { return label; }
}
