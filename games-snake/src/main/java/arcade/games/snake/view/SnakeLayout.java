package arcade.games.snake.view;

import arcade.games.snake.view.xray.XRayPanel;

import javafx.scene.Node;
import javafx.scene.layout.BorderPane;

/** Where the parts of the game sit: the strip on top, the field with its banner below it, the X-ray panel on the right, the replay bar at the bottom. */
final class SnakeLayout {
    private SnakeLayout() {}

    /** The game's stylesheet, beside the rules page in the game's resources. */
    static final String STYLESHEET = "/arcade/games/snake/snake.css";

    static void assemble(BorderPane root, SnakeToolbar toolbar, Node field, MessageOverlay banner, XRayPanel xray, Node replayBar) {
        root.getStyleClass().add("snake-root");
        root.getStylesheets().add(SnakeLayout.class.getResource(STYLESHEET).toExternalForm());
        BorderPane board = new BorderPane(field);
        board.setBottom(banner); // below the field: it never hides a cell
        board.getStyleClass().add("snake-board");
        xray.setVisible(false);
        xray.setManaged(false);
        root.setTop(toolbar);
        root.setCenter(board);
        root.setRight(xray);
        root.setBottom(replayBar);
        root.setFocusTraversable(true);
    }
}
