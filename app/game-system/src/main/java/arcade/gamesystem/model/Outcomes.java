package arcade.gamesystem.model;

import arcade.api.model.Outcome;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The win function λ of a rules game: the win clauses (first that holds), then the draw clauses,
 * then the end clauses (decided by the score), then the ply bound (a draw), then the no-move rule when it
 * ends the game.
 */
public final class Outcomes {
    private Outcomes() {}

    static Optional<Outcome> of(RulesState s) {
        CompiledGame g = s.game;
        int last = s.lastMover();
        for (CompiledGame.WinClause w : g.winsByLastMover.get(last))
            if (w.condition().test(s)) return Optional.of(Outcome.win(g.players.get(w.winner())));
        if (g.drawByLastMover.get(last).test(s)) return Optional.of(Outcome.draw());
        if (g.endByLastMover.get(last).test(s)) return Optional.of(scored(s));
        if (g.maxPlies > 0 && s.plies() >= g.maxPlies) return Optional.of(Outcome.draw());
        boolean decision = g.die == null || s.dieFace() != 0;
        if (!decision || !s.plays().isEmpty()) return Optional.empty();
        return switch (g.noMoves) {
            case DRAW -> Optional.of(Outcome.draw());
            case LOSS -> Optional.of(Outcome.win(g.players.get(1 - s.toMove())));
            case END -> Optional.of(scored(s));
            case PASS_OR_END -> nobodyCanMove(s) ? Optional.of(scored(s)) : Optional.empty();
            default -> Optional.empty();
        };
    }

    /** The zones that show how a finished game was won: the line, the chain; empty for other endings. */
    public static List<Zone> winningZones(RulesState s) {
        CompiledGame g = s.game;
        List<Zone> out = new ArrayList<>();
        if (s.outcome().isEmpty()) return out;
        for (CompiledGame.WinClause w : g.winsByLastMover.get(s.lastMover()))
            if (w.condition().test(s)) {
                for (int z : w.condition().witness(s)) out.add(g.zones.get(z));
                break;
            }
        return out;
    }

    private static boolean nobodyCanMove(RulesState s) {
        int n = s.game.players.size();
        for (int q = 1; q < n; q++)
            if (!s.withTurn((s.toMove() + q) % n, s.lastMover()).plays().isEmpty()) return false;
        return true;
    }

    /** The score's verdict: the single leader wins, else a draw (also when the file gives no score). */
    static Outcome scored(RulesState s) {
        if (s.game.score == null) return Outcome.draw();
        int leader = s.game.score.leader(s);
        return leader < 0 ? Outcome.draw() : Outcome.win(s.game.players.get(leader));
    }
}
