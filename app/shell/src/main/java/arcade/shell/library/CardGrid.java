package arcade.shell.library;

import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.layout.Region;

import java.util.List;

/**
 * Cards in equal columns that fill the width: as many columns as fit with each card between
 * {@link #MIN_CARD} and {@link #MAX_CARD} pixels, the count chosen so the cards come nearest to
 * {@link #TARGET_CARD}, and the block centred. The cards of a row take the height of its tallest.
 */
final class CardGrid extends Region {
    static final double MIN_CARD = 228, TARGET_CARD = 290, MAX_CARD = 380, GAP = 16, ROW_GAP = 3;
    /** One game a row across the whole width (the compact list), instead of columns of cards. */
    private boolean rows;

    CardGrid() {
        getStyleClass().add("card-grid");
    }

    /** Shows {@code cards} in this order; the same cards again change nothing (a focused card keeps the keyboard). */
    void setCards(List<? extends Node> cards) {
        if (!getChildren().equals(cards)) getChildren().setAll(cards);
    }

    /** Lays the games out one a row over the whole width ({@code true}) or as columns of cards. */
    void showRows(boolean rows) {
        if (this.rows == rows) return;
        this.rows = rows;
        requestLayout();
    }

    private int columnsIn(double width) { return rows ? 1 : columns(width); }

    private double widthIn(double width, int columns) { return rows ? width : cardWidth(width, columns); }

    private double gap() { return rows ? ROW_GAP : GAP; }

    /** How many columns the library uses in {@code width} pixels. */
    static int columns(double width) {
        int most = Math.max(1, (int) Math.floor((width + GAP) / (MIN_CARD + GAP)));
        int best = 1;
        double bestDistance = Double.MAX_VALUE;
        for (int c = 1; c <= most; c++) {
            double w = (width - (c - 1) * GAP) / c;
            double distance = w > MAX_CARD ? (w - MAX_CARD) * 4 + Math.abs(w - TARGET_CARD) : Math.abs(w - TARGET_CARD);
            if (distance < bestDistance) { bestDistance = distance; best = c; }
        }
        return best;
    }

    /** The cards' width in {@code columns}: never narrower than {@link #MIN_CARD}, nor wider than {@link #MAX_CARD}. */
    static double cardWidth(double width, int columns) {
        return Math.min(MAX_CARD, Math.max(MIN_CARD, (width - (columns - 1) * GAP) / columns));
    }

    private double inner(double width) {
        Insets in = getInsets();
        return Math.max(0, width - in.getLeft() - in.getRight());
    }

    /** The height of each row of {@code cols} cards {@code cardWidth} wide. */
    private double[] rowHeights(int cols, double cardWidth) {
        // One layout pass asks this several times (the scroll pane's size, then the layout), and
        // each asks every card to wrap its text again; a change in any card clears it (requestLayout).
        if (cols == heightsCols && cardWidth == heightsWidth) return heights;
        List<Node> cards = getManagedChildren();
        double[] rows = new double[(cards.size() + cols - 1) / cols];
        for (int i = 0; i < cards.size(); i++) rows[i / cols] = Math.max(rows[i / cols], cards.get(i).prefHeight(cardWidth));
        heights = rows;
        heightsCols = cols;
        heightsWidth = cardWidth;
        return rows;
    }

    private double[] heights;
    private int heightsCols;
    private double heightsWidth = Double.NaN;

    @Override public void requestLayout() {
        heightsWidth = Double.NaN;
        super.requestLayout();
    }

    @Override protected double computePrefWidth(double height) {
        Insets in = getInsets();
        return in.getLeft() + in.getRight() + 3 * TARGET_CARD + 2 * GAP;
    }

    @Override protected double computeMinWidth(double height) {
        Insets in = getInsets();
        return in.getLeft() + in.getRight() + MIN_CARD;
    }

    @Override protected double computePrefHeight(double width) {
        double w = width < 0 ? computePrefWidth(-1) : width;
        int n = getManagedChildren().size();
        Insets in = getInsets();
        if (n == 0) return in.getTop() + in.getBottom();
        double inner = inner(w);
        int cols = columnsIn(inner);
        double[] heights = rowHeights(cols, widthIn(inner, cols));
        return in.getTop() + in.getBottom() + java.util.Arrays.stream(heights).sum() + (heights.length - 1) * gap();
    }

    @Override public javafx.geometry.Orientation getContentBias() { return javafx.geometry.Orientation.HORIZONTAL; }

    @Override protected void layoutChildren() {
        Insets in = getInsets();
        double inner = inner(getWidth());
        int cols = columnsIn(inner);
        double w = widthIn(inner, cols);
        double[] heights = rowHeights(cols, w);
        // The block of columns is centred; a short row starts in the first column, so that the
        // Continue row and the games below it share their columns.
        double left = in.getLeft() + Math.max(0, (inner - (cols * w + (cols - 1) * GAP)) / 2);
        List<Node> cards = getManagedChildren();
        double y = in.getTop();
        for (int i = 0; i < cards.size(); i++) {
            int row = i / cols, col = i % cols;
            if (col == 0 && row > 0) y += heights[row - 1] + gap();
            cards.get(i).resizeRelocate(snapPositionX(left + col * (w + GAP)), snapPositionY(y), snapSizeX(w), snapSizeY(heights[row]));
        }
    }
}
