package arcade.games.capuzzle.view;

import arcade.games.capuzzle.game.Library;
import arcade.games.capuzzle.game.LibraryEntry;
import arcade.games.capuzzle.game.PuzzleParams;
import arcade.games.capuzzle.game.PuzzleParamsCodec;
import arcade.games.capuzzle.model.Board;
import arcade.games.capuzzle.model.PictureSetup;
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

/** Custom game: an automaton from the library, the board size and type, fair mode. */
final class CustomGameDialog {
    private CustomGameDialog() {}

    static Optional<String> show(Node owner, PuzzleParams current) {
        Dialog<String> d = new Dialog<>();
        d.setTitle("Custom puzzle");
        d.setHeaderText("Choose the automaton and the board");
        if (owner.getScene() != null) d.initOwner(owner.getScene().getWindow());
        d.getDialogPane().getStylesheets().add(CustomGameDialog.class.getResource(CaGame.CSS).toExternalForm());
        ChoiceBox<LibraryEntry> automaton = new ChoiceBox<>();
        automaton.getItems().addAll(Library.all());
        automaton.setConverter(new StringConverter<>() {
            @Override public String toString(LibraryEntry e) { return e == null ? "" : e.name() + " (" + e.automaton().states() + " states)"; }
            @Override public LibraryEntry fromString(String s) { return null; }
        });
        automaton.setValue(Library.find(current.automaton()).orElse(Library.all().get(0)));
        Spinner<Integer> width = new Spinner<>(Board.MIN_WIDTH, Board.MAX_WIDTH, current.width());
        Spinner<Integer> gens = new Spinner<>(Board.MIN_GENERATIONS, Board.MAX_GENERATIONS, current.generations());
        width.setEditable(true);
        gens.setEditable(true);
        ChoiceBox<String> type = new ChoiceBox<>();
        type.getItems().addAll("flat", "cyclic");
        type.setValue(current.cyclic() ? "cyclic" : "flat");
        CheckBox fair = new CheckBox("Fair: solvable by deduction, no guessing needed");
        fair.setSelected(current.fair());
        Label note = new Label();
        note.setWrapText(true);
        Runnable sync = () -> {
            PictureSetup p = automaton.getValue().automaton().picture();
            boolean pic = p != null;
            width.setDisable(pic); gens.setDisable(pic); type.setDisable(pic);
            if (pic) {
                width.getValueFactory().setValue(p.width());
                gens.getValueFactory().setValue(p.generations());
                type.setValue(p.cyclic() ? "cyclic" : "flat");
            }
            note.setText(automaton.getValue().automaton().description());
        };
        automaton.valueProperty().addListener((o, a, b) -> sync.run());
        sync.run();
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        grid.addRow(0, new Label("Automaton"), automaton);
        grid.addRow(1, new Label("Width"), width);
        grid.addRow(2, new Label("Generations"), gens);
        grid.addRow(3, new Label("Board"), type);
        grid.add(fair, 0, 4, 2, 1);
        grid.add(note, 0, 5, 2, 1);
        note.setMaxWidth(380);
        d.getDialogPane().setContent(grid);
        d.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        d.setResultConverter(b -> b != ButtonType.OK ? null : new PuzzleParamsCodec().format(new PuzzleParams(automaton.getValue().id(),
                width.getValue(), gens.getValue(), type.getValue().equals("cyclic"), fair.isSelected())));
        return d.showAndWait();
    }
}
