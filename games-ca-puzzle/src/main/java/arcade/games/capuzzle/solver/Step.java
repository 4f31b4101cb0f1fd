package arcade.games.capuzzle.solver;

import arcade.games.capuzzle.automaton.Rule;

import java.util.List;
import java.util.Map;

/**
 * One deduction a player can make now, with what it rests on: the hint shows it, the grader
 * counts it. {@code row}/{@code col} is the hidden cell (a real column) and {@code value} the
 * state it must hold.
 *
 * @param views     the views that decide it, four display cells each (left, centre, right, result)
 * @param rules     the rules that still fit those views; they all give the cell {@code value}
 * @param from      further cells whose candidates the deduction used (a chain of views), with those candidates
 * @param depth     how many views deep the deduction goes (1 for a single view)
 * @param supposed  for a look ahead, what was supposed and where it led; otherwise null
 */
public record Step(Technique technique, int row, int col, int value, List<List<Spot>> views, List<Rule> rules,
                   Map<Spot, Integer> from, int depth, Supposition supposed) {
    /** A look ahead: with {@code state} in {@code cell}, the view {@code conflict} (four display cells) had no rule left. */
    public record Supposition(Spot cell, int state, List<Spot> conflict) {
        public Supposition { conflict = List.copyOf(conflict); }
    }

    /** How a step is found, from the simplest. */
    public enum Technique {
        /** Every other state was already guessed wrongly in the cell. */
        ELIMINATION,
        /** A view whose other three cells are known: the rules give the cell at once. */
        DIRECT,
        /** A view with more cells hidden, whose fitting rules all agree on the cell. */
        SINGLE,
        /** Views combined: the candidates one leaves narrow the next. */
        COMBINED,
        /** Supposing another state, two views side by side contradict each other. */
        CONTRADICTION,
        /** Supposing another state, a longer chain of views ends in a contradiction. */
        LOOKAHEAD
    }

    public Step {
        views = List.copyOf(views);
        rules = List.copyOf(rules);
        from = Map.copyOf(from);
    }
}
