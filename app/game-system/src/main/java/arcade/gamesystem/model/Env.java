package arcade.gamesystem.model;

import arcade.gamesystem.format.Node;
import arcade.gamesystem.format.RulesFileException;

import java.util.Map;
import java.util.TreeSet;

/**
 * The variables in scope where a clause is compiled ({@code $player}, a move's params, the file's
 * params) and the expansion of texts that use them: {@code src-$player}, and whole-number
 * arithmetic in {@code $( … )}, such as {@code $(size/2+1)} (+ − × written {@code *}, whole-number
 * division {@code /}, remainder {@code %}, brackets; names inside stand for their values).
 */
final class Env {
    /** The innermost variable of this scope; outer ones are reached through {@code outer} (a binding is added without copying the rest). */
    private final String name;
    private final String value;
    private final Env outer;

    private Env(String name, String value, Env outer) {
        this.name = name;
        this.value = value;
        this.outer = outer;
    }

    static Env of(Map<String, ?> values) {
        Env e = new Env(null, null, null);
        for (Map.Entry<String, ?> v : values.entrySet()) e = e.with(v.getKey(), String.valueOf(v.getValue()));
        return e;
    }

    Env with(String name, String value) { return new Env(name, value, this); }

    boolean has(String name) { return get(name) != null; }

    /** A variable's value, or null. */
    String get(String name) {
        for (Env e = this; e != null; e = e.outer) if (name.equals(e.name)) return e.value;
        return null;
    }

    private java.util.Set<String> names() {
        java.util.Set<String> out = new TreeSet<>();
        for (Env e = this; e != null; e = e.outer) if (e.name != null) out.add(e.name);
        return out;
    }

    /** Replaces every {@code $name} and {@code $(expression)}; an unknown variable is an error at {@code where}. */
    String expand(Node where, String text) throws RulesFileException {
        if (text.indexOf('$') < 0) return text;
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c != '$') { sb.append(c); i++; continue; }
            if (i + 1 < text.length() && text.charAt(i + 1) == '(') {
                int depth = 0, j = i + 1;
                for (; j < text.length(); j++) {
                    if (text.charAt(j) == '(') depth++;
                    else if (text.charAt(j) == ')' && --depth == 0) break;
                }
                if (j >= text.length()) throw where.error("'$(' is not closed by ')' in \"" + text + "\"");
                sb.append(new Arithmetic(where, text.substring(i + 2, j)).value());
                i = j + 1;
                continue;
            }
            int j = i + 1;
            if (j < text.length() && Character.isLetter(text.charAt(j)))
                for (j++; j < text.length() && (Character.isLetterOrDigit(text.charAt(j)) || text.charAt(j) == '_'); ) j++;
            if (j == i + 1) throw where.error("'$' must be followed by a variable name, in \"" + text + "\"");
            sb.append(value(where, text.substring(i + 1, j)));
            i = j;
        }
        return sb.toString();
    }

    private String value(Node where, String name) throws RulesFileException {
        String v = get(name);
        if (v == null)
            throw where.error("unknown variable '$" + name + "'" + (names().isEmpty() ? "" : "; known here: $" + String.join(", $", names())));
        return v;
    }

    /** A whole number written as a number or as a text such as {@code "$n"} or {@code "$(size-1)"}. */
    int integer(Node n, int min, int max) throws RulesFileException {
        int v;
        if (n.isString()) {
            String s = expand(n, n.string()).trim();
            try {
                v = Integer.parseInt(s);
            } catch (NumberFormatException e) {
                throw n.error("expected a whole number, found \"" + s + "\"");
            }
        } else {
            v = n.integer(Map.of());
        }
        if (v < min || v > max) throw n.error("must be between " + min + " and " + max + ", found " + v);
        return v;
    }

    /** A small recursive-descent reader of whole-number expressions. */
    private final class Arithmetic {
        private static final long LIMIT = 1_000_000_000L;
        private final Node where;
        private final String text;
        private int at;

        Arithmetic(Node where, String text) {
            this.where = where;
            this.text = text;
        }

        long value() throws RulesFileException {
            long v = sum();
            skip();
            if (at < text.length()) throw problem("unexpected '" + text.charAt(at) + "'");
            return v;
        }

        private long sum() throws RulesFileException {
            long v = product();
            for (skip(); at < text.length() && (text.charAt(at) == '+' || text.charAt(at) == '-'); skip()) {
                char op = text.charAt(at++);
                long r = product();
                v = checked(op == '+' ? v + r : v - r);
            }
            return v;
        }

        private long product() throws RulesFileException {
            long v = atom();
            for (skip(); at < text.length() && "*/%".indexOf(text.charAt(at)) >= 0; skip()) {
                char op = text.charAt(at++);
                long r = atom();
                if (op != '*' && r == 0) throw problem("division by zero");
                v = checked(op == '*' ? v * r : op == '/' ? Math.floorDiv(v, r) : Math.floorMod(v, r));
            }
            return v;
        }

        private long atom() throws RulesFileException {
            skip();
            if (at >= text.length()) throw problem("a number or a name is missing at the end");
            char c = text.charAt(at);
            if (c == '(') {
                at++;
                long v = sum();
                skip();
                if (at >= text.length() || text.charAt(at) != ')') throw problem("a ')' is missing");
                at++;
                return v;
            }
            if (c == '-') { at++; return -atom(); }
            int s = at;
            if (Character.isDigit(c)) {
                while (at < text.length() && Character.isDigit(text.charAt(at))) at++;
                if (at - s > 10) throw problem("a number is too long");
                return checked(Long.parseLong(text.substring(s, at)));
            }
            if (Character.isLetter(c)) {
                while (at < text.length() && (Character.isLetterOrDigit(text.charAt(at)) || text.charAt(at) == '_')) at++;
                String v = Env.this.value(where, text.substring(s, at));
                try {
                    return Long.parseLong(v);
                } catch (NumberFormatException e) {
                    throw problem("'" + text.substring(s, at) + "' is \"" + v + "\", not a number");
                }
            }
            throw problem("unexpected '" + c + "'");
        }

        private void skip() { while (at < text.length() && text.charAt(at) == ' ') at++; }

        private long checked(long v) throws RulesFileException {
            if (Math.abs(v) > LIMIT) throw problem("the result is beyond ±1,000,000,000");
            return v;
        }

        private RulesFileException problem(String what) { return where.error("in the arithmetic \"$(" + text + ")\": " + what); }
    }
}
