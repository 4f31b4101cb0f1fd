package arcade.api.fx;

import javafx.scene.Parent;
import javafx.scene.layout.Background;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Resolves CSS looked-up colours (e.g. {@code -snake-head}, {@code -color-accent-fg}) to
 * {@link Color}s, so canvas views take their colours from the theme's stylesheets instead of
 * hard-coding them. Call on the FX thread after the node is in a scene; call again when the theme
 * changes.
 */
public final class CssPalette {
    private CssPalette() {}

    /** Resolves each looked-up colour name in the context of {@code parent}; unknown names give the fallback. */
    public static Map<String, Color> resolve(Parent parent, Color fallback, String... names) {
        Map<String, Color> out = new LinkedHashMap<>();
        Region probe = new Region();
        probe.setManaged(false);
        probe.setVisible(false);
        ParentAccess.add(parent, probe);
        try {
            for (String name : names) {
                probe.setStyle("-fx-background-color: " + name + ";");
                probe.applyCss();
                out.put(name, first(probe.getBackground(), fallback));
            }
        } finally {
            ParentAccess.remove(parent, probe);
        }
        return out;
    }

    private static Color first(Background bg, Color fallback) {
        if (bg == null || bg.getFills().isEmpty()) return fallback;
        Paint p = bg.getFills().get(0).getFill();
        return p instanceof Color c ? c : fallback;
    }

    /** Parent.getChildren() is protected; panes expose it publicly. */
    private static final class ParentAccess {
        static void add(Parent p, Region r) {
            if (p instanceof javafx.scene.layout.Pane pane) pane.getChildren().add(r);
            else if (p instanceof javafx.scene.Group g) g.getChildren().add(r);
            else throw new IllegalArgumentException("palette host must be a Pane or Group: " + p.getClass());
        }
        static void remove(Parent p, Region r) {
            if (p instanceof javafx.scene.layout.Pane pane) pane.getChildren().remove(r);
            else if (p instanceof javafx.scene.Group g) g.getChildren().remove(r);
        }
    }
}
