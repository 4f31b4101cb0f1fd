package arcade.games.solitaire.view;

import javafx.scene.paint.Color;

/** The canvas colours, each the looked-up colour {@code -sol-<name>} of {@code solitaire.css}; the host reads them again when the theme changes. */
record SolitairePalette(Color table, Color slot, Color card, Color cardEdge, Color red, Color black,
                        Color backLattice, Color backLatticePattern, Color backDiamonds, Color backDiamondsPattern,
                        Color backRings, Color backRingsPattern, Color cursor, Color hint, Color selected, Color drop, Color text) {

    static final String PREFIX = "-sol-";

    Color back(CardBack design) {
        return switch (design) { case LATTICE -> backLattice; case DIAMONDS -> backDiamonds; case RINGS -> backRings; };
    }

    Color backPattern(CardBack design) {
        return switch (design) { case LATTICE -> backLatticePattern; case DIAMONDS -> backDiamondsPattern; case RINGS -> backRingsPattern; };
    }
}
