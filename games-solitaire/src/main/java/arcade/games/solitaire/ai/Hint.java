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
        // A commitment comes with the moves that lead to it: hint the first step.
        return new Hint(firstStep(step), sampledStatus(a.samples(), a.won(), a.unknown()));
    }

    /**
     * The status for {@code samples} guesses at the hidden cards, {@code won} of them winnable and
     * {@code unknown} not decided in time: undecided guesses are named, so that "1 of 8" is not
     * read as "7 lost" when most were simply not finished.
     */
    static String sampledStatus(int samples, int won, int unknown) {
        int lost = samples - won - unknown;
        String undecided = unknown + " not decided in the time allowed";
        if (won == 0) {
            if (unknown == samples) return "No winning line found in the time allowed.";
            if (unknown == 0) return "Unlikely to be won: none of the " + samples + " guesses at the hidden cards wins.";
            return "No winning line found: " + lost + " of " + samples + " guesses at the hidden cards lose, " + undecided + ".";
        }
        String winnable = "Winnable in " + won + " of " + samples + " guesses at the hidden cards";
        return unknown == 0 ? winnable + "." : winnable + "; " + undecided + ".";
    }

    /** The turns up to and including the first move of a card (all of a line of turns only). */
    public static List<KlondikeMove> firstStep(List<KlondikeMove> line) {
        for (int i = 0; i < line.size(); i++) {
            KlondikeMove.Kind k = line.get(i).kind();
            if (k != KlondikeMove.Kind.DRAW && k != KlondikeMove.Kind.RECYCLE) return line.subList(0, i + 1);
        }
        return line;
    }
}
