package arcade.shell.library;

import arcade.api.plugin.GameCategory;
import arcade.api.plugin.GameInfo;
import arcade.shell.plugins.PluginRegistry;
import arcade.shell.storage.GameStatistics;
import arcade.shell.storage.LibraryLayout;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The start screen: a search, the categories, the order and the choice of cards or a compact list
 * above the games (a Continue
 * row of unfinished games first; arrow keys and Tab move between cards, Enter opens), an empty
 * state that says how to add games, and a quiet list of plugins that failed to load. Typing
 * anywhere in the library goes to the search; Esc clears it.
 */
public final class LibraryView extends BorderPane {

    /** What the library asks of the shell. */
    public interface Actions {
        void open(GameInfo game);
        void statistics(GameInfo game);
        void settings();
        void toggleTheme();
        /** Opens README's section on writing a game, if the README can be found. */
        void howToAddGames();
        /** The player chose cards or the compact list (to be kept in the settings). */
        default void layoutChosen(LibraryLayout layout) { }
    }

    private final CardGrid continueGrid = new CardGrid();
    private final CardGrid grid = new CardGrid();
    private final Label continueTitle = sectionTitle("Continue", "library-continue-title");
    private final Label gamesTitle = sectionTitle("All games", "library-games-title");
    private final VBox noMatch;
    private ScrollPane scroll;
    private final Label subtitle = new Label();
    private final List<GameCard> cards = new ArrayList<>();
    private final Function<GameInfo, GameStatistics> stats;
    private final Predicate<GameInfo> resumable;
    private final Button themeButton;
    private LibraryFilters filters;
    private LibraryQuery query = LibraryQuery.ALL;
    private List<GameCard> shown = List.of();
    private List<Node> shownChips = List.of();
    /** The Continue row's chips, made when a game first needs one. */
    private final java.util.Map<GameCard, ContinueChip> chips = new java.util.HashMap<>();
    private final Actions actions;
    private LibraryLayout layout;

    public LibraryView(List<GameInfo> games, Function<GameInfo, GameCategory> category,
                       List<PluginRegistry.Unavailable> unavailable, Path pluginsFolder,
                       Function<GameInfo, GameStatistics> stats, Predicate<GameInfo> resumable,
                       javafx.beans.value.ObservableBooleanValue dark, LibraryLayout layout, Actions actions) {
        this.layout = layout;
        this.stats = stats;
        this.resumable = resumable;
        this.actions = actions;
        getStyleClass().add("library");
        setId("library");
        getStylesheets().add(LibraryView.class.getResource("/arcade/shell/library/library.css").toExternalForm());

        Label title = new Label("Automata Arcade");
        title.getStyleClass().add("library-title");
        subtitle.setText(count(games.size()));
        subtitle.getStyleClass().add("library-subtitle");
        HBox titles = new HBox(12, title, subtitle);
        titles.setAlignment(Pos.BASELINE_LEFT);
        themeButton = iconButton("mdi2t-theme-light-dark", "Switch between light and dark theme", actions::toggleTheme);
        themeButton.setId("theme-toggle");
        // The button shows where it leads: a moon in the light theme, a sun in the dark one.
        Runnable themeIcon = () -> ((FontIcon) themeButton.getGraphic()).setIconLiteral(
                dark.get() ? "mdi2w-white-balance-sunny" : "mdi2w-weather-night");
        dark.addListener(o -> themeIcon.run());
        themeIcon.run();
        Button settings = iconButton("mdi2c-cog-outline", "Settings", actions::settings);
        settings.setId("library-settings");
        titles.getStyleClass().add("library-titles");
        titles.setMinWidth(0);
        VBox body = new VBox(8);
        body.getStyleClass().add("library-body");
        noMatch = LibraryNotes.noMatch();
        if (games.isEmpty()) body.getChildren().add(LibraryNotes.empty(pluginsFolder, actions::howToAddGames));
        else {
            for (GameInfo g : games) cards.add(card(g, category.apply(g)));
            filters = new LibraryFilters(shelves(), layout, q -> { query = q; arrange(); }, this::showLayout);
            // From the search, Enter opens the first game shown and Down goes to the cards.
            filters.search().setOnAction(e -> { if (!shown.isEmpty()) actions.open(shown.get(0).info()); });
            filters.search().addEventHandler(KeyEvent.KEY_PRESSED, e -> {
                if (e.getCode() == KeyCode.DOWN && !shown.isEmpty()) { e.consume(); shown.get(0).requestFocus(); }
            });
            body.addEventFilter(KeyEvent.KEY_PRESSED, this::arrowKeys);
            body.getChildren().addAll(continueTitle, continueGrid, gamesTitle, grid, noMatch);
            addEventFilter(KeyEvent.KEY_TYPED, this::typeToSearch);
            addEventFilter(KeyEvent.KEY_PRESSED, this::escapeClearsSearch);
        }
        if (!unavailable.isEmpty()) body.getChildren().add(LibraryNotes.unavailable(unavailable));
        scroll = new ScrollPane(body);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("library-scroll");
        setCenter(layout(titles, scroll, settings));
        applyLayout();
        refresh();
    }

