package arcade.gamesystem.view;

import arcade.gamesystem.model.CompiledGame;
import javafx.scene.paint.Color;

/**
 * How a square board is printed in its family, read from what the file says of the game: pieces
 * that move (draughts, Breakthrough) on a chequered wooden board, stones ({@code "look": "stone"},
 * Gomoku) on the lines of a wooden board, discs scored by the board (Reversi) on green felt, and
 * the plain grid of cells for the rest. The wood and the felt keep their colours in both themes,
 * as a real board does.
 */
enum SquareLook {
    CELLS, CHEQUERED, LINES, FELT;

    static final Color LIGHT_SQUARE = Color.web("#ecd6b0"), DARK_SQUARE = Color.web("#a9734a"),
            WOOD = Color.web("#dfb86c"), WOOD_LINE = Color.web("#4a3417"),
            FELT_GREEN = Color.web("#2f7d4f"), FELT_LINE = Color.web("#1b4d30");

    static SquareLook of(CompiledGame game) {
        if (game.findsMovesWhilePlaying()) return CHEQUERED;
        if (game.looks().stream().anyMatch(l -> l.shape().equals("stone"))) return LINES;
        if (game.score().isPresent() && game.looks().stream().allMatch(l -> l.shape().equals("disc")) && game.die().isEmpty()) return FELT;
        return CELLS;
    }
}
