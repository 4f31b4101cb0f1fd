package arcade.gamesystem.model;

import java.util.List;
import java.util.stream.Collectors;

/** States as text: a one-line form for logs and witnesses, and a board drawing for the text session. */
public final class StateText {
    private StateText() {}

    /** The player to move, the board row by row (top row first) and the other non-empty zones. */
    public static String compact(RulesState s) {
        CompiledGame g = s.game();
        StringBuilder sb = new StringBuilder(g.players.get(s.toMove()).id()).append(" to move");
        if (g.board != null && g.board.shape() == Board.Shape.POINTS) {
            sb.append(" | ");
            for (int z = g.board.firstZone(); z < g.board.firstZone() + g.board.cellCount(); z++) sb.append(symbol(s, g.zones.get(z)));
        } else if (g.board != null) {
            sb.append(" | ");
            for (int r = g.board.rows() - 1; r >= 0; r--) {
                for (int c = 0; c < g.board.cols(); c++) sb.append(symbol(s, g.zones.get(g.board.zone(c, r))));
                if (r > 0) sb.append('/');
            }
        }
        for (Zone z : g.zones) {
            if (g.board != null && g.board.isCell(z.index())) continue;
            if (g.die != null && (z.equals(g.die.rest()) || g.die.faceZones().contains(z))) continue;
            if (s.size(z) > 0) sb.append(" | ").append(z.name()).append(' ').append(contents(s, z));
        }
        if (g.die != null && s.dieFace() > 0) sb.append(" | die ").append(s.dieFace());
        if (g.maxPlies > 0) sb.append(" | ply ").append(s.plies());
        return sb.toString();
    }

    /** A multi-line drawing: column letters, rows numbered from the bottom, then the other zones. */
    public static String drawing(RulesState s) {
        CompiledGame g = s.game();
        StringBuilder sb = new StringBuilder();
        if (g.board != null && g.board.shape() == Board.Shape.POINTS) {
            for (int z = g.board.firstZone(); z < g.board.firstZone() + g.board.cellCount(); z++)
                sb.append(g.zones.get(z).name()).append(' ').append(symbol(s, g.zones.get(z))).append(z % 8 == 7 ? "\n" : "  ");
            sb.append('\n');
        } else if (g.board != null) {
            for (int r = g.board.rows() - 1; r >= 0; r--) {
                sb.append(String.format("%2d ", r + 1));
                for (int c = 0; c < g.board.cols(); c++) sb.append(' ').append(symbol(s, g.zones.get(g.board.zone(c, r))));
                sb.append('\n');
            }
            sb.append("   ");
            for (int c = 0; c < g.board.cols(); c++) sb.append(' ').append((char) ('a' + c));
            sb.append('\n');
        }
        for (Zone z : g.zones) {
            if (g.board != null && g.board.isCell(z.index())) continue;
            if (g.die != null && (z.equals(g.die.rest()) || g.die.faceZones().contains(z))) continue;
            sb.append(z.name()).append(": ").append(s.size(z) == 0 ? "empty" : contents(s, z)).append('\n');
        }
        if (g.die != null) sb.append("die: ").append(s.dieFace() == 0 ? "not rolled" : s.dieFace()).append('\n');
        return sb.toString();
    }

    /** A zone's tokens by type with counts, top first: {@code 3 stone} or {@code mark-X, mark-O}. */
    static String contents(RulesState s, Zone z) {
        List<Integer> tokens = s.tokens(z);
        if (tokens.stream().distinct().count() == 1) return tokens.size() + " " + s.game().typeName(tokens.get(0));
        return tokens.stream().map(s.game()::typeName).collect(Collectors.joining(", "));
    }

    /** One character for a cell: '.' when empty, else the first letter of the owner (or the kind), its case turned for a crowned kind. */
    static char symbol(RulesState s, Zone z) {
        if (s.size(z) == 0) return '.';
        CompiledGame g = s.game();
        int type = s.type(z.index(), 0), owner = g.types.owner(type);
        char c = (owner >= 0 ? g.players.get(owner).id() : g.types.kindName(type)).charAt(0);
        boolean crowned = g.looks.get(g.types.kind(type)).shape().equals("crowned");
        return !crowned ? c : Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c);
    }
}