    private static String count(int games) {
        return games == 0 ? "No games installed" : games == 1 ? "1 game" : games + " games";
    }

    private GameCard card(GameInfo g, GameCategory category) {
        // A problem that arose since the last refresh (a rules file broken meanwhile) stops the start and is shown.
        GameCard c = new GameCard(g, category, () -> { if (problems.apply(g).isEmpty()) actions.open(g); else refresh(); }, () -> actions.statistics(g));
        c.focusedProperty().addListener((o, was, now) -> { if (now) scrollIntoView(c); });
        return c;
    }

    /**
     * The games changed while the arcade runs (a rules file added, edited or removed on disk): a
     * new card for each game that is new or describes itself differently, the others kept as they
     * are, the cards of games gone taken away. A library that started without games shows them
     * at the next start (it has no search or shelves to put them under).
     */
    public void showGames(List<GameInfo> games, Function<GameInfo, GameCategory> category) {
        if (filters == null) return;
        java.util.Map<String, GameCard> before = new java.util.HashMap<>();
        for (GameCard c : cards) before.put(c.info().id(), c);
        Node focused = getScene() == null ? null : getScene().getFocusOwner();
        GameCard focusNext = null;
        cards.clear();
        for (GameInfo g : games) {
            GameCategory shelf = category.apply(g);
            GameCard c = before.get(g.id());
            if (c == null || !c.info().equals(g) || c.category() != shelf) {
                GameCard fresh = card(g, shelf);
                if (c != null && c == focused) focusNext = fresh; // the card the player was on keeps the keyboard
                c = fresh;
            }
            cards.add(c);
        }
        chips.keySet().retainAll(cards);
        subtitle.setText(count(cards.size()));
        filters.showCategories(shelves());
        applyLayout();
        refresh();
        if (focusNext != null) focusNext.requestFocus();
    }

    /** The categories that hold games, in their order: the shelves the filter bar offers. */
    private List<GameCategory> shelves() {
        return java.util.Arrays.stream(GameCategory.values()).filter(c -> cards.stream().anyMatch(card -> card.category() == c)).toList();
    }

    /** Cards or the compact list, as the player chose with the toggle beside the order. */
    private void showLayout(LibraryLayout chosen) {
        if (chosen == layout) return;
        layout = chosen;
        applyLayout();
        actions.layoutChosen(chosen);
    }

    private void applyLayout() {
        boolean list = layout == LibraryLayout.LIST;
        for (GameCard c : cards) c.showAsRow(list);
        grid.showRows(list);
        pseudoClassStateChanged(LIST, list);
    }

    private static final javafx.css.PseudoClass LIST = javafx.css.PseudoClass.getPseudoClass("list");

    /** Whether the games show as cards or as the compact list. */
    public LibraryLayout layoutShown() { return layout; }

    /** Shows the games as cards or as the list, as the toggle does. */
    public void chooseLayout(LibraryLayout chosen) {
        if (filters != null) filters.showLayout(chosen); else showLayout(chosen);
    }

