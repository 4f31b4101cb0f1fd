package arcade.games.capuzzle.view;

import arcade.games.capuzzle.view.parts.CaPalette;

import arcade.api.fx.Background;
import arcade.api.fx.CanvasPane;
import arcade.games.capuzzle.generator.Generator;
import arcade.games.capuzzle.generator.GeneratorOptions;
import arcade.games.capuzzle.generator.GeneratorResult;
import arcade.games.capuzzle.generator.PictureFile;
import arcade.games.capuzzle.generator.PictureMask;
import javafx.concurrent.Task;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The rule generator (THESIS.md 11): paint a picture (click or drag), choose 2–4 states, symmetric rows,
 * the board type, the search (with learning, cell by cell or the thesis's row by row) and a time limit, and search off the FX thread with progress and Cancel. A found
 * automaton opens in the editor.
 */
final class GeneratorScreen {
    private final CaView game;
    private final BorderPane root = new BorderPane();
    private final CanvasPane canvas = new CanvasPane(this::paint);
    private final Label status = new Label("Paint a picture: click or drag over the grid.");
    private final Button search = new Button("Search");
    private PictureMask mask = emptyMask(15, 15);
    private final Spinner<Integer> width, height;
    private Boolean painting;
    private AtomicBoolean cancel;
    private Task<GeneratorResult> running;

    GeneratorScreen(CaView game) {
        this.game = game;
        root.getStyleClass().add("ca-generator");
        width = new Spinner<>(3, arcade.games.capuzzle.automaton.Board.MAX_WIDTH, 15);
        height = new Spinner<>(2, arcade.games.capuzzle.automaton.Board.MAX_GENERATIONS, 15);
        Button resize = new Button("New picture");
        resize.setOnAction(e -> { mask = emptyMask(width.getValue(), height.getValue()); canvas.repaint(); });
        ChoiceBox<Integer> states = new ChoiceBox<>();
        states.getItems().addAll(2, 3, 4);
        states.setValue(3);
        CheckBox symmetric = new CheckBox("Symmetric");
        CheckBox cyclic = new CheckBox("Cyclic");
        Spinner<Integer> limit = new Spinner<>(1, 600, 30);
        ChoiceBox<GeneratorOptions.Method> method = new ChoiceBox<>();
        method.getItems().addAll(GeneratorOptions.Method.values());
        method.setValue(GeneratorOptions.Method.SAT);
        method.setId("ca-generator-method");
        search.setOnAction(e -> {
            if (running != null) { cancel.set(true); return; }
            run(new GeneratorOptions(states.getValue(), cyclic.isSelected(), symmetric.isSelected(), limit.getValue() * 1000L, game.freshSeed(),
                    method.getValue()));
        });
        Button png = new Button("Save PNG…");
        png.setId("ca-generator-png");
        png.setTooltip(new javafx.scene.control.Tooltip("Save the picture as an image, in the colours shown"));
        png.setOnAction(e -> game.exporter().save(root.getScene().getWindow(), renderPicture(), "picture", status::setText, status::setText));
        Button open = new Button("Open picture…");
        open.setId("ca-generator-open");
        open.setTooltip(new javafx.scene.control.Tooltip("A PNG image (its dark pixels painted, shrunk to at most 60×60 cells) or a text picture"));
        open.setOnAction(e -> openPicture());
        Button back = new Button("Back to the puzzle");
        back.setOnAction(e -> { if (cancel != null) cancel.set(true); game.closeScreen(); });
        FlowPane bar = new FlowPane(6, 6, new Label("Width"), width, new Label("Height"), height, resize, new Label("States"), states,
                symmetric, cyclic, new Label("Search"), method, new Label("Time limit (s)"), limit, search, open, png, back);
        bar.getStyleClass().add("ca-bar");
        canvas.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> paintAt(e, true));
        canvas.addEventHandler(MouseEvent.MOUSE_DRAGGED, e -> paintAt(e, false));
        canvas.addEventHandler(MouseEvent.MOUSE_RELEASED, e -> painting = null);
        status.setWrapText(true);
        root.setTop(bar);
        root.setCenter(canvas);
        root.setBottom(status);
    }

    BorderPane node() { return root; }
    PictureMask mask() { return mask; }
    void setMask(PictureMask m) { mask = m; canvas.repaint(); }

    /** Stops a search still running (the screen is closing). */
    void cancel() { if (cancel != null) cancel.set(true); }

    /** Redraws after the settings changed (cell size, marking colour). */
    void repaint() { canvas.repaint(); }

    private static PictureMask emptyMask(int w, int h) { return new PictureMask(new boolean[h][w]); }

    private void paintAt(MouseEvent e, boolean start) {
        double cell = game.settings().generatorCell();
        int c = (int) ((e.getX() - 8) / cell), r = (int) ((e.getY() - 8) / cell);
        if (r < 0 || c < 0 || r >= mask.height() || c >= mask.width() || running != null) return;
        if (start) painting = !mask.painted(r, c);
        if (painting == null) return;
        if (mask.painted(r, c) != painting) { mask = mask.with(r, c, painting); canvas.repaint(); }
    }

    void run(GeneratorOptions opt) {
        PictureMask m = mask;
        AtomicBoolean stop = new AtomicBoolean();
        AtomicLong nodes = new AtomicLong();
        cancel = stop;
        search.setText("Cancel");
        status.setText("Searching…");
        javafx.animation.Timeline progress = new javafx.animation.Timeline(new javafx.animation.KeyFrame(javafx.util.Duration.millis(250),
                e -> status.setText("Searching… " + String.format("%,d", nodes.get()) + " steps")));
        progress.setCycleCount(javafx.animation.Animation.INDEFINITE);
        progress.play();
        running = Background.run(game.context().executor(), () -> Generator.run(m, opt, stop::get, nodes::set), () -> cancel == stop, r -> {
            progress.stop();
            running = null;
            search.setText("Search");
            status.setText(r.message(opt.states()) + " (" + r.millis() + " ms)");
            r.automaton().ifPresent(game::openEditor);
        }, e -> { progress.stop(); running = null; search.setText("Search"); status.setText("The search failed."); });
    }

    /** Picture to puzzle: a PNG or text picture read off the FX thread through the bounded reader, then searched as a painted one. */
    private void openPicture() {
        javafx.stage.FileChooser fc = new javafx.stage.FileChooser();
        fc.getExtensionFilters().addAll(new javafx.stage.FileChooser.ExtensionFilter("Pictures", "*.png", "*.txt"),
                new javafx.stage.FileChooser.ExtensionFilter("All files", "*"));
        java.io.File f = fc.showOpenDialog(root.getScene().getWindow());
        if (f != null) load(f.toPath());
    }

    /** Reads a picture file into the grid (the search is the player's next step). */
    void load(java.nio.file.Path file) {
        status.setText("Reading " + file.getFileName() + "…");
        Background.run(game.context().executor(), () -> PictureFile.read(file), () -> running == null, m -> {
            setMask(m);
            width.getValueFactory().setValue(m.width());
            height.getValueFactory().setValue(m.height());
            status.setText("Opened " + file.getFileName() + " as " + m.width() + "×" + m.height() + " cells: now Search for an automaton that draws it.");
        }, e -> status.setText(file.getFileName() + " could not be opened"
                + (e instanceof arcade.api.store.TextFiles.Refused r ? ": " + r.getMessage() + "." : ".")));
    }

    String statusText() { return status.getText(); }

    /** The width and height fields, as "W×H". */
    String sizeShown() { return width.getValue() + "×" + height.getValue(); }

    private void paint(GraphicsContext g) { paint(g, canvas.width(), canvas.height()); }

    /** The picture alone, in the current colours, on a canvas of its own (for a PNG file). */
    javafx.scene.canvas.Canvas renderPicture() {
        double cell = game.settings().generatorCell();
        javafx.scene.canvas.Canvas c = new javafx.scene.canvas.Canvas(15 + mask.width() * cell, 15 + mask.height() * cell);
        paint(c.getGraphicsContext2D(), c.getWidth(), c.getHeight());
        return c;
    }

    private void paint(GraphicsContext g, double width, double height) {
        CaPalette p = game.palette();
        double cell = game.settings().generatorCell();
        String mark = game.settings().generatorMark();
        javafx.scene.paint.Color painted = mark == null ? p.text() : CaPalette.state(mark);
        g.setFill(p.background());
        g.fillRect(0, 0, width, height);
        for (int r = 0; r < mask.height(); r++) for (int c = 0; c < mask.width(); c++) {
            g.setFill(mask.painted(r, c) ? painted : p.covered().interpolate(p.background(), 0.6));
            g.fillRect(8 + c * cell, 8 + r * cell, cell - 1, cell - 1);
        }
    }
}
