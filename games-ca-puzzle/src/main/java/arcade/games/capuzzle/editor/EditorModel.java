package arcade.games.capuzzle.editor;

import arcade.games.capuzzle.model.Automaton;
import arcade.games.capuzzle.model.AutomatonFormat;
import arcade.games.capuzzle.model.AutomatonFormatException;
import arcade.games.capuzzle.model.Kind;
import arcade.games.capuzzle.model.PictureSetup;
import arcade.games.capuzzle.model.Rule;

import java.util.ArrayList;
import java.util.List;

/**
 * The rule editor's document (§4.6): the automaton being edited and whether it changed since it
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
