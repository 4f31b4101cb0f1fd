package arcade.gamesystem.view;

import arcade.gamesystem.ai.Mcts;
import arcade.gamesystem.ai.MoveEstimates;
import arcade.api.fx.Background;
import arcade.api.plugin.GameContext;
import arcade.gamesystem.model.RulesDefinition;
import arcade.gamesystem.tools.AnalyzeTool;
import arcade.gamesystem.tools.GameLab;
import arcade.gamesystem.tools.PositionValues;
import arcade.gamesystem.model.RulesState;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.TextArea;
import javafx.stage.Modality;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/** The game lab's result for the game in play, in a window beside the game (it does not block play). */
final class AnalysisWindow {
    /** Small games are explored completely; a larger one stops after this (checked inside the exploration), with a partial result. */
    static final Duration BUDGET = Duration.ofSeconds(3);
    private static final int MAX_STATES = 2_000_000;

    private AnalysisWindow() {}

    /**
     * Analyses a game off the FX thread (the button is disabled meanwhile) and shows the result;
     * a failure is reported in words.
     */
    static void run(GameContext ctx, Node owner, Button button, RulesDefinition d, String params, String label, BooleanSupplier closed,
                    Consumer<Dialog<Void>> shown, RulesState position) {
        AtomicBoolean stopped = new AtomicBoolean();
        BooleanSupplier cancelled = () -> stopped.get() || closed.getAsBoolean();
        String text = button.getText();
        var action = button.getOnAction();
        button.setText("Stop analysis"); // the same button stops it: the figures found so far are shown
        button.setOnAction(e -> { stopped.set(true); button.setDisable(true); });
        Runnable restore = () -> { button.setText(text); button.setOnAction(action); button.setDisable(false); };
        Background.run(ctx.executor(), () -> now(d, params, position, cancelled) + AnalyzeTool.text(GameLab.analyzeWithin(d, params, BUDGET, MAX_STATES, cancelled)),
                () -> !closed.getAsBoolean(), result -> {
            restore.run();
            shown.accept(show(owner, "Analysis: " + label, result));
        }, e -> {
            restore.run();
            ctx.notifier().warn("The analysis of " + label + " could not be finished.");
        });
    }

    /**
     * The position on the board first: each legal move's proven value when it solves within the
     * budget, else the tree search's estimate of each move within the budget, said to be one.
     */
    static String now(RulesDefinition d, String params, RulesState position, BooleanSupplier cancelled) {
        if (position == null) return "";
        var rules = d.rules(params);
        var values = PositionValues.of(rules, position, BUDGET, cancelled);
        if (!values.isEmpty()) return PositionValues.text(values, rules.toMove(position).id()) + "\n";
        if (rules.kind(position) != arcade.api.model.NodeKind.DECISION) return "";
        String head = "This position, " + rules.toMove(position).id() + " to move, could not be solved within " + BUDGET.toSeconds() + " s"
                + (rules.players().size() > 2 || position.game().die().isPresent() ? " (the solver takes two players without dice)" : "") + ".\n";
        Mcts.Estimate e = MoveEstimates.of(rules, position, BUDGET, position.hashCode(), cancelled);
        return head + MoveEstimates.text(e, rules.toMove(position).id(), m -> Notation.of(position, m), cancelled.getAsBoolean())
                + "\nThe game from its start:\n\n";
    }

    static Dialog<Void> show(Node owner, String title, String text) {
        TextArea area = new TextArea(text);
        area.setEditable(false);
        area.setWrapText(false);
        area.setId("rules-analysis");
        area.setStyle("-fx-font-family: monospace;");
        area.setPrefSize(620, 420);
        Dialog<Void> d = new Dialog<>();
        d.setTitle(title);
        d.setHeaderText(null);
        d.initModality(Modality.NONE);
        if (owner.getScene() != null) d.initOwner(owner.getScene().getWindow());
        d.getDialogPane().setContent(area);
        d.getDialogPane().getButtonTypes().setAll(ButtonType.CLOSE);
        d.setResizable(true);
        d.show();
        return d;
    }
}
