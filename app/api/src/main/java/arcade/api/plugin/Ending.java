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
 */
public record Ending(Tone tone, String title, List<String> lines, Runnable playAgain, Runnable replay) {
    /** Won, lost, drawn, or a game that simply ends with a score. */
    public enum Tone { WON, LOST, DRAWN, FINISHED }

    public Ending {
        Objects.requireNonNull(tone, "tone");
        Objects.requireNonNull(title, "title");
        lines = lines == null ? List.of() : List.copyOf(lines);
        Objects.requireNonNull(playAgain, "playAgain");
    }

    public Optional<Runnable> replayAction() { return Optional.ofNullable(replay); }
}
