package arcade.games.shannon.view.panels;

import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.util.List;
import java.util.function.IntConsumer;

/**
 * The numbered move list beside the board, with buttons to step through the positions, a way back
 * to the present, and the review's words. It only shows and reports clicks; {@link HistoryBrowser}
 * decides what they mean.
 */
public final class HistoryPanel {
    private final VBox root = new VBox(6);
    private final ListView<String> list = new ListView<>();
    private final Button first = new Button("«"), back = new Button("◀"), forward = new Button("▶"), last = new Button("»");
    private final Button present = new Button("Back to the game");
    private final Label title = new Label();
    private final Label where = new Label();
    private final Label review = new Label();
    private final Button showMistake = new Button("Show that position");
    private final javafx.scene.control.CheckBox teach = new javafx.scene.control.CheckBox("Teach mode");
    private final Label teachText = new Label();
    private final Label hintText = new Label();
    private boolean updating;

    HistoryPanel(IntConsumer onShow, Runnable onPresent, Runnable onShowMistake) {
        root.getStyleClass().add("history-panel");
        title.setText("Moves");
        title.getStyleClass().add("history-title");
        list.getStyleClass().add("history-list");
        list.setFocusTraversable(false);
        list.setPlaceholder(new Label("No moves yet"));
        // A long row wraps inside the list's width: never cut, never a sideways scrollbar.
        list.setCellFactory(v -> new javafx.scene.control.ListCell<>() {
            {
                setWrapText(true);
                prefWidthProperty().bind(list.widthProperty().subtract(18));
                setMaxWidth(Region.USE_PREF_SIZE);
            }

            @Override protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
            }
        });
        VBox.setVgrow(list, Priority.ALWAYS);
        list.getSelectionModel().selectedIndexProperty().addListener((o, a, i) -> {
            if (!updating && i != null && i.intValue() >= 0) onShow.accept(i.intValue());
        });
        first.setOnAction(e -> onShow.accept(0));
        back.setOnAction(e -> onShow.accept(Math.max(0, selected() - 1)));
        forward.setOnAction(e -> onShow.accept(Math.min(list.getItems().size() - 1, selected() + 1)));
        last.setOnAction(e -> onShow.accept(list.getItems().size() - 1));
        present.setOnAction(e -> onPresent.run());
        present.getStyleClass().add("accent");
        present.setMaxWidth(Double.MAX_VALUE);
        first.setTooltip(new Tooltip("The start of the game"));
        back.setTooltip(new Tooltip("One move back (Left arrow)"));
        forward.setTooltip(new Tooltip("One move forward (Right arrow)"));
        last.setTooltip(new Tooltip("The last position"));
        for (Button b : List.of(first, back, forward, last, present, showMistake)) b.setFocusTraversable(false);
        HBox nav = new HBox(4, first, back, forward, last);
        nav.setAlignment(Pos.CENTER);
        where.getStyleClass().add("history-where");
        where.setWrapText(true);
        review.getStyleClass().add("history-review");
        review.setWrapText(true);
        // wrapped texts take the height they need instead of being cut short
        where.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        review.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        showMistake.setOnAction(e -> onShowMistake.run());
        showMistake.setMaxWidth(Double.MAX_VALUE);
        teach.setFocusTraversable(false);
        teach.setWrapText(true);
        teach.setTooltip(new Tooltip("Teach mode: after each of its moves the computer says, in words, why it keeps the win"));
        teachText.getStyleClass().add("history-teach");
        teachText.setWrapText(true);
        teachText.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        hintText.getStyleClass().add("history-hint");
        hintText.setWrapText(true);
        hintText.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        // The buttons sit above the list and the texts below it: a text that appears or grows never moves a button.
        root.getChildren().addAll(title, nav, present, list, where, review, showMistake, hintText, teach, teachText);
        root.setPrefWidth(230);
        root.setMinWidth(190);
        setBrowsing(false, -1);
        setReview(null, false);
        setTeachText(null);
        setHintText(null);
    }

    /** The hint with its reason; null hides it. */
    public void setHintText(String text) {
        hintText.setText(text == null ? "" : text);
        hintText.setVisible(text != null);
        hintText.setManaged(text != null);
    }

    String hintText() { return hintText.getText(); }

    public Node node() { return root; }

    /** The rows: "Start", then one per move. */
    void setRows(List<String> rows) {
        updating = true;
        try {
            if (!list.getItems().equals(rows)) list.getItems().setAll(rows);
        } finally {
            updating = false;
        }
    }

    /** Marks the row shown: {@code index} while looking back, the last row otherwise. */
    void setBrowsing(boolean browsing, int index) {
        updating = true;
        try {
            int i = browsing ? index : list.getItems().size() - 1;
            if (i >= 0) { list.getSelectionModel().select(i); list.scrollTo(Math.max(0, i - 3)); }
            else list.getSelectionModel().clearSelection();
        } finally {
            updating = false;
        }
        present.setDisable(!browsing);
        // the accent only while it leads somewhere: a disabled accent button reads as a pale bar
        present.getStyleClass().remove("accent");
        if (browsing) present.getStyleClass().add("accent");
        int n = list.getItems().size();
        first.setDisable(n <= 1 || (browsing && index == 0));
        back.setDisable(n <= 1 || (browsing && index == 0));
        forward.setDisable(!browsing || index >= n - 1);
        last.setDisable(!browsing || index >= n - 1);
    }

    /** A finished game from the statistics is shown instead of the game in play (null: the game in play). */
    void setReplayTitle(String replayOf) {
        title.setText(replayOf == null ? "Moves" : "Replay: " + replayOf);
        title.setWrapText(true);
        title.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        present.setText(replayOf == null ? "Back to the game" : "Close the replay");
    }

    public String title() { return title.getText(); }

    /** A line about the position shown (e.g. who wins with best play from it); null hides it. */
    void setWhere(String text) {
        where.setText(text == null ? "" : text);
        where.setVisible(text != null);
        where.setManaged(text != null);
    }

    /** The review's words after the game; {@code canShow} offers to show the position of the mistake. */
    void setReview(String text, boolean canShow) {
        review.setText(text == null ? "" : text);
        review.setVisible(text != null);
        review.setManaged(text != null);
        showMistake.setVisible(canShow);
        showMistake.setManaged(canShow);
    }

    /** Teach mode on or off; {@code onChange} hears the player switching it. */
    public javafx.beans.property.BooleanProperty teachProperty() { return teach.selectedProperty(); }

    /** Shows or hides the teach-mode switch (only against the computer). */
    void setTeachAvailable(boolean available) {
        teach.setVisible(available);
        teach.setManaged(available);
        if (!available) setTeachText(null);
    }

    /** The computer's explanation of its last move; null hides it. */
    void setTeachText(String text) {
        teachText.setText(text == null ? "" : text);
        teachText.setVisible(text != null);
        teachText.setManaged(text != null);
    }

    public String teachText() { return teachText.getText(); }

    int selected() { return list.getSelectionModel().getSelectedIndex(); }

    public List<String> rows() { return List.copyOf(list.getItems()); }

    public String reviewText() { return review.getText(); }

    public ListView<String> listView() { return list; }
}
