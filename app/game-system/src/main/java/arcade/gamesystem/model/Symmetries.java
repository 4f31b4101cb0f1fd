package arcade.gamesystem.model;

import arcade.gamesystem.format.Node;
import arcade.gamesystem.format.RulesFileException;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A file's {@code "symmetries"} (format 2): the maps of the board onto itself under which the
 * rules play the same, such as {@code ["mirror"]} for Connect Four (gravity forbids the others)
 * or all seven for Reversi. Each becomes a permutation of the zones (cells move, every other zone
 * stays), kept as the zone each zone of the image takes its contents from, so that the solver
 * stores a position and its images once. The file vouches for them;
 * {@code arcade rules solve} checks them on random games before it relies on them.
 */
final class Symmetries {
    /** The maps of a square board, by name; those after {@code rotate180} need as many rows as columns. */
    static final List<String> SQUARE = List.of("mirror", "flip", "rotate180", "transpose", "antitranspose", "rotate90", "rotate270");
    /** A hex board's rhombus keeps each player's two edges only under a half turn. */
    static final List<String> HEX = List.of("rotate180");

    private Symmetries() {}

    /** The named maps as permutations of the zones: {@code from[z]} is the zone whose contents land in zone {@code z}. */
    static Map<String, int[]> compile(Node list, Board board, int zoneCount) throws RulesFileException {
        Map<String, int[]> out = new LinkedHashMap<>();
        if (board == null || board.shape() == Board.Shape.POINTS)
            throw list.error("symmetries map a grid board onto itself, and this file declares " + (board == null ? "no board" : "a board of points"));
        List<String> known = board.shape() == Board.Shape.HEX ? HEX : SQUARE;
        for (Node n : list.list()) {
            String name = n.string();
            if (!known.contains(name))
                throw n.error("a " + (board.shape() == Board.Shape.HEX ? "hex" : "square") + " board's symmetries are " + String.join(", ", known) + ", not \"" + name + "\"");
            if (known.indexOf(name) > 2 && board.rows() != board.cols())
                throw n.error("\"" + name + "\" needs a board with as many rows as columns, not " + board.cols() + " × " + board.rows());
            if (out.containsKey(name)) throw n.error("\"" + name + "\" is named twice");
            int[] to = permutation(name, board, zoneCount), from = new int[zoneCount];
            for (int z = 0; z < zoneCount; z++) from[to[z]] = z;
            out.put(name, from);
        }
        return out;
    }

    /** Where the contents of each zone go under the map. */
    private static int[] permutation(String name, Board b, int zoneCount) {
        int[] p = new int[zoneCount];
        for (int z = 0; z < zoneCount; z++) p[z] = z;
        int w = b.cols() - 1, h = b.rows() - 1;
        for (int z = b.firstZone(); z < b.firstZone() + b.cellCount(); z++) {
            int c = b.colOf(z), r = b.rowOf(z);
            p[z] = switch (name) {
                case "mirror" -> b.zone(w - c, r);
                case "flip" -> b.zone(c, h - r);
                case "rotate180" -> b.zone(w - c, h - r);
                case "transpose" -> b.zone(r, c);
                case "antitranspose" -> b.zone(h - r, w - c);
                case "rotate90" -> b.zone(h - r, c);
                default -> b.zone(r, w - c); // rotate270
            };
        }
        return p;
    }

    /** The image of a position, each zone taking the contents of {@code from[zone]}. */
    static RulesState image(RulesState s, int[] from) {
        int zones = s.game.zoneCount;
        char[] d = new char[s.d.length];
        int end = 0, k = zones;
        for (int z = 0; z < zones; z++) {
            int src = from[z], n = s.size(src);
            for (int i = 0; i < n; i++) d[k++] = (char) s.type(src, i);
            end += n;
            d[z] = (char) end;
        }
        return new RulesState(s.game, d, s.toMove(), s.lastMover(), s.plies());
    }
}
