package arcade.gamesystem.model;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Turns a click on a zone into the legal moves it may mean: those about the zone (a piece that
 * starts there, a cell it passes or lands on, a cell a disc is placed on), else (on a grid) those
 * about a cell of the same column, so a click anywhere in a Connect Four column drops the disc,
 * else those whose effects touch the zone (a click on the heap offers every take).
 */
public final class MovePicker {
    private MovePicker() {}

    /** The zones a move is about, in order (where a piece starts, the cells it passes, where it lands), else those its effects touch. */
    public static List<Zone> zonesOf(RulesState state, RulesMove move) {
        Play p = RulesRules.play(state, move);
        List<Zone> out = new ArrayList<>();
        if (p == null) return out;
        for (int z : p.zones()) out.add(state.game.zones.get(z));
        return out;
    }

    /** The zones whose tokens a move takes (captures, the second half's removal). */
    public static List<Zone> capturedBy(RulesState state, RulesMove move) {
        Play p = RulesRules.play(state, move);
        List<Zone> out = new ArrayList<>();
        if (p != null) for (int z : p.captured()) out.add(state.game.zones.get(z));
        return out;
    }

    /** Every zone a move's effects name (a ground move), else the zones it is about. */
    public static Set<Zone> touchedBy(RulesState state, RulesMove move) {
        Set<Zone> out = new LinkedHashSet<>();
        MoveInstance i = state.game.moveByLabel.get(state.toMove()).get(move.label());
        if (i != null) for (String t : i.touched()) state.game.zone(t).ifPresent(out::add);
        if (out.isEmpty()) out.addAll(zonesOf(state, move));
        return out;
    }

    public static List<RulesMove> candidates(RulesState state, List<RulesMove> legal, Zone clicked) {
        List<RulesMove> out = new ArrayList<>();
        for (RulesMove m : legal) if (zonesOf(state, m).contains(clicked)) out.add(m);
        if (!out.isEmpty()) return out;
        Board b = state.game.board;
        if (b != null && b.isCell(clicked.index()) && b.shape() == Board.Shape.SQUARE) {
            int col = b.colOf(clicked.index());
            for (RulesMove m : legal)
                for (Zone z : zonesOf(state, m))
                    if (b.isCell(z.index()) && b.colOf(z.index()) == col) { out.add(m); break; }
            if (!out.isEmpty()) return out;
        }
        for (RulesMove m : legal) if (touchedBy(state, m).contains(clicked)) out.add(m);
        return out;
    }
}
