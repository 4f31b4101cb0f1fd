package arcade.games.capuzzle.editor;

import arcade.games.capuzzle.automaton.Automaton;
import arcade.games.capuzzle.automaton.AutomatonFormat;
import arcade.games.capuzzle.automaton.AutomatonFormatException;
import arcade.games.capuzzle.automaton.Kind;
import arcade.games.capuzzle.automaton.PictureSetup;
import arcade.games.capuzzle.automaton.Rule;

import java.util.ArrayList;
import java.util.List;

/**
 * The rule editor's document (THESIS.md 11): the automaton being edited and whether it changed since it
 * was opened or saved. Results cycle through the states; a picture automaton's undefined rule
 * cycles through "no rule" as well. Every edit keeps the automaton valid, so a saved file is
 * always playable.
 */
public final class EditorModel {
    private Automaton automaton;
    private boolean dirty;

    public EditorModel(Automaton automaton) { this.automaton = automaton; }

    /** A new automaton from the parameters dialog: every configuration, results 0, the default colours. */
    public static EditorModel newAutomaton(Kind kind, int states) {
        EditorModel m = new EditorModel(Automaton.template(kind, states));
        m.dirty = true;
        return m;
    }

    public static EditorModel open(String fileName, String text) throws AutomatonFormatException {
        return new EditorModel(AutomatonFormat.parse(fileName, text));
    }

    public Automaton automaton() { return automaton; }
    public boolean isDirty() { return dirty; }

    /** The rules the editor shows: a complete list for common and totalistic, every triple for a picture automaton. */
    public List<Rule> rows() {
        if (automaton.kind() != Kind.PICTURE) return automaton.rules();
        int n = automaton.states();
        List<Rule> out = new ArrayList<>();
        for (int l = n - 1; l >= 0; l--) for (int c = n - 1; c >= 0; c--) for (int r = n - 1; r >= 0; r--)
            out.add(new Rule(l, c, r, automaton.result(l, c, r)));
        return out;
    }

    /** Next (step +1) or previous (−1) result of a rule; a picture rule also passes through "undefined". */
    public void cycleResult(int l, int c, int r, int step) {
        int n = automaton.states();
        int cur = automaton.result(l, c, r);
        int span = automaton.kind() == Kind.PICTURE ? n + 1 : n;
        int idx = automaton.kind() == Kind.PICTURE ? cur + 1 : cur;
        int next = Math.floorMod(idx + step, span) - (automaton.kind() == Kind.PICTURE ? 1 : 0);
        change(automaton.withResult(l, c, r, next));
    }

    public void setColour(int state, String colour) { change(automaton.withColour(state, colour)); }

    public void setDescription(String text) { if (!text.equals(automaton.description())) change(automaton.withDescription(text)); }

    /** Cycles one cell of a picture automaton's first initial row. */
    public void cycleInitialCell(int col, int step) {
        PictureSetup p = automaton.picture();
        if (p == null) throw new IllegalStateException("only a picture automaton has an initial row");
        List<int[]> rows = p.initialRows();
        int[] first = rows.get(0);
        first[col] = Math.floorMod(first[col] + step, automaton.states());
        List<int[]> all = new ArrayList<>(rows);
        all.set(0, first);
        change(automaton.withPicture(new PictureSetup(p.width(), p.generations(), p.cyclic(), p.border(), all)));
    }