    /**
     * Title, order and buttons on top, the search and categories below, the games under them. Tab
     * follows the order of the children, not their places: search, categories, order, the
     * games, then the theme and settings buttons.
     */
    private javafx.scene.layout.GridPane layout(Node titles, Node games, Button settings) {
        javafx.scene.layout.GridPane g = new javafx.scene.layout.GridPane();
        g.getStyleClass().add("library-layout");
        g.add(titles, 0, 0);
        if (filters != null) {
            g.add(filters, 0, 1, 4, 1);
            g.add(filters.sortBox(), 1, 0);
        }
        g.add(games, 0, 2, 4, 1);
        g.add(themeButton, 2, 0);
        g.add(settings, 3, 0);
        javafx.scene.layout.ColumnConstraints grow = new javafx.scene.layout.ColumnConstraints();
        grow.setHgrow(Priority.ALWAYS);
        g.getColumnConstraints().add(grow);
        javafx.scene.layout.RowConstraints top = new javafx.scene.layout.RowConstraints(), mid = new javafx.scene.layout.RowConstraints(),
                rest = new javafx.scene.layout.RowConstraints();
        rest.setVgrow(Priority.ALWAYS);
        g.getRowConstraints().addAll(top, mid, rest);
        for (Node n : List.of(titles, themeButton, settings)) javafx.scene.layout.GridPane.setMargin(n, new javafx.geometry.Insets(12, 0, 8, 0));
        javafx.scene.layout.GridPane.setMargin(titles, new javafx.geometry.Insets(12, 12, 8, 24));
        javafx.scene.layout.GridPane.setMargin(settings, new javafx.geometry.Insets(12, 20, 8, 4));
        if (filters != null) {
            javafx.scene.layout.GridPane.setMargin(filters.sortBox(), new javafx.geometry.Insets(12, 8, 8, 0));
            javafx.scene.layout.GridPane.setMargin(filters, new javafx.geometry.Insets(0, 24, 8, 24));
        }
        return g;
    }

    /** Why a game cannot be played just now (GamePlugin.problem()), asked on every refresh. */
    private Function<GameInfo, java.util.Optional<String>> problems = g -> java.util.Optional.empty();

    public void setProblems(Function<GameInfo, java.util.Optional<String>> problems) {
        this.problems = problems;
        for (GameCard c : cards) c.showProblem(problems.apply(c.info())); // the order and records stay as they are
    }

    /** Re-reads every card's record, Continue marker and problem, and puts the cards in order again. */
    public void refresh() {
        for (GameCard c : cards) {
            c.update(stats.apply(c.info()), resumable.test(c.info()));
            c.showProblem(problems.apply(c.info()));
        }
        arrange();
    }

    /** Shows the cards the query asks for, in its order; unfinished games also in the Continue row above them. */
    private void arrange() {
        if (cards.isEmpty()) return;
        Node focused = getScene() == null ? null : getScene().getFocusOwner();
        List<LibraryEntry> entries = new ArrayList<>();
        java.util.Map<LibraryEntry, GameCard> cardOf = new java.util.HashMap<>();
        for (GameCard c : cards) {
            GameStatistics s = stats.apply(c.info());
            long last = s.history().stream().mapToLong(arcade.api.store.GameRecord::finishedAt).max().orElse(0);
            LibraryEntry e = new LibraryEntry(c.info(), c.category(), s.played(), last, c.showsContinue());
            entries.add(e);
            cardOf.put(e, c);
        }
        List<LibraryEntry> matching = entries.stream().filter(query::matches).sorted(query.order()).toList();
        List<Node> unfinished = matching.stream().filter(LibraryEntry::resumable).map(e -> (Node) chip(cardOf.get(e))).toList();
        List<GameCard> all = matching.stream().map(cardOf::get).toList();
        continueGrid.setCards(unfinished);
        grid.setCards(all);
        show(continueTitle, !unfinished.isEmpty());
        show(continueGrid, !unfinished.isEmpty());
        gamesTitle.setText(query.category().map(GameCategory::label).orElse("All games"));
        show(gamesTitle, !all.isEmpty());
        show(grid, !all.isEmpty());
        show(noMatch, matching.isEmpty());
        shown = all;
        shownChips = unfinished;
        // A card taken out and put back in another place keeps the keyboard; what was filtered away
        // gives it to the first card shown.
        if (focused instanceof GameCard || focused instanceof ContinueChip) {
            if (shown.contains(focused) || shownChips.contains(focused)) { if (!focused.isFocused()) focused.requestFocus(); }
            else if (shown.isEmpty()) filters.search().requestFocus();
            else shown.get(0).requestFocus();
        }
    }

    private ContinueChip chip(GameCard card) {
        return chips.computeIfAbsent(card, c -> {
            ContinueChip chip = new ContinueChip(c.info(), () -> actions.open(c.info()));
            chip.focusedProperty().addListener((o, was, now) -> { if (now) scrollIntoView(chip); });
            return chip;
        });
    }

    private static void show(Node n, boolean visible) {
        n.setVisible(visible);
        n.setManaged(visible);
    }

