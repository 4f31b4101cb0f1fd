package arcade.games.shannon.view.dialogs;

import arcade.games.shannon.view.match.MatchConfig;

import arcade.games.shannon.model.Side;
import arcade.games.shannon.net.BoardSpec;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.util.List;

/**
 * Shown instead of the board while a network match is being set up: the match being offered (the
 * address, the join code, the board, who plays what) or the host being reached, with a way out.
 * The last local board is not shown meanwhile: it is not the game about to be played.
 */
public final class WaitingCard {
    /** What the card says; {@code code} is empty when there is no join code to show (joining). */
    public record Waiting(String title, String code, List<String> lines, String leave) {}

    private final VBox root = new VBox(10);
    private final Label title = new Label();
    private final Label code = new Label();
    private final VBox lines = new VBox(4);
    private final Button leave = new Button();

    public WaitingCard(Runnable onLeave) {
        root.getStyleClass().add("waiting-card");
        title.getStyleClass().add("waiting-title");
        code.getStyleClass().add("waiting-code");
        title.setWrapText(true);
        lines.setAlignment(Pos.CENTER);
        leave.setOnAction(e -> onLeave.run());
        leave.setId("shannon-stop-waiting");
        root.getChildren().addAll(title, code, lines, leave);
        root.setAlignment(Pos.CENTER);
        root.setMaxSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        show(null);
    }

    public Node node() { return root; }

    /** Shows what is awaited; null hides the card. */
    public void show(Waiting w) {
        root.setVisible(w != null);
        if (w == null) return;
        title.setText(w.title());
        code.setText(w.code());
        code.setVisible(!w.code().isEmpty());
        code.setManaged(!w.code().isEmpty());
        lines.getChildren().setAll(w.lines().stream().map(t -> {
            Label l = new Label(t);
            l.setWrapText(true);
            l.getStyleClass().add("waiting-line");
            return l;
        }).toList());
        leave.setText(w.leave());
    }

    public boolean isShowing() { return root.isVisible(); }

    String text() {
        StringBuilder s = new StringBuilder(title.getText()).append('\n').append(code.getText());
        for (Node n : lines.getChildren()) s.append('\n').append(((Label) n).getText());
        return s.toString();
    }

    /** The board a host offers, in words: a generated board's seed is drawn from both sides, so it is not known yet. */
    static String describe(BoardSpec board) {
        if (board instanceof BoardSpec.Generated g) return "a fresh " + g.params().width() + "×" + g.params().height() + " board";
        if (board instanceof BoardSpec.Balanced b) return "a fresh balanced " + b.params().width() + "×" + b.params().height() + " board";
        return board.label();
    }

    /** "You play Short · Short starts". */
    static String sides(Side local, Side starts) {
        return "You play " + MatchConfig.name(local) + " · " + MatchConfig.name(starts) + " starts";
    }
}
