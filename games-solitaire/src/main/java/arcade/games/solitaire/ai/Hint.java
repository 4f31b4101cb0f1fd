package arcade.games.solitaire.ai;

import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeView;

import java.util.List;

/**
 * A hint from what the player sees: the first step of a winning line when every card is known,
 * else the step most sampled deals win with, said in a player's words.
 *
 * @param step     the moves to play (turns, then the card's move); empty when nothing is found
 * @param advice   the move and, where one helps, a short reason ("Send the 5♠ home.")
 * @param winnable whether the position can still be won, as far as the hint can tell
 * @param details  what the solver found (its guesses at the hidden cards), for those who ask
 */
public record Hint(List<KlondikeMove> step, String advice, Winnable winnable, String details) {

    /** Winnability in the three words a player needs. */
    public enum Winnable {
        YES("winnable"), LOST("lost"), NOT_KNOWN("not known yet");

        private final String words;
        Winnable(String words) { this.words = words; }
        public String words() { return words; }
    }

    /** The status line: the advice and the winnability, with the solver's details when asked for. */
    public String status(boolean withDetails) {
        String line = "Hint: " + advice + " Winnable: " + winnable.words() + ".";
        return withDetails && !details.isEmpty() ? line + " (" + details + ")" : line;
    }

    public static Hint advise(KlondikeView view, NoPeekPlayer player) {
        NoPeekPlayer.Analysis a = player.analyse(view, true);
        List<KlondikeMove> step = a.bestStep();
        if (a.exact()) {
            if (!step.isEmpty()) {
                // An exact line: hint its first step only.
                List<KlondikeMove> first = firstStep(step);
                return new Hint(first, HintWords.advice(view, first), Winnable.YES, "every card is known and a winning line was found");
            }
            boolean undecided = a.unknown() > 0;
            return new Hint(List.of(), undecided ? "No winning line was found in the time allowed." : "No line wins from here.",
                    undecided ? Winnable.NOT_KNOWN : Winnable.LOST, "");
        }
        if (a.samples() == 0) return new Hint(step, "No move is left.", Winnable.LOST, "");
        // A commitment comes with the moves that lead to it: hint the first step.
        List<KlondikeMove> first = firstStep(step);
        String advice = first.isEmpty() ? "No move was found that helps." : HintWords.advice(view, first);
        return new Hint(first, advice, Winnable.NOT_KNOWN, sampledStatus(a.samples(), a.won(), a.unknown()));
    }

    /**
     * The solver's details for {@code samples} guesses at the hidden cards, {@code won} of them
     * winnable and {@code unknown} not decided in time: undecided guesses are named, so that "1 of
     * 8" is not read as "7 lost" when most were simply not finished.
     */
    static String sampledStatus(int samples, int won, int unknown) {
        int lost = samples - won - unknown;
        String undecided = unknown + " not decided in the time allowed";
        if (won == 0) {
            if (unknown == samples) return "no winning line found in the time allowed";
            if (unknown == 0) return "none of the " + samples + " guesses at the hidden cards wins";
            return lost + " of " + samples + " guesses at the hidden cards lose, " + undecided;
        }
        String winnable = won + " of " + samples + " guesses at the hidden cards win";
        return unknown == 0 ? winnable : winnable + "; " + undecided;
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
