package arcade.games.capuzzle.solver;

import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.Rule;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns a cell that a round of deduction fixed into a {@link Step}: the view (or the two or three
 * views together) that leave it one state, the rules that still fit them, and, for a chain, the
 * cells whose narrowed candidates the chain went through.
 */
final class Explainer {
    private final Rounds rounds;
    private final Views views;
    private final int wd;

    Explainer(Rounds rounds) {
        this.rounds = rounds;
        this.views = rounds.views();
        this.wd = views.wd;
    }

    /** The step for display cell {@code cell}, fixed to a single state in round {@code round}. */
    Step explain(int cell, int round) {
        int[] before = rounds.domains(round - 1);
        int value = Integer.numberOfTrailingZeros(rounds.domains(round)[cell]);
        List<Integer> deciding = deciding(cell, before);
        List<List<Spot>> shown = new ArrayList<>();
        List<Rule> rules = new ArrayList<>();
        Set<Integer> used = new LinkedHashSet<>();
        for (int k : deciding) {
            List<Spot> four = new ArrayList<>();
            for (int j = 0; j < 4; j++) { int v = views.cellOf(k, j); four.add(spot(v)); used.add(v); }
            shown.add(four);
            rules.addAll(fitting(k, before));
        }
        used.remove(cell);
        Map<Spot, Integer> from = chain(used, round - 1);
        Board b = views.board;
        return new Step(technique(round, deciding, before), cell / wd, b.realColumn(cell % wd), value, shown, rules.stream().distinct().toList(),
                from, round, null);
    }

    /** How a cell that round {@code round} fixed was found: one view with the rest known, one view, or views combined. */
    Step.Technique technique(int cell, int round) {
        int[] before = rounds.domains(round - 1);
        return technique(round, deciding(cell, before), before);
    }

    private Step.Technique technique(int round, List<Integer> deciding, int[] before) {
        if (round > 1 || deciding.size() > 1) return Step.Technique.COMBINED;
        return hiddenIn(deciding.get(0), before) <= 1 ? Step.Technique.DIRECT : Step.Technique.SINGLE;
    }

    /** Cells of view k with more than one candidate. */
    private int hiddenIn(int k, int[] dom) {
        int hidden = 0;
        for (int j = 0; j < 4; j++) if (Integer.bitCount(dom[views.cellOf(k, j)]) > 1) hidden++;
        return hidden;
    }

    /**
     * The fewest views containing the cell whose supports, together, leave it one state: one view
     * (the one with the fewest hidden cells, the easiest to read), else two, else all.
     */
    private List<Integer> deciding(int cell, int[] dom) {
        int[] mine = views.viewsOf(cell);
        int[] support = new int[mine.length];
        int[] out = new int[4];
        int best = -1, bestHidden = Integer.MAX_VALUE;
        for (int i = 0; i < mine.length; i++) {
            views.supports(dom, mine[i], out);
            support[i] = out[memberOf(mine[i], cell)] & dom[cell];
            int hidden = hiddenIn(mine[i], dom);
            if (Integer.bitCount(support[i]) == 1 && hidden < bestHidden) { best = mine[i]; bestHidden = hidden; }
        }
        if (best >= 0) return List.of(best);
        for (int i = 0; i < mine.length; i++) for (int j = i + 1; j < mine.length; j++)
            if (Integer.bitCount(support[i] & support[j]) == 1) return List.of(mine[i], mine[j]);
        List<Integer> all = new ArrayList<>();
        for (int k : mine) all.add(k);
        return all;
    }

    private int memberOf(int view, int cell) {
        for (int j = 0; j < 4; j++) if (views.cellOf(view, j) == cell) return j;
        throw new IllegalArgumentException("the cell is not in the view");
    }

    /** The rules (concrete triples) that fit a view's candidates. */
    private List<Rule> fitting(int k, int[] dom) {
        int n = views.n;
        int dl = dom[views.cellOf(k, 0)], dc = dom[views.cellOf(k, 1)], dr = dom[views.cellOf(k, 2)], dres = dom[views.cellOf(k, 3)];
        List<Rule> out = new ArrayList<>();
        for (int l = n - 1; l >= 0; l--) for (int c = n - 1; c >= 0; c--) for (int r = n - 1; r >= 0; r--) {
            if ((dl >> l & 1) == 0 || (dc >> c & 1) == 0 || (dr >> r & 1) == 0) continue;
            int v = views.result(l, c, r);
            if ((dres >> v & 1) != 0) out.add(new Rule(l, c, r, v));
        }
        return out;
    }

    /**
     * The cells a chain went through: starting from the deciding views' other cells, every cell
     * narrowed by an earlier round, and the cells of the views that narrowed it, back to round 1.
     * Each is given with the candidates it had when the chain used it.
     */
    private Map<Spot, Integer> chain(Set<Integer> start, int round) {
        Map<Spot, Integer> out = new LinkedHashMap<>();
        int[] first = rounds.domains(0);
        Deque<int[]> todo = new ArrayDeque<>();   // {cell, round at which its candidates were read}
        Set<Long> seen = new java.util.HashSet<>();
        for (int v : start) todo.add(new int[]{v, round});
        int[] out4 = new int[4];
        while (!todo.isEmpty()) {
            int[] e = todo.poll();
            int v = e[0], k = e[1];
            if (k <= 0 || !seen.add((long) v << 8 | k)) continue;
            int[] at = rounds.domains(k);
            if (at[v] == first[v]) continue;                   // known from the start: nothing to trace
            Spot s = spot(v);
            out.putIfAbsent(s, at[v]);
            // the round in which it last narrowed, and the views that narrowed it then
            int r = k;
            while (r > 1 && rounds.domains(r - 1)[v] == at[v]) r--;
            int[] prev = rounds.domains(r - 1);
            for (int view : views.viewsOf(v)) {
                views.supports(prev, view, out4);
                if ((out4[memberOf(view, v)] & prev[v]) == prev[v]) continue;   // this view did not narrow it
                for (int j = 0; j < 4; j++) { int u = views.cellOf(view, j); if (u != v) todo.add(new int[]{u, r - 1}); }
            }
        }
        return out;
    }

    private Spot spot(int v) { return new Spot(v / wd, v % wd); }
}
