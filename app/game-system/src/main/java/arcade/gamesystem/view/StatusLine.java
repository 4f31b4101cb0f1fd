package arcade.gamesystem.view;

import arcade.api.host.Frame;
import arcade.api.model.GameRules;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;
import arcade.api.session.Session;
import arcade.gamesystem.model.Outcomes;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;
import arcade.gamesystem.model.Zone;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/** The status line and the end-of-game card's words: who won, whose turn it is and what to do, a forced move said. */
final class StatusLine {
    private StatusLine() {}

    static String of(Frame<RulesState, RulesMove> frame, Seats seats) {
        RulesState s = frame.state();
        GameRules<RulesState, RulesMove> rules = frame.session().rules();
        Optional<Outcome> o = rules.outcome(s);
        if (o.isPresent()) return title(o.get());
        List<PlayerId> players = s.game().players();
        String who = seats.name(rules.toMove(s), players);
        String forced = forcedNotice(frame);
        String now;
        if (rules.kind(s) == NodeKind.CHANCE) now = who + ": roll the die (Enter, Space or a click on it).";
        else if (rules.legalMoves(s).isEmpty()) now = who + " has no move: the game is stuck.";
        else {
            String phase = PhaseWords.of(s, rules.legalMoves(s));
            now = phase == null ? who + " to move." : who + " to move: " + phase + ".";
        }
        String mill = millNotice(frame);
        if (mill != null) now = mill + " " + now;
        return forced == null ? now : forced + " " + now;
    }

    /** "White closed a mill and took b6." after a move on a board of points that removed a piece; null otherwise. */
    static String millNotice(Frame<RulesState, RulesMove> frame) {
        Session.Change<RulesState, RulesMove> c = frame.change();
        if (c == null || c.direction() != Session.Direction.FORWARD || c.steps().isEmpty()) return null;
        Session.Step<RulesMove> last = c.steps().get(c.steps().size() - 1);
        if (last.isChance() || c.steps().size() != 1) return null;
        RulesState before = c.before();
        if (before.game().board().map(b -> b.shape() != arcade.gamesystem.model.Board.Shape.POINTS).orElse(true)) return null;
        List<Zone> taken = arcade.gamesystem.model.MovePicker.capturedBy(before, last.move());
        if (taken.isEmpty()) return null;
        String cells = taken.stream().map(Zone::name).collect(Collectors.joining(" and "));
        return frame.session().rules().toMove(before).id() + " closed a mill and took " + cells + ".";
    }

    /** "Red had only one move: pass." after a forced move was made for a player; null otherwise. */
    static String forcedNotice(Frame<RulesState, RulesMove> frame) {
        Session.Change<RulesState, RulesMove> c = frame.change();
        if (c == null || c.direction() != Session.Direction.FORWARD || c.steps().size() != 1 || c.steps().get(0).isChance()) return null;
        GameRules<RulesState, RulesMove> rules = frame.session().rules();
        if (rules.kind(c.before()) != NodeKind.DECISION || !ComputerSide.forced(rules, c.before())) return null;
        RulesMove m = c.steps().get(0).move();
        return rules.toMove(c.before()).id() + " had only one move: " + Notation.of(c.before(), m) + ".";
    }

    /** The card's title: the winner by name, or a draw. */
    static String title(Outcome o) {
        return o instanceof Outcome.Win w ? w.winner().id() + " wins" : "A draw";
    }

    /** The card's own line: the winning line or connection, in cell names; null when the game was not won by one. */
    static String winningLine(RulesState s) {
        List<Zone> zones = Outcomes.winningZones(s);
        if (zones.isEmpty()) return null;
        String cells = zones.stream().map(Zone::name).collect(Collectors.joining(" "));
        return (s.game().board().map(b -> b.shape() == arcade.gamesystem.model.Board.Shape.HEX).orElse(false)
                ? "The winning chain: " : "The winning line: ") + cells;
    }
}
