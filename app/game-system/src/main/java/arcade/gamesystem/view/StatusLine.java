package arcade.gamesystem.view;

import arcade.api.model.GameRules;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;
import arcade.api.session.Session;
import arcade.api.store.GameRecord;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;

import java.util.Optional;

/** The status line in words (who won, or whose turn it is and what to do) and the result for the statistics. */
final class StatusLine {
    private StatusLine() {}

    /** A finished game's result from the human player's side, for the statistics. */
    static GameRecord.Result result(Outcome o, PlayerId human) {
        if (o instanceof Outcome.Win w) return w.winner().equals(human) ? GameRecord.Result.WIN : GameRecord.Result.LOSS;
        return GameRecord.Result.DRAW;
    }

    static String of(Session<RulesState, RulesMove> session, boolean computer, PlayerId human, boolean thinking) {
        GameRules<RulesState, RulesMove> rules = session.rules();
        RulesState s = session.state();
        Optional<Outcome> o = session.outcome();
        if (o.isPresent()) return o.get() instanceof Outcome.Win w ? w.winner() + " wins." : "Draw.";
        PlayerId p = rules.toMove(s);
        String who = p + (computer ? (p.equals(human) ? " (you)" : " (computer)") : "");
        if (thinking) return who + " is thinking…";
        if (rules.kind(s) == NodeKind.CHANCE) return who + ": roll the die.";
        if (rules.legalMoves(s).isEmpty()) return who + " has no move: the game is stuck.";
        return who + " to move.";
    }
}
