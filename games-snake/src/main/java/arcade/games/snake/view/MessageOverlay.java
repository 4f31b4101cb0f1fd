package arcade.games.snake.view;

import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The Ready, Paused, countdown and Game-over message: a compact banner laid out below the field,
 * never over it, so the snake, the apple and the maze stay in sight. A title on the left, then a
 * line, an optional record line and a hint. Hidden, it keeps its room.
 */
public final class MessageOverlay extends StackPane {
    private final Label title = new Label();
    private final Label line = new Label();
    private final Label record = new Label();
    private final Label hint = new Label();

    public MessageOverlay() {
        title.getStyleClass().add("snake-overlay-title");
        line.getStyleClass().add("snake-overlay-line");
        record.getStyleClass().add("snake-overlay-record");
        hint.getStyleClass().add("snake-overlay-hint");
        title.setMinWidth(Region.USE_PREF_SIZE);
        for (Label l : new Label[]{line, record, hint}) l.setWrapText(true);
        VBox text = new VBox(2, line, record, hint);
        text.setAlignment(Pos.CENTER_LEFT);
        HBox card = new HBox(16, title, text);
        card.getStyleClass().add("snake-overlay-card");
        card.setAlignment(Pos.CENTER_LEFT);
        card.setMaxWidth(Region.USE_PREF_SIZE);
        getChildren().add(card);
        getStyleClass().add("snake-banner");
        setPickOnBounds(false);
        setMouseTransparent(true);
        // A hidden banner keeps its room, so the field keeps its size and place when play starts or stops.
        hide();
        for (Label l : new Label[]{line, record}) l.managedProperty().bind(l.visibleProperty());
    }

    /** Shows the banner; blank {@code text}/{@code recordText} lines are left out. */
    public void show(String titleText, String text, String recordText, String hintText) {
        title.setText(titleText);
        line.setText(text);
        line.setVisible(text != null && !text.isBlank());
        record.setText(recordText);
        record.setVisible(recordText != null && !recordText.isBlank());
        hint.setText(hintText);
        setVisible(true);
    }

    public void hide() { setVisible(false); }

    public String titleText() { return title.getText(); }

    public String lineText() { return line.isVisible() ? line.getText() : ""; }

    public String hintText() { return hint.getText(); }

    public String recordText() { return record.isVisible() ? record.getText() : ""; }
}
