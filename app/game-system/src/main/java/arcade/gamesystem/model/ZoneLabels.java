package arcade.gamesystem.model;

import arcade.gamesystem.format.Node;
import arcade.gamesystem.format.RulesFileException;

/** The checks on a zone's {@code label}: how the arcade names the zone to players, short enough to fit beside it. */
final class ZoneLabels {
    /** Long enough for "Black's pieces to place", short enough for a pile's title on an 800-pixel window. */
    static final int MAX_LENGTH = 40;

    private ZoneLabels() {}

    /** The expanded label, or a located error when it is too long or spans lines. */
    static String check(Node where, String label) throws RulesFileException {
        String text = label.strip();
        if (text.length() > MAX_LENGTH)
            throw where.error("a zone's label is at most " + MAX_LENGTH + " characters, and \"" + text + "\" has " + text.length());
        if (text.contains("\n") || text.contains("\r") || text.contains("\t"))
            throw where.error("a zone's label is one line of text, without line breaks or tabs");
        return text;
    }
}
