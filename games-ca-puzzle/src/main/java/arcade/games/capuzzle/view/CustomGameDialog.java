package arcade.games.capuzzle.view;

import arcade.games.capuzzle.view.parts.Spinners;

import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.PictureSetup;
import arcade.games.capuzzle.model.Library;
import arcade.games.capuzzle.model.LibraryEntry;
import arcade.games.capuzzle.model.Mode;
import arcade.games.capuzzle.model.PuzzleParams;
import arcade.games.capuzzle.model.PuzzleParamsCodec;
import javafx.scene.Node;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.layout.GridPane;
import javafx.util.StringConverter;

import java.util.Optional;

/** Custom game: an automaton from the library, the board size and type, and the difficulty. */
final class CustomGameDialog {
    private CustomGameDialog() {}

    /** What a difficulty means, in the choice. */
    static String describe(Mode m) {
        return switch (m) {
            case EASY -> "Easy: every cell follows from one rule and known cells";
            case MEDIUM -> "Medium: read rules with several cells hidden";
            case HARD -> "Hard: combine neighbouring rules";
            case EXPERT -> "Expert: look ahead";
            case FAIR -> "Fair: no guessing, clues next to the known cells";
            case THESIS -> "As in the thesis: a guess may be needed";
        };
    }

    static Optional<String> show(Node owner, PuzzleParams current) {
        Dialog<String> d = new Dialog<>();
        d.setTitle("Custom puzzle");
        d.setHeaderText("Choose the automaton and the board");
        if (owner.getScene() != null) d.initOwner(owner.getScene().getWindow());
        d.getDialogPane().getStylesheets().add(CustomGameDialog.class.getResource(CaView.CSS).toExternalForm());
        ChoiceBox<LibraryEntry> automaton = new ChoiceBox<>();
        automaton.getItems().addAll(Library.all());
        automaton.setConverter(new StringConverter<>() {
            @Override public String toString(LibraryEntry e) { return e == null ? "" : e.name() + " (" + e.automaton().states() + " states)"; }
            @Override public LibraryEntry fromString(String s) { return null; }
        });
        automaton.setValue(Library.find(current.automaton()).orElse(Library.all().get(0)));
        Spinner<Integer> width = Spinners.of(Board.MIN_WIDTH, Board.MAX_WIDTH, current.width());
        Spinner<Integer> gens = Spinners.of(Board.MIN_GENERATIONS, Board.MAX_GENERATIONS, current.generations());
        ChoiceBox<String> type = new ChoiceBox<>();
        type.getItems().addAll("flat", "cyclic");
        type.setValue(current.cyclic() ? "cyclic" : "flat");
        ChoiceBox<Mode> mode = new ChoiceBox<>();
        mode.getItems().addAll(Mode.EASY, Mode.MEDIUM, Mode.HARD, Mode.EXPERT, Mode.FAIR, Mode.THESIS);
        mode.setValue(current.mode());
        mode.setId("ca-custom-mode");
        mode.setConverter(new StringConverter<>() {
            @Override public String toString(Mode m) { return m == null ? "" : describe(m); }
            @Override public Mode fromString(String s) { return null; }
        });
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
        grid.addRow(4, new Label("Difficulty"), mode);
        grid.add(note, 0, 5, 2, 1);
        note.setMaxWidth(380);
        d.getDialogPane().setContent(grid);
        d.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        d.setResultConverter(b -> b != ButtonType.OK ? null : new PuzzleParamsCodec().format(new PuzzleParams(automaton.getValue().id(),
                Spinners.value(width), Spinners.value(gens), type.getValue().equals("cyclic"), mode.getValue())));
        return d.showAndWait();
    }
}
