package arcade.gamesystem;

import arcade.gamesystem.model.RulesSource;

/** The library line and the rules page of a rules-file game, from the file's own description. */
final class RulesPages {
    private RulesPages() {}

    static final String HOW_TO_PLAY = """
            ## Playing

            Choose an opponent in the bar above the board: a friend at this computer, or the computer at three strengths
            (you take the side whose turn it is when you choose the computer). Click a highlighted cell or pile to play
            there, or choose a move in the list on the right (arrow keys and Enter); the arrow keys also move a cursor over
            the board, and Enter or Space plays where it is. When a game has a die, roll it with the button, by clicking the
            die, or with Enter or Space. When a player has only one possible move (a pass, say), it is made for them and
            the status line says so. The last move is framed on the board, and a winning line is drawn through.

            Undo takes back your last move and the computer's answer; Hint shows the strongest computer's move (the game
            then counts as played with help). The *Rules File* card plays any other rules file; how to write one is in
            RULES-FORMAT.md of the game system.
            """;

    /** The first sentence of the description, for the library card. */
    static String summary(RulesSource src) { return summary(src.description(), src.file()); }

    /** The card's line: the description's first sentence. */
    static String summary(String description, String file) {
        String d = description.strip().replaceAll("\\s+", " ");
        if (d.isEmpty()) return "A board game from the rules file " + file + ".";
        int end = d.indexOf(". ");
        return end > 0 ? d.substring(0, end + 1) : d;
    }

    static String page(RulesSource src) {
        String d = src.description().isBlank() ? "A board game from the rules file " + src.file() + "." : src.description().strip();
        return "# " + src.name() + "\n\n" + d + "\n\n" + HOW_TO_PLAY;
    }

    static String openFilePage() {
        return """
                # Rules File

                Any board game written as a rules file (tokens in zones, moves with preconditions and effects, win and
                draw clauses, a die) can be played here: choose *Open rules file…* and pick the file. The game is checked
                first; a file with a mistake is not opened, and the message names the line or the field and what is wrong.
                An unfinished game reopens its file when you come back.

                *New rules file…* writes a small complete game with a comment on each part (three in a row on 3 × 3) into
                the folder `games/rules/` of the arcade's data folder, says where it is and opens it: change it in any text
                editor to make a game of your own. Files in that folder are cards of their own in the library.

                """ + HOW_TO_PLAY + "\n" + formatPage();
    }

    /** RULES-FORMAT.md, shipped in the jar, as the second half of the Rules File card's page. */
    static String formatPage() {
        try (java.io.InputStream in = RulesPages.class.getResourceAsStream("/arcade/gamesystem/format-page/RULES-FORMAT.md")) {
            if (in == null) return "";
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            return "";
        }
    }
}
