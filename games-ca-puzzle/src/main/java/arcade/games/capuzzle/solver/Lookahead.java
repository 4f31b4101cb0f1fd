package arcade.games.capuzzle.solver;

import arcade.games.capuzzle.automaton.Board;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Suppositions, for when combining views leads nowhere: suppose one of a cell's candidates and
 * follow the views from the candidates known so far; if some view is then left without a rule,
 * the candidate is wrong. A short one follows the views two rounds (the cell's neighbours and
 * theirs), a look ahead as far as they lead. Candidates are struck this way, youngest
 * generation first, until a cell is left with one state.
 */
final class Lookahead {
    /** Rounds a supposition is followed in a short contradiction. */
    static final int SHORT = 2;

    private Lookahead() {}

    /** The step that fixes a cell by suppositions followed at most {@code maxRounds} rounds, explained; empty if none does. */
    static Optional<Step> find(Views views, Known k, int maxRounds) {
        Board b = k.puzzle().board();
        int wd = b.displayWidth();
        Propagator base = Deduction.of(k);
        Step.Technique technique = maxRounds <= SHORT ? Step.Technique.CONTRADICTION : Step.Technique.LOOKAHEAD;
        for (int[] cell : Grader.hiddenCells(k)) {
            int t = cell[0], i = cell[1];
            if (Integer.bitCount(base.domain(t, i)) < 2) continue;
            for (int v = 0; v < base.states(); v++) {
                if ((base.domain(t, i) >> v & 1) == 0) continue;
                int[] dom = base.displayDomains();
                int at = t * wd + b.displayColumn(i);
                dom[at] = 1 << v;
                Rounds r = new Rounds(views, dom, at);
                while (r.rounds() < maxRounds && r.step()) { /* follow the supposition */ }
                if (!r.contradiction()) continue;
                base.restrict(t, i, ~(1 << v));
                base.propagate();
                for (int[] h : Grader.hiddenCells(k)) if (base.isFixed(h[0], h[1])) {
                    Spot supposedAt = new Spot(t, b.displayColumn(i));
                    return Optional.of(new Step(technique, h[0], h[1], base.value(h[0], h[1]), List.of(), List.of(), changed(r, dom, wd),
                            r.rounds(), new Step.Supposition(supposedAt, v, conflict(r, wd))));
                }
            }
        }
        return Optional.empty();
    }

    /** The cells the supposition narrowed on its way, with their candidates just before the contradiction. */
    private static Map<Spot, Integer> changed(Rounds r, int[] start, int wd) {
        Map<Spot, Integer> out = new LinkedHashMap<>();
        int[] end = r.domains(Math.max(0, r.rounds() - 1));
        for (int v = 0; v < end.length; v++) if (end[v] != start[v]) out.put(new Spot(v / wd, v % wd), end[v]);
        return out;
    }

    private static List<Spot> conflict(Rounds r, int wd) {
        List<Spot> out = new ArrayList<>();
        int k = r.conflictView();
        if (k >= 0) for (int j = 0; j < 4; j++) { int v = r.views().cellOf(k, j); out.add(new Spot(v / wd, v % wd)); }
        return out;
    }
}
