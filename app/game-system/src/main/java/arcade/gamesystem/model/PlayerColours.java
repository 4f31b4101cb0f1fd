package arcade.gamesystem.model;

import arcade.gamesystem.format.Node;
import arcade.gamesystem.format.RulesFileException;

import java.util.List;
import java.util.Locale;

/** The colours a file may give its players ({@code "colour": "black"}), which a player's name may also say (Black, Red). */
public final class PlayerColours {
    /** The colours the arcade draws, by name. */
    public static final List<String> NAMES = List.of("black", "white", "red", "blue", "green", "yellow", "orange", "purple", "brown", "grey");

    private PlayerColours() {}

    static String check(Node n) throws RulesFileException {
        String c = n.nonBlank().toLowerCase(Locale.ROOT);
        if (c.equals("gray")) c = "grey";
        if (!NAMES.contains(c)) throw n.error("the colours are " + String.join(", ", NAMES) + ", not \"" + n.string() + "\"");
        return c;
    }

    /** The colour a player's name says, or "" when it says none. */
    static String named(String player) {
        String c = player.toLowerCase(Locale.ROOT);
        if (c.equals("gray")) c = "grey";
        return NAMES.contains(c) ? c : "";
    }
}
