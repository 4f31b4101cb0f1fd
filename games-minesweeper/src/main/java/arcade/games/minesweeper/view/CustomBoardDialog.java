package arcade.games.minesweeper.view;

import arcade.api.model.ParamsException;
import arcade.games.minesweeper.model.FirstClick;
import arcade.games.minesweeper.model.MinesParams;
import javafx.scene.Node;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.layout.GridPane;
import javafx.util.StringConverter;

import java.util.Optional;

/** Width, height, mines, the first-click rule and no-guess boards, checked as they are typed. */
final class CustomBoardDialog {
    private CustomBoardDialog() {}

    static Optional<MinesParams> ask(Node owner, MinesParams current) {
        Dialog<MinesParams> d = new Dialog<>();
        d.setTitle("Custom board");
        d.setHeaderText("Choose the size, the number of mines and how the first click is protected.");
        if (owner.getScene() != null) d.initOwner(owner.getScene().getWindow());
        d.getDialogPane().getStylesheets().add(CustomBoardDialog.class.getResource(MinesGame.CSS).toExternalForm());
        Spinner<Integer> w = spinner(current.width(), MinesParams.MAX_SIDE), h = spinner(current.height(), MinesParams.MAX_SIDE);
        Spinner<Integer> m = spinner(current.mines(), MinesParams.MAX_SIDE * MinesParams.MAX_SIDE - 9);
        m.getValueFactory().setValue(current.mines());
        ChoiceBox<FirstClick> rule = new ChoiceBox<>();
        rule.getItems().setAll(FirstClick.values());
        rule.setValue(current.firstClick());
        rule.setConverter(new StringConverter<>() {
            @Override public String toString(FirstClick f) { return f == null ? "" : f.words(); }
            @Override public FirstClick fromString(String s) { return null; }
        });
        CheckBox noGuess = new CheckBox("No guessing needed (everything follows from the first click)");
        noGuess.setSelected(current.noGuess());
        noGuess.setWrapText(true);
        Label error = new Label();
        error.setWrapText(true);
        GridPane g = new GridPane();
        g.setHgap(8);
        g.setVgap(8);
        g.addRow(0, new Label("Width"), w);
        g.addRow(1, new Label("Height"), h);
        g.addRow(2, new Label("Mines"), m);
        g.addRow(3, new Label("First click"), rule);
        g.add(noGuess, 0, 4, 2, 1);
        g.add(error, 0, 5, 2, 1);
        d.getDialogPane().setContent(g);
        d.getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        Node ok = d.getDialogPane().lookupButton(ButtonType.OK);
        Runnable check = () -> {
            try {
                MinesParams.CODEC.validate(new MinesParams(w.getValue(), h.getValue(), m.getValue(), rule.getValue(), noGuess.isSelected()));
                error.setText("");
                ok.setDisable(false);
            } catch (ParamsException e) {
                error.setText(Character.toUpperCase(e.getMessage().charAt(0)) + e.getMessage().substring(1) + ".");
                ok.setDisable(true);
            }
        };
        w.valueProperty().addListener((o, a, b) -> check.run());
        h.valueProperty().addListener((o, a, b) -> check.run());
        m.valueProperty().addListener((o, a, b) -> check.run());
        rule.valueProperty().addListener((o, a, b) -> check.run());
        noGuess.selectedProperty().addListener((o, a, b) -> check.run());
        check.run();
        d.setResultConverter(b -> b == ButtonType.OK ? new MinesParams(w.getValue(), h.getValue(), m.getValue(), rule.getValue(), noGuess.isSelected()) : null);
        return d.showAndWait();
    }

    private static Spinner<Integer> spinner(int value, int max) {
        Spinner<Integer> s = new Spinner<>(1, max, value);
        s.setEditable(true);
        s.setPrefWidth(110);
        return s;
    }
}
