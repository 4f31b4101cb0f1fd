package arcade.gamesystem.format;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

import java.math.BigDecimal;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Reads the text of a rules file as strict JSON and remembers where each value starts, so every
 * later check can name a line and a column. A syntax error says what is wrong in words: a missing
 * comma is called a missing comma, single quotes are named, a comment is refused as JSON refuses it.
 */
public final class JsonText {
    /** Larger files are refused before parsing: no rules file needs this much. */
    public static final int MAX_CHARS = 1_000_000;
    private static final int MAX_DEPTH = 200;

    private final String file;
    private final String text;
    private final Map<JsonElement, long[]> positions = new IdentityHashMap<>();
    private int at;
    private int line = 1;
    private int lineStart;

    private JsonText(String file, String text) {
        this.file = file;
        this.text = text;
    }

    /** The file's root value with the position of every value in it. */
    public static Node read(String file, String text) throws RulesFileException {
        if (text.length() > MAX_CHARS) throw new RulesFileException(file, "", "the file is too large for a rules file (over " + MAX_CHARS / 1000 + " thousand characters)");
        if (text.isBlank()) throw new RulesFileException(file, "", "the file is empty");
        JsonText p = new JsonText(file, text);
        p.skip();
        JsonElement root = p.value(0);
        p.skip();
        if (p.at < text.length()) throw p.error("there is more text after the end of the rules object");
        return Node.root(file, root, p.positions);
    }

    private JsonElement value(int depth) throws RulesFileException {
        if (depth > MAX_DEPTH) throw error("the file nests brackets too deeply");
        if (at >= text.length()) throw error("the file ends too early: a value is missing (is a bracket, brace or quote not closed?)");
        long[] where = {line, at - lineStart + 1};
        char c = text.charAt(at);
        JsonElement v;
        if (c == '{') v = object(depth);
        else if (c == '[') v = array(depth);
        else if (c == '"') v = new JsonPrimitive(string());
        else if (c == '-' || c >= '0' && c <= '9') v = number();
        else if (c == '\'') throw error("texts are written in double quotes (\"), not single quotes");
        else if (Character.isLetter(c)) v = word();
        else if (c == '}' || c == ']') throw error("a value is missing before '" + c + "' (is there a comma too many?)");
        else if (c == ',') throw error("a value is missing before this comma");
        else throw error("'" + c + "' cannot start a value; a value is a number, a text in double quotes, true, false, null, a list [ … ] or an object { … }");
        if (!v.isJsonNull()) positions.put(v, where); // null is one shared value (and counts as absent)
        return v;
    }

    private JsonObject object(int depth) throws RulesFileException {
        JsonObject o = new JsonObject();
        at++;
        skip();
        if (peek() == '}') { at++; return o; }
        while (true) {
            skip();
            char c = peek();
            if (c == '}') throw error("a comma before '}' has nothing after it: remove the comma");
            if (c == '\'') throw error("a field name is written in double quotes (\"), not single quotes");
            if (c != '"') throw error(c == 0 ? "the file ends too early: an object is not closed with '}'" : "a field name in double quotes was expected");
            int keyLine = line, keyCol = at - lineStart + 1;
            String key = string();
            if (o.has(key)) throw new RulesFileException(file, "line " + keyLine + ", column " + keyCol, "the field '" + key + "' appears twice in this object", keyLine, keyCol);
            skip();
            if (peek() != ':') throw error(peek() == 0 ? "the file ends too early: a ':' and a value are missing" : "a ':' was expected after the field name \"" + key + "\"");
            at++;
            skip();
            o.add(key, value(depth + 1));
            skip();
            c = peek();
            if (c == ',') { at++; continue; }
            if (c == '}') { at++; return o; }
            if (c == 0) throw error("the file ends too early: an object is not closed with '}'");
            if (c == '"') throw error("a comma is missing before this field");
            throw error("a comma or '}' was expected after the value of \"" + key + "\"");
        }
    }

