package arcade.games.shannon.view;

import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/** The result over the top of the board once a game is over, with Play again and Replay. */
final class ResultBanner {
    private final HBox root = new HBox(10);
    private final Label text = new Label();
    private final Button playAgain = new Button("Play again");
    private final Button replay = new Button("Replay");

    ResultBanner(Runnable onPlayAgain, Runnable onReplay) {
        root.getStyleClass().add("result-banner");
        text.getStyleClass().add("result-text");
        playAgain.getStyleClass().add("accent");
        playAgain.setOnAction(e -> onPlayAgain.run());
        replay.setOnAction(e -> onReplay.run());
        // In a narrow window the words wrap; the buttons keep their names whole.
        text.setWrapText(true);
        text.setMinHeight(Region.USE_PREF_SIZE);
        playAgain.setMinWidth(Region.USE_PREF_SIZE);
        replay.setMinWidth(Region.USE_PREF_SIZE);
        root.getChildren().addAll(text, playAgain, replay);
        root.setAlignment(Pos.CENTER);
        root.setMaxSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        root.setPickOnBounds(false);
        show(null, null, false);
    }

    Node node() { return root; }

    /** Shows the result (null hides the banner); {@code winner} picks the accent ("short" or "cut"). */
    void show(String result, String winner, boolean canPlayAgain) {
        boolean on = result != null;
        root.setVisible(on);
        root.setManaged(on);
        text.setText(on ? result : "");
        root.getStyleClass().removeAll("short", "cut");
        if (winner != null) root.getStyleClass().add(winner);
        playAgain.setVisible(canPlayAgain);
        playAgain.setManaged(canPlayAgain);
    }

    boolean isShowing() { return root.isVisible(); }

    private static double buttonWidth(Button b) {
        b.applyCss();
        return b.prefWidth(-1);
    }

    /** The longest result the banner says (StatusLine's words). */
    private static final String LONGEST = "You lose. Cut wins: A and B are cut apart";

    /**
     * The height the banner takes, with its margin {@code margin}, in a board {@code width} wide, for
     * the longest result it can show: the board keeps this band free whether the banner shows or
     * not, so it never moves when a game ends.
     */
    double reservedHeight(double width, double margin) {
        root.applyCss(); // measured with the theme's fonts and paddings even while hidden
        javafx.scene.text.Text probe = new javafx.scene.text.Text(LONGEST);
        probe.setFont(text.getFont());
        javafx.geometry.Insets pad = root.getInsets();
        double buttons = buttonWidth(playAgain) + buttonWidth(replay) + 2 * root.getSpacing();
        double room = Math.max(40, width - 2 * margin - pad.getLeft() - pad.getRight() - buttons);
        if (probe.getLayoutBounds().getWidth() > room) probe.setWrappingWidth(room);
        double h = Math.max(probe.getLayoutBounds().getHeight(), Math.max(playAgain.prefHeight(-1), replay.prefHeight(-1)));
        return margin + pad.getTop() + h + pad.getBottom() + 4;
    }

    Button playAgainButton() { return playAgain; }

    Button replayButton() { return replay; }

    String text() { return text.getText(); }
}
