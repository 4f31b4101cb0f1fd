package arcade.games.capuzzle.view;

import arcade.games.capuzzle.view.parts.CellNames;
import arcade.games.capuzzle.view.parts.CaPalette;
import arcade.games.capuzzle.view.path.LessonNote;

import arcade.api.host.Frame;
import arcade.api.host.GameView;
import arcade.api.host.Play;
import arcade.api.model.GameId;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInstance;
import arcade.api.session.Rng;
import arcade.api.session.Session;
import arcade.games.capuzzle.automaton.Automaton;
import arcade.games.capuzzle.model.CaMove;
import arcade.games.capuzzle.model.CaState;
import arcade.games.capuzzle.model.HelpView;
import arcade.games.capuzzle.path.Lesson;
import arcade.games.capuzzle.path.PathStore;
import arcade.games.capuzzle.path.PuzzlePath;
import arcade.games.capuzzle.solver.Deduction;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;

import java.lang.invoke.MethodHandles;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The CA puzzle's view on the host: the control buttons, the board and the rules overview with
 * its help windows; the editor, the generator and the path take the area over as modes. It draws
 * what the host hands it and keeps only what is on screen (highlights, the candidate and pencil
 * marks, where the buttons are).
 */
public final class CaView implements GameView<CaState, CaMove> {
    static final String CSS = "/arcade/games/capuzzle/capuzzle.css";
    /** The rating's effort (view checks): what a graded puzzle's making already spent, so a huge thesis board never keeps a worker for long. */
    private static final long RATING_BUDGET = 400_000_000L;

    private final Play<CaState, CaMove> play;
    private final SettingsHolder settings;
    private final Dealing dealing;
    private final BorderPane root = new BorderPane();
    private final BoardCanvas board = new BoardCanvas();
    private final SidePanel side;
    private final PlayBar bar;
    private final SplitPane split;
    private final PictureExport exporter;
    private final Screens screens;
    private final BarPlacement placement;
    private final PencilMarks pencil = new PencilMarks();
    private final PathStore path;
    private final LessonNote note;
    private CaPalette palette = CaPalette.fallback();
    private Session<CaState, CaMove> session;
    private boolean candidatesShown;

    CaView(Play<CaState, CaMove> play, SettingsHolder settings, PathStore path, Dealing dealing, List<arcade.api.plugin.GameAction> actions) {
        this.play = play;
        this.path = path;
        this.note = new LessonNote(this::playLesson, this::openPath);
        this.settings = settings;
        this.dealing = dealing;
        this.exporter = new PictureExport(play.context().executor());
        root.getStyleClass().add("ca-view");
        root.getProperties().put(CaView.class, this);
        bar = new PlayBar(this);
        side = new SidePanel(this);
        BorderPane boardArea = new BorderPane(board.node());
        boardArea.setTop(note.node());
        split = new SplitPane(boardArea, side.node());
        split.setDividerPositions(0.62);
        // both sides keep their share when the window changes, so a small window never squeezes the board to a strip
        SplitPane.setResizableWithParent(side.node(), true);
        root.setTop(bar.node());
        root.setCenter(split);
        placement = new BarPlacement(this, root, bar, side);
        screens = new Screens(this, root, split, actions);
        board.onZoom(z -> settings.save(settings.get().withCellSize(z)));
        board.onFit(() -> settings.save(settings.get().withFitBoard(true)));
        settings.onChange(this::applySettings);
        applySettings(settings.get());
        var themed = play.palette(CaPalette.class, "-ca-", MethodHandles.lookup());
        themed.addListener((o, a, p) -> refreshPalette(p));
        refreshPalette(themed.getValue());
    }

    /** The view of a game opened on the host (tests reach the board, buttons and panels through it). */
    public static CaView of(GameInstance game) {
        Node found = game.root().lookup(".ca-view");
        return found == null ? null : (CaView) found.getProperties().get(CaView.class);
    }

    // ---- GameView ----

    @Override public Node node() { return root; }

    @Override public void show(Frame<CaState, CaMove> frame) {
        if (frame.session() != session) newSession(frame.session());
        CaState s = frame.state();
        board.setState(s);
        side.refresh(s);
        updateCandidates();
        if (s.solved() && frame.change() != null && frame.change().direction() == Session.Direction.FORWARD
                && play.context().animations().get()) board.playUnfold();
    }

    @Override public boolean back() { return screens.close(); }

    @Override public void close() {
        placement.close();
        side.closeWindows();
    }

