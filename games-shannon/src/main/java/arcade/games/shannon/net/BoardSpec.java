package arcade.games.shannon.net;

import arcade.api.model.GameId;
import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.model.boards.BalancedBoards;
import arcade.games.shannon.model.boards.BoardFormatException;
import arcade.games.shannon.model.boards.BoardJson;
import arcade.games.shannon.model.boards.GaleBoards;
import arcade.games.shannon.model.boards.GeneratorParams;
import arcade.games.shannon.model.boards.ThesisGenerator;
import com.google.gson.JsonObject;

import java.util.Locale;

/**
 * How a game's board is made — a generated board from params and a seed, a balanced board, a
 * Bridg-It or Bird Cage board, or a custom board — in a form that fits a game id (for saves) and a
 * network welcome (so both peers build the same board). Pure and deterministic.
 */
public sealed interface BoardSpec {

    /** Builds the board. Deterministic: the same spec gives the same board everywhere. */
    Board build();

    /** The game id params, without the starting side (e.g. {@code 7x5-p0.90-q0.95}). */
    String idParams();

    /** A short size label for statistics ({@code 7x5}, {@code bridgit5}, {@code custom}). */
    String sizeLabel();

    /** A label for the player ({@code 7×5 · seed 1234}). */
    String label();

    /** The network form: {@code {"kind": …}} plus the thesis fields (width, height, p, q, seed). */
    JsonObject toJson();

    /** The thesis generator (THESIS.md §5). */
    record Generated(GeneratorParams params, long seed) implements BoardSpec {
        @Override public Board build() { return ThesisGenerator.generate(params, seed); }
        @Override public String idParams() { return params.text(); }
        @Override public String sizeLabel() { return params.width() + "x" + params.height(); }
        @Override public String label() { return params.width() + "×" + params.height() + " · seed " + seed; }
        @Override public JsonObject toJson() { return generatedJson("generated", params, seed); }
    }

    /**
     * A balanced board: a coin toss (from the seed) picks who should win with perfect play, and
     * boards are generated from successive seeds until Lehman's class matches (THESIS.md §5.7).
     */
    record Balanced(GeneratorParams params, long seed, Side first) implements BoardSpec {
        @Override public Board build() {
            return BalancedBoards.fair(params, seed, first).board().withName("Balanced " + params.width() + "×" + params.height());
        }
        @Override public String idParams() { return "balanced-" + first.id() + "-" + params.text(); }
        @Override public String sizeLabel() { return params.width() + "x" + params.height() + "-balanced"; }
        @Override public String label() { return "Balanced " + params.width() + "×" + params.height() + " · seed " + seed; }
        @Override public JsonObject toJson() {
            JsonObject o = generatedJson("balanced", params, seed);
            o.addProperty("first", first.id());
            return o;
        }
    }

    /** Gale's Bridg-It board of order k (THESIS.md §7.4). */
    record BridgIt(int order) implements BoardSpec {
        public BridgIt {
            if (order < 2 || order > 8) throw new IllegalArgumentException("Bridg-It order must be 2..8, got " + order);
        }
        @Override public Board build() { return GaleBoards.bridgIt(order); }
        @Override public String idParams() { return "bridgit" + order; }
        @Override public String sizeLabel() { return idParams(); }
        @Override public String label() { return "Bridg-It, order " + order; }
        @Override public JsonObject toJson() {
            JsonObject o = new JsonObject();
            o.addProperty("kind", "bridgit");
            o.addProperty("order", order);
            return o;
        }
    }

    /** Shannon's Bird Cage. */
    record BirdCage() implements BoardSpec {
        @Override public Board build() { return GaleBoards.birdCage(); }
        @Override public String idParams() { return "birdcage"; }
        @Override public String sizeLabel() { return "birdcage"; }
        @Override public String label() { return "Bird Cage"; }
        @Override public JsonObject toJson() {
            JsonObject o = new JsonObject();
            o.addProperty("kind", "birdcage");
            return o;
        }
    }

    /** A board drawn in the editor or loaded from a file, carried whole. */
    record Custom(Board board) implements BoardSpec {
        @Override public Board build() { return board; }
        @Override public String idParams() { return "custom"; }
        @Override public String sizeLabel() { return "custom"; }
        @Override public String label() { return board.name() + " · " + board.vertexCount() + " cells, " + board.edgeCount() + " links"; }
        @Override public JsonObject toJson() {
            JsonObject o = new JsonObject();
            o.addProperty("kind", "custom");
            o.add("board", boardJson(board));
            return o;
        }
    }

