package arcade.games.capuzzle.view.parts;

import javafx.scene.Node;
import javafx.scene.shape.SVGPath;

/** Small drawn icons, so that no button depends on a glyph the font may lack. */
public final class Icons {
    private Icons() {}

    /** A cross. */
    public static Node close() { return icon("M2 2 L10 10 M10 2 L2 10", false); }

    /** A window in front of another: "put this in a window of its own". */
    public static Node detach() { return icon("M4 1 H11 V8 H4 Z M4 4 H1 V11 H8 V8", false); }

    /** A five-pointed star, filled for a star won, outlined for one still to win. */
    public static Node star(boolean won) {
        Node n = icon("M7 0.5 L8.8 5 L13.6 5.2 L9.9 8.2 L11.1 12.9 L7 10.3 L2.9 12.9 L4.1 8.2 L0.4 5.2 L5.2 5 Z", won);
        n.getStyleClass().add(won ? "ca-star-won" : "ca-star");
        return n;
    }

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
