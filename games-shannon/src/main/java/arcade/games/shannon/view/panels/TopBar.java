package arcade.games.shannon.view.panels;

import arcade.games.shannon.view.match.MatchConfig;
import arcade.games.shannon.view.match.PlayMode;
import arcade.games.shannon.view.match.PositionInsight;

import arcade.games.shannon.ai.PositionClass;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

import java.util.List;
import java.util.function.Consumer;

/**
 * The bar over the board: whose turn it is (two players at one computer), the mode, the board, the
 * verdict and the network state on the left; Reconnect, Analysis, Play and Editor on the right.
 * When the window is narrow the texts wrap onto a second line; nothing is cut short.
 */
public final class TopBar {
    private final Label modeLabel = new Label();
    private final Label boardLabel = new Label();
    private final Label verdictBadge = new Label();
    private final Label netBadge = new Label();
    private final Label turnLabel = new Label();
    private final Button reconnect = new Button("Reconnect");
    private final ToggleButton analysisToggle = new ToggleButton("Analysis");
    private final HBox root;
    private final FlowPane texts;

    public TopBar(Runnable onReconnect, Consumer<Boolean> onAnalysis, Control play, Runnable onEditor) {
        modeLabel.getStyleClass().add("mode-label");
        turnLabel.getStyleClass().add("turn-label");
        boardLabel.getStyleClass().add("board-label");
        verdictBadge.getStyleClass().add("verdict-badge");
        netBadge.getStyleClass().add("net-badge");
        verdictBadge.setTooltip(new Tooltip("Who wins if both sides play perfectly from here (Lehman's theorem)"));
        reconnect.getStyleClass().add("accent");
        reconnect.setOnAction(e -> onReconnect.run());
        analysisToggle.setTooltip(new Tooltip("Show Short's two spanning trees, the narrowest cut (blue), the shortest route (red) and the best move (orange ring)"));
        analysisToggle.selectedProperty().addListener((o, a, on) -> onAnalysis.accept(on));
        analysisToggle.setFocusTraversable(false);

        Button edit = new Button("Editor");
        edit.setFocusTraversable(false);
        edit.setTooltip(new Tooltip("Draw your own board, save it, load it, play it"));
        edit.setOnAction(e -> onEditor.run());

        for (Control c : List.of(reconnect, analysisToggle, play, edit)) c.setMinWidth(Region.USE_PREF_SIZE);
        for (Label l : List.of(turnLabel, modeLabel, boardLabel, verdictBadge, netBadge)) l.setMinWidth(Region.USE_PREF_SIZE);
        // the badge keeps its place while hidden and the width of its longest words, so the bar does not reflow under it
        verdictBadge.setText("Short wins with best play (by moving next)");
        verdictBadge.setVisible(false);
        verdictBadge.sceneProperty().addListener((o, a, sc) -> { if (sc != null) javafx.application.Platform.runLater(() -> {
            verdictBadge.applyCss();
            javafx.scene.text.Text probe = new javafx.scene.text.Text("Short wins with best play (by moving next)");
            probe.setFont(verdictBadge.getFont());
            javafx.geometry.Insets in = verdictBadge.getInsets();
            verdictBadge.setMinWidth(probe.getLayoutBounds().getWidth() + in.getLeft() + in.getRight() + 2);
        }); });
        texts = new FlowPane(12, 4, turnLabel, modeLabel, boardLabel, verdictBadge, netBadge);
        texts.setAlignment(Pos.CENTER_LEFT);
        // Within one game the bar never gets lower (a badge going at the end would lift the board):
        // it keeps the tallest height it needed, until the next game or a resize.
        texts.heightProperty().addListener((o, a, h) -> { if (h.doubleValue() > texts.getMinHeight()) texts.setMinHeight(h.doubleValue()); });
        texts.widthProperty().addListener((o, a, w) -> texts.setMinHeight(Region.USE_COMPUTED_SIZE));
        texts.setPrefWrapLength(200);
        HBox.setHgrow(texts, Priority.ALWAYS);
        HBox buttons = new HBox(6, reconnect, analysisToggle, play, edit);
        buttons.setAlignment(Pos.CENTER_RIGHT);
        buttons.setMinWidth(Region.USE_PREF_SIZE);
        root = new HBox(12, texts, buttons);
        root.setAlignment(Pos.CENTER_LEFT);
        root.getStyleClass().add("shannon-bar");
    }

    public Node node() { return root; }

    public ToggleButton analysisToggle() { return analysisToggle; }

    public Label turnLabel() { return turnLabel; }

    /** While a network match is being set up the bar names it, not the last local game. */
    public void showSettingUp(String what) {
        showTurn(null, null);
        modeLabel.setText(what);
        boardLabel.setText("");
    }

    public void showConfig(MatchConfig cfg) {
        texts.setMinHeight(Region.USE_COMPUTED_SIZE);
        modeLabel.setText(cfg.describe());
        boardLabel.setText(cfg.board().label() + (cfg.first() == Side.CUT ? " · Cut starts" : ""));
    }

    /**
     * The verdict badge ({@code v} null or {@code shown} false hides it). Under {@code fairPlay} (a
     * match against a human in progress) the analysis is off and cannot be switched on.
     */
    public void showVerdict(PositionInsight.Verdict v, boolean shown, boolean fairPlay) {
        verdictBadge.getStyleClass().removeAll("short", "cut", "first");
        if (fairPlay) analysisToggle.setSelected(false);
        analysisToggle.setDisable(fairPlay);
        boolean visible = v != null && shown && !fairPlay;
        verdictBadge.setVisible(visible);
        if (!visible) return;
        verdictBadge.setText(MatchConfig.name(v.winner()) + " wins with best play" + (v.positionClass() == PositionClass.FIRST ? " (by moving next)" : ""));
        verdictBadge.getStyleClass().add(v.winner() == Side.SHORT ? "short" : "cut");
    }

    /** The network badge (null or empty hides it), marked when the connection is lost or over, and Reconnect. */
    public void showNetwork(String text, boolean lost, boolean canReconnect) {
        boolean on = text != null && !text.isEmpty();
        netBadge.setText(on ? text : "");
        netBadge.setVisible(on);
        netBadge.setManaged(on);
        netBadge.getStyleClass().remove("lost");
        if (lost) netBadge.getStyleClass().add("lost");
        reconnect.setVisible(canReconnect);
        reconnect.setManaged(canReconnect);
    }

    /**
     * Two players at one computer: whose turn it is, in large type in the side's colour, and the
     * winner once the game is over: the label stays for the whole game, so the bar, and the board
     * below it, keep their height.
     */
    public void showTurn(MatchConfig c, ShannonState s) {
        boolean on = c != null && s != null && c.mode() == PlayMode.HOT_SEAT;
        turnLabel.setManaged(on);
        turnLabel.setVisible(on);
        turnLabel.getStyleClass().removeAll("short", "cut");
        if (!on) return;
        Side side = s.isOver() ? s.winner().get() : s.toMove();
        turnLabel.setText(MatchConfig.name(side) + (s.isOver() ? " wins" : " to move"));
        turnLabel.getStyleClass().add(side.id());
    }
}
