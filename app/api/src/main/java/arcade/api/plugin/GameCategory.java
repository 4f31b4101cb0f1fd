package arcade.api.plugin;

/**
 * The shelf a game sits on in the library: the library groups and filters its cards by it, and
 * its search finds a game by its category's name too. A game declares its own with
 * {@link GamePlugin#category()}; one that declares none is an arcade game.
 */
public enum GameCategory {
    /** Real-time and action games (Snake). */
    ARCADE("Arcade"),
    /** Games of deduction for one player (Minesweeper, the cellular-automaton puzzle). */
    PUZZLES("Puzzles"),
    /** Card games and patiences (Klondike). */
    CARDS("Cards"),
    /** Games of two or more players on a board (Shannon's switching game, the shipped rules files). */
    BOARD_GAMES("Board games"),
    /** Games the player wrote as rules files, and the card that opens any such file. */
    RULES_FILES("Your rules files");

    private final String label;

    GameCategory(String label) { this.label = label; }

    /** The category as the library names it to players. */
    public String label() { return label; }
}
