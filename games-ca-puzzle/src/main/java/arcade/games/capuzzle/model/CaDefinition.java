package arcade.games.capuzzle.model;

import arcade.api.model.GameDefinition;
import arcade.api.model.GameId;
import arcade.api.model.GameRules;
import arcade.api.model.Measure;
import arcade.api.model.ParamsException;
import arcade.api.model.PlayerId;
import arcade.api.model.Preset;
import arcade.api.model.UndoPolicy;
import arcade.api.session.Rng;
import arcade.games.capuzzle.automaton.Automaton;
import arcade.games.capuzzle.automaton.AutomatonFormat;
import arcade.games.capuzzle.automaton.AutomatonFormatException;
import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.Kind;
import arcade.games.capuzzle.automaton.PictureSetup;
import arcade.games.capuzzle.automaton.Puzzle;
import arcade.games.capuzzle.automaton.Scoring;
import arcade.games.capuzzle.solver.Grade;
import arcade.games.capuzzle.model.CaMove;
import arcade.games.capuzzle.model.CaRules;
import arcade.games.capuzzle.model.CaState;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * Turns a game id into a puzzle. {@code params#seed}: a random initial row from the seed (a
 * picture automaton: one of its own rows). {@code params:desc}: the initial row as digits, and
 * for an own automaton {@code <ext>.<base64 file>.<digits>}. Fair params add clues until the
 * revealed cells determine the board by deduction.
 */
public final class CaDefinition implements GameDefinition<CaState, CaMove> {
    /** Undo allowed (and counted): the default. */
    public static final CaDefinition INSTANCE = new CaDefinition(UndoPolicy.COUNTED);
    /** The same game without undo, as the thesis has it, for players who switch undo off. */
    public static final CaDefinition WITHOUT_UNDO = new CaDefinition(UndoPolicy.NONE);

    private static final CaRules RULES = new CaRules();
    private static final PuzzleParamsCodec CODEC = new PuzzleParamsCodec();
    private static final List<Preset> PRESETS = List.of(
            new Preset("rule30-10x10-flat-easy", "Rule 30, 10×10, Easy"),
            new Preset("rule30-12x12-flat-medium", "Rule 30, 12×12, Medium"),
            new Preset("rule90-15x12-cyclic-medium", "Rule 90, 15×12 cyclic, Medium"),
            new Preset("rule110-12x12-flat-hard", "Rule 110, 12×12, Hard"),
            new Preset("sum3-12x12-flat-hard", "Sum mod 3, 12×12, Hard"),
            new Preset("diff4-14x12-flat-hard", "Difference of 4, 14×12, Hard"),
            new Preset("rule110-16x16-flat-expert", "Rule 110, 16×16, Expert"),
            new Preset("sum10-20x16-flat-expert", "Sum mod 10, 20×16, Expert"),
            new Preset("rule30-10x10-flat", "Rule 30, 10×10, as in the thesis"));
    /** Initial rows a graded puzzle tries (from its seed) to reach its grade; the closest below it is kept otherwise. */
    static final int GRADED_TRIES = 6;

    private final java.util.function.Supplier<UndoPolicy> undo;

    private CaDefinition(UndoPolicy undo) { this.undo = () -> undo; }

    private CaDefinition(java.util.function.BooleanSupplier undoAllowed) {
        this.undo = () -> undoAllowed.getAsBoolean() ? UndoPolicy.COUNTED : UndoPolicy.NONE;
    }

    /** The definition for the player's "Allow undo" setting. */
    public static CaDefinition withUndo(boolean allowed) { return allowed ? INSTANCE : WITHOUT_UNDO; }

    /** The definition that follows the player's "Allow undo" setting as it is when each puzzle starts. */
    public static CaDefinition following(java.util.function.BooleanSupplier undoAllowed) { return new CaDefinition(undoAllowed); }

    @Override public GameRules<CaState, CaMove> rules() { return RULES; }

    @Override public PuzzleParamsCodec params() { return CODEC; }

    @Override public List<Preset> presets() { return PRESETS; }

    @Override public OptionalDouble score(CaState s, PlayerId p) { return OptionalDouble.of(s.score()); }

    @Override public Set<Measure> measures() { return Set.of(Measure.SCORE); }

    /**
     * With undo allowed it is there for slips of the mouse, but counted, and a game that used it
     * sets no best score; without it (the thesis's rule) a guess is final.
     */
    @Override public UndoPolicy undoPolicy() { return undo.get(); }

    @Override public CaState initialState(GameId id) { return CaState.start(puzzle(id)); }

