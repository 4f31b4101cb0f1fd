package arcade.gamesystem.view;

import arcade.api.host.GameHost;
import arcade.api.model.GameRules;
import arcade.api.model.NodeKind;
import arcade.api.session.Rng;
import arcade.api.session.Session;
import arcade.gamesystem.ai.ComputerPlayer;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;

import java.util.List;
import java.util.function.Supplier;

/**
 * The host's other side of a rules game: the computer's moves and rolls when it plays, and for
 * every player a forced step made without asking — the only legal move (a pass), played for them.
 */
final class ComputerSide implements GameHost.Opponent<RulesState, RulesMove> {
    private final GameRules<RulesState, RulesMove> rules;
    private final Seats seats;
    private final Supplier<RulesState> current;
    private final Rng dice;

    ComputerSide(GameRules<RulesState, RulesMove> rules, Seats seats, Supplier<RulesState> current, long seed) {
        this.rules = rules;
        this.seats = seats;
        this.current = current;
        this.dice = new Rng(seed);
    }

    @Override public boolean movesIn(RulesState s) {
        NodeKind kind = rules.kind(s);
        if (kind == NodeKind.TERMINAL) return false;
        if (computer(s)) return true;
        return kind == NodeKind.DECISION && forced(rules, s);
    }

    /** True when the only legal move is one the player has no choice about. */
    static boolean forced(GameRules<RulesState, RulesMove> rules, RulesState s) { return rules.legalMoves(s).size() == 1; }

    private boolean computer(RulesState s) { return seats.computerPlays(rules.toMove(s), s.game().players()); }

    @Override public RulesMove choose(RulesState s) {
        List<RulesMove> legal = rules.legalMoves(s);
        if (legal.size() == 1) return legal.get(0);
        Thread me = Thread.currentThread();
        return new ComputerPlayer(rules).choose(s, seats.opponent.get().strength, me::isInterrupted).orElseThrow();
    }

    @Override public Session.Step<RulesMove> step(RulesState s) {
        if (rules.kind(s) != NodeKind.CHANCE) return Session.Step.move(choose(s));
        synchronized (dice) {
            return Session.Step.chance(rules.sampleChanceEvent(s, dice));
        }
    }

    @Override public String thinking() {
        RulesState s = current.get();
        if (s == null) return "";
        String who = rules.toMove(s).id();
        if (rules.kind(s) == NodeKind.CHANCE) return who + " rolls the die…";
        if (forced(rules, s)) return who + " has only one move…";
        return who + " (computer) is thinking…";
    }

    /** Rolls for the person at this computer, from the same dice. */
    String roll(RulesState s) {
        synchronized (dice) {
            return rules.sampleChanceEvent(s, dice);
        }
    }
}
