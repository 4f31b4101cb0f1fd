package arcade.games.capuzzle.view;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The result of a solved puzzle, as a strip above the board rather than a card over it, so that
 * the finished board (and its unfolding) stays in view at any zoom.
 */
final class SummaryBanner {
    private final HBox box = new HBox(12);
    private final Label title = new Label(), details = new Label();

    SummaryBanner(Runnable another) {
        box.getStyleClass().add("ca-summary");
        box.setAlignment(Pos.CENTER_LEFT);
        title.getStyleClass().add("ca-summary-title");
        details.setWrapText(true);
        VBox text = new VBox(2, title, details);
        HBox.setHgrow(text, Priority.ALWAYS);
        Button again = new Button("Another like it");
        again.setId("ca-summary-again");
        again.setFocusTraversable(false);
        again.setOnAction(e -> another.run());
        Button close = new Button();
        close.setGraphic(Icons.close());
        close.setAccessibleText("Hide the result");
        close.setFocusTraversable(false);
        close.setOnAction(e -> hide());
        box.getChildren().addAll(text, again, close);
        hide();
    }

    HBox node() { return box; }

    void show(String heading, String text) {
        title.setText(heading);
        details.setText(text);
        box.setVisible(true);
        box.setManaged(true);
    }

    void hide() {
        box.setVisible(false);
        box.setManaged(false);
    }

    String text() { return box.isVisible() ? title.getText() + "\n" + details.getText() : ""; }

    /** Replaces the button that starts another puzzle (the path offers the next one instead). */
    void setAnother(String label, Runnable action) {
        Button again = (Button) box.getChildren().get(1);
        again.setText(label);
        again.setOnAction(e -> action.run());
    }
}