    /** Puts keyboard focus on the first card shown, or on the card of {@code gameId} (shown again if the search hid it). */
    public void focusCard(Optional<String> gameId) {
        if (cards.isEmpty()) return;
        Optional<GameCard> wanted = gameId.flatMap(id -> cards.stream().filter(c -> c.info().id().equals(id)).findFirst());
        if (wanted.isPresent() && !shown.contains(wanted.get())) filters.search().clear();
        if (wanted.isPresent() && !shown.contains(wanted.get())) filters.select(Optional.empty());
        GameCard target = wanted.filter(shown::contains).orElse(shown.isEmpty() ? null : shown.get(0));
        if (target != null) target.requestFocus();
    }

    /** A letter or digit typed while a card (or anything but a text field) has the keyboard starts a search. */
    private void typeToSearch(KeyEvent e) {
        String ch = e.getCharacter();
        if (ch == null || ch.isEmpty() || e.isControlDown() || e.isAltDown() || e.isMetaDown()) return;
        Node focused = getScene() == null ? null : getScene().getFocusOwner();
        if (focused instanceof javafx.scene.control.TextInputControl) return;
        int cp = ch.codePointAt(0);
        boolean startsWord = Character.isLetterOrDigit(cp);
        boolean continuesSearch = !filters.search().getText().isEmpty() && !Character.isISOControl(cp);
        if (!startsWord && !continuesSearch) return; // Space and Enter stay with the card
        e.consume();
        var field = filters.search();
        field.requestFocus();
        field.appendText(ch);
        field.positionCaret(field.getText().length());
    }

    /** Esc clears the search (the cards come back); Esc in an empty search goes back to the cards. */
    private void escapeClearsSearch(KeyEvent e) {
        if (e.getCode() != KeyCode.ESCAPE) return;
        var field = filters.search();
        boolean inField = getScene() != null && getScene().getFocusOwner() == field;
        if (field.getText().isEmpty() && !inField) return;
        e.consume();
        field.clear();
        if (!shown.isEmpty()) shown.get(0).requestFocus();
    }

    /** The query the library shows now. */
    LibraryQuery query() { return query; }

    /** The cards in the order they are shown now; hidden cards are left out. */
    public List<Node> shownCards() { return List.copyOf(shown); }

    /** The Continue row's games, in their order. */
    public List<Node> continueRow() { return shownChips; }

    /**
     * Scrolls the least distance that shows the whole card: a card focused by the keyboard, or on
     * the way back from its game, must be visible (its focus ring is how the player finds it).
     */
    private void scrollIntoView(Node card) {
        Node content = scroll.getContent();
        double contentHeight = content.getBoundsInLocal().getHeight();
        double viewHeight = scroll.getViewportBounds().getHeight();
        if (content.getScene() == null || contentHeight <= viewHeight || viewHeight <= 0) return;
        javafx.geometry.Bounds b = content.sceneToLocal(card.localToScene(card.getBoundsInLocal()));
        double range = contentHeight - viewHeight;
        double top = scroll.getVvalue() * range;
        if (b.getMinY() < top) scroll.setVvalue(Math.max(0, b.getMinY()) / range);
        else if (b.getMaxY() > top + viewHeight) scroll.setVvalue(Math.min(range, b.getMaxY() - viewHeight) / range);
    }

    public List<Node> cards() { return List.copyOf(cards); }

    private void arrowKeys(KeyEvent e) {
        KeyCode k = e.getCode();
        if (k != KeyCode.LEFT && k != KeyCode.RIGHT && k != KeyCode.UP && k != KeyCode.DOWN) return;
        Node focused = getScene() == null ? null : getScene().getFocusOwner();
        if (!(focused instanceof GameCard) && !(focused instanceof ContinueChip)) return;
        List<Node> all = new ArrayList<>(shownChips);
        all.addAll(shown);
        Node next = CardNavigation.next(all, focused, k);
        if (next != null) next.requestFocus();
        else if (k == KeyCode.UP) filters.search().requestFocus(); // above the first row: the search
        e.consume();
    }

    private static Label sectionTitle(String text, String id) {
        Label l = new Label(text);
        l.getStyleClass().add("library-section-title");
        l.setId(id);
        return l;
    }

    private static Button iconButton(String icon, String tip, Runnable action) {
        Button b = new Button(null, new FontIcon(icon));
        b.getStyleClass().addAll("button-icon", "flat");
        b.setTooltip(new Tooltip(tip));
        b.setAccessibleText(tip);
        b.setOnAction(e -> action.run());
        return b;
    }
}
