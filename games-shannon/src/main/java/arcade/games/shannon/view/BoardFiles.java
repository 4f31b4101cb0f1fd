package arcade.games.shannon.view;

import arcade.games.shannon.model.Board;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Reads and writes board files for the editor. Blocking: call off the FX thread. */
final class BoardFiles {
    /** Board files larger than this are refused unread. */
    static final long MAX_BYTES = 1 << 20;

    /** A file that is not a valid board; the message says why, for the player. */
    static final class BoardFileException extends Exception {
        BoardFileException(String message) { super(message); }
    }

    private BoardFiles() {}

    static Board read(Path file) throws IOException, BoardFileException {
        if (Files.size(file) > MAX_BYTES) throw new BoardFileException("the file is larger than 1 MiB");
        String text = Files.readString(file, StandardCharsets.UTF_8);
        return parse(text);
    }

    static Board parse(String text) throws BoardFileException {
        JsonObject o;
        try {
            JsonElement e = JsonParser.parseString(text);
            if (!e.isJsonObject()) throw new BoardFileException("a board file is one JSON object");
            o = e.getAsJsonObject();
        } catch (JsonParseException e) {
            throw new BoardFileException("not valid JSON (" + e.getMessage() + ")");
        }
        try {
            JsonArray vs = o.getAsJsonArray("vertices"), es = o.getAsJsonArray("edges");
            if (vs == null) throw new BoardFileException("missing \"vertices\"");
            if (es == null) throw new BoardFileException("missing \"edges\"");
            if (!o.has("a") || !o.has("b")) throw new BoardFileException("missing \"a\" or \"b\"");
            Board.Builder b = Board.builder(o.has("name") ? o.get("name").getAsString() : "Loaded board");
            int i = 0;
            for (JsonElement v : vs) {
                JsonArray p = v.getAsJsonArray();
                if (p.size() != 2) throw new BoardFileException("vertex " + i + " must be [x, y]");
                b.vertex(p.get(0).getAsDouble(), p.get(1).getAsDouble());
                i++;
            }
            i = 0;
            for (JsonElement e : es) {
                JsonArray p = e.getAsJsonArray();
                if (p.size() != 2) throw new BoardFileException("edge " + i + " must be [u, v]");
                b.edge(p.get(0).getAsInt(), p.get(1).getAsInt());
                i++;
            }
            return b.a(o.get("a").getAsInt()).b(o.get("b").getAsInt()).build();
        } catch (IllegalArgumentException | IllegalStateException | ClassCastException | UnsupportedOperationException e) {
            throw new BoardFileException(e.getMessage() == null ? e.toString() : e.getMessage());
        }
    }

    static String format(Board board) {
        JsonObject o = new JsonObject();
        o.addProperty("name", board.name());
        JsonArray vs = new JsonArray();
        for (Board.Vertex v : board.vertices()) {
            JsonArray p = new JsonArray();
            p.add(Math.round(v.x() * 1000) / 1000.0);
            p.add(Math.round(v.y() * 1000) / 1000.0);
            vs.add(p);
        }
        JsonArray es = new JsonArray();
        for (Board.Edge e : board.edges()) {
            JsonArray p = new JsonArray();
            p.add(e.u());
            p.add(e.v());
            es.add(p);
        }
        o.add("vertices", vs);
        o.add("edges", es);
        o.addProperty("a", board.a());
        o.addProperty("b", board.b());
        return new com.google.gson.GsonBuilder().setPrettyPrinting().create().toJson(o);
    }

    /** Writes to a temporary file first, then moves it into place: a failed save never leaves half a file. */
    static void write(Path file, Board board) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Path tmp = Files.createTempFile(dir, ".board", ".tmp");
        try {
            Files.writeString(tmp, format(board), StandardCharsets.UTF_8);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
