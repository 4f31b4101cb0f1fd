package arcade.games.solitaire.ai;

import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeView;

import java.util.List;

/**
 * A hint from what the player sees: the first step of a winning line when every card is known,
 * else the step most sampled deals win with; the status says how winnable the position looks.
 *
 * @param step   the moves to play (turns, then the card's move); empty when nothing is found
 * @param status one line for the status bar
 */
public record Hint(List<KlondikeMove> step, String status) {

    public static Hint advise(KlondikeView view, NoPeekPlayer player) {
        NoPeekPlayer.Analysis a = player.analyse(view, true);
        List<KlondikeMove> step = a.bestStep();
        if (a.exact()) {
            if (!step.isEmpty()) {
                // An exact line: hint its first step only.
                List<KlondikeMove> first = firstStep(step);
                return new Hint(first, "Still winnable.");
            }
            return new Hint(List.of(), a.unknown() > 0 ? "No winning line found in the time allowed." : "This position can no longer be won.");
        }
        if (a.samples() == 0) return new Hint(step, "No move is left.");
        String status = a.won() == 0
                ? (a.unknown() == a.samples() ? "No winning line found in the time allowed." : "Unlikely to be won: none of the guesses at the hidden cards wins.")
                : "Winnable in " + a.won() + " of " + a.samples() + " guesses at the hidden cards.";
        return new Hint(step, status);
    }

    /** The turns up to and including the first move of a card. */
    static List<KlondikeMove> firstStep(List<KlondikeMove> line) {
        for (int i = 0; i < line.size(); i++) {
            KlondikeMove.Kind k = line.get(i).kind();
            if (k != KlondikeMove.Kind.DRAW && k != KlondikeMove.Kind.RECYCLE) return line.subList(0, i + 1);
        }
        return line;
    }
}
