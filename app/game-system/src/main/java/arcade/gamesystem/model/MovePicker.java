package arcade.gamesystem.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Turns a click on a zone into the legal moves it may mean: those that name the zone among
 * their bound values, else (on the board) those that name a cell of the same column, so a click
 * anywhere in a Connect Four column drops the disc, else (off the board) those whose effects
 * touch the zone (a click on the heap offers every take).
 */
public final class MovePicker {
    private MovePicker() {}

    /** The bound values of a label: {@code take(heap1,3)} → [heap1, 3]. */
    public static List<String> args(String label) {
        int open = label.indexOf('(');
        if (open < 0 || !label.endsWith(")")) return List.of();
        return Arrays.asList(label.substring(open + 1, label.length() - 1).split(","));
    }

    /** The zones a move is about: the zones among its bound values, else the zones its effects touch. */
    public static java.util.Set<String> zonesOf(RulesState state, RulesMove move) {
        java.util.Set<String> out = new java.util.LinkedHashSet<>();
        for (String a : args(move.label())) if (state.game().zone(a).isPresent()) out.add(a);
        if (out.isEmpty()) {
            MoveInstance i = state.game().moveByLabel.get(state.toMove()).get(move.label());
            if (i != null) out.addAll(i.zones());
        }
        return out;
    }

    public static List<RulesMove> candidates(RulesState state, List<RulesMove> legal, Zone clicked) {
        List<RulesMove> out = new ArrayList<>();
        for (RulesMove m : legal) if (args(m.label()).contains(clicked.name())) out.add(m);
        Board b = state.game().board;
        if (!out.isEmpty()) return out;
        if (b == null || !b.isCell(clicked.index())) {
            var byLabel = state.game().moveByLabel.get(state.toMove());
            for (RulesMove m : legal) {
                MoveInstance i = byLabel.get(m.label());
                if (i != null && i.zones().contains(clicked.name())) out.add(m);
            }
            return out;
        }
        String column = String.valueOf((char) ('a' + b.colOf(clicked.index())));
        for (RulesMove m : legal)
            for (String a : args(m.label()))
                if (a.startsWith(column) && state.game().zone(a).map(z -> b.isCell(z.index())).orElse(false)) { out.add(m); break; }
        return out;
    }
}
