package arcade.games.shannon.view.editor;

import arcade.games.shannon.view.board.ShannonPalette;

import arcade.api.fx.CanvasPane;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameControls;
import arcade.games.shannon.model.Board;
import javafx.geometry.VPos;
import javafx.scene.Node;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * The board editor: place, drag and delete cells, draw and delete links, choose A and B; save and
 * load JSON board files (off the FX thread, with clear messages for invalid files) and play the
 * board. Right click deletes whatever is under the mouse, whatever the tool.
 */
public final class BoardEditor {
    public enum Tool { CELLS, LINKS, ERASE, SET_A, SET_B }

    private static final double GRID = 0.5; // cells snap to half lattice steps

    private final GameContext ctx;
    private final EditorModel model;
    private final Consumer<Board> onPlay;
    private final GameControls gameControls;
    private final Runnable onClose;
    private final BorderPane root = new BorderPane();
    private final CanvasPane canvas;
    private final Label message = new Label();
    private final ToggleGroup tools = new ToggleGroup();
    private final EditorControls controls = new EditorControls();
    private ShannonPalette palette;
    private Tool tool = Tool.CELLS;
    private double minX, minY, maxX, maxY;     // the lattice window shown, fixed while editing
    private int dragVertex = -1;
    private boolean dragMoved;
    private int linkFrom = -1;
    private double mouseX = Double.NaN, mouseY;
    private boolean closed;
    private final EditorFiles files;
    private final javafx.scene.control.TextField nameField = new javafx.scene.control.TextField();
    private java.util.function.Predicate<String> confirmDiscard = action -> askDiscard(root, action);

    public BoardEditor(GameContext ctx, Board start, GameControls gameControls, Consumer<Board> onPlay, Runnable onClose) {
        this.gameControls = gameControls;
        this.ctx = ctx;
        this.model = EditorModel.of(start);
        this.onPlay = onPlay;
        this.onClose = onClose;
        this.canvas = new CanvasPane(this::paint);
        this.files = new EditorFiles(ctx, model, root, this::say, this::opened, () -> closed);
        canvas.getStyleClass().add("board-canvas");
        fitWindow();
        root.setTop(toolbar());
        root.setCenter(canvas);
        canvas.addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        canvas.addEventHandler(MouseEvent.MOUSE_DRAGGED, this::dragged);
        canvas.addEventHandler(MouseEvent.MOUSE_RELEASED, this::released);
        canvas.addEventHandler(MouseEvent.MOUSE_MOVED, e -> { mouseX = e.getX(); mouseY = e.getY(); changed(); });
        canvas.addEventHandler(MouseEvent.MOUSE_EXITED, e -> { mouseX = Double.NaN; changed(); });
        say("Cells: click to place a cell, drag to move it. Right click deletes.", false);
    }

    public Node node() { return root; }
    public EditorModel model() { return model; }
    public String message() { return message.getText(); }
    public boolean messageIsError() { return message.getStyleClass().contains("error"); }

    public void setPalette(ShannonPalette p) { palette = p; changed(); }

    /** The controls the shell's Undo and status line use while the editor is open. */
    public GameControls controls() { return controls; }

    /** After every edit (and every hover): repaint, and tell the shell whether Undo has something to undo. */
    private void changed() {
        controls.undoable(model.canUndo());
        canvas.repaint();
    }

    /**
     * The editor owns Undo while it is open (its own edits, not the game's moves); New game and
     * Custom still work and leave the editor. Nothing to pause: the game underneath waits.
     */
    private final class EditorControls extends GameControls {
        EditorControls() {
            setCanPause(false);
            setStatus("Board editor · the game waits until you close the editor");
        }
        void undoable(boolean on) { setCanUndo(on); }
        @Override public java.util.List<arcade.api.model.Preset> presets() { return gameControls.presets(); }
        @Override public void newGame(arcade.api.model.Preset preset) { gameControls.newGame(preset); }
        @Override public void customGame() { gameControls.customGame(); }
        @Override public void undo() { BoardEditor.this.undo(); }
    }
    public void focus() { canvas.requestFocus(); }
    public void close() { closed = true; }

    public void setTool(Tool t) {
        tool = t;
        linkFrom = -1;
        for (var toggle : tools.getToggles()) if (toggle.getUserData() == t) toggle.setSelected(true);
        say(switch (t) {
            case CELLS -> "Cells: click to place a cell, drag to move it. Right click deletes.";
            case LINKS -> "Links: drag from one cell to another (or click both) to join them.";
            case ERASE -> "Erase: click a cell or a link to delete it.";
            case SET_A -> "Set A: click the cell where Short starts (the last healthy cell).";
            case SET_B -> "Set B: click the cell Short must heal.";
        }, false);
        changed();
    }