    /**
     * Sets every rule from a formula (see {@link RuleFormula}); a picture automaton then defines
     * every rule. A totalistic automaton needs a formula that does not depend on the order of
     * l, c and r. Nothing changes when the formula is refused.
     */
    public void fillFromFormula(String text) {
        RuleFormula f = RuleFormula.parse(text);
        int n = automaton.states();
        int[] table = new int[n * n * n];
        try {
            for (int l = 0; l < n; l++) for (int c = 0; c < n; c++) for (int r = 0; r < n; r++)
                table[automaton.key(l, c, r)] = f.result(l, c, r, n);
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException(e.getMessage());
        }
        if (automaton.kind() == Kind.TOTALISTIC) for (int l = 0; l < n; l++) for (int c = 0; c < n; c++) for (int r = 0; r < n; r++)
            for (int[] p : Automaton.permutations(l, c, r))
                if (table[automaton.key(p[0], p[1], p[2])] != table[automaton.key(l, c, r)])
                    throw new IllegalArgumentException("A totalistic rule cannot depend on the order of the neighbours: the formula gives "
                            + l + " " + c + " " + r + " → " + table[automaton.key(l, c, r)] + " but " + p[0] + " " + p[1] + " " + p[2] + " → "
                            + table[automaton.key(p[0], p[1], p[2])] + ".");
        change(withTable(table));
    }

    /**
     * Sets every rule from a rule number in Wolfram's numbering, generalised to n states: for a
     * common automaton, digit l·n² + c·n + r of the number in base n is the result of (l, c, r)
     * (with 2 states, the elementary rules 0–255); for a totalistic one, digit l + c + r
     * (Wolfram's totalistic code). A picture automaton reads the number as a common one.
     */
    public void importRuleNumber(String text) {
        java.math.BigInteger number;
        try {
            number = new java.math.BigInteger(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("A rule number is a whole number, like 30 or 110.");
        }
        int n = automaton.states();
        boolean totalistic = automaton.kind() == Kind.TOTALISTIC;
        int digits = totalistic ? 3 * (n - 1) + 1 : n * n * n;
        java.math.BigInteger base = java.math.BigInteger.valueOf(n);
        if (number.signum() < 0 || number.compareTo(base.pow(digits)) >= 0)
            throw new IllegalArgumentException("With " + n + " states a " + (totalistic ? "totalistic code" : "rule number") + " goes from 0 to "
                    + base.pow(digits).subtract(java.math.BigInteger.ONE) + ".");
        int[] table = new int[n * n * n];
        for (int l = 0; l < n; l++) for (int c = 0; c < n; c++) for (int r = 0; r < n; r++) {
            int position = totalistic ? l + c + r : (l * n + c) * n + r;
            table[automaton.key(l, c, r)] = number.divide(base.pow(position)).mod(base).intValue();
        }
        change(withTable(table));
    }

    /**
     * The automaton's rule number in the same numbering: empty for a picture automaton with
     * rules left undefined, and for a totalistic one whose result is not a function of the sum
     * alone (Wolfram's totalistic code only covers those).
     */
    public java.util.Optional<String> ruleNumber() {
        int n = automaton.states();
        boolean totalistic = automaton.kind() == Kind.TOTALISTIC;
        int[] digit = new int[totalistic ? 3 * (n - 1) + 1 : n * n * n];
        java.util.Arrays.fill(digit, -1);
        for (int l = 0; l < n; l++) for (int c = 0; c < n; c++) for (int r = 0; r < n; r++) {
            if (!automaton.isDefined(l, c, r)) return java.util.Optional.empty();
            int position = totalistic ? l + c + r : (l * n + c) * n + r;
            int v = automaton.result(l, c, r);
            if (digit[position] >= 0 && digit[position] != v) return java.util.Optional.empty();
            digit[position] = v;
        }
        java.math.BigInteger base = java.math.BigInteger.valueOf(n), number = java.math.BigInteger.ZERO;
        for (int p = digit.length - 1; p >= 0; p--) number = number.multiply(base).add(java.math.BigInteger.valueOf(digit[p]));
        return java.util.Optional.of(number.toString());
    }

    private Automaton withTable(int[] table) {
        return new Automaton(automaton.kind(), automaton.states(), automaton.colours(), table, automaton.description(), automaton.picture());
    }

    /** The file text to write; the document counts as saved afterwards. */
    public String save() {
        dirty = false;
        return AutomatonFormat.format(automaton);
    }

    private void change(Automaton a) {
        automaton = a;
        dirty = true;
    }
}
