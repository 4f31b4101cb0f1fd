package arcade.gamesystem.model;

import arcade.gamesystem.format.Node;
import arcade.gamesystem.format.RulesFileException;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads {@code "board"}: {@code {"rows": r, "cols": c}} (a square grid; format 1 knows only
 * this), {@code {"shape": "hex", "size": n}}, or {@code {"shape": "points", "points": {"a1": [x, y], …},
 * "lines": [["a1", "d1", "g1"], …]}}. The board's cells become the first zones.
 */
final class BoardReader {
    private BoardReader() {}

    static Board read(Node b, Env env, int format, List<Zone> zones, Map<String, Zone> byName) throws RulesFileException {
        String shape = b.has("shape") ? b.get("shape").string() : "square";
        if (b.has("shape") && format < 2) throw b.get("shape").error("a board's \"shape\" needs \"format\": 2");
        switch (shape) {
            case "square": {
                b.allowOnly(format >= 2 ? Set.of("shape", "rows", "cols") : Set.of("rows", "cols"));
                int rows = env.integer(b.get("rows"), 1, 40), cols = env.integer(b.get("cols"), 1, 26);
                Board board = Board.square(rows, cols, zones.size());
                for (int r = 0; r < rows; r++) for (int c = 0; c < cols; c++) GameCompiler.addZone(zones, byName, b, Board.cellName(c, r));
                return board;
            }
            case "hex": {
                b.allowOnly(Set.of("shape", "size"));
                int size = env.integer(b.get("size"), 1, 26);
                Board board = Board.hex(size, zones.size());
                for (int r = 0; r < size; r++) for (int c = 0; c < size; c++) GameCompiler.addZone(zones, byName, b, Board.cellName(c, r));
                return board;
            }
            case "points": {
                b.allowOnly(Set.of("shape", "points", "lines"));
                Node pts = b.get("points");
                List<String> names = new ArrayList<>(pts.keys());
                if (names.isEmpty()) throw pts.error("a board of points needs at least one point");
                Map<String, Integer> index = new HashMap<>();
                double[] x = new double[names.size()], y = new double[names.size()];
                for (int i = 0; i < names.size(); i++) {
                    String name = names.get(i);
                    if (!name.matches("[a-w0-9]{1,6}")) throw pts.get(name).error("a point's name is lower-case letters (not x) and digits, such as a1, found \"" + name + "\"");
                    List<Node> xy = Clauses.pair(pts.get(name), "[x, y]");
                    x[i] = env.integer(xy.get(0), -1000, 1000);
                    y[i] = env.integer(xy.get(1), -1000, 1000);
                    index.put(name, i);
                }
                List<int[]> lines = new ArrayList<>();
                for (Node l : b.get("lines").list()) {
                    List<Node> ps = l.list();
                    if (ps.size() < 2) throw l.error("a line joins at least two points");
                    int[] line = new int[ps.size()];
                    for (int k = 0; k < line.length; k++) {
                        Integer i = index.get(ps.get(k).string());
                        if (i == null) throw ps.get(k).error("there is no point '" + ps.get(k).string() + "' under \"points\"");
                        line[k] = i;
                    }
                    lines.add(line);
                }
                Board board = Board.points(zones.size(), x, y, lines);
                for (String n : names) GameCompiler.addZone(zones, byName, pts, n);
                return board;
            }
            default: throw b.get("shape").error("a board's shape is \"square\", \"hex\" or \"points\", not \"" + shape + "\"");
        }
    }
}
