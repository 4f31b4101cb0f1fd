package arcade.games.solitaire.view;

import arcade.api.fx.CssPalette;
import javafx.scene.Parent;
import javafx.scene.paint.Color;

import java.util.Map;

/** The canvas colours, resolved from {@code solitaire.css}; re-resolved when the theme changes. */
record SolitairePalette(Color table, Color slot, Color card, Color cardEdge, Color red, Color black, Color back,
                        Color backPattern, Color cursor, Color hint, Color selected, Color text, Color textMuted) {

    private static final String[] NAMES = {"-sol-table", "-sol-slot", "-sol-card", "-sol-card-edge", "-sol-red", "-sol-black",
            "-sol-back", "-sol-back-pattern", "-sol-cursor", "-sol-hint", "-sol-selected", "-sol-text", "-sol-text-muted"};

    static SolitairePalette resolve(Parent host) {
        Map<String, Color> c = CssPalette.resolve(host, Color.GRAY, NAMES);
        return new SolitairePalette(c.get(NAMES[0]), c.get(NAMES[1]), c.get(NAMES[2]), c.get(NAMES[3]), c.get(NAMES[4]),
                c.get(NAMES[5]), c.get(NAMES[6]), c.get(NAMES[7]), c.get(NAMES[8]), c.get(NAMES[9]), c.get(NAMES[10]),
                c.get(NAMES[11]), c.get(NAMES[12]));
    }
}
