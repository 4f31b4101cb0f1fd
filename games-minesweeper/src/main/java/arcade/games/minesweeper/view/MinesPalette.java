package arcade.games.minesweeper.view;

import arcade.api.fx.CssPalette;
import javafx.scene.Parent;
import javafx.scene.paint.Color;

import java.util.Map;

/** The board's colours, read from the theme's CSS (light or dark). */
record MinesPalette(Color background, Color hidden, Color hiddenEdge, Color open, Color grid, Color text, Color[] numbers,
                    Color flag, Color mine, Color fatal, Color wrong, Color cursor, Color hint, Color guess,
                    Color safeTint, Color riskTint) {

    private static final String[] NAMES = {"-ms-board-bg", "-ms-hidden", "-ms-hidden-edge", "-ms-open", "-ms-grid", "-ms-text",
            "-ms-n1", "-ms-n2", "-ms-n3", "-ms-n4", "-ms-n5", "-ms-n6", "-ms-n7", "-ms-n8",
            "-ms-flag", "-ms-mine", "-ms-fatal", "-ms-wrong", "-ms-cursor", "-ms-hint", "-ms-guess", "-ms-safe-tint", "-ms-risk-tint"};

    static MinesPalette resolve(Parent host) {
        Map<String, Color> m = CssPalette.resolve(host, Color.GRAY, NAMES);
        Color[] numbers = new Color[9];
        for (int i = 1; i <= 8; i++) numbers[i] = m.get("-ms-n" + i);
        return new MinesPalette(m.get("-ms-board-bg"), m.get("-ms-hidden"), m.get("-ms-hidden-edge"), m.get("-ms-open"),
                m.get("-ms-grid"), m.get("-ms-text"), numbers, m.get("-ms-flag"), m.get("-ms-mine"), m.get("-ms-fatal"),
                m.get("-ms-wrong"), m.get("-ms-cursor"), m.get("-ms-hint"), m.get("-ms-guess"), m.get("-ms-safe-tint"), m.get("-ms-risk-tint"));
    }

    /** Before the CSS is applied. */
    static MinesPalette fallback() {
        Color[] numbers = {Color.GRAY, Color.BLUE, Color.GREEN, Color.RED, Color.NAVY, Color.MAROON, Color.TEAL, Color.BLACK, Color.GRAY};
        return new MinesPalette(Color.WHITE, Color.LIGHTGRAY, Color.GRAY, Color.WHITESMOKE, Color.SILVER, Color.BLACK, numbers,
                Color.RED, Color.BLACK, Color.PINK, Color.ORANGE, Color.DODGERBLUE, Color.GREEN, Color.ORANGE, Color.PALEGREEN, Color.PINK);
    }
}
