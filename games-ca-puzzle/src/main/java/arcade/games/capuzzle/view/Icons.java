package arcade.games.capuzzle.view;

import javafx.scene.Node;
import javafx.scene.shape.SVGPath;

/** Small drawn icons, so that no button depends on a glyph the font may lack. */
final class Icons {
    private Icons() {}

    /** A cross. */
    static Node close() { return icon("M2 2 L10 10 M10 2 L2 10", false); }

    /** A window in front of another: "put this in a window of its own". */
    static Node detach() { return icon("M4 1 H11 V8 H4 Z M4 4 H1 V11 H8 V8", false); }

    private static Node icon(String path, boolean filled) {
        SVGPath p = new SVGPath();
        p.setContent(path);
        p.getStyleClass().add("ca-icon");
        p.setStrokeWidth(1.6);
        p.setFill(null);
        if (filled) p.getStyleClass().add("ca-icon-filled");
        return p;
    }
}