    private static JsonObject generatedJson(String kind, GeneratorParams params, long seed) {
        JsonObject o = new JsonObject();
        o.addProperty("kind", kind);
        o.addProperty("width", params.width());
        o.addProperty("height", params.height());
        o.addProperty("p", params.vertexProbability());
        o.addProperty("q", params.edgeProbability());
        o.addProperty("seed", seed);
        return o;
    }

    /** Reads the network form back; IllegalArgumentException with a clear message on anything wrong. */
    static BoardSpec fromJson(JsonObject o) {
        try {
            String kind = o.get("kind").getAsString();
            switch (kind) {
                case "generated", "balanced" -> {
                    GeneratorParams p = new GeneratorParams(o.get("width").getAsInt(), o.get("height").getAsInt(),
                            o.get("p").getAsDouble(), o.get("q").getAsDouble());
                    if (p.width() > 12 || p.height() > 10) throw new IllegalArgumentException("board size " + p.width() + "x" + p.height() + " is too large");
                    long seed = o.get("seed").getAsLong();
                    return kind.equals("generated") ? new Generated(p, seed) : new Balanced(p, seed, Side.parse(o.get("first").getAsString()));
                }
                case "bridgit" -> { return new BridgIt(o.get("order").getAsInt()); }
                case "birdcage" -> { return new BirdCage(); }
                case "custom" -> { return new Custom(board(o.get("board").getAsJsonObject().toString())); }
                default -> throw new IllegalArgumentException("unknown board kind '" + kind + "'");
            }
        } catch (NullPointerException | ClassCastException | IllegalStateException | UnsupportedOperationException | NumberFormatException e) {
            throw new IllegalArgumentException("malformed board description: " + e.getMessage(), e);
        }
    }

    /** The game id of a game on this board with {@code first} to move first. */
    static GameId gameId(BoardSpec spec, Side first) {
        String params = spec.idParams() + (first == Side.CUT ? "-cutfirst" : "");
        if (spec instanceof Generated g) return GameId.seeded(params, g.seed());
        if (spec instanceof Balanced b) return GameId.seeded(params, b.seed());
        if (spec instanceof Custom c) return GameId.described(params, boardJson(c.board()).toString());
        return GameId.seeded(params, 0);
    }

    /** Who moves first in a game id. */
    static Side firstOf(GameId id) { return id.params().endsWith("-cutfirst") ? Side.CUT : Side.SHORT; }

    /** Reads a game id back into a spec; IllegalArgumentException for an id this game did not write. */
    static BoardSpec fromGameId(GameId id) {
        String p = id.params();
        if (p.endsWith("-cutfirst")) p = p.substring(0, p.length() - "-cutfirst".length());
        long seed = id.seedValue().orElse(0L);
        if (p.equals("custom")) {
            String desc = id.description().orElseThrow(() -> new IllegalArgumentException("a custom board id needs the board"));
            return new Custom(board(desc));
        }
        if (p.equals("birdcage")) return new BirdCage();
        if (p.startsWith("bridgit")) return new BridgIt(Integer.parseInt(p.substring("bridgit".length())));
        if (p.startsWith("balanced-")) {
            String rest = p.substring("balanced-".length());
            int dash = rest.indexOf('-');
            return new Balanced(GeneratorParams.parse(rest.substring(dash + 1)), seed, Side.parse(rest.substring(0, dash)));
        }
        if (id.seedValue().isEmpty()) throw new IllegalArgumentException("a generated board id needs a seed: " + id);
        return new Generated(GeneratorParams.parse(p), seed);
    }

    /** A board in the board-file format ({@link BoardJson}), as a JSON object. */
    static JsonObject boardJson(Board board) {
        return com.google.gson.JsonParser.parseString(BoardJson.write(board)).getAsJsonObject();
    }

    /** Reads a board in the board-file format, validated; IllegalArgumentException says what is wrong. */
    static Board board(String json) {
        try {
            return BoardJson.read(json, "Custom board").board();
        } catch (BoardFormatException e) {
            throw new IllegalArgumentException("invalid board: " + e.getMessage(), e);
        }
    }

    /** Human-friendly size text, e.g. for a status line. */
    static String sizeText(GeneratorParams p) { return String.format(Locale.ROOT, "%d×%d", p.width(), p.height()); }
}