    public void undo() {
        if (!model.canUndo()) return;
        model.undo();
        changed();
    }

    // ---- toolbar ----

    private FlowPane toolbar() {
        ToggleButton cells = toolButton("Cells", Tool.CELLS, "Place and move cells");
        ToggleButton links = toolButton("Links", Tool.LINKS, "Join two cells with a link");
        ToggleButton erase = toolButton("Erase", Tool.ERASE, "Delete cells and links");
        ToggleButton setA = toolButton("Set A", Tool.SET_A, "Choose terminal A");
        ToggleButton setB = toolButton("Set B", Tool.SET_B, "Choose terminal B");
        cells.setSelected(true);
        Button clear = new Button("Clear");
        clear.setOnAction(e -> clear());
        Button open = new Button("Open…");
        open.setOnAction(e -> { if (mayDiscard("Open another board")) files.chooseOpen(); });
        Button save = new Button("Save…");
        save.setOnAction(e -> files.chooseSave());
        // The board's name: saved in the file and shown in the game's bar; Clear starts a new name.
        nameField.setText(model.name());
        nameField.setPromptText("Board name");
        nameField.setPrefColumnCount(12);
        nameField.setId("editor-name");
        nameField.textProperty().addListener((o, a, v) -> model.setName(v));
        Button play = new Button("Play this board");
        play.getStyleClass().add("accent");
        play.setOnAction(e -> play());
        Button close = new Button("Close editor");
        close.setOnAction(e -> onClose.run());
        message.getStyleClass().add("editor-message");
        message.setMaxWidth(Double.MAX_VALUE);
        message.setWrapText(true);
        // Three groups that wrap onto a second line in a narrow window rather than cut their labels short.
        for (ButtonBase b : List.of(cells, links, erase, setA, setB, clear, open, save, play, close)) b.setMinWidth(Region.USE_PREF_SIZE);
        HBox first = new HBox(4, cells, links, erase, setA, setB);
        HBox fileButtons = new HBox(4, nameField, clear, open, save);
        HBox done = new HBox(4, play, close);
        FlowPane bar = new FlowPane(12, 6, first, fileButtons, done);
        bar.getStyleClass().add("editor-tools");
        BorderPane.setMargin(bar, javafx.geometry.Insets.EMPTY);
        VBoxHolder.attach(root, message);
        return bar;
    }

    /** Puts the message line under the canvas. */
    private static final class VBoxHolder {
        static void attach(BorderPane root, Label message) {
            HBox line = new HBox(message);
            line.getStyleClass().add("shannon-legend");
            root.setBottom(line);
        }
    }

    private ToggleButton toolButton(String text, Tool t, String tip) {
        ToggleButton b = new ToggleButton(text);
        b.setToggleGroup(tools);
        b.setUserData(t);
        b.setTooltip(new Tooltip(tip));
        b.setOnAction(e -> { if (!b.isSelected()) b.setSelected(true); setTool(t); });
        return b;
    }

    private void say(String text, boolean error) {
        message.setText(text);
        message.getStyleClass().remove("error");
        if (error) message.getStyleClass().add("error");
    }

    /** Clears the board (asking first if it has unsaved edits) and gives the new board a fresh name. */
    public boolean clear() {
        if (!mayDiscard("Clear the board")) return false;
        model.clear();
        model.setName(EditorModel.DEFAULT_NAME);
        nameField.setText(EditorModel.DEFAULT_NAME);
        changed();
        say("Cleared. Undo brings the board back.", false);
        return true;
    }

    /** Open… as the button does it, for a given file: asks before discarding unsaved edits. */
    public CompletableFuture<Boolean> openAsking(Path file) {
        if (!mayDiscard("Open another board")) return CompletableFuture.completedFuture(false);
        return loadFrom(file);
    }

    // ---- play, save, load ----

    /** Plays the board if it is complete; otherwise says what is missing. */
    public boolean play() {
        try {
            onPlay.accept(model.toBoard());
            return true;
        } catch (IllegalStateException | IllegalArgumentException e) {
            say("Cannot play yet: " + e.getMessage(), true);
            return false;
        }
    }

    /** Saves off the FX thread; completes with true when written (the message says what happened). */
    public CompletableFuture<Boolean> saveTo(Path file) { return files.saveTo(file); }

    /** Loads off the FX thread; an invalid file leaves the board untouched and says why. */
    public CompletableFuture<Boolean> loadFrom(Path file) { return files.loadFrom(file); }

    /** After a file was opened: show the whole new board and its name. */
    private void opened() {
        fitWindow();
        nameField.setText(model.name());
        changed();
    }

