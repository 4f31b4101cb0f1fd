package arcade.games.shannon.net;

import arcade.games.shannon.model.Board;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * A compact JSON form of a board for game ids and network welcomes: positions rounded to 1/1000 of
 * a lattice unit, edges as vertex pairs. Reading validates through the {@link Board} constructor.
 */
final class BoardText {
    static final int MAX_VERTICES = 400;
    static final int MAX_EDGES = 1200;

    private BoardText() {}

    static JsonObject toJson(Board b) {
        JsonObject o = new JsonObject();
        o.addProperty("name", b.name());
        JsonArray vs = new JsonArray();
        for (Board.Vertex v : b.vertices()) {
            JsonArray p = new JsonArray();
            p.add(Math.round(v.x() * 1000) / 1000.0);
            p.add(Math.round(v.y() * 1000) / 1000.0);
            vs.add(p);
        }
        JsonArray es = new JsonArray();
        for (Board.Edge e : b.edges()) {
            JsonArray p = new JsonArray();
            p.add(e.u());
            p.add(e.v());
            es.add(p);
        }
        o.add("vertices", vs);
        o.add("edges", es);
        o.addProperty("a", b.a());
        o.addProperty("b", b.b());
        return o;
    }

    static Board fromJson(JsonObject o) {
        JsonArray vs = o.getAsJsonArray("vertices"), es = o.getAsJsonArray("edges");
        if (vs.size() > MAX_VERTICES || es.size() > MAX_EDGES) throw new IllegalArgumentException("board too large");
        Board.Builder b = Board.builder(o.has("name") ? o.get("name").getAsString() : "Custom board");
        for (JsonElement v : vs) b.vertex(v.getAsJsonArray().get(0).getAsDouble(), v.getAsJsonArray().get(1).getAsDouble());
        for (JsonElement e : es) b.edge(e.getAsJsonArray().get(0).getAsInt(), e.getAsJsonArray().get(1).getAsInt());
        return b.a(o.get("a").getAsInt()).b(o.get("b").getAsInt()).build();
    }
}
