package arcade.gamesystem.view;

import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A move in the words players use: a placement by its cell ({@code d3}), a piece move as the file
 * names it ({@code c3-d4}, {@code c3xe5xg7}), any other move by its name and what it names
 * ({@code take 2}, {@code sow pit 3}), and a pass as "pass".
 */
final class Notation {
    private static final Pattern CALL = Pattern.compile("([A-Za-z][\\w-]*)\\((.*)\\)");

    private Notation() {}

    static String of(RulesState s, RulesMove m) { return of(m.label()); }

    static String of(String label) {
        if (label.equals("pass")) return "pass";
        Matcher c = CALL.matcher(label);
        if (!c.matches()) return label;
        String name = c.group(1), args = c.group(2).replace(',', ' ').replace('-', ' ').trim();
        if (name.equals("place") || name.equals("drop")) return args.isEmpty() ? name : args;
        return args.isEmpty() ? name : name + " " + args;
    }
}