    /** Asks before throwing away edits that were not saved; true to go on. */
    private boolean mayDiscard(String action) {
        return !model.isDirty() || confirmDiscard.test(action);
    }

    /** For tests: answers the "discard unsaved edits?" question instead of a dialog. */
    public void setConfirmDiscard(java.util.function.Predicate<String> confirm) { confirmDiscard = confirm; }

    private static boolean askDiscard(Node owner, String action) {
        javafx.scene.control.Alert a = new javafx.scene.control.Alert(javafx.scene.control.Alert.AlertType.CONFIRMATION);
        a.setTitle("Unsaved board");
        a.setHeaderText("Your board has changes that are not saved.");
        a.setContentText(action + " anyway? The changes will be lost (Undo can still bring them back).");
        return arcade.games.shannon.view.dialogs.GameDialogs.showAndWait(owner, a).filter(b -> b == javafx.scene.control.ButtonType.OK).isPresent();
    }

    // ---- mouse ----

    private double scale() {
        double w = Math.max(canvas.width(), 1), h = Math.max(canvas.height(), 1);
        return Math.min(w / (maxX - minX), h / (maxY - minY));
    }

    private double px(double lx) { return (canvas.width() - (maxX - minX) * scale()) / 2 + (lx - minX) * scale(); }
    private double py(double ly) { return (canvas.height() - (maxY - minY) * scale()) / 2 + (ly - minY) * scale(); }
    private double lx(double px) { return (px - (canvas.width() - (maxX - minX) * scale()) / 2) / scale() + minX; }
    private double ly(double py) { return (py - (canvas.height() - (maxY - minY) * scale()) / 2) / scale() + minY; }
    private double snap(double v) { return Math.round(v / GRID) * GRID; }

    /** Shows the board centred with room around it to draw; stays fixed while editing so nothing jumps. */
    private void fitWindow() {
        double x0 = Double.MAX_VALUE, y0 = Double.MAX_VALUE, x1 = -Double.MAX_VALUE, y1 = -Double.MAX_VALUE;
        for (int v = 0; v < model.vertexCount(); v++) {
            x0 = Math.min(x0, model.x(v)); y0 = Math.min(y0, model.y(v));
            x1 = Math.max(x1, model.x(v)); y1 = Math.max(y1, model.y(v));
        }
        if (model.vertexCount() == 0) { x0 = 0; y0 = 0; x1 = 9; y1 = 7; }
        double cx = (x0 + x1) / 2, cy = (y0 + y1) / 2;
        double halfW = Math.max((x1 - x0) / 2 + 1.5, 5), halfH = Math.max((y1 - y0) / 2 + 1.2, 3.5);
        minX = cx - halfW; maxX = cx + halfW; minY = cy - halfH; maxY = cy + halfH;
    }

    private int vertexUnder(double px, double py) { return model.vertexAt(lx(px), ly(py), 0.3); }
    private int edgeUnder(double px, double py) { return model.edgeAt(lx(px), ly(py), 0.2); }

    private void pressed(MouseEvent e) {
        canvas.requestFocus();
        double x = e.getX(), y = e.getY();
        int v = vertexUnder(x, y);
        if (e.getButton() == MouseButton.SECONDARY) { eraseAt(x, y); return; }
        if (e.getButton() != MouseButton.PRIMARY) return;
        switch (tool) {
            case CELLS -> {
                if (v >= 0) { dragVertex = v; dragMoved = false; model.beginChange(); }
                else if (inside(x, y)) model.addVertex(snap(lx(x)), snap(ly(y)));
            }
            case LINKS -> {
                if (v < 0) { linkFrom = -1; break; }
                if (linkFrom >= 0 && linkFrom != v) { link(linkFrom, v); linkFrom = -1; }
                else { linkFrom = v; dragVertex = -1; }
            }
            case ERASE -> eraseAt(x, y);
            case SET_A -> { if (v >= 0) model.setA(v); }
            case SET_B -> { if (v >= 0) model.setB(v); }
        }
        changed();
    }

    private void dragged(MouseEvent e) {
        mouseX = e.getX();
        mouseY = e.getY();
        if (tool == Tool.CELLS && dragVertex >= 0 && inside(e.getX(), e.getY())) {
            model.moveVertex(dragVertex, snap(lx(e.getX())), snap(ly(e.getY())), false);
            dragMoved = true;
        }
        changed();
    }

    private void released(MouseEvent e) {
        if (tool == Tool.LINKS && linkFrom >= 0) {
            int v = vertexUnder(e.getX(), e.getY());
            if (v >= 0 && v != linkFrom) { link(linkFrom, v); linkFrom = -1; }
        }
        dragVertex = -1;
        changed();
    }

