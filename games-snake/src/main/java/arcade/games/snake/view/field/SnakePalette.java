package arcade.games.snake.view.field;

import arcade.api.fx.CssPalette;
import javafx.scene.Parent;
import javafx.scene.paint.Color;

import java.util.Map;

/**
 * The canvas colours, resolved from the looked-up colours of {@code snake.css} (which derive from
 * the theme). Re-resolved whenever the theme changes; the painter never names a colour itself.
 */
public record SnakePalette(Color backdrop, Color field, Color grid, Color wall, Color wallEdge,
                           Color[] body, Color[] head, Color eye, Color pupil,
                           Color apple, Color leaf, Color poison, Color bonus, Color bonusRing, Color shrink, Color slow, Color life,
                           Color text, Color textMuted, Color xrayFired, Color xrayIdle, Color overlay) {

    private static final String[] NAMES = {
            "-snake-backdrop", "-snake-field", "-snake-grid", "-snake-wall", "-snake-wall-edge",
            "-snake-body", "-snake-head", "-snake2-body", "-snake2-head", "-snake3-body", "-snake3-head", "-snake4-body", "-snake4-head", "-snake-eye", "-snake-pupil",
            "-snake-apple", "-snake-leaf", "-snake-poison", "-snake-bonus", "-snake-bonus-ring", "-snake-shrink", "-snake-slow", "-snake-life",
            "-snake-text", "-snake-text-muted", "-snake-xray-fired", "-snake-xray-idle", "-snake-overlay"};

    /** Reads every colour in the context of {@code host} (which must carry the snake stylesheet). */
    public static SnakePalette resolve(Parent host) {
        Map<String, Color> c = CssPalette.resolve(host, Color.GRAY, NAMES);
        return new SnakePalette(c.get("-snake-backdrop"), c.get("-snake-field"), c.get("-snake-grid"),
                c.get("-snake-wall"), c.get("-snake-wall-edge"),
                new Color[]{c.get("-snake-body"), c.get("-snake2-body"), c.get("-snake3-body"), c.get("-snake4-body")},
                new Color[]{c.get("-snake-head"), c.get("-snake2-head"), c.get("-snake3-head"), c.get("-snake4-head")},
                c.get("-snake-eye"), c.get("-snake-pupil"),
                c.get("-snake-apple"), c.get("-snake-leaf"), c.get("-snake-poison"),
                c.get("-snake-bonus"), c.get("-snake-bonus-ring"), c.get("-snake-shrink"), c.get("-snake-slow"), c.get("-snake-life"),
                c.get("-snake-text"), c.get("-snake-text-muted"),
                c.get("-snake-xray-fired"), c.get("-snake-xray-idle"), c.get("-snake-overlay"));
    }

    /** Body colour of snake {@code id} (0 = first player); further ids reuse the palette. */
    public Color bodyOf(int id) { return body[Math.floorMod(id, body.length)]; }

    public Color headOf(int id) { return head[Math.floorMod(id, head.length)]; }
}
