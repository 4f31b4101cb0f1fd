package arcade.games.capuzzle.view;

/**
 * The visual settings kept between runs (§4.3): board cell size and gap, state numbers, the
 * overview's cell size and rule gap, glyphs for colour-blind play, and the last params played.
 */
public record CaSettings(int version, int cellSize, int gap, boolean showNumbers, int ruleCellSize, int ruleGap, boolean glyphs,
                         String lastParams) {
    static final String FILE = "settings";

    static CaSettings defaults() { return new CaSettings(1, 28, 1, true, 18, 10, false, null); }

    /** Values from an older or hand-edited file, brought into range. */
    CaSettings sanitized() {
        return new CaSettings(1, clamp(cellSize, 8, 80, 28), Math.max(0, Math.min(10, gap)), showNumbers, clamp(ruleCellSize, 6, 80, 18),
                Math.max(0, Math.min(40, ruleGap)), glyphs, lastParams);
    }

    private static int clamp(int v, int lo, int hi, int def) { return v == 0 ? def : Math.max(lo, Math.min(hi, v)); }

    CaSettings withCellSize(int v) { return new CaSettings(1, v, gap, showNumbers, ruleCellSize, ruleGap, glyphs, lastParams).sanitized(); }
    CaSettings withGap(int v) { return new CaSettings(1, cellSize, v, showNumbers, ruleCellSize, ruleGap, glyphs, lastParams).sanitized(); }
    CaSettings withShowNumbers(boolean v) { return new CaSettings(1, cellSize, gap, v, ruleCellSize, ruleGap, glyphs, lastParams); }
    CaSettings withRuleCellSize(int v) { return new CaSettings(1, cellSize, gap, showNumbers, v, ruleGap, glyphs, lastParams).sanitized(); }
    CaSettings withRuleGap(int v) { return new CaSettings(1, cellSize, gap, showNumbers, ruleCellSize, v, glyphs, lastParams).sanitized(); }
    CaSettings withGlyphs(boolean v) { return new CaSettings(1, cellSize, gap, showNumbers, ruleCellSize, ruleGap, v, lastParams); }
    CaSettings withLastParams(String p) { return new CaSettings(1, cellSize, gap, showNumbers, ruleCellSize, ruleGap, glyphs, p); }
}
