package arcade.games.capuzzle.view;

import arcade.games.capuzzle.view.parts.CellNames;
import arcade.games.capuzzle.view.parts.CaPalette;

import arcade.games.capuzzle.automaton.Automaton;
import arcade.games.capuzzle.automaton.Rule;
import arcade.games.capuzzle.automaton.RuleMatcher;
import arcade.games.capuzzle.model.CaState;
import arcade.games.capuzzle.model.HelpView;
import arcade.games.capuzzle.model.HelpWindowModel;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The rules overview (every rule in the 3+1 layout, the description, picture rules added with
 * result 0 marked) and the docked help windows under it. Asking for help on a cell highlights
 * the view's four cells on the board and every rule that fits them here.
 */
final class SidePanel {
    private final CaView game;
    private final VBox box = new VBox(6);
    private final RulesCanvas overview = new RulesCanvas();
    private final Label description = new Label();
    private final Label helpStatus = new Label();
    private final Label rating = new Label();
    private final VBox helpBox = new VBox(6);
    private final List<HelpPanel> panels = new ArrayList<>();
    private HelpView currentView;
    private HelpView.Cell[] currentCells;
    private Set<Rule> fallback = Set.of();

    SidePanel(CaView game) {
        this.game = game;
        box.getStyleClass().add("ca-side");
        Label title = new Label("Rules");
        title.getStyleClass().add("ca-side-title");
        description.setWrapText(true);
        description.getStyleClass().add("ca-description");
        helpStatus.setWrapText(true);
        description.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        helpStatus.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        helpStatus.getStyleClass().add("ca-help-status");
        overview.node().setPrefHeight(260);
        overview.onZoom(z -> game.saveSettings(game.settings().withRuleCellSize(z)));
        ScrollPane helpScroll = new ScrollPane(helpBox);
        helpScroll.setFitToWidth(true);
        helpScroll.setPrefHeight(200);
        VBox.setVgrow(overview.node(), Priority.ALWAYS);
        VBox.setVgrow(helpScroll, Priority.SOMETIMES);
        Label helpTitle = new Label("Help windows");
        helpTitle.getStyleClass().add("ca-side-title");
        rating.setId("ca-rating");
        rating.setWrapText(true);
        rating.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        rating.getStyleClass().add("ca-side-title");
        box.getChildren().addAll(rating, title, description, overview.node(), helpStatus, helpTitle, helpScroll);
        box.setMinWidth(220);
        box.setMinHeight(0);    // a short game area (the end-of-game card below it) clips the rules' foot, never the board
        box.setMaxWidth(480);   // past that the rules only spread out; the board has better use for the room
    }

    VBox node() { return box; }
    VBox helpBox() { return helpBox; }
    RulesCanvas overview() { return overview; }
    List<HelpPanel> panels() { return List.copyOf(panels); }

    /** Shows the overview and every help window in the state colours now chosen. */
    void recolour() {
        if (automaton == null) return;
        List<String> colours = game.shownColours(automaton);
        overview.setRules(overviewRules, colours);
        for (HelpPanel p : panels) p.setColours(colours);
    }

    private List<Rule> overviewRules = List.of();

    /** The automaton of the puzzle shown: its rules are drawn, so its colours are the ones to draw them in. */
    private Automaton automaton;

    void newPuzzle(CaState s) {
        Automaton a = s.puzzle().automaton();
        automaton = a;
        List<Rule> rules = new ArrayList<>(a.rules());
        fallback = new HashSet<>(s.puzzle().fallbackRules());
        rules.addAll(s.puzzle().fallbackRules());
        overviewRules = rules;
        overview.setRules(rules, game.shownColours(a));
        overview.setMarks(Set.of(), Set.of(), fallback);
        description.setText(a.description() + (fallback.isEmpty() ? "" : "\nRules marked “added” were missing from the picture automaton; they give 0."));
        for (HelpPanel p : List.copyOf(panels)) close(p);
        panels.clear();
        helpBox.getChildren().clear();
        currentView = null;
        currentCells = null;
        helpStatus.setText("Right-click a cell (or Space at the cursor) to see the rules that fit it.");
        rating.setText("Rating the puzzle…");
    }

    /** The puzzle's rating: its grade and the hardest step it needs (THESIS.md 9). */
    void showRating(arcade.games.capuzzle.solver.Grader.Rating r, java.util.Optional<arcade.games.capuzzle.solver.Grade> asked) {
        if (!r.solved()) { rating.setText("Not rated: deduction alone does not finish it, so a guess may be needed."); return; }
        rating.setText("Rated " + r.grade().label() + ": its hardest step is " + switch (r.hardest()) {
            case ELIMINATION, DIRECT -> "a rule whose other three cells are known.";
            case SINGLE -> "a rule with hidden cells whose fitting rules all agree on one cell.";
            case COMBINED -> "two or more rules combined.";
            case CONTRADICTION -> "a supposition that fails at the rules next to it.";
            case LOOKAHEAD -> "a supposition followed through several rules.";
        } + asked.filter(g -> g != r.grade()).map(g -> " (Asked for " + g.label() + ": none of the initial rows tried gave a puzzle"
                + " that needs it; some automata never need that step.)").orElse(""));
    }