    /**
     * A session of the host starts (new, restored or restarted): a puzzle of the path shows its
     * note, and its solve is recorded in the path's progress once, when the session finishes.
     */
    void sessionStarted(Session<CaState, CaMove> s) {
        Optional<Lesson> lesson = PuzzlePath.of(s.id());
        note.start(lesson, path.progress());
        lesson.ifPresent(l -> s.onFinish(f -> note.solved(path.solved(l, s.state().score(), s.state().mistakes(), f.assisted()))));
    }

    private static Optional<arcade.games.capuzzle.solver.Grade> askedGrade(Session<CaState, CaMove> s) {
        try {
            return new arcade.games.capuzzle.model.PuzzleParamsCodec().parse(s.id().params()).mode().grade();
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** The path's puzzles (Ctrl+T). */
    void openPath() { screens.openPath(path.progress(), this::playLesson); }

    void playLesson(Lesson l) { startId(l.id()); }

    PathStore path() { return path; }

    /** Where the board's cells are drawn now, in scene coordinates (tests in the shell check nothing covers them). */
    public javafx.geometry.Bounds boardCellsInScene() { return board.cellsInScene(); }

    /** The path's progress (tests in the shell read it). */
    public arcade.games.capuzzle.path.PathProgress pathProgress() { return path.progress(); }
    LessonNote note() { return note; }

    private void newSession(Session<CaState, CaMove> s) {
        session = s;
        CaState state = s.state();
        side.newPuzzle(state);
        bar.newPuzzle(state);
        board.setHint(null);
        board.setHintMarks(null);
        board.setHighlighted(Set.of());
        candidatesShown = false;
        pencil.newPuzzle(state.board().cells());
        // the rating may take a second on a large Expert board: it is shown when ready, whatever the player did meanwhile
        arcade.api.fx.Background.run(play.context().executor(), 
                () -> arcade.games.capuzzle.solver.Grader.solve(arcade.games.capuzzle.solver.Known.atStart(state.puzzle()),
                        arcade.games.capuzzle.solver.Grade.EXPERT, RATING_BUDGET).rating(),
                () -> session == s, r -> side.showRating(r, askedGrade(s)), e -> { });
        board.setPencil(null);
        settings.save(settings.get().withLastParams(s.id().params()));
        board.node().requestFocus();
    }

    // ---- what the parts use ----

    Play<CaState, CaMove> play() { return play; }
    public Session<CaState, CaMove> session() { return play.session(); }
    public CaState state() { return play.session() == null ? null : play.state(); }
    BoardCanvas board() { return board; }
    SidePanel side() { return side; }
    PlayBar bar() { return bar; }
    CaSettings settings() { return settings.get(); }
    CaPalette palette() { return palette; }
    GameContext context() { return play.context(); }
    PictureExport exporter() { return exporter; }
    PencilMarks pencil() { return pencil; }
    BorderPane root() { return root; }
    boolean editing() { return screens.open() != null; }
    Object screen() { return screens.open(); }

    void saveSettings(CaSettings s) { settings.save(s); }

    long freshSeed() { return new Rng(System.nanoTime() ^ play.context().clock().millis()).nextInt(1_000_000_000); }

    /** Starts a new puzzle of these params (the host deals its seed). */
    public void startParams(String params) { play.newGame(params); }

    /** Starts exactly this puzzle (an own automaton from the editor, a lesson, a test's fixed board). */
    public void startId(GameId id) { dealing.next(id); play.newGame(id.params()); }

    /** The state colours the game shows for an automaton: its own, or the chosen replacement. */
    List<String> shownColours(Automaton a) { return settings.get().stateColours().apply(a.colours()); }

    // ---- play ----

    /** Guesses the selected state in a display cell; border and revealed cells are ignored. */
    void guess(HelpView.Cell cell) {
        CaState s = state();
        if (s == null || cell == null || !play.acceptsMoves() || editing()) return;
        int col = s.board().realColumn(cell.col());
        if (s.board().isBorderColumn(cell.col()) || col < 0 || s.isRevealed(cell.row(), col)) return;
        int value = bar.selectedState();
        if ((s.wrongMask(cell.row(), col) >> value & 1) != 0) {
            play.say("State " + value + " was already wrong in " + CellNames.ofReal(s.board(), cell.row(), col) + ".");
            return;
        }
        board.setHint(null);
        board.setHintMarks(null);
        play.play(CaMove.guess(cell.row(), col, value));
        if (!state().isRevealed(cell.row(), col)) board.flash(cell, play.context().animations().get());
    }

    /** Shows what a hint rests on: its cells on the board, its words and rules beside it. */
    void showHint(arcade.games.capuzzle.solver.Step step, String text) {
        CaState s = state();
        HelpView.Cell target = new HelpView.Cell(step.row(), s.board().displayColumn(step.col()));
        java.util.Set<HelpView.Cell> views = new java.util.HashSet<>();
        for (var four : step.views()) for (var spot : four) views.add(cell(spot));
        java.util.Map<HelpView.Cell, Integer> chain = new java.util.HashMap<>();
        step.from().forEach((spot, dom) -> chain.put(cell(spot), dom));
        HelpView.Cell supposed = step.supposed() == null ? null : cell(step.supposed().cell());
        java.util.Set<HelpView.Cell> conflict = new java.util.HashSet<>();
        if (step.supposed() != null) for (var spot : step.supposed().conflict()) conflict.add(cell(spot));
        board.setHighlighted(Set.of());
        board.setHintMarks(new BoardCanvas.HintMarks(views, chain, supposed, conflict));
        board.setHint(target);
        board.setCursor(target);
        side.showHint(text, step.rules());
    }

    private static HelpView.Cell cell(arcade.games.capuzzle.solver.Spot s) { return new HelpView.Cell(s.row(), s.col()); }

    /** The player's own pencil mark: toggles the selected state in a hidden cell. Not help: the game stays unassisted. */
    void togglePencil(HelpView.Cell cell) {
        CaState s = state();
        if (s == null || cell == null || editing()) return;
        int col = s.board().realColumn(cell.col());
        if (s.board().isBorderColumn(cell.col()) || col < 0 || s.isRevealed(cell.row(), col)) return;
        pencil.toggle(cell.row() * s.board().width() + col, bar.selectedState());
        board.setPencil(pencil.marks());
    }

    /** The pencil marks, to be saved with the unfinished game. */
    java.util.Map<String, String> savedMarks() { return pencil.isEmpty() ? java.util.Map.of() : CaGame.marks(pencil.text()); }

    /** Pencil marks read back with a resumed game. */
    void restoreMarks(java.util.Map<String, String> extra) {
        CaState s = state();
        if (s == null) return;
        pencil.read(extra.get("pencil"), s.board().cells());
        board.setPencil(pencil.isEmpty() ? null : pencil.marks());
    }

    /** Automatic candidate marks (Ctrl+K): each hidden cell's remaining states. Showing them is help. */
    void toggleCandidates() {
        if (session == null || editing()) return;
        candidatesShown = !candidatesShown;
        if (candidatesShown) {
            play.markAssisted();
            play.context().notifier().info("Candidates shown: this game no longer counts as a best score.");
        }
        updateCandidates();
    }

    boolean candidatesShown() { return candidatesShown; }

    private void updateCandidates() {
        CaState s = state();
        if (!candidatesShown || s == null) { board.setCandidates(null); return; }
        play.background("", () -> Deduction.candidates(s.known()), board::setCandidates);
    }

    /** The whole board as it looks now, as a PNG file (Ctrl+Shift+S), named after the puzzle. */
    void saveBoardPicture() {
        if (session == null || root.getScene() == null) return;
        String name = session.id().params().replaceAll("[^A-Za-z0-9._-]", "_");
        exporter.save(root.getScene().getWindow(), board.renderWhole(), name, play.context().notifier()::info, play.context().notifier()::warn);
    }

    // ---- layout and looks ----

    void toggleOverview() { placement.toggleOverview(split); }
    void toggleBarPlacement() { if (!editing()) placement.next(); }
    BarPlacement.Place barPlace() { return placement.place(); }
    void openEditor() { screens.openEditor(state() != null ? state().puzzle().automaton() : Automaton.wolfram(30, "")); }
    void openEditor(Automaton a) { screens.openEditor(a); }
    void openGenerator() { screens.openGenerator(); }
    void closeScreen() { screens.close(); }
    void placementHide() { placement.hide(); }
    void placementRestore() { placement.restore(); }

    private void refreshPalette(CaPalette themed) {
        if (themed == null) return;
        CaSettings s = settings.get();
        palette = themed.overridden(s.highlight(), s.border());
        board.setPalette(palette);
        side.setPalette(palette);
        screens.repaint();
    }

    private CaPalette themed() { return play.palette(CaPalette.class, "-ca-", MethodHandles.lookup()).getValue(); }

    private void applySettings(CaSettings s) {
        board.setLook(s);
        side.setLook(s);
        board.setScheme(s.stateColours()::apply);
        refreshPalette(themed());
        CaState state = state();
        if (state != null) {
            side.recolour();
            bar.newPuzzle(state);
        }
        screens.repaint();
    }
}
