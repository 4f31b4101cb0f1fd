package arcade.games.solitaire.view;

import arcade.api.fx.CssPalette;
import javafx.scene.Parent;
import javafx.scene.paint.Color;

import java.lang.invoke.MethodHandles;

/** The canvas colours, each the looked-up colour {@code -sol-<name>} of {@code solitaire.css}; read again when the theme changes. */
record SolitairePalette(Color table, Color slot, Color card, Color cardEdge, Color red, Color black,
                        Color backLattice, Color backLatticePattern, Color backDiamonds, Color backDiamondsPattern,
                        Color backRings, Color backRingsPattern, Color cursor, Color hint, Color selected, Color drop, Color text) {

    static final String PREFIX = "-sol-";

    static SolitairePalette resolve(Parent host) { return CssPalette.read(host, SolitairePalette.class, PREFIX, MethodHandles.lookup()); }

    Color back(CardBack design) {
        return switch (design) { case LATTICE -> backLattice; case DIAMONDS -> backDiamonds; case RINGS -> backRings; };
    }

    Color backPattern(CardBack design) {
        return switch (design) { case LATTICE -> backLatticePattern; case DIAMONDS -> backDiamondsPattern; case RINGS -> backRingsPattern; };
    }
}
