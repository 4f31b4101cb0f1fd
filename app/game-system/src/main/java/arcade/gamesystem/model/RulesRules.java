package arcade.gamesystem.model;

import arcade.api.model.ChanceOutcome;
import arcade.api.model.GameRules;
import arcade.api.model.IllegalMoveException;
import arcade.api.model.MoveFormatException;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;
import arcade.api.zones.Placement;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The game automaton of a rules file (the thesis's conversion, done lazily): τ is a move clause
 * followed by the alternation clause, κ rolls the die, λ is {@link Outcomes}. States carry their
 * compiled game, so one rules object serves every variant of the file.
 */
public final class RulesRules implements GameRules<RulesState, RulesMove> {
    private static final RulesMove PASS = new RulesMove(CompiledGame.PASS);
    private final List<PlayerId> players;

    public RulesRules(List<PlayerId> players) { this.players = List.copyOf(players); }

    @Override public List<PlayerId> players() { return players; }

    @Override public PlayerId toMove(RulesState s) { return s.game().players.get(s.toMove()); }

    @Override public NodeKind kind(RulesState s) {
        if (s.outcome().isPresent()) return NodeKind.TERMINAL;
        if (s.awaitsRoll()) return NodeKind.CHANCE;
        return NodeKind.DECISION;
    }

    @Override public List<RulesMove> legalMoves(RulesState s) {
        if (s.outcome().isPresent() || s.awaitsRoll()) return List.of();
        List<MoveInstance> enabled = s.enabled();
        if (enabled.isEmpty()) return s.game().noMoves == CompiledGame.NoMoves.PASS ? List.of(PASS) : List.of();
        List<RulesMove> out = new ArrayList<>(enabled.size());
        for (MoveInstance m : enabled) out.add(new RulesMove(m.label()));
        return out;
    }

    @Override public boolean isLegal(RulesState s, RulesMove m) { return instance(s, m) != null || isPass(s, m); }

    @Override public RulesState apply(RulesState s, RulesMove m) {
        CompiledGame g = s.game();
        int mover = s.toMove(), n = g.players.size();
        if (isPass(s, m)) return s.with(restDie(g, s.placement()), (mover + 1) % n, mover, s.plies() + 1);
        MoveInstance i = instance(s, m);
        if (i == null) throw new IllegalMoveException("'" + m.label() + "' is not a legal move here");
        Placement<Zone, Piece> next = Clauses.applyAll(i.effects(), s.placement());
        Condition extra = g.extraTurnByMover.get(mover);
        boolean again = extra != null && extra.test(s.with(next, mover, mover, s.plies() + 1));
        return s.with(restDie(g, next), again ? mover : (mover + 1) % n, mover, s.plies() + 1);
    }

    private static Placement<Zone, Piece> restDie(CompiledGame g, Placement<Zone, Piece> p) {
        return g.die == null ? p : p.move(g.die.marker(), g.die.rest());
    }

    private static boolean isPass(RulesState s, RulesMove m) {
        return m.label().equals(CompiledGame.PASS) && s.game().noMoves == CompiledGame.NoMoves.PASS
                && s.outcome().isEmpty() && !s.awaitsRoll() && s.enabled().isEmpty();
    }

    private static MoveInstance instance(RulesState s, RulesMove m) {
        if (s.outcome().isPresent()) return null;
        for (MoveInstance i : s.enabled()) if (i.label().equals(m.label())) return i;
        return null;
    }

    @Override public List<ChanceOutcome<RulesState>> chanceOutcomes(RulesState s) {
        if (!s.awaitsRoll()) return List.of();
        CompiledGame.Die d = s.game().die;
        List<ChanceOutcome<RulesState>> out = new ArrayList<>(d.faces());
        for (int f = 1; f <= d.faces(); f++)
            out.add(new ChanceOutcome<>(Integer.toString(f), 1.0 / d.faces(), s.withPlacement(s.placement().move(d.marker(), d.faceZones().get(f - 1)))));
        return out;
    }

    @Override public Optional<Outcome> outcome(RulesState s) { return s.outcome(); }

    @Override public String formatMove(RulesMove m) { return m.label(); }

    @Override public RulesMove parseMove(RulesState s, String text) {
        if (text == null) throw new MoveFormatException("no move given");
        String t = text.replaceAll("\\s+", "");
        if (t.isEmpty() || !s.game().knowsLabel(t)) throw new MoveFormatException("\"" + text + "\" is not a move of " + s.game().name());
        return new RulesMove(t);
    }
}
