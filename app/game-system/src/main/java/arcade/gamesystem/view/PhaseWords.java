package arcade.gamesystem.view;

import arcade.gamesystem.model.Board;
import arcade.gamesystem.model.MovePicker;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;
import arcade.gamesystem.model.Zone;

import java.util.List;

/**
 * The phase of a game of placing and moving pieces on a board of points (Nine Men's Morris), in
 * words for the status line, read from the legal moves: placing (with how many pieces are left to
 * place), sliding along the lines, or flying anywhere; and, when a move here would close a mill,
 * that it removes one of the opponent's pieces.
 */
final class PhaseWords {
    private PhaseWords() {}

    /** "place a piece (7 left to place)", "slide a piece along a line", "fly a piece to any empty point"; null for other games. */
    static String of(RulesState s, List<RulesMove> legal) {
        Board b = s.game().board().orElse(null);
        if (b == null || b.shape() != Board.Shape.POINTS || legal.isEmpty()) return null;
        boolean placing = false, flying = false, mill = false;
        for (RulesMove m : legal) {
            List<Zone> zones = MovePicker.zonesOf(s, m);
            if (!MovePicker.capturedBy(s, m).isEmpty()) mill = true;
            List<Zone> cells = zones.stream().filter(z -> b.isCell(z.index())).toList();
            boolean slides = cells.size() >= 2 && cells.get(0).index() != cells.get(1).index() && s.tokens(cells.get(0)).size() > 0;
            if (!slides) { placing = true; continue; }
            int from = cells.get(0).index(), to = cells.get(1).index();
            boolean adjacent = false;
            for (int a : b.adjacent(from)) if (a == to) adjacent = true;
            if (!adjacent) flying = true;
        }
        String what;
        if (placing) {
            int left = inHand(s);
            what = "place a piece" + (left > 0 ? " (" + left + " left to place)" : "");
        } else what = flying ? "fly a piece to any empty point" : "slide a piece along a line to a free neighbour";
        return mill ? what + "; a mill removes one of the opponent's pieces" : what;
    }

    /** The pieces the player to move still holds off the board (in their zones that are not cells). */
    private static int inHand(RulesState s) {
        String me = s.game().players().get(s.toMove()).id();
        int n = 0;
        for (Zone z : s.game().zones()) {
            if (s.game().board().map(b -> b.isCell(z.index())).orElse(false) || s.size(z) == 0) continue;
            int owner = s.game().types().owner(s.tokens(z).get(0));
            boolean taken = ZoneWords.of(s.game(), z).toLowerCase(java.util.Locale.ROOT).contains("taken");
            if (owner == s.toMove() && !taken && (z.name().contains(me))) n += s.size(z);
        }
        return n;
    }
}
