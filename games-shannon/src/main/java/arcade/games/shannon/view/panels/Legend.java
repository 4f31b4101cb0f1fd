package arcade.games.shannon.view.panels;

import arcade.games.shannon.view.board.BoardMarks;
import arcade.games.shannon.view.board.BoardOverlay;

import arcade.games.shannon.model.Side;
import javafx.geometry.Pos;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.List;

/**
 * The strip under the board saying what the drawn colours mean, exactly for what is drawn now
 * (the links, the analysis, a hint's or a reviewed move's explanation), with the switches for the
 * coordinates and the Bridg-It dot view. The keys wrap onto a second line in a narrow window and
 * the switches stand one above the other, so the strip keeps one height whatever it explains.
 */
public final class Legend {
    private final HBox root = new HBox();
    private final FlowPane keys = new FlowPane();
    private final CheckBox dots = new CheckBox("Draw Bridg-It as dots");
    private final CheckBox coordinates = new CheckBox("Coordinates");
    private List<String> shown = List.of();

    public Legend() {
        root.getStyleClass().add("shannon-legend");
        keys.getStyleClass().add("keys");
        dots.setSelected(true);
        coordinates.setSelected(true);
        for (CheckBox c : List.of(dots, coordinates)) c.setFocusTraversable(false);
        coordinates.setTooltip(new javafx.scene.control.Tooltip("Column letters and row numbers: the names the moves are given in"));
        VBox switches = new VBox(coordinates, dots);
        switches.getStyleClass().add("switches");
        switches.setMinWidth(Region.USE_PREF_SIZE);
        HBox.setHgrow(keys, Priority.ALWAYS);
        // two lines of keys at most: the strip's height stays that of the two switches
        keys.setMinWidth(0);
        keys.prefWrapLengthProperty().bind(root.widthProperty().subtract(switches.widthProperty()).subtract(60));
        root.getChildren().addAll(keys, switches);
        setBridgIt(false);
        show(new BoardMarks(-1, null, -1, -1, java.util.Set.of(), null, -1, -1, true), false, Side.SHORT, false);
    }

    /** The switch between the Bridg-It dot grid and the graph view. */
    public javafx.beans.property.BooleanProperty dotsProperty() { return dots.selectedProperty(); }

    /** The switch for the coordinates drawn on the board. */
    public javafx.beans.property.BooleanProperty coordinatesProperty() { return coordinates.selectedProperty(); }

    /** The dot-view switch is offered on Bridg-It boards only (it keeps its place, so nothing moves). */
    public void setBridgIt(boolean on) {
        dots.setVisible(on);
        dots.setDisable(!on);
    }

    public HBox node() { return root; }

    /** The texts of the keys shown, in order (for tests). */
    public List<String> keys() { return shown; }

    /**
     * Explains the marks drawn: {@code dotView} when Bridg-It is drawn as dots, {@code mover} the side
     * to move in the position shown (whose move a dashed link shows), {@code analysis} when the
     * overlay is the Analysis rather than the explanation of a hint or a reviewed move.
     */
    public void show(BoardMarks m, boolean dotView, Side mover, boolean analysis) {
        List<HBox> items = new ArrayList<>();
        BoardOverlay o = m.overlay();
        boolean explaining = (o != null && !o.isEmpty()) || m.played() >= 0 || m.better() >= 0 || m.hint() >= 0;
        if (!explaining && dotView) {
            items.add(item("Short's bridge (joins A's side to B's)", "healed"));
            items.add(item("Cut's bridge", "stub"));
        } else if (!explaining) {
            items.add(item("healed link (Short)", "healed"));
            items.add(item("sick link, still free", "free"));
            items.add(item("cut link (Cut; the last one bright)", "stub"));
        }
        String heal = dotView ? "bridge" : "link";
        if (m.played() >= 0)
            items.add(dashed((mover == Side.SHORT ? "healed" : "cut") + " next (dashed)", mover == Side.SHORT ? "healed" : "stub"));
        if (m.better() >= 0) items.add(item("would have kept the win", "hint"));
        if (m.hint() >= 0) items.add(item("hint", "hint"));
        if (o != null) {
            if (!o.tree1().isEmpty()) items.add(item("Short's tree 1", "tree1"));
            if (!o.tree2().isEmpty()) items.add(item("Short's tree 2", "tree2"));
            if (!o.cut().isEmpty()) items.add(item("narrowest cut", "cut"));
            if (!o.path().isEmpty()) items.add(item("shortest route", "path"));
            if (o.move() >= 0) items.add(item(analysis ? "best move" : "the answer", "move"));
        }
        if (items.isEmpty()) items.add(item("free " + heal, "free"));
        List<String> texts = items.stream().map(h -> ((Label) h.getChildren().get(h.getChildren().size() - 1)).getText()).toList();
        if (texts.equals(shown)) return;
        shown = texts;
        keys.getChildren().setAll(items);
    }

    private static HBox item(String text, String swatch) {
        Region r = new Region();
        r.getStyleClass().addAll("legend-swatch", swatch);
        HBox h = new HBox(6, r, new Label(text));
        h.setAlignment(Pos.CENTER_LEFT);
        return h;
    }

    /** A swatch in three dashes, like a move drawn dashed on the board. */
    private static HBox dashed(String text, String swatch) {
        HBox dashes = new HBox(2);
        for (int i = 0; i < 3; i++) {
            Region r = new Region();
            r.getStyleClass().addAll("legend-swatch", "dash", swatch);
            dashes.getChildren().add(r);
        }
        dashes.setAlignment(Pos.CENTER_LEFT);
        HBox h = new HBox(6, dashes, new Label(text));
        h.setAlignment(Pos.CENTER_LEFT);
        return h;
    }
}
