package arcade.games.capuzzle.view;

/**
 * The visual settings kept between runs (§4.3): board cell size and gap, state numbers, the
 * overview's cell size and rule gap, glyphs for colour-blind play, the last params played, the
 * highlight and border colours (null: the theme's), how states are coloured, and the
 * generator's cell size and marking colour for painted cells, and whether undo is allowed.
 */
public record CaSettings(int version, int cellSize, int gap, boolean showNumbers, int ruleCellSize, int ruleGap, boolean glyphs,
                         String lastParams, String highlight, String border, StateColours stateColours, int generatorCell, String generatorMark,
                         Boolean allowUndo) {
    static final String FILE = "settings";

    static CaSettings defaults() { return new CaSettings(1, 28, 1, true, 18, 10, false, null, null, null, StateColours.AUTOMATON, 20, null, true); }

    /** Values from an older or hand-edited file, brought into range; a colour that does not parse falls back to the theme's. */
    CaSettings sanitized() {
        return new CaSettings(1, clamp(cellSize, 8, 80, 28), Math.max(0, Math.min(10, gap)), showNumbers, clamp(ruleCellSize, 6, 80, 18),
                Math.max(0, Math.min(40, ruleGap)), glyphs, lastParams, colourOrNull(highlight), colourOrNull(border),
                stateColours == null ? StateColours.AUTOMATON : stateColours, clamp(generatorCell, 8, 60, 20), colourOrNull(generatorMark),
                undoAllowed());
    }

    /** Undo is allowed unless the player switched it off (a file from before the setting has none: allowed). */
    boolean undoAllowed() { return allowUndo == null || allowUndo; }

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

    CaSettings withCellSize(int v) { return new CaSettings(1, v, gap, showNumbers, ruleCellSize, ruleGap, glyphs, lastParams, highlight, border, stateColours, generatorCell, generatorMark, allowUndo).sanitized(); }
    CaSettings withGap(int v) { return new CaSettings(1, cellSize, v, showNumbers, ruleCellSize, ruleGap, glyphs, lastParams, highlight, border, stateColours, generatorCell, generatorMark, allowUndo).sanitized(); }
    CaSettings withShowNumbers(boolean v) { return new CaSettings(1, cellSize, gap, v, ruleCellSize, ruleGap, glyphs, lastParams, highlight, border, stateColours, generatorCell, generatorMark, allowUndo); }
    CaSettings withRuleCellSize(int v) { return new CaSettings(1, cellSize, gap, showNumbers, v, ruleGap, glyphs, lastParams, highlight, border, stateColours, generatorCell, generatorMark, allowUndo).sanitized(); }
    CaSettings withRuleGap(int v) { return new CaSettings(1, cellSize, gap, showNumbers, ruleCellSize, v, glyphs, lastParams, highlight, border, stateColours, generatorCell, generatorMark, allowUndo).sanitized(); }
    CaSettings withGlyphs(boolean v) { return new CaSettings(1, cellSize, gap, showNumbers, ruleCellSize, ruleGap, v, lastParams, highlight, border, stateColours, generatorCell, generatorMark, allowUndo); }
    CaSettings withLastParams(String p) { return new CaSettings(1, cellSize, gap, showNumbers, ruleCellSize, ruleGap, glyphs, p, highlight, border, stateColours, generatorCell, generatorMark, allowUndo); }
    /** null: back to the theme's colour. */
    CaSettings withHighlight(String web) { return new CaSettings(1, cellSize, gap, showNumbers, ruleCellSize, ruleGap, glyphs, lastParams, web, border, stateColours, generatorCell, generatorMark, allowUndo).sanitized(); }
    /** null: back to the theme's colour. */
    CaSettings withBorder(String web) { return new CaSettings(1, cellSize, gap, showNumbers, ruleCellSize, ruleGap, glyphs, lastParams, highlight, web, stateColours, generatorCell, generatorMark, allowUndo).sanitized(); }
    CaSettings withGeneratorCell(int v) { return new CaSettings(1, cellSize, gap, showNumbers, ruleCellSize, ruleGap, glyphs, lastParams, highlight, border, stateColours, v, generatorMark, allowUndo).sanitized(); }
    /** null: the theme's text colour. */
    CaSettings withGeneratorMark(String web) { return new CaSettings(1, cellSize, gap, showNumbers, ruleCellSize, ruleGap, glyphs, lastParams, highlight, border, stateColours, generatorCell, web, allowUndo).sanitized(); }
    CaSettings withAllowUndo(boolean v) { return new CaSettings(1, cellSize, gap, showNumbers, ruleCellSize, ruleGap, glyphs, lastParams, highlight, border, stateColours, generatorCell, generatorMark, v); }
    CaSettings withStateColours(StateColours v) { return new CaSettings(1, cellSize, gap, showNumbers, ruleCellSize, ruleGap, glyphs, lastParams, highlight, border, v, generatorCell, generatorMark, allowUndo).sanitized(); }
}