    /** The puzzle an id names. */
    public Puzzle puzzle(GameId id) {
        PuzzleParams p = CODEC.parse(id.params());
        CODEC.validate(p);
        Automaton a;
        String rowText = null;
        if (p.automaton().equals(PuzzleParams.CUSTOM)) {
            String desc = id.description().orElseThrow(() -> new ParamsException("an own automaton is started from its file, not from a seed"));
            String[] parts = desc.split("\\.", -1);
            if (parts.length != 3) throw new ParamsException("the game description is damaged");
            a = decodeAutomaton(parts[0], parts[1]);
            rowText = parts[2];
        } else {
            a = Library.find(p.automaton()).orElseThrow().automaton();
            rowText = id.description().orElse(null);
        }
        PictureSetup pic = a.picture();
        Board board = pic != null ? new Board(pic.width(), pic.generations(), pic.cyclic(), pic.border())
                : new Board(p.width(), p.generations(), p.cyclic(), 0);
        if (board.width() != p.width() || board.generations() != p.generations() || board.cyclic() != p.cyclic())
            throw new ParamsException("the automaton's own board does not match the puzzle size");
        if (p.mode().grade().isPresent()) return graded(a, board, rowText, id.seed(), p.mode().grade().get());
        int[] row0 = rowText != null ? parseRow(rowText, board.width(), a.states()) : randomRow(a, board, id.seed());
        Puzzle puzzle = Puzzle.thesis(a, board, row0, Scoring.THESIS);
        return p.mode() == Mode.FAIR ? FairMode.makeFair(puzzle) : puzzle;
    }

    /**
     * A puzzle aimed at a grade: from the given row, or from up to {@link #GRADED_TRIES} rows
     * drawn from the seed until one reaches the grade (else the hardest one below it).
     */
    private static Puzzle graded(Automaton a, Board board, String rowText, long seed, Grade grade) {
        GradedMode.Result best = null;
        int tries = rowText != null ? 1 : a.picture() != null ? Math.min(GRADED_TRIES, a.picture().initialRows().size()) : GRADED_TRIES;
        for (int k = 0; k < tries; k++) {
            int[] row0 = rowText != null ? parseRow(rowText, board.width(), a.states())
                    : a.picture() != null && k > 0 ? a.picture().initialRows().get(k) : randomRow(a, board, k == 0 ? seed : new Rng(seed).nextLong() + k);
            GradedMode.Result r = GradedMode.make(Puzzle.thesis(a, board, row0, Scoring.THESIS), grade);
            if (best == null || r.rating().grade().ordinal() > best.rating().grade().ordinal()) best = r;
            if (best.rating().grade() == grade) break;
        }
        return best.puzzle();
    }

    private static int[] randomRow(Automaton a, Board board, long seed) {
        Rng rng = new Rng(seed);
        if (a.picture() != null) {
            List<int[]> rows = a.picture().initialRows();
            return rows.get(rng.nextInt(rows.size()));
        }
        int[] row = new int[board.width()];
        for (int i = 0; i < row.length; i++) row[i] = rng.nextInt(a.states());
        return row;
    }

    private static int[] parseRow(String text, int width, int states) {
        if (text.length() != width) throw new ParamsException("the initial row needs " + width + " digits, not " + text.length());
        int[] row = new int[width];
        for (int i = 0; i < width; i++) {
            int v = text.charAt(i) - '0';
            if (v < 0 || v >= states) throw new ParamsException("the initial row may use the digits 0 to " + (states - 1) + " only");
            row[i] = v;
        }
        return row;
    }

    /** The game id of an own automaton (from a file or the editor) with a given initial row. */
    public static GameId customGame(Automaton a, int width, int generations, boolean cyclic, Mode mode, int[] row0) {
        StringBuilder digits = new StringBuilder();
        for (int v : row0) digits.append(v);
        String file = Base64.getUrlEncoder().withoutPadding().encodeToString(AutomatonFormat.format(a).getBytes(StandardCharsets.UTF_8));
        String params = CODEC.format(new PuzzleParams(PuzzleParams.CUSTOM, width, generations, cyclic, mode));
        return GameId.described(params, a.kind().extension() + "." + file + "." + digits);
    }

    /** The automaton stored in an own game's id. */
    public static Automaton decodeAutomaton(String ext, String base64) {
        Kind kind = Kind.ofFileName("x." + ext);
        if (kind == null) throw new ParamsException("the game description names no automaton kind");
        try {
            return AutomatonFormat.parse(kind, new String(Base64.getUrlDecoder().decode(base64), StandardCharsets.UTF_8));
        } catch (IllegalArgumentException | AutomatonFormatException e) {
            throw new ParamsException("the automaton in the game description is damaged");
        }
    }
}
