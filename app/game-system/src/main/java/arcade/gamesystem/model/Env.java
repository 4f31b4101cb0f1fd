package arcade.gamesystem.model;

import arcade.gamesystem.format.Node;
import arcade.gamesystem.format.RulesFileException;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The variables in scope where a clause is compiled ({@code $player}, a move's params, the file's
 * params) and the expansion of texts that use them, such as {@code src-$player}.
 */
final class Env {
    private static final Pattern VAR = Pattern.compile("\\$([A-Za-z][A-Za-z0-9_]*)");
    private final Map<String, String> vars;

    private Env(Map<String, String> vars) { this.vars = vars; }

    static Env of(Map<String, ?> values) {
        Map<String, String> m = new LinkedHashMap<>();
        values.forEach((k, v) -> m.put(k, String.valueOf(v)));
        return new Env(m);
    }

    Env with(String name, String value) {
        Map<String, String> m = new LinkedHashMap<>(vars);
        m.put(name, value);
        return new Env(m);
    }

    /** Replaces every {@code $name}; an unknown variable is an error at {@code where}. */
    String expand(Node where, String text) throws RulesFileException {
        if (text.indexOf('$') < 0) return text;
        Matcher m = VAR.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String v = vars.get(m.group(1));
            if (v == null)
                throw where.error("unknown variable '$" + m.group(1) + "'" + (vars.isEmpty() ? "" : "; known here: $" + String.join(", $", new TreeSet<>(vars.keySet()))));
            m.appendReplacement(sb, Matcher.quoteReplacement(v));
        }
        m.appendTail(sb);
        if (sb.indexOf("$") >= 0) throw where.error("'$' must be followed by a variable name, in \"" + text + "\"");
        return sb.toString();
    }

    /** A whole number written as a number or as a text such as {@code "$n"}. */
    int integer(Node n, int min, int max) throws RulesFileException {
        int v;
        if (n.isString()) {
            String s = expand(n, n.string());
            try {
                v = Integer.parseInt(s.trim());
            } catch (NumberFormatException e) {
                throw n.error("expected a whole number, found \"" + s + "\"");
            }
        } else {
            v = n.integer(Map.of());
        }
        if (v < min || v > max) throw n.error("must be between " + min + " and " + max + ", found " + v);
        return v;
    }
}
