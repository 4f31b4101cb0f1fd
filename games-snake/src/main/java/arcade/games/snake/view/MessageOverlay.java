package arcade.games.snake.view;

import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/** The card shown over the field when the game is paused or over: a title, a few lines, a hint. */
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
        VBox card = new VBox(title, line, record, hint);
        card.getStyleClass().add("snake-overlay-card");
        card.setAlignment(Pos.CENTER);
        card.setMaxSize(javafx.scene.layout.Region.USE_PREF_SIZE, javafx.scene.layout.Region.USE_PREF_SIZE);
        card.setMinWidth(300);
        getChildren().add(card);
        setPickOnBounds(false);
        setMouseTransparent(true);
        hide();
        for (Label l : new Label[]{line, record}) l.managedProperty().bind(l.visibleProperty());
    }

    /** Shows the card; blank {@code text}/{@code recordText} lines are left out. */
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

    public String hintText() { return hint.getText(); }

    public String recordText() { return record.isVisible() ? record.getText() : ""; }
}
