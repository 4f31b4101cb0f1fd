package arcade.shell.library;

import arcade.api.plugin.GameCategory;
import arcade.api.plugin.GameInfo;
import arcade.shell.storage.GameStatistics;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.geometry.Pos;
import javafx.scene.AccessibleRole;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * One game in the library: icon, name and shelf, the card's line, the player's record, a Continue
 * badge. Every text wraps and is shown whole, never cut with "…". Enter or a click opens it.
 */
final class GameCard extends VBox {
    private final GameInfo info;
    private final GameCategory category;
    private final Label record = new Label();
    /** A play mark on the icon's corner: the game was left unfinished (the Continue row says it in words). */
    private Label resume;
    private final Runnable open;
    private final Runnable showStats;
    /**
     * Why the game cannot be played just now (GamePlugin.problem()): shown in words, and the card
     * does not start. This and the play mark are made when first needed: a library of twenty cards
     * that shows none of them opens sooner without forty hidden labels to style.
     */
    private Label problem;
    /** Built when first asked for: most cards never show theirs, and the library opens sooner without twelve of them. */
    private ContextMenu menu;
    /** The two ways of showing the same parts: a card in the grid, or one row of the compact list. */
    private final javafx.scene.Node description, push;
    private final HBox asRow = new HBox(10);
    private final VBox names;
    private final Label name, shelf;
    private final Region footerGap = new Region();
    private final StackPane badge;
    private final Button stats;
    private final HBox top, footer;
    private boolean row;

