package arcade.games.capuzzle.view;

import arcade.games.capuzzle.view.parts.CaPalette;
import arcade.games.capuzzle.view.parts.Spinners;

import arcade.api.fx.Background;
import arcade.api.model.GameId;
import arcade.api.session.Rng;
import arcade.games.capuzzle.automaton.Automaton;
import arcade.games.capuzzle.automaton.AutomatonFormatException;
import arcade.games.capuzzle.automaton.Kind;
import arcade.games.capuzzle.automaton.PictureSetup;
import arcade.games.capuzzle.automaton.Rule;
import arcade.games.capuzzle.editor.EditorModel;
import arcade.games.capuzzle.model.CaDefinition;
import arcade.games.capuzzle.model.Mode;
import arcade.games.capuzzle.model.PuzzleParams;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ColorPicker;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.stage.FileChooser;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Set;

/**
 * The rule editor (THESIS.md 11): a new automaton from kind and states, open and save files, change a
 * result by clicking it (right click steps back) or all at once from a formula or a rule number, the colours, the description and a picture
 * automaton's initial row; Play starts a fair puzzle on it at once.
 */
final class EditorScreen {
    private final CaView game;
    private final BorderPane root = new BorderPane();
    private final RulesCanvas rules = new RulesCanvas();
    private final VBox colours = new VBox(4);
    private final TextArea description = new TextArea();
    private final FlowPane initialRow = new FlowPane(2, 2);
    private final Label status = new Label();
    /** The rule number: typed to import one, and showing the current automaton's after every change. */
    private final TextField number = new TextField();
    private EditorModel model;
    /** The kind and states of the automaton edited; New makes a fresh one from what they are set to. */
    private final ChoiceBox<Kind> kind = new ChoiceBox<>();
    private final Spinner<Integer> states = Spinners.of(2, 10, 3);

