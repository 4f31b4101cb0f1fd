package arcade.games.minesweeper.view;

import javafx.scene.paint.Color;

/** The board's colours, each the looked-up colour {@code -ms-<name>} of {@code minesweeper.css} (light or dark), read by the host. */
record MinesPalette(Color boardBg, Color hidden, Color hiddenEdge, Color open, Color grid, Color text,
                    Color n1, Color n2, Color n3, Color n4, Color n5, Color n6, Color n7, Color n8,
                    Color flag, Color mine, Color fatal, Color fatalMine, Color wrong, Color cursor, Color hint, Color guess,
                    Color safeTint, Color riskTint, Color face, Color faceInk) {

    static final String PREFIX = "-ms-";

    Color background() { return boardBg; }

    /** The colour of each number, by the number (index 0 unused). */
    Color[] numbers() { return new Color[]{text, n1, n2, n3, n4, n5, n6, n7, n8}; }

    /** Before the CSS is applied: the classic colours on a light board. */
    static MinesPalette fallback() {
        return new MinesPalette(Color.WHITE, Color.LIGHTGRAY, Color.GRAY, Color.WHITESMOKE, Color.SILVER, Color.BLACK,
                Color.BLUE, Color.GREEN, Color.RED, Color.NAVY, Color.MAROON, Color.TEAL, Color.BLACK, Color.GRAY,
                Color.RED, Color.BLACK, Color.RED, Color.BLACK, Color.RED, Color.DODGERBLUE, Color.GREEN, Color.ORANGE,
                Color.PALEGREEN, Color.PINK, Color.GOLD, Color.BLACK);
    }
}