    String ratingText() { return rating.getText(); }

    void refresh(CaState s) {
        for (HelpPanel p : panels) p.prune(s);
        if (currentCells != null) highlight(s);
    }

    /** Highlights the view of a display cell and the rules that fit it. */
    void showHelp(HelpView view, HelpView.Cell cell) {
        CaState s = game.state();
        if (s == null || cell == null) return;
        HelpView.Cell[] cells = view.cells(s.board(), cell.row(), cell.col());
        if (cells == null) {
            helpStatus.setText("The " + view.name() + " view of that cell leaves the board; try another view.");
            return;
        }
        currentView = view;
        currentCells = cells;
        highlight(s);
        overview.revealFirstHighlighted();
    }

    private void highlight(CaState s) {
        Rule pattern = HelpView.patternOf(s, currentCells);
        List<Rule> matching = RuleMatcher.matchingRules(s.puzzle().automaton(), pattern);
        Set<Rule> marks = new HashSet<>(matching);
        for (Rule f : fallback) if (f.matchesPattern(pattern)) marks.add(f);
        overview.setMarks(marks, Set.of(), fallback);
        game.board().setHighlighted(Set.of(currentCells));
        helpStatus.setText(currentView.name() + " view: " + marks.size() + (marks.size() == 1 ? " rule fits." : " rules fit.")
                + " Ctrl+H keeps them in a help window.");
    }

    /** A hint's explanation: its words under the overview, the rules it names highlighted there. */
    /** The help line under the rules (a hint's explanation). */
    String helpText() { return helpStatus.getText(); }

    void showHint(String text, List<Rule> fitting) {
        Set<Rule> marks = new HashSet<>();
        for (Rule r : overviewRules) for (Rule f : fitting)
            if (!RuleMatcher.possibilities(automaton, r, f).isEmpty() || r.equals(f)) { marks.add(r); break; }
        overview.setMarks(marks, Set.of(), fallback);
        overview.revealFirstHighlighted();
        currentCells = null;
        helpStatus.setText("Hint: " + text);
    }

    /** Closes the help windows that float in windows of their own (the game is closing). */
    void closeWindows() { for (HelpPanel p : List.copyOf(panels)) close(p); }

    /** Moves the highlighted rules into a new help window. */
    void toHelpWindow() {
        CaState s = game.state();
        if (s == null || currentCells == null) {
            helpStatus.setText("First right-click a cell to choose the rules.");
            return;
        }
        HelpView.Cell c = currentCells[currentView == HelpView.RESULT ? 3 : currentView.ordinal()];
        String title = currentView.name() + " of " + CellNames.of(s.board(), c);
        HelpPanel p = new HelpPanel(new HelpWindowModel(s, currentView, currentCells, title), game.shownColours(s.puzzle().automaton()),
                game.palette(), game.settings(), this::close, this::floatOut, cells -> game.board().setHighlighted(cells.isEmpty() && currentCells != null ? Set.of(currentCells) : cells));
        panels.add(p);
        helpBox.getChildren().add(0, p.node());
    }

    private void close(HelpPanel p) {
        panels.remove(p);
        helpBox.getChildren().remove(p.node());
        javafx.stage.Window w = p.node().getScene() == null ? null : p.node().getScene().getWindow();
        if (w instanceof javafx.stage.Stage s && s.getOwner() != null) s.close();
    }

    /**
     * Moves a help window into a small utility window owned by the game's window (so it minimises,
     * restores and closes with it), cascaded along the top of the game rather than anywhere.
     */
    private void floatOut(HelpPanel p) {
        javafx.stage.Window owner = box.getScene() == null ? null : box.getScene().getWindow();
        if (owner == null) return;
        helpBox.getChildren().remove(p.node());
        javafx.stage.Stage stage = new javafx.stage.Stage(javafx.stage.StageStyle.UTILITY);
        stage.initOwner(owner);
        stage.setTitle(p.model().title());
        javafx.scene.layout.StackPane host = new javafx.scene.layout.StackPane(p.node());
        host.getStyleClass().add("ca-root");
        host.getStylesheets().add(CaView.class.getResource(CaView.CSS).toExternalForm());
        stage.setScene(new javafx.scene.Scene(host, 300, 180));
        int index = floated++ % 8;
        stage.setX(owner.getX() + 40 + index * 32);
        stage.setY(owner.getY() + 90 + index * 24);
        stage.setOnHidden(e -> panels.remove(p));
        stage.show();
    }

    private int floated;

    /** Docks the control buttons at the top of this panel, or takes them away (null). */
    void setBar(javafx.scene.Node bar) {
        box.getChildren().removeIf(n -> n.getStyleClass().contains("ca-bar"));
        if (bar != null) box.getChildren().add(0, bar);
    }

    void setPalette(CaPalette p) {
        overview.setPalette(p);
        for (HelpPanel h : panels) h.setPalette(p);
    }

    void setLook(CaSettings s) { overview.setLook(s.ruleCellSize(), s.gap(), s.ruleGap(), s.showNumbers(), s.glyphs()); }
}
