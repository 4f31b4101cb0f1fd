package arcade.games.capuzzle.view.path;

import arcade.games.capuzzle.view.parts.Icons;

import arcade.games.capuzzle.path.Lesson;
import arcade.games.capuzzle.path.PathProgress;
import arcade.games.capuzzle.path.PuzzlePath;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import java.util.function.Consumer;

/**
 * The path (Ctrl+T): every puzzle of it as a tile with its number, title, automaton and grade and
 * the stars won; the solved ones and the next one are open, the rest locked until the puzzle
 * before is solved. A click on an open tile plays it.
 */
public final class PathScreen {
    /** Three tiles a row at 800 px; room for the title, the automaton's name and size over two lines (the long ones wrap), and the stars. */
    private static final double TILE_WIDTH = 240, TILE_HEIGHT = 104;
    private final BorderPane root = new BorderPane();
    private final FlowPane tiles = new FlowPane(8, 8);

    public PathScreen(PathProgress progress, Consumer<Lesson> play, Runnable back) {
        root.getStyleClass().add("ca-path");
        root.setId("ca-path");
        Label title = new Label("The path: " + progress.solvedCount() + " of " + PuzzlePath.lessons().size() + " puzzles solved, "
                + progress.starCount() + " of " + 3 * PuzzlePath.lessons().size() + " stars");
        title.getStyleClass().add("ca-path-title");
        Label how = new Label("From a 2-state rule on a tiny board to ten states at Expert. Each puzzle opens once the one before it is solved; "
                + "three stars for a solve without a mistake and without help.");
        how.setWrapText(true);
        Button close = new Button("Back to the puzzle");
        close.setOnAction(e -> back.run());
        close.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);   // never "…"
        VBox words = new VBox(2, title, how);
        HBox.setHgrow(words, javafx.scene.layout.Priority.ALWAYS);
        title.setWrapText(true);
        HBox head = new HBox(12, words, close);
        head.setStyle("-fx-padding: 0 0 8 0;");
        Lesson next = progress.next();
        for (Lesson l : PuzzlePath.lessons()) tiles.getChildren().add(tile(l, progress, l == next, play));
        ScrollPane scroll = new ScrollPane(tiles);
        scroll.setFitToWidth(true);
        root.setTop(head);
        root.setCenter(scroll);
    }

    public BorderPane node() { return root; }

    private static Button tile(Lesson l, PathProgress progress, boolean isNext, Consumer<Lesson> play) {
        int stars = progress.result(l).map(PathProgress.Result::stars).orElse(0);
        boolean open = progress.open(l);
        Label name = new Label(l.number() + ". " + (open ? l.title() : "Locked"));
        name.setStyle("-fx-font-weight: bold;");
        Label what = new Label(l.variant());
        what.getStyleClass().add("ca-path-grade");
        for (Label words : new Label[]{name, what}) {       // wrapped, never "Product plus right of 10, 12×…"
            words.setWrapText(true);
            words.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        }
        HBox starRow = new HBox(2);
        for (int i = 0; i < 3; i++) starRow.getChildren().add(Icons.star(i < stars));
        Button b = new Button(null, new VBox(4, name, what, starRow));
        b.getStyleClass().add("ca-path-tile");
        b.setMinSize(TILE_WIDTH, TILE_HEIGHT);
        b.setPrefSize(TILE_WIDTH, TILE_HEIGHT);
        b.setMaxSize(TILE_WIDTH, TILE_HEIGHT);
        if (isNext) b.getStyleClass().add("ca-path-tile-next");
        b.setId("ca-path-" + l.number());
        b.setDisable(!open);
        b.setAccessibleText("Puzzle " + l.number() + ", " + (open ? l.title() + ", " + l.variant() + ", " + stars + " stars" : "locked"));
        b.setOnAction(e -> play.accept(l));
        return b;
    }
}
