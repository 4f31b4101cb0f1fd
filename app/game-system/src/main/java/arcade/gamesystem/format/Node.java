package arcade.gamesystem.format;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A JSON value of a rules file together with its path ({@code moves[0].pre[1]}), so every check
 * can say where the file is wrong. Typed accessors throw {@link RulesFileException} in words.
 */
public final class Node {
    private final String file;
    private final String path;
    private final JsonElement value;
    /** Where each value of the file starts: {line, column}; shared by every node of one file. */
    private final Map<JsonElement, long[]> positions;
    /** The position of the nearest enclosing value that has one. */
    private final long[] at;

    private Node(String file, String path, JsonElement value, Map<JsonElement, long[]> positions, long[] parentAt) {
        this.file = file;
        this.path = path;
        this.value = value;
        this.positions = positions;
        long[] own = value == null ? null : positions.get(value);
        this.at = own != null ? own : parentAt;
    }

    public static Node root(String file, JsonElement value, Map<JsonElement, long[]> positions) {
        return new Node(file, "", value, positions, new long[]{0, 0});
    }

    /** The line this value starts on (0 when unknown). */
    public int line() { return (int) at[0]; }

    /** The column this value starts at (0 when unknown). */
    public int column() { return (int) at[1]; }

    public String path() { return path; }

    public String file() { return file; }

    public JsonElement json() { return value; }

    public RulesFileException error(String problem) {
        return new RulesFileException(file, path.isEmpty() ? "top level" : path, problem, line(), column());
    }

    public boolean isObject() { return value != null && value.isJsonObject(); }
    public boolean isArray() { return value != null && value.isJsonArray(); }
    public boolean isString() { return value != null && value.isJsonPrimitive() && value.getAsJsonPrimitive().isString(); }
    public boolean isNumber() { return value != null && value.isJsonPrimitive() && value.getAsJsonPrimitive().isNumber(); }

    private JsonObject object() throws RulesFileException {
        if (!isObject()) throw error("expected an object { … }, found " + describe(value));
        return value.getAsJsonObject();
    }

    /** A field whose name starts with this is a comment for the file's reader, allowed in every object and ignored. */
    public static final String COMMENT = "//";

    /** Refuses fields other than the given ones (a misspelt field would otherwise be ignored silently); comments pass. */
    public Node allowOnly(Set<String> fields) throws RulesFileException {
        for (String k : object().keySet())
            if (!fields.contains(k) && !k.startsWith(COMMENT)) throw field(k).error("unknown field '" + k + "'; allowed here: " + String.join(", ", new java.util.TreeSet<>(fields)));
        return this;
    }

    /** The object's field names, comments left out. */
    public Set<String> keys() throws RulesFileException {
        Set<String> out = new java.util.LinkedHashSet<>(object().keySet());
        out.removeIf(k -> k.startsWith(COMMENT));
        return out;
    }

    public boolean has(String name) throws RulesFileException { return object().has(name) && !object().get(name).isJsonNull(); }

    private Node field(String name) {
        JsonElement e = value.getAsJsonObject().get(name);
        return new Node(file, path.isEmpty() ? name : path + "." + name, e, positions, at);
    }

    public Node get(String name) throws RulesFileException {
        if (!has(name)) throw error("the field '" + name + "' is missing");
        return field(name);
    }

    public Optional<Node> opt(String name) throws RulesFileException {
        return has(name) ? Optional.of(field(name)) : Optional.empty();
    }

    public List<Node> list() throws RulesFileException {
        if (!isArray()) throw error("expected a list [ … ], found " + describe(value));
        JsonArray a = value.getAsJsonArray();
        List<Node> out = new ArrayList<>(a.size());
        for (int i = 0; i < a.size(); i++) out.add(new Node(file, path + "[" + i + "]", a.get(i), positions, at));
        return out;
    }

    /** A list, or a single value taken as a list of one. */
    public List<Node> listOrOne() throws RulesFileException { return isArray() ? list() : List.of(this); }

    public String string() throws RulesFileException {
        if (!isString()) throw error("expected text in double quotes, found " + describe(value));
        return value.getAsString();
    }

    public String nonBlank() throws RulesFileException {
        String s = string();
        if (s.isBlank()) throw error("must not be empty");
        return s;
    }

    public boolean bool() throws RulesFileException {
        if (value == null || !value.isJsonPrimitive() || !value.getAsJsonPrimitive().isBoolean())
            throw error("expected true or false, found " + describe(value));
        return value.getAsBoolean();
    }

    /** A whole number, or the name of a param ({@code "$rows"}) looked up in {@code vars}. */
    public int integer(Map<String, Integer> vars) throws RulesFileException {
        if (isString()) {
            String s = string();
            if (s.startsWith("$") && vars.containsKey(s.substring(1))) return vars.get(s.substring(1));
            if (s.startsWith("$")) throw error("unknown variable '" + s + "'" + (vars.isEmpty() ? "" : "; known here: $" + String.join(", $", new java.util.TreeSet<>(vars.keySet()))));
            throw error("expected a whole number, found \"" + s + "\"");
        }
        if (!isNumber()) throw error("expected a whole number, found " + describe(value));
        double d = value.getAsDouble();
        if (d != Math.rint(d)) throw error("expected a whole number, found " + value);
        if (Math.abs(d) > 1_000_000_000) throw error(value + " is too large: numbers in a rules file lie between -1,000,000,000 and 1,000,000,000");
        return (int) d;
    }

    public int integer(Map<String, Integer> vars, int min, int max) throws RulesFileException {
        int v = integer(vars);
        if (v < min || v > max) throw error("must be between " + min + " and " + max + ", found " + v);
        return v;
    }

    /** The single key of a one-key object such as {@code {"empty": "$cell"}}. */
    public String soleKey() throws RulesFileException {
        Set<String> keys = keys();
        if (keys.size() != 1) throw error("expected an object with exactly one field (the primitive's name), found " + keys.size() + " fields");
        return keys.iterator().next();
    }

    static String describe(JsonElement e) {
        if (e == null || e.isJsonNull()) return "nothing";
        if (e.isJsonObject()) return "an object";
        if (e.isJsonArray()) return "a list";
        JsonPrimitive p = e.getAsJsonPrimitive();
        if (p.isBoolean()) return p.getAsString();
        if (p.isNumber()) return "the number " + p.getAsString();
        String s = p.getAsString();
        return "the text \"" + (s.length() > 40 ? s.substring(0, 40) + "…" : s) + "\"";
    }
}
