package arcade.gamesystem.model;

import arcade.api.model.Outcome;

import java.util.Optional;

/**
 * The win function λ of a rules game: the win clauses (first that holds), then the draw clauses,
 * then the ply bound, then the no-move rule when it ends the game.
 */
final class Outcomes {
    private Outcomes() {}

    static Optional<Outcome> of(RulesState s) {
        CompiledGame g = s.game();
        for (CompiledGame.WinClause w : g.winsByLastMover.get(s.lastMover()))
            if (w.condition().test(s)) return Optional.of(Outcome.win(g.players.get(w.winner())));
        if (g.drawByLastMover.get(s.lastMover()).test(s)) return Optional.of(Outcome.draw());
        if (g.maxPlies > 0 && s.plies() >= g.maxPlies) return Optional.of(Outcome.draw());
        boolean decision = g.die == null || s.dieFace() != 0;
        if (decision && (g.noMoves == CompiledGame.NoMoves.DRAW || g.noMoves == CompiledGame.NoMoves.LOSS) && s.enabled().isEmpty())
            return Optional.of(g.noMoves == CompiledGame.NoMoves.DRAW ? Outcome.draw() : Outcome.win(g.players.get(1 - s.toMove())));
        return Optional.empty();
    }
}
