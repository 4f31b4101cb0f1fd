package arcade.games.shannon.net;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.gson.stream.JsonReader;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

/**
 * Encodes and strictly decodes {@link NetMessage}s. Every line carries {@code "v"} (the protocol
 * version) and {@code "t"} (the type); anything else — wrong types, missing fields, numbers out of
 * range, another version — is a {@link ProtocolException}, never a crash.
 */
public final class NetCodec {
    /** Protocol version written by this build; lines with a higher version are refused. */
    public static final int VERSION = 2;
    /** Longest line accepted during play (moves, rejects, byes, hellos). */
    public static final int MAX_LINE = 4 * 1024;
    /** Longest welcome line: it may carry a whole board file. */
    public static final int MAX_WELCOME_LINE = 64 * 1024;
    /** Longest match: no board of the game has more edges than this. */
    public static final int MAX_MOVES = 4096;

    private static final Gson GSON = new Gson();

    private NetCodec() {}

    public static String encode(NetMessage m) {
        JsonObject o = new JsonObject();
        o.addProperty("v", VERSION);
        if (m instanceof NetMessage.Hello h) {
            o.addProperty("t", "hello");
            if (h.game() != null) o.addProperty("game", h.game());
            o.addProperty("moves", h.moves());
            o.addProperty("nonce", h.nonce());
        } else if (m instanceof NetMessage.Challenge c) {
            o.addProperty("t", "challenge");
            o.addProperty("nonce", c.nonce());
        } else if (m instanceof NetMessage.Auth a) {
            o.addProperty("t", "auth");
            o.addProperty("proof", a.proof());
        } else if (m instanceof NetMessage.Welcome w) {
            o.addProperty("t", "welcome");
            o.addProperty("game", w.game());
            o.add("board", w.board());
            o.addProperty("starts", w.starts());
            o.addProperty("you", w.you());
            o.addProperty("from", w.from());
            JsonArray a = new JsonArray();
            w.turns().forEach(a::add);
            o.add("turns", a);
            o.addProperty("proof", w.proof());
        } else if (m instanceof NetMessage.Move mv) {
            o.addProperty("t", "move");
            o.addProperty("n", mv.n());
            o.addProperty("edge", mv.edge());
        } else if (m instanceof NetMessage.Reject r) {
            o.addProperty("t", "reject");
            o.addProperty("n", r.n());
            o.addProperty("reason", r.reason());
        } else if (m instanceof NetMessage.Bye b) {
            o.addProperty("t", "bye");
            o.addProperty("reason", b.reason());
        }
        return GSON.toJson(o);
    }

    public static NetMessage decode(String line) throws ProtocolException {
        JsonObject o = parseObject(line);
        int v = intField(o, "v", 1, Integer.MAX_VALUE);
        if (v != VERSION) throw new ProtocolException("protocol version " + v + " is " + (v > VERSION ? "newer" : "older")
                + " than this program's " + VERSION + "; both players need the same version of the arcade");
        String t = stringField(o, "t", 16);
        return switch (t) {
            case "hello" -> new NetMessage.Hello(o.has("game") && !o.get("game").isJsonNull() ? hex(o, "game", Handshake.NONCE_HEX) : null,
                    intField(o, "moves", 0, MAX_MOVES), hex(o, "nonce", Handshake.NONCE_HEX));
            case "challenge" -> new NetMessage.Challenge(hex(o, "nonce", Handshake.NONCE_HEX));
            case "auth" -> new NetMessage.Auth(hex(o, "proof", Handshake.PROOF_HEX));
            case "welcome" -> new NetMessage.Welcome(hex(o, "game", Handshake.NONCE_HEX),
                    objectField(o, "board"), side(o, "starts"), side(o, "you"),
                    intField(o, "from", 0, MAX_MOVES), intList(o, "turns"), hex(o, "proof", Handshake.PROOF_HEX));
            case "move" -> new NetMessage.Move(intField(o, "n", 0, MAX_MOVES), intField(o, "edge", 0, MAX_MOVES));
            case "reject" -> new NetMessage.Reject(intField(o, "n", 0, MAX_MOVES), stringField(o, "reason", 300));
            case "bye" -> new NetMessage.Bye(stringField(o, "reason", 300));
            default -> throw new ProtocolException("unknown message type '" + clip(t) + "'");
        };
    }

