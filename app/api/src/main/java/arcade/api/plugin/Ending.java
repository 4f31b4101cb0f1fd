package arcade.api.plugin;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The end of a game as the shell's end-of-game card shows it: what happened, in a title and a few
 * lines (time and moves, the place among the best, a line of the game's own), and what the player
 * can do next. The shell adds "Back to the library" and lets the player close the card to look at
 * the board.
 *
 * @param tone      the card's colour and icon
 * @param title     e.g. "You won!", "Game over", "Black wins"
 * @param lines     short lines under the title, in order
 * @param playAgain starts another game of the same variant
 * @param replay    shows the finished game move by move, or null where the game cannot
 * @param placement where the shell puts the card: over the game, or below it so the board stays in view
 */
public record Ending(Tone tone, String title, List<String> lines, Runnable playAgain, Runnable replay, Placement placement) {
    /** Won, lost, drawn, or a game that simply ends with a score. */
    public enum Tone { WON, LOST, DRAWN, FINISHED }

    /**
     * Where the card goes. {@code CENTRED}: over the middle of the game, as most games want it.
     * {@code BELOW_BOARD}: a bar across the bottom of the game area, the game shrinking above it,
     * for a puzzle whose solved board is the reward and must never be covered.
     */
    public enum Placement { CENTRED, BELOW_BOARD }

    public Ending {
        Objects.requireNonNull(tone, "tone");
        Objects.requireNonNull(title, "title");
        lines = lines == null ? List.of() : List.copyOf(lines);
        Objects.requireNonNull(playAgain, "playAgain");
        placement = placement == null ? Placement.CENTRED : placement;
    }

    /** A card centred over the game. */
    public Ending(Tone tone, String title, List<String> lines, Runnable playAgain, Runnable replay) {
        this(tone, title, lines, playAgain, replay, Placement.CENTRED);
    }

    public Optional<Runnable> replayAction() { return Optional.ofNullable(replay); }
}
