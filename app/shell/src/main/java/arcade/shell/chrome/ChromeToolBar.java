package arcade.shell.chrome;

import javafx.geometry.HPos;
import javafx.geometry.Insets;
import javafx.geometry.VPos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Supplier;

/**
 * The chrome's toolbar. Unlike a JavaFX {@code ToolBar}, which hides whatever does not fit behind
 * an unlabelled chevron, this one gives way in a fixed order when the window is narrow: first the
 * game's name shrinks to its icon (the window title still says it), then whole groups of buttons
 * move into the "More" menu at the right end, least used first. Nothing is ever cut short.
 */
final class ChromeToolBar extends Region {
    /**
     * A run of buttons with its menu equivalent. {@code giveWay}: the lower, the sooner it moves
     * into the More menu; {@code right}: placed at the right end.
     */
    record Group(String id, HBox box, boolean right, int giveWay, Supplier<List<MenuItem>> menuItems) {}

    private static final double GAP = 4;
    private static final double GROUP_GAP = 14;

    private final Node lead;
    private final Label name;
    private final Label nameIcon;
    private final List<Group> groups = new ArrayList<>();
    private final MenuButton more = new MenuButton("More", new FontIcon("mdi2d-dots-horizontal"));

    ChromeToolBar(Node lead, Label name, String iconLiteral) {
        this.lead = lead;
        this.name = name;
        this.nameIcon = new Label(null, arcade.shell.theme.Icons.of(iconLiteral));
        nameIcon.getGraphic().getStyleClass().add("chrome-game-icon");
        nameIcon.getStyleClass().add("chrome-game-name");
        nameIcon.setTooltip(new Tooltip(name.getText()));
        more.setId("tool-more");
        more.getStyleClass().addAll("chrome-button", "chrome-more");
        more.setFocusTraversable(false);
        more.setMinWidth(Region.USE_PREF_SIZE);
        more.setTooltip(new Tooltip("Commands that do not fit the window"));
        more.setOnShowing(e -> fillMore());
        getStyleClass().add("chrome-toolbar");
        setId("chrome-toolbar");
        getChildren().addAll(lead, name, nameIcon, more);
    }

    void add(Group g) {
        g.box().setSpacing(GAP);
        g.box().setMinWidth(Region.USE_PREF_SIZE);
        g.box().getStyleClass().add("chrome-group");
        g.box().setId("group-" + g.id());
        groups.add(g);
        getChildren().add(g.box());
        requestLayout();
    }

    /** The groups shown now (tests and the More menu read this after a layout pass). */
    List<String> shownGroups() { return groups.stream().filter(g -> g.box().isVisible()).map(Group::id).toList(); }

    boolean nameShown() { return name.isVisible(); }

    MenuButton moreButton() { return more; }

    private void fillMore() {
        List<MenuItem> items = new ArrayList<>();
        for (Group g : groups) {
            if (g.box().isVisible() || g.box().getChildren().isEmpty()) continue;
            if (!items.isEmpty()) items.add(new SeparatorMenuItem());
            items.addAll(g.menuItems().get());
        }
        more.getItems().setAll(items);
    }

    private static double w(Node n) { return n.prefWidth(-1); }

    private double needed(boolean fullName, List<Group> shown, boolean withMore) {
        Insets in = getInsets();
        double total = in.getLeft() + in.getRight() + w(lead) + GAP + w(fullName ? name : nameIcon);
        for (Group g : shown) total += GROUP_GAP + w(g.box());
        if (withMore) total += GROUP_GAP + w(more);
        return total;
    }

    private List<Group> nonEmpty() { return groups.stream().filter(g -> !g.box().getChildren().isEmpty()).toList(); }

    @Override protected double computePrefWidth(double height) { return needed(true, nonEmpty(), false); }

    @Override protected double computeMinWidth(double height) { return needed(false, List.of(), true); }

    @Override protected double computePrefHeight(double width) {
        double h = Math.max(Math.max(lead.prefHeight(-1), name.prefHeight(-1)), more.prefHeight(-1));
        for (Group g : groups) h = Math.max(h, g.box().prefHeight(-1));
        return getInsets().getTop() + h + getInsets().getBottom();
    }

    @Override protected double computeMinHeight(double width) { return computePrefHeight(width); }

    @Override protected void layoutChildren() {
        double avail = getWidth();
        List<Group> shown = new ArrayList<>(nonEmpty());
        boolean fullName = needed(true, shown, false) <= avail;
        if (!fullName) {
            List<Group> byGiveWay = new ArrayList<>(shown);
            byGiveWay.sort(Comparator.comparingInt(Group::giveWay));
            List<Group> moved = new ArrayList<>();
            for (Group g : byGiveWay) {
                if (needed(false, shown, shown.size() < nonEmpty().size()) <= avail) break;
                shown.remove(g);
                moved.add(0, g);
            }
            // A small group that moved early may fit again beside the room a bigger one left.
            for (Group g : moved) {
                List<Group> with = new ArrayList<>(shown);
                with.add(g);
                if (needed(false, with, with.size() < nonEmpty().size()) <= avail) shown.add(g);
            }
        }
        boolean withMore = shown.size() < nonEmpty().size();
        name.setVisible(fullName);
        nameIcon.setVisible(!fullName);
        more.setVisible(withMore);
        for (Group g : groups) g.box().setVisible(shown.contains(g));

        Insets in = getInsets();
        double top = in.getTop(), h = getHeight() - in.getTop() - in.getBottom();
        double x = in.getLeft();
        x = place(lead, x, top, h) + GAP;
        Node title = fullName ? name : nameIcon;
        place(fullName ? nameIcon : name, x, top, h);
        x = place(title, x, top, h);
        double right = getWidth() - in.getRight();
        if (withMore) right = placeRight(more, right, top, h) - GROUP_GAP;
        else place(more, right, top, h);
        for (int i = groups.size() - 1; i >= 0; i--) {
            Group g = groups.get(i);
            if (g.right() && shown.contains(g)) right = placeRight(g.box(), right, top, h) - GROUP_GAP;
        }
        for (Group g : groups) {
            if (!g.right() && shown.contains(g)) x = place(g.box(), x + GROUP_GAP, top, h);
            else if (!shown.contains(g)) place(g.box(), x, top, h);
        }
    }

    private double place(Node n, double x, double top, double h) {
        double w = w(n);
        layoutInArea(n, x, top, w, h, 0, HPos.LEFT, VPos.CENTER);
        return x + w;
    }

    private double placeRight(Node n, double right, double top, double h) {
        double w = w(n);
        layoutInArea(n, right - w, top, w, h, 0, HPos.LEFT, VPos.CENTER);
        return right - w;
    }
}
