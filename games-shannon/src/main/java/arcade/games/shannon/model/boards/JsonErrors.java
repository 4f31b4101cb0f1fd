package arcade.games.shannon.model.boards;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns the JSON parser's messages into plain words for players: "the file ends in the middle of
 * vertex 2", "a typing error at line 3, column 7 (in edge 4)", never parser or Java names.
 */
final class JsonErrors {
    private static final Pattern WHERE = Pattern.compile("line (\\d+) column (\\d+)(?: path (\\S+))?");
    private static final Pattern PART = Pattern.compile("\\$\\.(vertices|edges|marked|deleted)\\[(\\d+)]");

    private JsonErrors() {}

    static String plain(Throwable e) {
        String m = e.getMessage() == null ? "" : e.getMessage();
        if (e.getCause() != null && e.getCause().getMessage() != null) m = e.getCause().getMessage() + " " + m;
        Matcher w = WHERE.matcher(m);
        String line = null, column = null, part = null;
        if (w.find()) {
            line = w.group(1);
            column = w.group(2);
            part = w.group(3) == null ? null : partName(w.group(3));
        }
        if (m.contains("End of input") || m.contains("EOF"))
            return "the file ends in the middle of " + (part != null ? part : "the board");
        if (line == null) return "the file is not valid JSON";
        return "the file is not valid JSON: a typing error at line " + line + ", column " + column + (part != null ? " (in " + part + ")" : "");
    }

    /** "$.vertices[2].x" → "vertex 2"; "$.edges" → "the list of edges"; "$" → null. */
    private static String partName(String path) {
        Matcher p = PART.matcher(path);
        if (p.find()) {
            String kind = switch (p.group(1)) {
                case "vertices" -> "vertex";
                case "edges" -> "edge";
                default -> p.group(1) + " entry";
            };
            return kind + " " + p.group(2);
        }
        if (path.startsWith("$.") && path.length() > 2) return "the field \"" + path.substring(2).replaceAll("[.\\[].*", "") + "\"";
        return null;
    }
}
