package arcade.games.solitaire.ai;

import arcade.games.solitaire.model.KlondikeView;
import arcade.games.solitaire.solver.Verdict;

/** One sentence for the status line when Auto-play or Solve stops by itself: why, and what the player can do next. */
public final class StopReasons {
    private StopReasons() {}

    public static String autoPlay(NoPeekPlayer.GiveUp why, KlondikeView view) {
        boolean allSeen = view.unseenCards().isEmpty();
        return switch (why) {
            case NO_MOVE -> "Auto-play stopped: no move is left.";
            case CIRCLES -> "Auto-play stopped: every move left only leads back to a position already played; "
                    + "Undo to try another line, or Solve to see whether the deal can still be won.";
            case TURNING_ONLY -> "Auto-play stopped: no card can move and turning the stock only brings the same cards round again, "
                    + "so this game is lost; Undo to go back, or deal a new game.";
            case ALL_LOST -> allSeen
                    ? "Auto-play stopped: every card is in sight and no line wins from here; Undo to go back, or deal a new game."
                    : "Auto-play stopped: every guess at the hidden cards loses from here; "
                      + "Undo to try another line, or Solve (which sees every card) to check.";
            case HOPELESS -> "Auto-play stopped: for ten moves no guess at the hidden cards could be won; "
                    + "Undo to try another line, or Solve (which sees every card) to check.";
        };
    }

    public static String solve(Verdict verdict) {
        return verdict == Verdict.UNWINNABLE
                ? "Solve: seeing every card, no line wins from here; Undo to go back to a position that can still be won."
                : "Solve found no winning line in the time it had; Undo a few moves and try again, or play on.";
    }
}