    private JsonArray array(int depth) throws RulesFileException {
        JsonArray a = new JsonArray();
        at++;
        skip();
        if (peek() == ']') { at++; return a; }
        while (true) {
            skip();
            if (peek() == ']') throw error("a comma before ']' has nothing after it: remove the comma");
            a.add(value(depth + 1));
            skip();
            char c = peek();
            if (c == ',') { at++; continue; }
            if (c == ']') { at++; return a; }
            if (c == 0) throw error("the file ends too early: a list is not closed with ']'");
            if (c == '}') throw error("a list is closed with ']', not '}'");
            throw error("a comma is missing between two values of this list");
        }
    }

    private String string() throws RulesFileException {
        StringBuilder sb = new StringBuilder();
        at++;
        while (true) {
            if (at >= text.length()) throw error("the file ends too early: a text is not closed with '\"'");
            char c = text.charAt(at++);
            if (c == '"') return sb.toString();
            if (c == '\n') { at--; throw error("a text must be closed with '\"' on its own line (write \\n for a line break)"); }
            if (c < 0x20) { at--; throw error("a text holds a control character; write it as an escape such as \\t"); }
            if (c != '\\') { sb.append(c); continue; }
            if (at >= text.length()) throw error("the file ends too early: a text is not closed with '\"'");
            char e = text.charAt(at++);
            switch (e) {
                case '"' -> sb.append('"');
                case '\\' -> sb.append('\\');
                case '/' -> sb.append('/');
                case 'b' -> sb.append('\b');
                case 'f' -> sb.append('\f');
                case 'n' -> sb.append('\n');
                case 'r' -> sb.append('\r');
                case 't' -> sb.append('\t');
                case 'u' -> {
                    if (at + 4 > text.length() || !text.substring(at, at + 4).matches("[0-9a-fA-F]{4}")) { at -= 2; throw error("\\u must be followed by four hexadecimal digits"); }
                    sb.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                    at += 4;
                }
                default -> { at -= 2; throw error("'\\" + e + "' is no escape JSON knows (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u)"); }
            }
        }
    }

    private JsonPrimitive number() throws RulesFileException {
        int s = at;
        if (peek() == '-') at++;
        if (peek() == '0') at++;
        else if (Character.isDigit(peek())) while (Character.isDigit(peek())) at++;
        else throw error("a number was expected after '-'");
        if (peek() == '.') {
            at++;
            if (!Character.isDigit(peek())) throw error("a digit was expected after the decimal point");
            while (Character.isDigit(peek())) at++;
        }
        if (peek() == 'e' || peek() == 'E') {
            at++;
            if (peek() == '+' || peek() == '-') at++;
            if (!Character.isDigit(peek())) throw error("a digit was expected in the exponent");
            while (Character.isDigit(peek())) at++;
        }
        if (Character.isLetterOrDigit(peek())) throw error("a number must not be followed by '" + peek() + "' (is a comma missing?)");
        if (at - s > 400) throw error("a number is too long");
        return new JsonPrimitive(new BigDecimal(text.substring(s, at)));
    }

    private JsonElement word() throws RulesFileException {
        int s = at;
        while (at < text.length() && Character.isLetterOrDigit(text.charAt(at))) at++;
        String w = text.substring(s, at);
        switch (w) {
            case "true": return new JsonPrimitive(true);
            case "false": return new JsonPrimitive(false);
            case "null": return JsonNull.INSTANCE;
            default:
                at = s;
                throw error("'" + (w.length() > 20 ? w.substring(0, 20) + "…" : w) + "' is not a JSON value: texts need double quotes, and the words JSON knows are true, false and null");
        }
    }

    private char peek() { return at < text.length() ? text.charAt(at) : 0; }

    /** Skips white space; a comment is an error (JSON has none). */
    private void skip() throws RulesFileException {
        while (at < text.length()) {
            char c = text.charAt(at);
            if (c == '\n') { line++; at++; lineStart = at; continue; }
            if (c == ' ' || c == '\t' || c == '\r' || c == '\uFEFF' && at == 0) { at++; continue; }
            if (c == '/' && at + 1 < text.length() && (text.charAt(at + 1) == '/' || text.charAt(at + 1) == '*'))
                throw error("JSON allows no comments; put notes in \"description\"");
            return;
        }
    }

    private RulesFileException error(String problem) {
        int col = at - lineStart + 1;
        return new RulesFileException(file, "line " + line + ", column " + col, "the file is not valid JSON: " + problem, line, col);
    }
}
