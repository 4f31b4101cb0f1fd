package arcade.games.shannon.model.boards;

import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.EdgeState;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.gson.stream.JsonReader;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The board file (the editor's format, also read by {@code arcade shannon analyze --board}):
 * <pre>{@code
 * {
 *   "version": 1,
 *   "name": "My board",                      // optional
 *   "vertices": [ {"x": 0, "y": 0}, {"x": 1.2, "y": 0.1}, ... ],
 *   "edges": [ [0, 1], [1, 2], ... ],        // vertex pairs; the index is the edge's number
 *   "a": 0, "b": 5,                          // the terminals
 *   "marked": [3],                           // optional: edges claimed by Short
 *   "deleted": [7],                          // optional: edges cut by Cut
 *   "toMove": "short"                        // optional: "short" (default) or "cut"
 * }
 * }</pre>
 * Reading validates everything and reports the first problem in one sentence: bad JSON, a missing
 * or mistyped field, a size out of range, an unknown vertex, a self-loop,
 * A equal to B, A and B not connected, an edge both marked and deleted.
 */
public final class BoardJson {
    public static final int VERSION = 1;
    /**
     * A board file holds the largest board the generator makes: {@link GeneratorParams#MAX_SIDE}
     * positions per side, every vertex present. Analysing that board is what bounds the tools'
     * time and memory (README: 0.2 s of analysis, 65 MB for the whole command), so hand-drawn
     * boards get the same room.
     */
    public static final int MAX_VERTICES = GeneratorParams.MAX_SIDE * GeneratorParams.MAX_SIDE;
    /** The edges of that full lattice: horizontal, vertical and one diagonal per cell (THESIS.md §5.3). */
    public static final int MAX_EDGES = GeneratorParams.maxEdges(GeneratorParams.MAX_SIDE, GeneratorParams.MAX_SIDE);
    /** Files larger than this are refused before parsing. */
    public static final long MAX_BYTES = 1 << 20;

    private BoardJson() {}

    /** Reads a position from a file. */
    public static ShannonState read(Path file) throws IOException, BoardFormatException {
        String name = file.getFileName().toString().replaceFirst("\\.json$", "");
        String text;
        try {
            text = arcade.api.store.TextFiles.read(file, MAX_BYTES); // no device, pipe or folder; at most MAX_BYTES
        } catch (arcade.api.store.TextFiles.Refused e) {
            throw new BoardFormatException(e.getMessage(), e);
        }
        if (text.indexOf('\0') >= 0) throw new BoardFormatException("it is not a text file");
        return read(text, name);
    }

    /** Reads a position from text; {@code defaultName} is used when the file has no name. */
    public static ShannonState read(String json, String defaultName) throws BoardFormatException {
        JsonElement root;
        try {
            JsonReader reader = new JsonReader(new StringReader(json));
            root = JsonParser.parseReader(reader);
            if (reader.peek() != com.google.gson.stream.JsonToken.END_DOCUMENT) throw new BoardFormatException("the file is not valid JSON: there is text after the board");
        } catch (JsonParseException | IOException | IllegalStateException e) {
            throw new BoardFormatException(JsonErrors.plain(e), e);
        }
        if (root == null || !root.isJsonObject()) throw new BoardFormatException("a board file must hold one JSON object");
        JsonObject o = root.getAsJsonObject();
        if (o.has("version")) {
            int v = integer(o.get("version"), "version");
            if (v > VERSION) throw new BoardFormatException("the board was saved by a newer version (format " + v + ")");
        }
        String name = o.has("name") ? string(o.get("name"), "name") : defaultName;
        JsonArray vs = array(required(o, "vertices"), "vertices");
        if (vs.size() < 2 || vs.size() > MAX_VERTICES)
            throw new BoardFormatException("a board needs 2 to " + MAX_VERTICES + " vertices, this one has " + vs.size());
        List<Board.Vertex> vertices = new ArrayList<>();
        for (int i = 0; i < vs.size(); i++) {
            String where = "vertex " + i;
            if (!vs.get(i).isJsonObject()) throw new BoardFormatException(where + " must be an object {\"x\": …, \"y\": …}");
            JsonObject v = vs.get(i).getAsJsonObject();
            double x = number(required(v, "x", where), where + " x"), y = number(required(v, "y", where), where + " y");
            vertices.add(new Board.Vertex(x, y));
        }
        JsonArray es = array(required(o, "edges"), "edges");
        if (es.size() < 1 || es.size() > MAX_EDGES)
            throw new BoardFormatException("a board needs 1 to " + MAX_EDGES + " edges, this one has " + es.size());
        List<Board.Edge> edges = new ArrayList<>();
        for (int i = 0; i < es.size(); i++) {
            String where = "edge " + i;
            if (!es.get(i).isJsonArray() || es.get(i).getAsJsonArray().size() != 2)
                throw new BoardFormatException(where + " must be a pair of vertex numbers, like [0, 1]");
            JsonArray p = es.get(i).getAsJsonArray();
            int u = integer(p.get(0), where), v = integer(p.get(1), where);
            for (int w : new int[]{u, v})
                if (w < 0 || w >= vertices.size()) throw new BoardFormatException(where + " names unknown vertex " + w + " (vertices are 0.." + (vertices.size() - 1) + ")");
            if (u == v) throw new BoardFormatException(where + " is a self-loop at vertex " + u);
            // The same pair may appear again: a parallel link (Lehman's theory and the solver work on multigraphs).
            edges.add(new Board.Edge(u, v));
        }
        int a = integer(required(o, "a"), "a"), b = integer(required(o, "b"), "b");
        if (a < 0 || a >= vertices.size()) throw new BoardFormatException("A = " + a + " is not a vertex");
        if (b < 0 || b >= vertices.size()) throw new BoardFormatException("B = " + b + " is not a vertex");
        if (a == b) throw new BoardFormatException("A and B must be different vertices, both are " + a);
        Board board = new Board(name, vertices, edges, a, b);
        if (!ShannonState.initial(board, Side.SHORT).reachableFromA()[b]) throw new BoardFormatException("A and B are not connected by the edges");
        List<EdgeState> states = new ArrayList<>();
        for (int i = 0; i < edges.size(); i++) states.add(EdgeState.FREE);
        mark(o, "marked", EdgeState.MARKED, states);
        mark(o, "deleted", EdgeState.DELETED, states);
        Side toMove = Side.SHORT;
        if (o.has("toMove")) {
            String t = string(o.get("toMove"), "toMove");
            try { toMove = Side.parse(t); } catch (IllegalArgumentException e) { throw new BoardFormatException("toMove must be \"short\" or \"cut\", got \"" + t + "\""); }
        }
        return ShannonState.of(board, states, toMove, -1);
    }

    /** The file text of a position (free edges are simply not listed). */
    public static String write(ShannonState s) {
        Board board = s.board();
        JsonObject o = new JsonObject();
        o.addProperty("version", VERSION);
        o.addProperty("name", board.name());
        JsonArray vs = new JsonArray();
        for (Board.Vertex v : board.vertices()) {
            JsonObject jv = new JsonObject();
            jv.addProperty("x", round(v.x()));
            jv.addProperty("y", round(v.y()));
            vs.add(jv);
        }
        o.add("vertices", vs);
        JsonArray es = new JsonArray();
        for (Board.Edge e : board.edges()) {
            JsonArray p = new JsonArray();
            p.add(e.u());
            p.add(e.v());
            es.add(p);
        }
        o.add("edges", es);
        o.addProperty("a", board.a());
        o.addProperty("b", board.b());
        JsonArray marked = new JsonArray(), deleted = new JsonArray();
        for (int e = 0; e < board.edgeCount(); e++) {
            if (s.isMarked(e)) marked.add(e);
            if (s.isDeleted(e)) deleted.add(e);
        }
        if (!marked.isEmpty()) o.add("marked", marked);
        if (!deleted.isEmpty()) o.add("deleted", deleted);
        o.addProperty("toMove", s.toMove().id());
        return new GsonBuilder().setPrettyPrinting().create().toJson(o) + "\n";
    }

    /** The file text of an empty board, Short to move. */
    public static String write(Board board) { return write(ShannonState.initial(board, Side.SHORT)); }

    /** Writes atomically (a temporary file next to the target, then a move), with ordinary permissions. */
    public static void write(Path file, ShannonState s) throws IOException {
        arcade.api.store.AtomicFiles.write(file, write(s).getBytes(StandardCharsets.UTF_8));
    }

    private static void mark(JsonObject o, String field, EdgeState state, List<EdgeState> states) throws BoardFormatException {
        if (!o.has(field)) return;
        JsonArray list = array(o.get(field), field);
        for (JsonElement el : list) {
            int e = integer(el, field);
            if (e < 0 || e >= states.size()) throw new BoardFormatException(field + " names unknown edge " + e + " (edges are 0.." + (states.size() - 1) + ")");
            if (states.get(e) != EdgeState.FREE) throw new BoardFormatException("edge " + e + " is listed twice in marked/deleted");
            states.set(e, state);
        }
    }

    private static double round(double x) { return Math.round(x * 1e6) / 1e6; }

    private static JsonElement required(JsonObject o, String field) throws BoardFormatException { return required(o, field, null); }

    private static JsonElement required(JsonObject o, String field, String where) throws BoardFormatException {
        JsonElement e = o.get(field);
        if (e == null || e.isJsonNull()) throw new BoardFormatException("missing field \"" + field + "\"" + (where == null ? "" : " in " + where));
        return e;
    }

    private static JsonArray array(JsonElement e, String what) throws BoardFormatException {
        if (!e.isJsonArray()) throw new BoardFormatException(what + " must be a list");
        return e.getAsJsonArray();
    }

    private static String string(JsonElement e, String what) throws BoardFormatException {
        if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) throw new BoardFormatException(what + " must be a text");
        return e.getAsString();
    }

    private static double number(JsonElement e, String what) throws BoardFormatException {
        if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) throw new BoardFormatException(what + " must be a number");
        double d = e.getAsDouble();
        if (!Double.isFinite(d) || Math.abs(d) > 1e6) throw new BoardFormatException(what + " is out of range: " + d);
        return d;
    }

    private static int integer(JsonElement e, String what) throws BoardFormatException {
        if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) throw new BoardFormatException(what + " must hold whole numbers");
        JsonPrimitive p = e.getAsJsonPrimitive();
        double d = p.getAsDouble();
        if (d != Math.rint(d) || Math.abs(d) > Integer.MAX_VALUE) throw new BoardFormatException(what + " must hold whole numbers, got " + p);
        return (int) d;
    }

}