    private static JsonObject parseObject(String line) throws ProtocolException {
        JsonElement e;
        try {
            JsonReader r = new JsonReader(new StringReader(line));
            r.setStrictness(com.google.gson.Strictness.STRICT);
            e = JsonParser.parseReader(r);
            if (r.peek() != com.google.gson.stream.JsonToken.END_DOCUMENT) throw new ProtocolException("trailing text after the message");
        } catch (JsonParseException | java.io.IOException | IllegalStateException ex) {
            throw new ProtocolException("not JSON"); // the parser's own words name its classes: reasons stay plain
        }
        if (e == null || !e.isJsonObject()) throw new ProtocolException("a message must be a JSON object");
        return e.getAsJsonObject();
    }

    private static JsonPrimitive primitive(JsonObject o, String name) throws ProtocolException {
        JsonElement e = o.get(name);
        if (e == null || e.isJsonNull()) throw new ProtocolException("missing field '" + name + "'");
        if (!e.isJsonPrimitive()) throw new ProtocolException("field '" + name + "' must be a plain value");
        return e.getAsJsonPrimitive();
    }

    private static long longField(JsonObject o, String name) throws ProtocolException {
        JsonPrimitive p = primitive(o, name);
        if (!p.isNumber()) throw new ProtocolException("field '" + name + "' must be a number");
        try {
            return p.getAsBigDecimal().longValueExact();
        } catch (ArithmeticException | NumberFormatException ex) {
            throw new ProtocolException("field '" + name + "' must be a whole number");
        }
    }

    private static int intField(JsonObject o, String name, int min, int max) throws ProtocolException {
        long v = longField(o, name);
        if (v < min || v > max) throw new ProtocolException("field '" + name + "' out of range: " + v);
        return (int) v;
    }

    private static String stringField(JsonObject o, String name, int maxLength) throws ProtocolException {
        JsonPrimitive p = primitive(o, name);
        if (!p.isString()) throw new ProtocolException("field '" + name + "' must be a string");
        String s = p.getAsString();
        if (s.length() > maxLength) throw new ProtocolException("field '" + name + "' is too long");
        return s;
    }

    /** Exactly {@code length} lower-case hex digits (nonces, match ids, proofs). */
    private static String hex(JsonObject o, String name, int length) throws ProtocolException {
        String s = stringField(o, name, length);
        if (s.length() != length || !s.chars().allMatch(c -> (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')))
            throw new ProtocolException("field '" + name + "' must be " + length + " hex digits");
        return s;
    }

    private static String side(JsonObject o, String name) throws ProtocolException {
        String s = stringField(o, name, 8);
        if (!s.equals("short") && !s.equals("cut")) throw new ProtocolException("field '" + name + "' must be \"short\" or \"cut\"");
        return s;
    }

    private static JsonObject objectField(JsonObject o, String name) throws ProtocolException {
        JsonElement e = o.get(name);
        if (e == null || !e.isJsonObject()) throw new ProtocolException("field '" + name + "' must be an object");
        return e.getAsJsonObject();
    }

    private static List<Integer> intList(JsonObject o, String name) throws ProtocolException {
        JsonElement e = o.get(name);
        if (e == null || !e.isJsonArray()) throw new ProtocolException("field '" + name + "' must be an array");
        JsonArray a = e.getAsJsonArray();
        if (a.size() > MAX_MOVES) throw new ProtocolException("field '" + name + "' is too long");
        List<Integer> out = new ArrayList<>(a.size());
        for (JsonElement x : a) {
            JsonObject holder = new JsonObject();
            holder.add("x", x);
            out.add(intField(holder, "x", 0, MAX_MOVES));
        }
        return out;
    }

    static String clip(String s) {
        if (s == null) return "";
        return s.length() <= 120 ? s : s.substring(0, 120) + "…";
    }
}
