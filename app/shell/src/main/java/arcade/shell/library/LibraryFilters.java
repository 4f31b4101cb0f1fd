package arcade.shell.library;

import arcade.api.plugin.GameCategory;
import arcade.shell.storage.LibraryLayout;
import atlantafx.base.controls.CustomTextField;
import atlantafx.base.theme.Styles;
import javafx.geometry.Pos;
import javafx.scene.Cursor;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The row above the cards: the search (a field with a clear button) and one toggle per category
 * that holds games (and "All"); and the order, which the library shows beside its title.
 */
final class LibraryFilters extends HBox {
    private final CustomTextField search = new CustomTextField();
    private final ToggleGroup shelves = new ToggleGroup();
    private final List<ToggleButton> shelfButtons = new ArrayList<>();
    private final HBox shelfBar = new HBox();
    private List<GameCategory> shelvesShown = List.of();
    /** While the shelves are made again, no toggle counts as the player's choice. */
    private boolean rebuilding;
    private final ComboBox<LibrarySort> sort = new ComboBox<>();
    private LibraryQuery query = LibraryQuery.ALL;
    private final HBox sortBox;

    private final ToggleGroup layouts = new ToggleGroup();
    private final ToggleButton cardsButton = layoutButton("library-as-cards", "mdi2v-view-grid-outline", "Show the games as cards", LibraryLayout.CARDS);
    private final ToggleButton listButton = layoutButton("library-as-list", "mdi2v-view-list-outline", "Show the games as a compact list", LibraryLayout.LIST);

    LibraryFilters(List<GameCategory> categories, LibraryLayout layout, Consumer<LibraryQuery> changed, Consumer<LibraryLayout> layoutChanged) {
        super(12);
        getStyleClass().add("library-filters");
        setAlignment(Pos.CENTER_LEFT);

        search.setId("library-search");
        search.setPromptText("Search games");
        search.setAccessibleText("Search games by name, description or kind");
        search.getStyleClass().add("library-search");
        search.setLeft(new FontIcon("mdi2m-magnify"));
        FontIcon clear = new FontIcon("mdi2c-close-circle");
        clear.getStyleClass().add("library-search-clear");
        clear.setCursor(Cursor.HAND);
        clear.setOnMouseClicked(e -> { search.clear(); search.requestFocus(); });
        clear.visibleProperty().bind(search.textProperty().isNotEmpty());
        search.setRight(clear);
        search.textProperty().addListener((o, was, now) -> { query = query.withText(now); changed.accept(query); });
        HBox.setHgrow(search, Priority.SOMETIMES);
        search.setMaxWidth(360);
        search.setMinWidth(120);
        search.setPrefWidth(260);

        shelfBar.getStyleClass().add("library-shelves");
        shelfBar.setAlignment(Pos.CENTER_LEFT);
        showCategories(categories);
        shelves.selectedToggleProperty().addListener((o, was, now) -> {
            if (now == null) { if (!rebuilding) was.setSelected(true); return; } // one shelf is always chosen
            @SuppressWarnings("unchecked") Optional<GameCategory> c = (Optional<GameCategory>) now.getUserData();
            if (c.equals(query.category())) return;
            query = query.withCategory(c);
            changed.accept(query);
        });

        sort.setId("library-sort");
        sort.getItems().setAll(LibrarySort.values());
        sort.getSelectionModel().select(LibrarySort.NAME);
        sort.setAccessibleText("Sort games");
        sort.valueProperty().addListener((o, was, now) -> { if (now != null) { query = query.withSort(now); changed.accept(query); } });
        sort.setMinWidth(Region.USE_PREF_SIZE);
        Label sortLabel = new Label("Sort", new FontIcon("mdi2s-sort"));
        sortLabel.setLabelFor(sort);
        sortLabel.getStyleClass().add("library-sort-label");
        sortLabel.setMinWidth(Region.USE_PREF_SIZE);

        // Cards or list, beside the order: one of the two is always chosen.
        cardsButton.getStyleClass().add(Styles.LEFT_PILL);
        listButton.getStyleClass().add(Styles.RIGHT_PILL);
        (layout == LibraryLayout.LIST ? listButton : cardsButton).setSelected(true);
        layouts.selectedToggleProperty().addListener((o, was, now) -> {
            if (now == null) { was.setSelected(true); return; }
            layoutChanged.accept((LibraryLayout) now.getUserData());
        });
        HBox layoutBar = new HBox(cardsButton, listButton);
        layoutBar.getStyleClass().add("library-layouts");
        layoutBar.setMinWidth(Region.USE_PREF_SIZE);
        HBox.setMargin(layoutBar, new javafx.geometry.Insets(0, 0, 0, 6));

        sortBox = new HBox(6, sortLabel, sort, layoutBar);
        sortBox.setAlignment(Pos.CENTER_RIGHT);
        sortBox.getStyleClass().add("library-sort-box");
        getChildren().addAll(search, shelfBar);
    }

    /**
     * One toggle per category that holds games, and "All" first; made again when the games change
     * (a first rules file adds its shelf), keeping the chosen shelf while it still exists.
     */
    void showCategories(List<GameCategory> categories) {
        if (categories.equals(shelvesShown) && !shelfButtons.isEmpty()) return; // the same shelves: the toggles (and the keyboard on one) stay
        shelvesShown = List.copyOf(categories);
        rebuilding = true;
        for (ToggleButton b : shelfButtons) b.setToggleGroup(null);
        shelfButtons.clear();
        List<Optional<GameCategory>> choices = new ArrayList<>();
        choices.add(Optional.empty());
        for (GameCategory c : categories) choices.add(Optional.of(c));
        ToggleButton chosen = null;
        for (int i = 0; i < choices.size(); i++) {
            Optional<GameCategory> c = choices.get(i);
            ToggleButton b = new ToggleButton(c.map(GameCategory::label).orElse("All"));
            b.setId("shelf-" + c.map(x -> x.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-')).orElse("all"));
            b.setUserData(c);
            b.setToggleGroup(shelves);
            b.setMinWidth(Region.USE_PREF_SIZE);
            if (choices.size() > 1) b.getStyleClass().add(i == 0 ? Styles.LEFT_PILL : i == choices.size() - 1 ? Styles.RIGHT_PILL : Styles.CENTER_PILL);
            if (c.equals(query.category())) chosen = b;
            shelfButtons.add(b);
        }
        shelfBar.getChildren().setAll(shelfButtons);
        rebuilding = false;
        (chosen != null ? chosen : shelfButtons.get(0)).setSelected(true);
    }

    private ToggleButton layoutButton(String id, String icon, String tip, LibraryLayout layout) {
        ToggleButton b = new ToggleButton(null, new FontIcon(icon));
        b.setId(id);
        b.setUserData(layout);
        b.setToggleGroup(layouts);
        b.setTooltip(new javafx.scene.control.Tooltip(tip));
        b.setAccessibleText(tip);
        return b;
    }

    /** Shows {@code layout} as chosen (and tells the library, as a click does). */
    void showLayout(LibraryLayout layout) { (layout == LibraryLayout.LIST ? listButton : cardsButton).setSelected(true); }

    /** The order's label and choice and the cards-or-list toggle, which the library puts beside its title. */
    HBox sortBox() { return sortBox; }

    CustomTextField search() { return search; }

    LibraryQuery query() { return query; }

    void select(Optional<GameCategory> category) {
        for (ToggleButton b : shelfButtons) if (b.getUserData().equals(category)) b.setSelected(true);
    }

    void sortBy(LibrarySort s) { sort.getSelectionModel().select(s); }
}
