package arcade.shell.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * The lightweight Markdown of rules pages, parsed into blocks: headings, paragraphs, bullet and
 * numbered lists, fenced code, tables, quotes and rules. Inline marks are parsed by {@link Inline}.
 * Pure Java, so it is tested without a toolkit.
 */
public final class Markdown {
    private Markdown() {}

    public sealed interface Block permits Heading, Paragraph, ListBlock, Code, Table, Quote, Rule {}
    public record Heading(int level, String text) implements Block {}
    public record Paragraph(String text) implements Block {}
    public record ListBlock(boolean numbered, int start, List<String> items) implements Block {}
    public record Code(String text) implements Block {}
    public record Table(List<String> header, List<List<String>> rows) implements Block {}
    public record Quote(String text) implements Block {}
    public record Rule() implements Block {}

    public static List<Block> parse(String markdown) {
        List<Block> out = new ArrayList<>();
        String[] lines = markdown.replace("\r\n", "\n").replace('\r', '\n').split("\n", -1);
        int i = 0;
        while (i < lines.length) {
            String line = lines[i];
            String t = line.strip();
            if (t.isEmpty()) { i++; continue; }
            if (t.startsWith("```") || t.startsWith("~~~")) {
                String fence = t.substring(0, 3);
                StringBuilder code = new StringBuilder();
                i++;
                while (i < lines.length && !lines[i].strip().startsWith(fence)) {
                    if (code.length() > 0) code.append('\n');
                    code.append(lines[i]);
                    i++;
                }
                i++; // closing fence (or end of text)
                out.add(new Code(code.toString()));
                continue;
            }
            if (t.startsWith("#")) {
                int level = 0;
                while (level < t.length() && t.charAt(level) == '#') level++;
                if (level <= 6 && (level == t.length() || t.charAt(level) == ' ')) {
                    out.add(new Heading(level, t.substring(level).strip().replaceAll("\\s+#+$", "")));
                    i++;
                    continue;
                }
            }
            if (t.matches("(-\\s*){3,}|(\\*\\s*){3,}|(_\\s*){3,}")) { out.add(new Rule()); i++; continue; }
            if (t.startsWith("|")) {
                List<String> rowsText = new ArrayList<>();
                while (i < lines.length && lines[i].strip().startsWith("|")) rowsText.add(lines[i++].strip());
                out.add(table(rowsText));
                continue;
            }
            if (t.startsWith(">")) {
                StringBuilder q = new StringBuilder();
                while (i < lines.length && lines[i].strip().startsWith(">")) {
                    if (q.length() > 0) q.append(' ');
                    q.append(lines[i++].strip().substring(1).strip());
                }
                out.add(new Quote(q.toString()));
                continue;
            }
            if (bullet(t) != null || number(t) != null) {
                boolean numbered = bullet(t) == null;
                int start = numbered ? Integer.parseInt(t.substring(0, t.indexOf('.'))) : 1;
                List<String> items = new ArrayList<>();
                while (i < lines.length) {
                    String s = lines[i].strip();
                    String item = numbered ? number(s) : bullet(s);
                    if (item != null) { items.add(item); i++; continue; }
                    // An indented, non-empty line continues the previous item.
                    if (!s.isEmpty() && !items.isEmpty() && Character.isWhitespace(lines[i].charAt(0))) {
                        items.set(items.size() - 1, items.get(items.size() - 1) + " " + s);
                        i++;
                        continue;
                    }
                    break;
                }
                out.add(new ListBlock(numbered, start, items));
                continue;
            }
            StringBuilder p = new StringBuilder(t);
            i++;
            while (i < lines.length) {
                String s = lines[i].strip();
                if (s.isEmpty() || s.startsWith("#") || s.startsWith("```") || s.startsWith("|") || s.startsWith(">")
                        || bullet(s) != null || number(s) != null) break;
                p.append(' ').append(s);
                i++;
            }
            out.add(new Paragraph(p.toString()));
        }
        return out;
    }

    private static String bullet(String t) {
        if (t.length() > 1 && (t.charAt(0) == '-' || t.charAt(0) == '*' || t.charAt(0) == '+') && t.charAt(1) == ' ')
            return t.substring(2).strip();
        return null;
    }

    private static String number(String t) {
        int d = 0;
        while (d < t.length() && d < 4 && Character.isDigit(t.charAt(d))) d++;
        if (d > 0 && d + 1 < t.length() && (t.charAt(d) == '.' || t.charAt(d) == ')') && t.charAt(d + 1) == ' ')
            return t.substring(d + 2).strip();
        return null;
    }

    private static Table table(List<String> rows) {
        List<List<String>> cells = new ArrayList<>();
        for (String r : rows) {
            String s = r;
            if (s.startsWith("|")) s = s.substring(1);
            if (s.endsWith("|")) s = s.substring(0, s.length() - 1);
            List<String> row = new ArrayList<>();
            for (String c : s.split("\\|", -1)) row.add(c.strip());
            if (row.stream().allMatch(c -> c.matches(":?-{2,}:?"))) continue; // the header separator
            cells.add(row);
        }
        if (cells.isEmpty()) return new Table(List.of(), List.of());
        return new Table(cells.get(0), cells.subList(1, cells.size()));
    }

    /** Inline marks: **bold**, *italic* or _italic_, `code`. */
    public static final class Inline {
        private Inline() {}

        public enum Style { PLAIN, BOLD, ITALIC, BOLD_ITALIC, CODE }

        public record Span(String text, Style style) {}

        public static List<Span> parse(String text) {
            List<Span> out = new ArrayList<>();
            StringBuilder cur = new StringBuilder();
            boolean bold = false, italic = false;
            int i = 0;
            while (i < text.length()) {
                char c = text.charAt(i);
                if (c == '\\' && i + 1 < text.length() && "\\`*_[]#|".indexOf(text.charAt(i + 1)) >= 0) {
                    cur.append(text.charAt(i + 1));
                    i += 2;
                    continue;
                }
                if (c == '`') {
                    int end = text.indexOf('`', i + 1);
                    if (end > i) {
                        flush(out, cur, bold, italic);
                        out.add(new Span(text.substring(i + 1, end), Style.CODE));
                        i = end + 1;
                        continue;
                    }
                }
                if ((c == '*' || c == '_') && i + 1 < text.length() && text.charAt(i + 1) == c) {
                    if (bold || text.indexOf("" + c + c, i + 2) > 0) {
                        flush(out, cur, bold, italic);
                        bold = !bold;
                        i += 2;
                        continue;
                    }
                }
                if (c == '*' || (c == '_' && wordBoundary(text, i))) {
                    if (italic || text.indexOf(c, i + 1) > 0) {
                        flush(out, cur, bold, italic);
                        italic = !italic;
                        i++;
                        continue;
                    }
                }
                cur.append(c);
                i++;
            }
            flush(out, cur, bold, italic);
            return out;
        }

        /** Underscores inside words (snake_case) are letters, not marks. */
        private static boolean wordBoundary(String t, int i) {
            boolean before = i > 0 && Character.isLetterOrDigit(t.charAt(i - 1));
            boolean after = i + 1 < t.length() && Character.isLetterOrDigit(t.charAt(i + 1));
            return !(before && after);
        }

        private static void flush(List<Span> out, StringBuilder cur, boolean bold, boolean italic) {
            if (cur.length() == 0) return;
            Style s = bold && italic ? Style.BOLD_ITALIC : bold ? Style.BOLD : italic ? Style.ITALIC : Style.PLAIN;
            out.add(new Span(cur.toString(), s));
            cur.setLength(0);
        }
    }
}
