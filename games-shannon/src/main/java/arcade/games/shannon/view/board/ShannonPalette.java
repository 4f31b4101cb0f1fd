package arcade.games.shannon.view.board;

import arcade.api.fx.CssPalette;
import javafx.scene.Parent;
import javafx.scene.paint.Color;

import java.util.Map;

/**
 * The board's colours, resolved from the looked-up colours of {@code shannon.css} (which derive them
 * from the AtlantaFX theme). Re-resolved whenever the theme changes.
 */
public record ShannonPalette(Color boardBg, Color vignette, Color text, Color textMuted,
                             Color cellFill, Color cellRing, Color cellNucleus, Color cellHealthy, Color cellHealthyFill,
                             Color terminalA, Color terminalB, Color terminalLabel,
                             Color linkFree, Color linkHealed, Color linkGlow, Color linkStub, Color linkHover,
                             Color linkFocus, Color linkHint,
                             Color overlayPath, Color overlayCut, Color overlayTree1, Color overlayTree2, Color overlayMove) {

    private static final String[] NAMES = {
            "-sh-board-bg", "-sh-board-vignette", "-sh-text", "-sh-text-muted",
            "-sh-cell-fill", "-sh-cell-ring", "-sh-cell-nucleus", "-sh-cell-healthy", "-sh-cell-healthy-fill",
            "-sh-terminal-a", "-sh-terminal-b", "-sh-terminal-label",
            "-sh-link-free", "-sh-link-healed", "-sh-link-glow", "-sh-link-stub", "-sh-link-hover",
            "-sh-link-focus", "-sh-link-hint",
            "-sh-overlay-path", "-sh-overlay-cut", "-sh-overlay-tree1", "-sh-overlay-tree2", "-sh-overlay-move"};

    /** Resolves every colour in the context of {@code host} (a pane carrying {@code shannon.css}). */
    public static ShannonPalette resolve(Parent host) {
        Map<String, Color> m = CssPalette.resolve(host, Color.GRAY, NAMES);
        Color[] c = new Color[NAMES.length];
        for (int i = 0; i < NAMES.length; i++) c[i] = m.get(NAMES[i]);
        return new ShannonPalette(c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], c[8], c[9], c[10], c[11],
                c[12], c[13], c[14], c[15], c[16], c[17], c[18], c[19], c[20], c[21], c[22], c[23]);
    }
}