    EditorScreen(CaView game, Automaton start) {
        this.game = game;
        root.getStyleClass().add("ca-editor");
        kind.getItems().addAll(Kind.values());
        kind.setConverter(new javafx.util.StringConverter<>() {
            @Override public String toString(Kind k) { return k == null ? "" : k.marker(); }
            @Override public Kind fromString(String s) { return null; }
        });
        kind.setId("ca-editor-kind");
        states.setId("ca-editor-states");
        states.setPrefWidth(80);
        Button create = new Button("New");
        create.setTooltip(new javafx.scene.control.Tooltip("Start a new automaton of this kind and number of states, every result 0"));
        create.setOnAction(e -> {
            int n = Spinners.value(states);
            load(EditorModel.newAutomaton(kind.getValue(), n), "New " + kind.getValue().marker() + " automaton with " + n + " states.");
        });
        Button open = new Button("Open…");
        open.setOnAction(e -> open());
        Button save = new Button("Save…");
        save.setOnAction(e -> save());
        Button play = new Button("Play");
        play.setOnAction(e -> play());
        Button back = new Button("Back to the puzzle");
        back.setOnAction(e -> game.closeScreen());
        FlowPane bar = new FlowPane(6, 6, new Label("Kind"), kind, new Label("States"), states, create, open, save, play, back);
        bar.getStyleClass().add("ca-bar");
        rules.setLook(22, 1, 10, true, false);
        rules.setPalette(game.palette());
        rules.onClick((i, b) -> {
            Rule r = model.rows().get(i);
            model.cycleResult(r.l(), r.c(), r.r(), b == MouseButton.SECONDARY ? -1 : 1);
            show();
        });
        description.setPromptText("What the rule does, in words");
        description.setWrapText(true);
        description.setPrefRowCount(5);
        description.textProperty().addListener((o, a, t) -> { if (model != null) model.setDescription(t); });
        status.setWrapText(true);
        TextField formula = new TextField();
        formula.setId("ca-editor-formula");
        formula.setPromptText("e.g. (l + c + r) % n");
        Button fill = new Button("Fill");
        fill.setTooltip(new javafx.scene.control.Tooltip("Set every result from the formula: l, c, r the neighbours, n the states; + - * / % min max abs; taken modulo n"));
        Runnable doFill = () -> edit(() -> model.fillFromFormula(formula.getText()), "Every result set from " + formula.getText().strip() + ".");
        fill.setOnAction(e -> doFill.run());
        formula.setOnAction(e -> doFill.run());
        number.setId("ca-editor-rule-number");
        number.setPromptText("e.g. 30");
        Button importNumber = new Button("Import");
        importNumber.setTooltip(new javafx.scene.control.Tooltip("Wolfram's rule number (0–255 with 2 states; in base n with more), or his totalistic code for a totalistic automaton"));
        Runnable doImport = () -> edit(() -> model.importRuleNumber(number.getText()), "Every result set from rule number " + number.getText().strip() + ".");
        importNumber.setOnAction(e -> doImport.run());
        number.setOnAction(e -> doImport.run());
        Button copyNumber = new Button("Copy");
        copyNumber.setId("ca-editor-copy-number");
        copyNumber.setTooltip(new javafx.scene.control.Tooltip("Copy this automaton's rule number, to share it or to type it in elsewhere"));
        copyNumber.setOnAction(e -> copyRuleNumber());
        // the buttons keep their words; the fields give up the room in a narrow window
        for (Button b : new Button[]{fill, importNumber, copyNumber}) b.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        number.setPrefColumnCount(6);
        formula.setPrefColumnCount(8);
        HBox.setHgrow(formula, Priority.ALWAYS);
        HBox.setHgrow(number, Priority.ALWAYS);
        VBox right = new VBox(6, new Label("Results from a formula"), new HBox(4, formula, fill), new Label("Rule number"), new HBox(4, number, importNumber, copyNumber),
                new Label("Colours"), colours, new Label("Description"), description, new Label("Initial row (pictures)"),
                new ScrollPane(initialRow));
        right.setPadding(new Insets(6));
        right.setPrefWidth(280);
        root.setTop(bar);
        root.setCenter(rules.node());
        root.setRight(right);
        // full width under everything, so that a refused formula's reason is never cut short
        status.setPadding(new Insets(4, 8, 4, 8));
        status.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        root.setBottom(status);
        load(new EditorModel(start), "Editing a " + start.kind().marker() + " automaton with " + start.states() + " states.");
    }

    BorderPane node() { return root; }
    EditorModel model() { return model; }
    RulesCanvas rules() { return rules; }

    /** Runs an edit of every result; a refused one changes nothing and says why. */
    private void edit(Runnable change, String done) {
        try {
            change.run();
            show();
            status.setText(done);
        } catch (IllegalArgumentException e) {
            status.setText(e.getMessage());
        }
    }

    private void load(EditorModel m, String message) {
        model = m;
        kind.setValue(m.automaton().kind());
        states.getValueFactory().setValue(m.automaton().states());
        description.setText(m.automaton().description());
        show();
        status.setText(message);
    }

    private void show() {
        Automaton a = model.automaton();
        rules.setRules(model.rows(), a.colours());
        colours.getChildren().clear();
        for (int v = 0; v < a.states(); v++) {
            int state = v;
            ColorPicker p = new ColorPicker(CaPalette.state(a.colours().get(v)));
            p.setOnAction(e -> { model.setColour(state, web(p.getValue())); show(); });
            colours.getChildren().add(new HBox(6, new Label(String.valueOf(v)), p));
        }
        initialRow.getChildren().clear();
        PictureSetup pic = a.picture();
        if (pic != null) {
            int[] row = pic.initialRows().get(0);
            for (int i = 0; i < row.length; i++) {
                int col = i;
                Button b = new Button(String.valueOf(row[i]));
                b.setOnMouseClicked(e -> { model.cycleInitialCell(col, e.getButton() == MouseButton.SECONDARY ? -1 : 1); show(); });
                initialRow.getChildren().add(b);
            }
        }
        rules.setMarks(Set.of(), Set.of(), Set.of());
        number.setText(model.ruleNumber().orElse(""));
    }

