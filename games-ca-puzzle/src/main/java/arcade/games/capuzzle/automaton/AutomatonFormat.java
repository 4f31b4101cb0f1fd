package arcade.games.capuzzle.automaton;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The v1 text format of {@code .ccell}, {@code .tcell} and {@code .pcell} files (THESIS.md 7): the number
 * of states, one colour per line, the kind marker (and the picture board), the rule count, the
 * rules and the free description. The extension decides the kind.
 */
public final class AutomatonFormat {
    /** Far above any automaton file (a 10-state one with all 1,000 rules is about 20 KB); larger files are refused unread. */
    public static final long MAX_BYTES = 1L << 20;
    private static final Pattern COLOUR = Pattern.compile("#[0-9a-fA-F]{6}|#[0-9a-fA-F]{3}|[a-zA-Z]{3,30}");

    private AutomatonFormat() {}

    /** Parses a file whose name (for the extension) is given. */
    public static Automaton parse(String fileName, String text) throws AutomatonFormatException {
        Kind kind = Kind.ofFileName(fileName);
        if (kind == null) throw new AutomatonFormatException(0, "the file name must end in .ccell, .tcell or .pcell");
        return parse(kind, text);
    }

    public static Automaton parse(Kind kind, String text) throws AutomatonFormatException {
        return new Reader(text).read(kind);
    }

    /** The file text; {@code parse(kind, format(a))} equals {@code a}. */
    public static String format(Automaton a) {
        StringBuilder sb = new StringBuilder();
        sb.append(a.states()).append('\n');
        for (String c : a.colours()) sb.append(c).append('\n');
        sb.append(a.kind().marker()).append('\n');
        PictureSetup p = a.picture();
        if (p != null) {
            sb.append(p.width()).append(' ').append(p.generations()).append(' ').append(p.cyclic() ? "cyclic" : "flat")
              .append(' ').append(p.border()).append('\n');
            sb.append(p.initialRows().size()).append('\n');
            for (int[] row : p.initialRows()) sb.append(String.join(" ", Arrays.stream(row).mapToObj(String::valueOf).toList())).append('\n');
        }
        List<Rule> rules = a.rules();
        sb.append(rules.size()).append('\n');
        for (Rule r : rules) sb.append(r.l()).append(' ').append(r.c()).append(' ').append(r.r()).append(' ').append(r.result()).append('\n');
        sb.append(a.description());
        return sb.toString();
    }

    /** Reads line by line, remembering the line number for messages. */
    private static final class Reader {
        private final String[] lines;
        private int next;

        Reader(String text) { lines = text.replace("\r\n", "\n").split("\n", -1); }

        private int lineNo() { return next; }

        private String line(String what) throws AutomatonFormatException {
            boolean restBlank = true;
            for (int i = next; i < lines.length && restBlank; i++) restBlank = lines[i].isBlank();
            if (restBlank) throw new AutomatonFormatException(next + 1, "the file ends where " + what + " was expected");
            String s = lines[next++].strip();
            if (s.isEmpty()) throw new AutomatonFormatException(next, "empty line where " + what + " was expected");
            return s;
        }

        private int number(String s, String what, int min, int max) throws AutomatonFormatException {
            try {
                int v = Integer.parseInt(s);
                if (v < min || v > max) throw new AutomatonFormatException(next, what + " must be " + min + " to " + max + ", not " + v);
                return v;
            } catch (NumberFormatException e) {
                throw new AutomatonFormatException(next, what + " must be a whole number, not '" + s + "'");
            }
        }

        private int[] states(String s, int count, int n, String what) throws AutomatonFormatException {
            String[] parts = s.split("\\s+");
            if (parts.length != count) throw new AutomatonFormatException(next, what + " needs " + count + " numbers, found " + parts.length);
            int[] out = new int[count];
            for (int i = 0; i < count; i++) out[i] = number(parts[i], "a state", 0, n - 1);
            return out;
        }

        Automaton read(Kind kind) throws AutomatonFormatException {
            int n = number(line("the number of states"), "the number of states", Automaton.MIN_STATES, Automaton.MAX_STATES);
            List<String> colours = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                String c = line("the colour of state " + i);
                if (!COLOUR.matcher(c).matches())
                    throw new AutomatonFormatException(next, "'" + c + "' is not a colour (use #RRGGBB or a colour name)");
                colours.add(c);
            }
            String marker = line("the kind '" + kind.marker() + "'");
            if (!marker.equals(kind.marker()))
                throw new AutomatonFormatException(next, "a ." + kind.extension() + " file says '" + kind.marker() + "' here, not '" + marker + "'");
            PictureSetup picture = kind == Kind.PICTURE ? readPicture(n) : null;
            int maxRules = n * n * n;
            int expected = Automaton.ruleCount(kind, n);
            int count = number(line("the number of rules"), "the number of rules", 0, maxRules);
            if (kind != Kind.PICTURE && count != expected)
                throw new AutomatonFormatException(next, "a " + kind.marker() + " automaton with " + n + " states has " + expected + " rules, not " + count);
            int[] table = new int[maxRules];
            Arrays.fill(table, Rule.UNDEFINED);
            Set<Integer> seen = new HashSet<>();
            for (int i = 0; i < count; i++) {
                int[] v = states(line("rule " + (i + 1) + " of " + count), 4, n, "a rule (left centre right result)");
                int[] key = {v[0], v[1], v[2]};
                if (kind == Kind.TOTALISTIC) Arrays.sort(key);
                if (!seen.add((key[0] * n + key[1]) * n + key[2]))
                    throw new AutomatonFormatException(next, "the triple " + v[0] + " " + v[1] + " " + v[2] + " already has a rule");
                if (kind == Kind.TOTALISTIC) for (int[] p : Automaton.permutations(v[0], v[1], v[2])) table[(p[0] * n + p[1]) * n + p[2]] = v[3];
                else table[(v[0] * n + v[1]) * n + v[2]] = v[3];
            }
            StringBuilder desc = new StringBuilder();
            for (int i = next; i < lines.length; i++) {
                if (i > next) desc.append('\n');
                desc.append(lines[i]);
            }
            String description = desc.toString().stripTrailing();
            return new Automaton(kind, n, colours, table, description, picture);
        }

        private PictureSetup readPicture(int n) throws AutomatonFormatException {
            String[] board = line("the board 'width generations flat|cyclic border'").split("\\s+");
            if (board.length != 4) throw new AutomatonFormatException(next, "the board line is 'width generations flat|cyclic border'");
            int w = number(board[0], "the width", 3, 200);
            int m = number(board[1], "the number of generations", 2, 200);
            if (!board[2].equals("flat") && !board[2].equals("cyclic"))
                throw new AutomatonFormatException(next, "the board type is 'flat' or 'cyclic', not '" + board[2] + "'");
            int border = number(board[3], "the border state", 0, n - 1);
            int g = number(line("the number of initial rows"), "the number of initial rows", 1, 1000);
            List<int[]> rows = new ArrayList<>();
            for (int i = 0; i < g; i++) rows.add(states(line("initial row " + (i + 1)), w, n, "an initial row"));
            return new PictureSetup(w, m, board[2].equals("cyclic"), border, rows);
        }

    }
}
