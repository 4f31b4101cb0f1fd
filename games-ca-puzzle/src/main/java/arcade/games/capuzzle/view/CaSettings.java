package arcade.games.capuzzle.view;

import arcade.games.capuzzle.view.parts.StateColours;

import java.util.function.Consumer;

/**
 * The visual settings kept between runs (THESIS.md 11): the board's cell size (used once the player
 * zooms; until then the board fits the window) and gap, state numbers, row and column labels,
 * the overview's cell size and rule gap, glyphs for colour-blind play, the last params played,
 * the highlight and border colours (null: the theme's), how states are coloured, the
 * generator's cell size and marking colour for painted cells, and whether undo is allowed.
 * Fields added later are wrappers: a file written before them reads as null, the default.
 */
public record CaSettings(int version, int cellSize, int gap, boolean showNumbers, int ruleCellSize, int ruleGap, boolean glyphs,
                         String lastParams, String highlight, String border, StateColours stateColours, int generatorCell, String generatorMark,
                         Boolean allowUndo, Boolean fitBoard, Boolean labels) {
    static final String FILE = "settings";

    static CaSettings defaults() {
        return new CaSettings(1, 28, 1, true, 18, 10, false, null, null, null, StateColours.AUTOMATON, 20, null, true, true, true);
    }

    /** Values from an older or hand-edited file, brought into range; a colour that does not parse falls back to the theme's. */
    CaSettings sanitized() {
        return new CaSettings(1, clamp(cellSize, 8, 80, 28), Math.max(0, Math.min(10, gap)), showNumbers, clamp(ruleCellSize, 6, 80, 18),
                Math.max(0, Math.min(40, ruleGap)), glyphs, lastParams, colourOrNull(highlight), colourOrNull(border),
                stateColours == null ? StateColours.AUTOMATON : stateColours, clamp(generatorCell, 8, 60, 20), colourOrNull(generatorMark),
                undoAllowed(), fitsBoard(), showsLabels());
    }

    /** Undo is allowed unless the player switched it off (a file from before the setting has none: allowed). */
    boolean undoAllowed() { return allowUndo == null || allowUndo; }

    /** The board is scaled to the window until the player zooms. */
    boolean fitsBoard() { return fitBoard == null || fitBoard; }

    /** Row and column numbers around the board. */
    boolean showsLabels() { return labels == null || labels; }

    private static int clamp(int v, int lo, int hi, int def) { return v == 0 ? def : Math.max(lo, Math.min(hi, v)); }

    private static String colourOrNull(String web) {
        if (web == null) return null;
        try {
            javafx.scene.paint.Color.web(web);
            return web;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The fields, to change a few and build the settings again. */
    private static final class Edit {
        int cellSize, gap, ruleCellSize, ruleGap, generatorCell;
        boolean showNumbers, glyphs, allowUndo, fitBoard, labels;
        String lastParams, highlight, border, generatorMark;
        StateColours stateColours;

        Edit(CaSettings s) {
            cellSize = s.cellSize; gap = s.gap; showNumbers = s.showNumbers; ruleCellSize = s.ruleCellSize; ruleGap = s.ruleGap;
            glyphs = s.glyphs; lastParams = s.lastParams; highlight = s.highlight; border = s.border; stateColours = s.stateColours;
            generatorCell = s.generatorCell; generatorMark = s.generatorMark; allowUndo = s.undoAllowed(); fitBoard = s.fitsBoard();
            labels = s.showsLabels();
        }

        CaSettings build() {
            return new CaSettings(1, cellSize, gap, showNumbers, ruleCellSize, ruleGap, glyphs, lastParams, highlight, border, stateColours,
                    generatorCell, generatorMark, allowUndo, fitBoard, labels).sanitized();
        }
    }

    private CaSettings edit(Consumer<Edit> change) {
        Edit e = new Edit(this);
        change.accept(e);
        return e.build();
    }

    /** A fixed cell size: the player zoomed, so the board no longer follows the window. */
    CaSettings withCellSize(int v) { return edit(e -> { e.cellSize = v; e.fitBoard = false; }); }
    CaSettings withFitBoard(boolean v) { return edit(e -> e.fitBoard = v); }
    CaSettings withLabels(boolean v) { return edit(e -> e.labels = v); }
    CaSettings withGap(int v) { return edit(e -> e.gap = v); }
    CaSettings withShowNumbers(boolean v) { return edit(e -> e.showNumbers = v); }
    CaSettings withRuleCellSize(int v) { return edit(e -> e.ruleCellSize = v); }
    CaSettings withRuleGap(int v) { return edit(e -> e.ruleGap = v); }
    CaSettings withGlyphs(boolean v) { return edit(e -> e.glyphs = v); }
    CaSettings withLastParams(String p) { return edit(e -> e.lastParams = p); }
    /** null: back to the theme's colour. */
    CaSettings withHighlight(String web) { return edit(e -> e.highlight = web); }
    /** null: back to the theme's colour. */
    CaSettings withBorder(String web) { return edit(e -> e.border = web); }
    CaSettings withGeneratorCell(int v) { return edit(e -> e.generatorCell = v); }
    /** null: the theme's text colour. */
    CaSettings withGeneratorMark(String web) { return edit(e -> e.generatorMark = web); }
    CaSettings withAllowUndo(boolean v) { return edit(e -> e.allowUndo = v); }
    CaSettings withStateColours(StateColours v) { return edit(e -> e.stateColours = v); }
}