    private static String web(Color c) {
        return String.format("#%02X%02X%02X", (int) Math.round(c.getRed() * 255), (int) Math.round(c.getGreen() * 255), (int) Math.round(c.getBlue() * 255));
    }

    /** Puts the current automaton's rule number on the clipboard (a picture automaton has none). */
    private void copyRuleNumber() {
        var n = model.ruleNumber();
        if (n.isEmpty()) { status.setText("This automaton has no rule number: it leaves rules out, or its results depend on more than the sum."); return; }
        javafx.scene.input.ClipboardContent content = new javafx.scene.input.ClipboardContent();
        content.putString(n.get());
        javafx.scene.input.Clipboard.getSystemClipboard().setContent(content);
        status.setText("Rule number " + n.get() + " copied.");
    }

    private FileChooser chooser() {
        FileChooser fc = new FileChooser();
        fc.getExtensionFilters().add(new FileChooser.ExtensionFilter("Automata", "*.ccell", "*.tcell", "*.pcell"));
        fc.setInitialDirectory(game.context().store().folder().toFile());
        return fc;
    }

    private void open() {
        File f = chooser().showOpenDialog(root.getScene().getWindow());
        if (f == null) return;
        Background.run(game.context().executor(), () -> arcade.api.store.TextFiles.read(f.toPath(), arcade.games.capuzzle.automaton.AutomatonFormat.MAX_BYTES), () -> true, text -> {
            try {
                load(EditorModel.open(f.getName(), text), "Opened " + f.getName() + ".");
            } catch (AutomatonFormatException e) {
                status.setText(f.getName() + " is not a valid automaton file: " + e.getMessage());
            }
        }, e -> status.setText(f.getName() + " could not be read" + (e instanceof arcade.api.store.TextFiles.Refused r ? ": " + r.getMessage() + "." : ".")));
    }

    private void save() {
        FileChooser fc = chooser();
        fc.setInitialFileName("automaton." + model.automaton().kind().extension());
        File f = fc.showSaveDialog(root.getScene().getWindow());
        if (f == null) return;
        String name = f.getName().endsWith("." + model.automaton().kind().extension()) ? f.getName() : f.getName() + "." + model.automaton().kind().extension();
        File target = new File(f.getParentFile(), name);
        String text = model.save();
        Background.run(game.context().executor(), () -> Files.writeString(target.toPath(), text, StandardCharsets.UTF_8), () -> true,
                p -> status.setText("Saved " + target.getName() + "."), e -> status.setText(target.getName() + " could not be written."));
    }

    /** Starts a fair puzzle on the edited automaton (a picture on its own board and row). */
    void play() {
        Automaton a = model.automaton();
        PictureSetup pic = a.picture();
        PuzzleParams cur = game.session() != null ? CaDefinition.INSTANCE.params().parse(game.session().id().params())
                : new PuzzleParams("rule30", 10, 10, false, Mode.FAIR);
        int w = pic != null ? pic.width() : cur.width(), m = pic != null ? pic.generations() : cur.generations();
        boolean cyclic = pic != null ? pic.cyclic() : cur.cyclic();
        if (w > 60 || m > 60) { status.setText("This picture is larger than the 60×60 a puzzle can be."); return; }
        int[] row;
        if (pic != null) row = pic.initialRows().get(0);
        else {
            Rng rng = new Rng(game.freshSeed());
            row = new int[w];
            for (int i = 0; i < w; i++) row[i] = rng.nextInt(a.states());
        }
        GameId id = CaDefinition.customGame(a, w, m, cyclic, Mode.FAIR, row);
        game.closeScreen();
        game.startId(id);
    }
}