    GameCard(GameInfo info, GameCategory category, Runnable open, Runnable showStats) {
        this.info = info;
        this.category = category;
        this.open = () -> { if (problem().isEmpty()) open.run(); };
        this.showStats = showStats;
        getStyleClass().add("game-card");
        setId("card-" + info.id());
        setFocusTraversable(true);
        setAccessibleRole(AccessibleRole.BUTTON);
        setAccessibleText(info.name() + ". " + category.label() + ". " + info.description());

        FontIcon icon = arcade.shell.theme.Icons.of(info.iconLiteral());
        icon.getStyleClass().add("card-icon");
        badge = new StackPane(icon);
        badge.getStyleClass().add("card-icon-badge");

        name = new Label(info.name());
        name.getStyleClass().add("card-name");
        name.setWrapText(true); // a long name takes a second line rather than losing its end
        name.setMinHeight(Region.USE_PREF_SIZE);
        shelf = new Label(category.label());
        shelf.getStyleClass().add("card-category");
        shelf.setWrapText(true);
        shelf.setMinHeight(Region.USE_PREF_SIZE);
        names = new VBox(1, name, shelf);
        names.setMinWidth(0);
        HBox.setHgrow(names, Priority.ALWAYS);
        top = new HBox(10, badge, names);
        top.setAlignment(Pos.CENTER_LEFT);

        Label description = new Label(info.description());
        description.getStyleClass().add("card-description");
        // The whole line, wrapped: the card grows (and its row with it) rather than cut it with "…".
        description.setWrapText(true);
        description.setMinHeight(Region.USE_PREF_SIZE);
        description.setAlignment(Pos.TOP_LEFT);
        this.description = description;

        record.getStyleClass().add("card-record");
        record.setMinWidth(0);
        record.setWrapText(true); // a long record takes a second line beside the statistics button
        record.setMinHeight(Region.USE_PREF_SIZE);
        stats = new Button(null, new FontIcon("mdi2c-chart-line"));
        stats.getStyleClass().addAll("flat", "button-icon", "card-stats");
        stats.setFocusTraversable(false); // keyboard users use the card's context menu (menu key)
        stats.setAccessibleText("Statistics");
        // The tooltip is made when the pointer first comes near: twelve of them would slow the start.
        stats.addEventHandler(MouseEvent.MOUSE_ENTERED, e -> { if (stats.getTooltip() == null) stats.setTooltip(new Tooltip("Statistics")); });
        stats.setOnAction(e -> showStats.run());
        HBox.setHgrow(footerGap, Priority.ALWAYS);
        HBox.setHgrow(record, Priority.SOMETIMES);
        footer = new HBox(record, footerGap, stats);
        footer.setAlignment(Pos.CENTER_LEFT);
        footer.getStyleClass().add("card-footer");

        push = new Region(); // in a row of taller cards the record stays at the bottom
        VBox.setVgrow(push, Priority.ALWAYS);
        getChildren().setAll(cardParts());
        asRow.getStyleClass().add("game-row-parts");
        asRow.setAlignment(Pos.CENTER_LEFT);
        // In a row the name and kind keep their columns (the stylesheet sets their widths) and the
        // record takes the rest; in a card only the footer's HBox reads the record's grow.
        record.setMaxWidth(Double.MAX_VALUE);

        setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && !inside(e.getTarget(), stats)) {
                requestFocus();
                this.open.run();
            }
        });
        // Right click or the keyboard's menu key: the same two choices, reachable without a mouse.
        setOnContextMenuRequested(e -> { e.consume(); showMenu(e.getScreenX(), e.getScreenY()); });
        addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER || e.getCode() == KeyCode.SPACE) {
                e.consume();
                this.open.run();
            } else if (e.getCode() == KeyCode.CONTEXT_MENU || e.getCode() == KeyCode.F10 && e.isShiftDown()) {
                // The menu key and Shift+F10, also where the platform sends no context-menu event.
                e.consume();
                Bounds b = localToScreen(getBoundsInLocal());
                if (b != null) showMenu(b.getMinX() + 24, b.getMinY() + 48);
            }
        });
    }

    GameInfo info() { return info; }

    /**
     * Shows the game as one row of the compact list (icon, name, kind, record) or as a card. The same
     * nodes move between the two, so focus, menu and record stay as they are.
     */
    void showAsRow(boolean asRow) {
        if (asRow == row) return;
        row = asRow;
        if (asRow) {
            names.getChildren().clear();
            top.getChildren().clear();
            footer.getChildren().clear();
            this.asRow.getChildren().setAll(badge, name, shelf, record, stats);
            getChildren().setAll(this.asRow);
            getStyleClass().add("game-row");
        } else {
            this.asRow.getChildren().clear();
            names.getChildren().setAll(name, shelf);
            top.getChildren().setAll(badge, names);
            footer.getChildren().setAll(record, footerGap, stats);
            getChildren().setAll(cardParts());
            getStyleClass().remove("game-row");
        }
    }

    boolean shownAsRow() { return row; }

    /** The parts of the card, top to bottom: the problem strip only while there is one. */
    private java.util.List<javafx.scene.Node> cardParts() {
        return problem == null ? java.util.List.of(top, description, push, footer) : java.util.List.of(top, description, problem, push, footer);
    }

    GameCategory category() { return category; }

    private void showMenu(double screenX, double screenY) {
        if (menu == null) {
            MenuItem openItem = new MenuItem("Open", new FontIcon("mdi2p-play"));
            openItem.setOnAction(e -> this.open.run());
            MenuItem statsItem = new MenuItem("Statistics", new FontIcon("mdi2c-chart-line"));
            statsItem.setOnAction(e -> showStats.run());
            menu = new ContextMenu(openItem, statsItem);
            // Closing the menu gives the keyboard back to this card at once (else Enter did nothing until Tab).
            menu.setOnHidden(e -> Platform.runLater(this::requestFocus));
        }
        if (!menu.isShowing()) menu.show(this, screenX, screenY);
    }

    /** Whether a click landed on {@code n} or inside it (the statistics button handles its own clicks). */
    private static boolean inside(Object target, javafx.scene.Node n) {
        for (Object t = target; t instanceof javafx.scene.Node node; t = node.getParent()) if (node == n) return true;
        return false;
    }

    void update(GameStatistics stats, boolean resumable) {
        record.setText(CardRecord.text(stats));
        if (resumable && resume == null) {
            resume = new Label();
            resume.getStyleClass().add("card-continue");
            resume.setGraphic(new FontIcon("mdi2p-play"));
            resume.setMouseTransparent(true);
            StackPane.setAlignment(resume, Pos.BOTTOM_RIGHT);
            resume.setTranslateX(7);
            resume.setTranslateY(7);
            badge.getChildren().add(resume);
        }
        if (resume != null) resume.setVisible(resumable);
        setAccessibleText(info.name() + (resumable ? ", unfinished" : "") + ". " + category.label() + ". " + info.description());
    }

    boolean showsContinue() { return resume != null && resume.isVisible(); }

    /** Shows why the game cannot be played (or hides the strip when it can). */
    void showProblem(java.util.Optional<String> why) {
        if (why.isPresent() && problem != null) { problem.setText(why.get()); return; }
        if (why.isEmpty() && problem == null) return;
        problem = why.map(GameCard::problemStrip).orElse(null);
        if (!row) getChildren().setAll(cardParts());
    }

    private static Label problemStrip(String why) {
        Label strip = new Label(why);
        strip.getStyleClass().addAll("card-problem", "notice", "warn");
        strip.setWrapText(true);
        strip.setMinHeight(Region.USE_PREF_SIZE);
        return strip;
    }

    /** The problem shown on the card, or empty (tests). */
    java.util.Optional<String> problem() { return problem == null ? java.util.Optional.empty() : java.util.Optional.of(problem.getText()); }

}
