package arcade.games.capuzzle.model;

import arcade.games.capuzzle.automaton.Rule;
import arcade.games.capuzzle.automaton.RuleMatcher;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * One help window (THESIS.md 6): the four board cells of a view, the concrete rules that still fit
 * them, a title the player may change and the rules the player struck out. After each reveal
 * {@link #prune} drops every entry that no longer fits (struck ones too).
 */
public final class HelpWindowModel {
    private final HelpView view;
    private final HelpView.Cell[] cells;
    private final List<Rule> entries;
    private final Set<Rule> struck = new LinkedHashSet<>();
    private String title;

    public HelpWindowModel(CaState s, HelpView view, HelpView.Cell[] cells, String title) {
        this.view = view;
        this.cells = cells.clone();
        this.entries = new ArrayList<>(RuleMatcher.concreteMatches(s.puzzle().automaton(), HelpView.patternOf(s, cells)));
        this.title = title;
    }

    public HelpView view() { return view; }
    public HelpView.Cell[] cells() { return cells.clone(); }
    public List<Rule> entries() { return List.copyOf(entries); }
    public String title() { return title; }
    public void setTitle(String title) { this.title = title == null || title.isBlank() ? this.title : title.strip(); }

    public boolean isStruck(Rule r) { return struck.contains(r); }

    public void toggleStrike(Rule r) {
        if (!entries.contains(r)) return;
        if (!struck.remove(r)) struck.add(r);
    }

    /** Drops the entries the board no longer allows; returns how many went. */
    public int prune(CaState s) {
        Rule p = HelpView.patternOf(s, cells);
        int before = entries.size();
        entries.removeIf(r -> !r.matchesPattern(p));
        struck.retainAll(entries);
        return before - entries.size();
    }
}
