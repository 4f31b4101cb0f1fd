package arcade.games.capuzzle.editor;

import java.util.ArrayList;
import java.util.List;

/**
 * A result formula typed in the editor, e.g. {@code (l + c + r) % n} or {@code abs(l - r)}:
 * whole numbers, the neighbours {@code l c r}, the number of states {@code n}, {@code + - * / %}
 * (division rounds down, {@code %} is never negative), parentheses and {@code min max abs} with
 * any number of arguments. The result of a rule is the formula taken modulo n.
 */
public final class RuleFormula {
    private interface Node { long eval(long l, long c, long r, long n); }

    private final Node root;

    private RuleFormula(Node root) { this.root = root; }

    /** Parses a formula; an error names the place in plain words. */
    public static RuleFormula parse(String text) {
        Parser p = new Parser(text == null ? "" : text);
        Node n = p.sum();
        p.skipSpace();
        if (p.pos < p.s.length()) throw p.error("unexpected “" + p.s.charAt(p.pos) + "”");
        return new RuleFormula(n);
    }

    /** The rule's result: the formula modulo n. */
    public int result(int l, int c, int r, int n) {
        return (int) Math.floorMod(root.eval(l, c, r, n), (long) n);
    }

    private static final class Parser {
        final String s;
        int pos;

        Parser(String s) { this.s = s; }

        IllegalArgumentException error(String what) {
            return new IllegalArgumentException("The formula has " + what + " at character " + (pos + 1) + ".");
        }

        void skipSpace() { while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) pos++; }

        boolean eat(char ch) {
            skipSpace();
            if (pos < s.length() && s.charAt(pos) == ch) { pos++; return true; }
            return false;
        }

        Node sum() {
            Node left = product();
            while (true) {
                if (eat('+')) { Node a = left, b = product(); left = (l, c, r, n) -> a.eval(l, c, r, n) + b.eval(l, c, r, n); }
                else if (eat('-')) { Node a = left, b = product(); left = (l, c, r, n) -> a.eval(l, c, r, n) - b.eval(l, c, r, n); }
                else return left;
            }
        }

        Node product() {
            Node left = unary();
            while (true) {
                if (eat('*')) { Node a = left, b = unary(); left = (l, c, r, n) -> a.eval(l, c, r, n) * b.eval(l, c, r, n); }
                else if (eat('/')) { Node a = left, b = unary(); left = (l, c, r, n) -> Math.floorDiv(a.eval(l, c, r, n), nonZero(b.eval(l, c, r, n))); }
                else if (eat('%')) { Node a = left, b = unary(); left = (l, c, r, n) -> Math.floorMod(a.eval(l, c, r, n), nonZero(b.eval(l, c, r, n))); }
                else return left;
            }
        }

        static long nonZero(long v) {
            if (v == 0) throw new ArithmeticException("The formula divides by zero for some neighbours.");
            return v;
        }

        Node unary() {
            if (eat('-')) { Node a = unary(); return (l, c, r, n) -> -a.eval(l, c, r, n); }
            return atom();
        }

        Node atom() {
            skipSpace();
            if (pos >= s.length()) throw error("nothing");
            char ch = s.charAt(pos);
            if (eat('(')) {
                Node inner = sum();
                if (!eat(')')) throw error("a missing “)”");
                return inner;
            }
            if (Character.isDigit(ch)) {
                int start = pos;
                while (pos < s.length() && Character.isDigit(s.charAt(pos))) pos++;
                if (pos - start > 9) throw error("a number that is too long");
                long v = Long.parseLong(s.substring(start, pos));
                return (l, c, r, n) -> v;
            }
            if (Character.isLetter(ch)) {
                int start = pos;
                while (pos < s.length() && Character.isLetter(s.charAt(pos))) pos++;
                String name = s.substring(start, pos).toLowerCase(java.util.Locale.ROOT);
                switch (name) {
                    case "l": return (l, c, r, n) -> l;
                    case "c": return (l, c, r, n) -> c;
                    case "r": return (l, c, r, n) -> r;
                    case "n": return (l, c, r, n) -> n;
                    case "min", "max", "abs": return function(name, start);
                    default:
                        pos = start;
                        throw error("the unknown name “" + name + "” (use l, c, r, n, min, max, abs)");
                }
            }
            throw error("unexpected “" + ch + "”");
        }

        Node function(String name, int start) {
            if (!eat('(')) throw error("“" + name + "” without “(”");
            List<Node> args = new ArrayList<>();
            do args.add(sum()); while (eat(','));
            if (!eat(')')) throw error("a missing “)”");
            if (name.equals("abs")) {
                if (args.size() != 1) { pos = start; throw error("abs with more than one value"); }
                Node a = args.get(0);
                return (l, c, r, n) -> Math.abs(a.eval(l, c, r, n));
            }
            boolean max = name.equals("max");
            Node[] as = args.toArray(Node[]::new);
            return (l, c, r, n) -> {
                long best = as[0].eval(l, c, r, n);
                for (int i = 1; i < as.length; i++) {
                    long v = as[i].eval(l, c, r, n);
                    best = max ? Math.max(best, v) : Math.min(best, v);
                }
                return best;
            };
        }
    }
}
