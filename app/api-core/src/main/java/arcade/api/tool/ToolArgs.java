package arcade.api.tool;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Minimal {@code --name value} / {@code --flag} parser for tools. Unknown options and missing or
 * malformed values raise {@link ToolArgsException} with a message fit for the user.
 */
public final class ToolArgs {
    private final Map<String, String> values = new LinkedHashMap<>();
    private final Set<String> flags = new LinkedHashSet<>();
    private final List<String> positional = new ArrayList<>();

    private ToolArgs() {}

    /**
     * @param valued options that take a value (without the leading dashes)
     * @param flagNames options that take none; {@code help} and {@code json} are always allowed
     */
    public static ToolArgs parse(List<String> args, Set<String> valued, Set<String> flagNames) throws ToolArgsException {
        ToolArgs a = new ToolArgs();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.startsWith("--")) {
                String name = arg.substring(2);
                String inline = null;
                int eq = name.indexOf('=');
                if (eq >= 0) { inline = name.substring(eq + 1); name = name.substring(0, eq); }
                if (valued.contains(name)) {
                    String v = inline;
                    if (v == null) {
                        if (i + 1 >= args.size()) throw new ToolArgsException("option --" + name + " needs a value");
                        v = args.get(++i);
                    }
                    a.values.put(name, v);
                } else if (flagNames.contains(name) || name.equals("help") || name.equals("json")) {
                    if (inline != null) throw new ToolArgsException("option --" + echo(name) + " takes no value");
                    a.flags.add(name);
                } else {
                    throw new ToolArgsException("unknown option --" + echo(name));
                }
            } else if (arg.equals("-h")) {
                a.flags.add("help");
            } else {
                a.positional.add(arg);
            }
        }
        return a;
    }

    /** The longest piece of the user's input a message repeats whole. */
    static final int ECHO_LIMIT = 80;
    /** The longest message line a tool prints from a game's own words (which may repeat the input). */
    static final int LINE_LIMIT = 300;

    /**
     * The user's input as a message may repeat it: whole when short, else its start and its length
     * ("xxxxxxxx… (50,000 characters)"), so a mistyped 50,000-character id is not echoed back.
     */
    public static String echo(String input) { return cut(input, ECHO_LIMIT); }

    /** A message line cut the same way at {@link #LINE_LIMIT} characters. */
    public static String line(String message) { return cut(message, LINE_LIMIT); }

    private static String cut(String s, int limit) {
        if (s == null) return "";
        if (s.length() <= limit) return s;
        int end = limit - 20;
        if (Character.isHighSurrogate(s.charAt(end - 1))) end--; // never half a character
        return s.substring(0, end) + "… (" + String.format(java.util.Locale.ROOT, "%,d", s.length()) + " characters)";
    }

    public boolean flag(String name) { return flags.contains(name); }
    public boolean help() { return flag("help"); }
    public boolean json() { return flag("json"); }
    public List<String> positional() { return List.copyOf(positional); }
    public Optional<String> value(String name) { return Optional.ofNullable(values.get(name)); }
    public String string(String name, String def) { return values.getOrDefault(name, def); }

    public String require(String name) throws ToolArgsException {
        String v = values.get(name);
        if (v == null) throw new ToolArgsException("missing option --" + name);
        return v;
    }

    public long longValue(String name, long def) throws ToolArgsException {
        String v = values.get(name);
        if (v == null) return def;
        try { return Long.parseLong(v); } catch (NumberFormatException e) {
            throw new ToolArgsException("--" + name + " must be a whole number, got '" + echo(v) + "'");
        }
    }

    public int intValue(String name, int def, int min, int max) throws ToolArgsException {
        long v = longValue(name, def);
        if (v < min || v > max) throw new ToolArgsException("--" + name + " must be between " + min + " and " + max + ", got " + v);
        return (int) v;
    }

    /** Parses {@code WxH}, e.g. {@code 20x20}. */
    public int[] size(String name, String def, int min, int max) throws ToolArgsException {
        String v = string(name, def);
        String[] p = v.toLowerCase().split("x");
        try {
            if (p.length != 2) throw new NumberFormatException();
            int w = Integer.parseInt(p[0]), h = Integer.parseInt(p[1]);
            if (w < min || h < min || w > max || h > max)
                throw new ToolArgsException("--" + name + " sides must be between " + min + " and " + max + ", got " + echo(v));
            return new int[]{w, h};
        } catch (NumberFormatException e) {
            throw new ToolArgsException("--" + name + " must look like WxH (e.g. 20x20), got '" + echo(v) + "'");
        }
    }

    public <E extends Enum<E>> E choice(String name, Class<E> type, E def) throws ToolArgsException {
        String v = values.get(name);
        if (v == null) return def;
        for (E e : type.getEnumConstants()) if (e.name().equalsIgnoreCase(v)) return e;
        StringBuilder sb = new StringBuilder();
        for (E e : type.getEnumConstants()) sb.append(sb.length() == 0 ? "" : "|").append(e.name().toLowerCase());
        throw new ToolArgsException("--" + name + " must be one of " + sb + ", got '" + echo(v) + "'");
    }
}