    private void link(int u, int v) {
        if (!model.addEdge(u, v)) say("Those two cells are already linked.", true);
        else say("Linked. " + model.edgeCount() + " links.", false);
    }

    private void eraseAt(double x, double y) {
        int v = vertexUnder(x, y);
        if (v >= 0) { model.deleteVertex(v); changed(); return; }
        int ed = edgeUnder(x, y);
        if (ed >= 0) { model.deleteEdge(ed); changed(); }
    }

    private boolean inside(double px, double py) {
        double x = lx(px), y = ly(py);
        return x >= minX + 0.2 && x <= maxX - 0.2 && y >= minY + 0.2 && y <= maxY - 0.2;
    }

    // ---- drawing ----

    private void paint(GraphicsContext gc) {
        double w = canvas.width(), h = canvas.height();
        if (palette == null) return;
        gc.setFill(palette.boardBg());
        gc.fillRect(0, 0, w, h);
        double s = scale();
        gc.setFill(palette.cellRing().deriveColor(0, 1, 1, 0.35));
        for (double gx = Math.ceil(minX); gx <= maxX; gx += 1)
            for (double gy = Math.ceil(minY); gy <= maxY; gy += 1) gc.fillOval(px(gx) - 1.5, py(gy) - 1.5, 3, 3);
        gc.setLineCap(StrokeLineCap.ROUND);
        int hoverEdge = tool == Tool.ERASE && !Double.isNaN(mouseX) && vertexUnder(mouseX, mouseY) < 0 ? edgeUnder(mouseX, mouseY) : -1;
        double[] bends = model.bends();
        for (int e = 0; e < model.edgeCount(); e++) {
            gc.setStroke(e == hoverEdge ? palette.linkStub() : palette.linkFree());
            gc.setLineWidth(Math.max(2, s * 0.06));
            int steps = bends[e] == 0 ? 1 : 16; // a parallel link is drawn as a curve
            gc.beginPath();
            for (int k = 0; k <= steps; k++) {
                double[] p = model.point(e, bends, k / (double) steps);
                if (k == 0) gc.moveTo(px(p[0]), py(p[1])); else gc.lineTo(px(p[0]), py(p[1]));
            }
            gc.stroke();
        }
        if (tool == Tool.LINKS && linkFrom >= 0 && !Double.isNaN(mouseX)) {
            gc.setStroke(palette.linkHover());
            gc.setLineWidth(Math.max(2, s * 0.05));
            gc.setLineDashes(6, 6);
            gc.strokeLine(px(model.x(linkFrom)), py(model.y(linkFrom)), mouseX, mouseY);
            gc.setLineDashes((double[]) null);
        }
        int hoverVertex = Double.isNaN(mouseX) ? -1 : vertexUnder(mouseX, mouseY);
        java.util.Set<Integer> stray = model.b() >= 0 ? new java.util.HashSet<>(model.strayCells()) : java.util.Set.of();
        double r = Math.max(6, s * 0.13);
        for (int v = 0; v < model.vertexCount(); v++) {
            double x = px(model.x(v)), y = py(model.y(v));
            boolean terminal = v == model.a() || v == model.b();
            double rr = terminal ? r * 1.35 : r;
            Color fill = v == model.a() ? palette.terminalA() : v == model.b() ? palette.terminalB() : palette.cellFill();
            gc.setFill(fill);
            gc.fillOval(x - rr, y - rr, 2 * rr, 2 * rr);
            gc.setStroke(v == hoverVertex || v == linkFrom ? palette.linkHover() : stray.contains(v) ? palette.linkStub() : terminal ? fill : palette.cellRing());
            gc.setLineWidth(v == hoverVertex || v == linkFrom || stray.contains(v) ? 3 : 2);
            gc.strokeOval(x - rr, y - rr, 2 * rr, 2 * rr);
            if (terminal) {
                gc.setFill(palette.terminalLabel());
                gc.setFont(Font.font(null, FontWeight.BOLD, Math.max(10, rr * 1.1)));
                gc.setTextAlign(TextAlignment.CENTER);
                gc.setTextBaseline(VPos.CENTER);
                gc.fillText(v == model.a() ? "A" : "B", x, y);
            }
        }
        List<String> problems = model.problems();
        gc.setFill(problems.isEmpty() ? palette.textMuted() : palette.linkStub());
        gc.setFont(Font.font(12));
        gc.setTextAlign(TextAlignment.LEFT);
        gc.setTextBaseline(VPos.TOP);
        gc.fillText(model.vertexCount() + " cells · " + model.edgeCount() + " links" + (problems.isEmpty() ? " · ready to play" : " · " + problems.get(0)), 10, 8);
    }
}
