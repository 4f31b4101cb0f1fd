package arcade.games.solitaire.view;

import arcade.api.model.ParamsException;
import arcade.games.solitaire.model.KlondikeDefinition;
import arcade.games.solitaire.model.KlondikeParams;
import arcade.games.solitaire.model.Scoring;
import javafx.scene.Node;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;

import java.util.Optional;

/** Custom game: the rules (draw, passes, scoring) and, if wanted, a deal number to replay. */
final class CustomGameDialog {
    private CustomGameDialog() {}

    /** The rules chosen, and the deal number typed in (null: a new deal). */
    record Choice(String params, Long deal) {}

    static Optional<Choice> ask(Node owner, String currentParams) {
        KlondikeParams cur;
        try { cur = KlondikeDefinition.INSTANCE.parseParams(currentParams); } catch (ParamsException e) { cur = KlondikeParams.THESIS; }
        ChoiceBox<String> draw = new ChoiceBox<>();
        draw.getItems().addAll("Draw 1", "Draw 3");
        draw.setValue(cur.draw() == 1 ? "Draw 1" : "Draw 3");
        ChoiceBox<String> passes = new ChoiceBox<>();
        passes.getItems().addAll("Unlimited passes", "1 pass", "2 passes", "3 passes");
        passes.setValue(cur.passes() == 0 ? "Unlimited passes" : cur.passes() == 1 ? "1 pass" : Math.min(3, cur.passes()) + " passes");
        ChoiceBox<Scoring> scoring = new ChoiceBox<>();
        scoring.getItems().addAll(Scoring.values());
        scoring.setValue(cur.scoring());
        scoring.setConverter(new javafx.util.StringConverter<>() {
            @Override public String toString(Scoring sc) { return sc == null ? "" : Character.toUpperCase(sc.words().charAt(0)) + sc.words().substring(1); }
            @Override public Scoring fromString(String text) { return Scoring.STANDARD; }
        });
        TextField deal = new TextField();
        deal.setPromptText("empty: a new deal");
        Label error = new Label();
        error.getStyleClass().add("danger");
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(8);
        grid.addRow(0, new Label("Cards turned"), draw);
        grid.addRow(1, new Label("Passes through the stock"), passes);
        grid.addRow(2, new Label("Scoring"), scoring);
        grid.addRow(3, new Label("Deal number"), deal);
        grid.add(error, 0, 4, 2, 1);
        Dialog<ButtonType> d = new Dialog<>();
        d.setTitle("Custom game");
        if (owner.getScene() != null) d.initOwner(owner.getScene().getWindow());
        d.getDialogPane().setContent(grid);
        d.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        d.getDialogPane().lookupButton(ButtonType.OK).addEventFilter(javafx.event.ActionEvent.ACTION, e -> {
            String text = deal.getText().trim();
            if (!text.isEmpty() && !text.matches("[0-9]{1,18}")) { error.setText("The deal number is a whole number, e.g. 4711."); e.consume(); }
        });
        return d.showAndWait().filter(b -> b == ButtonType.OK).map(b -> {
            int p = switch (passes.getValue()) { case "1 pass" -> 1; case "2 passes" -> 2; case "3 passes" -> 3; default -> 0; };
            KlondikeParams params = new KlondikeParams(draw.getValue().equals("Draw 1") ? 1 : 3, p, scoring.getValue());
            String text = deal.getText().trim();
            return new Choice(KlondikeDefinition.INSTANCE.params().format(params), text.isEmpty() ? null : Long.parseLong(text));
        });
    }
}
