package arcade.games.capuzzle.view.parts;

import arcade.api.fx.CssPalette;
import javafx.scene.Parent;
import javafx.scene.paint.Color;

import java.util.List;
import java.util.Map;

/** The canvas colours, read from the module's stylesheet so light and dark themes both work. */
public record CaPalette(Color background, Color grid, Color covered, Color hatch, Color text, Color highlight, Color cursor,
                 Color wrong, Color hint, Color struck) {
    private static final String[] NAMES = {"-ca-background", "-ca-grid", "-ca-covered", "-ca-hatch", "-ca-text", "-ca-highlight",
            "-ca-cursor", "-ca-wrong", "-ca-hint", "-ca-struck"};

    public static CaPalette fallback() {
        return new CaPalette(Color.WHITE, Color.gray(0.25), Color.gray(0.62), Color.gray(0.5), Color.BLACK, Color.GOLD,
                Color.DODGERBLUE, Color.CRIMSON, Color.ORANGE, Color.gray(0.4));
    }

    public static CaPalette resolve(Parent host) {
        Map<String, Color> m = CssPalette.resolve(host, Color.GRAY, NAMES);
        List<Color> c = List.copyOf(m.values());
        return new CaPalette(c.get(0), c.get(1), c.get(2), c.get(3), c.get(4), c.get(5), c.get(6), c.get(7), c.get(8), c.get(9));
    }

    /** The theme's colours with the player's highlight and border colours (null keeps the theme's). */
    public CaPalette overridden(String highlightWeb, String borderWeb) {
        return new CaPalette(background, borderWeb == null ? grid : state(borderWeb), covered, hatch, text,
                highlightWeb == null ? highlight : state(highlightWeb), cursor, wrong, hint, struck);
    }

    /** A state's colour from the automaton file; an unknown name shows as mid grey rather than failing. */
    public static Color state(String web) {
        try {
            return Color.web(web);
        } catch (IllegalArgumentException e) {
            return Color.gray(0.5);
        }
    }

    /** Digits stay readable on every state colour: light on dark cells, dark on light ones. */
    public static Color digitOn(Color cell) {
        double lum = 0.2126 * cell.getRed() + 0.7152 * cell.getGreen() + 0.0722 * cell.getBlue();
        return lum < 0.5 ? Color.WHITE : Color.BLACK;
    }
}
