package arcade.gamesystem.format;

import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;

import java.io.IOException;
import java.io.StringReader;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads the text of a rules file as strict JSON; a syntax error names its line and column in words. */
public final class JsonText {
    /** Larger files are refused before parsing: no rules file needs this much. */
    public static final int MAX_CHARS = 1_000_000;
    private static final Pattern LOCATION = Pattern.compile("line (\\d+) column (\\d+)");

    private JsonText() {}

    public static JsonElement parse(String file, String text) throws RulesFileException {
        if (text.length() > MAX_CHARS) throw new RulesFileException(file, "", "the file is too large for a rules file (over " + MAX_CHARS / 1000 + " thousand characters)");
        if (text.isBlank()) throw new RulesFileException(file, "", "the file is empty");
        JsonReader reader = new JsonReader(new StringReader(text));
        reader.setStrictness(Strictness.STRICT);
        try {
            JsonElement root = JsonParser.parseReader(reader);
            if (reader.peek() != JsonToken.END_DOCUMENT)
                throw new RulesFileException(file, location(reader.toString()), "there is more text after the end of the rules object");
            return root;
        } catch (JsonParseException | IOException | IllegalStateException e) {
            throw new RulesFileException(file, location(String.valueOf(e.getMessage())), "the file is not valid JSON (" + problem(e) + ")");
        } catch (StackOverflowError e) {
            throw new RulesFileException(file, "", "the file nests brackets too deeply");
        }
    }

    private static String location(String message) {
        Matcher m = LOCATION.matcher(message);
        return m.find() ? "line " + m.group(1) + ", column " + m.group(2) : "";
    }

    /** Gson's own wording, reduced to the few cases players meet, without class names. */
    private static String problem(Throwable e) {
        String m = String.valueOf(e.getMessage());
        Throwable c = e.getCause();
        if (c instanceof java.io.EOFException || m.contains("End of input")) return "it ends too early: a bracket, brace or quote is not closed";
        if (m.startsWith("Unterminated")) return "a string, array or object is not closed";
        if (m.startsWith("Expected name")) return "a field name in double quotes was expected";
        if (m.startsWith("Expected ':'")) return "a ':' was expected after a field name";
        if (m.contains("Expected value") || m.contains("Unexpected value")) return "a value was expected";
        if (m.contains("malformed JSON") || m.contains("Malformed")) return "a value is written in a form JSON does not allow (strings need double quotes)";
        if (m.contains("Unexpected character")) return "an unexpected character";
        if (m.contains("Duplicate")) return "a field appears twice";
        return "unexpected text";
    }
}
