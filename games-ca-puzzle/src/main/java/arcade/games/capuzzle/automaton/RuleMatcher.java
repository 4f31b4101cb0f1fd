package arcade.games.capuzzle.automaton;

import java.util.ArrayList;
import java.util.List;

/**
 * Which rules fit a help pattern (THESIS.md 2). Common and picture rules match position by position;
 * a totalistic rule matches when some permutation of its triple does, and the help shows those
 * concrete permutations rather than the sorted form.
 */
public final class RuleMatcher {
    private RuleMatcher() {}

    /** The overview's highlighted rules: every (sorted, for totalistic) rule that fits the pattern. */
    public static List<Rule> matchingRules(Automaton a, Rule pattern) {
        List<Rule> out = new ArrayList<>();
        for (Rule rule : a.rules()) if (!possibilities(a, rule, pattern).isEmpty()) out.add(rule);
        return out;
    }

    /** The concrete rules a help window lists: for totalistic automata every fitting permutation. */
    public static List<Rule> concreteMatches(Automaton a, Rule pattern) {
        List<Rule> out = new ArrayList<>();
        for (Rule rule : a.rules()) out.addAll(possibilities(a, rule, pattern));
        return out;
    }

    /** The permutations of {@code rule} (just the rule itself unless totalistic) that fit the pattern. */
    public static List<Rule> possibilities(Automaton a, Rule rule, Rule pattern) {
        List<Rule> out = new ArrayList<>();
        if (a.kind() != Kind.TOTALISTIC) {
            if (rule.matchesPattern(pattern)) out.add(rule);
            return out;
        }
        for (int[] p : Automaton.permutations(rule.l(), rule.c(), rule.r())) {
            Rule concrete = new Rule(p[0], p[1], p[2], rule.result());
            if (concrete.matchesPattern(pattern)) out.add(concrete);
        }
        return out;
    }
}
