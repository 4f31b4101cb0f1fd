package arcade.gamesystem.model;

import arcade.api.model.ChanceOutcome;
import arcade.api.model.GameRules;
import arcade.api.model.IllegalMoveException;
import arcade.api.model.MoveFormatException;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The game automaton of a rules file (THESIS.md §7: the conversion, done lazily): τ is a move clause
 * followed by the alternation clause, κ rolls the die, λ is {@link Outcomes}. States carry their
 * compiled game, so one rules object serves every variant of the file.
 */
public final class RulesRules implements GameRules<RulesState, RulesMove> {
    private static final RulesMove PASS = new RulesMove(CompiledGame.PASS);
    /** The shape of a piece move's label: cells joined by '-' or 'x' ({@code c3xe5xg7}). */
    private static final Pattern PIECE_LABEL = Pattern.compile("[A-Za-z0-9]{1,8}([-x][A-Za-z0-9]{1,8}){1,40}");
    private final List<PlayerId> players;

    public RulesRules(List<PlayerId> players) { this.players = List.copyOf(players); }

    @Override public List<PlayerId> players() { return players; }

    @Override public PlayerId toMove(RulesState s) { return s.game.players.get(s.toMove()); }

    @Override public NodeKind kind(RulesState s) {
        if (s.outcome().isPresent()) return NodeKind.TERMINAL;
        if (s.awaitsRoll()) return NodeKind.CHANCE;
        return NodeKind.DECISION;
    }

    @Override public List<RulesMove> legalMoves(RulesState s) {
        if (s.outcome().isPresent() || s.awaitsRoll()) return List.of();
        List<Play> plays = s.plays();
        if (plays.isEmpty()) return passes(s.game) ? List.of(PASS) : List.of();
        List<RulesMove> out = new ArrayList<>(plays.size());
        for (Play p : plays) out.add(new RulesMove(p.label()));
        return out;
    }

    private static boolean passes(CompiledGame g) { return g.noMoves == CompiledGame.NoMoves.PASS || g.noMoves == CompiledGame.NoMoves.PASS_OR_END; }

    @Override public boolean isLegal(RulesState s, RulesMove m) { return play(s, m) != null || isPass(s, m); }

    @Override public RulesState apply(RulesState s, RulesMove m) {
        CompiledGame g = s.game;
        int mover = s.toMove(), n = g.players.size();
        Scratch sc = new Scratch(s, mover);
        if (isPass(s, m)) {
            restDie(g, sc);
            return sc.freeze((mover + 1) % n, mover, s.plies() + 1);
        }
        Play p = play(s, m);
        if (p == null) throw new IllegalMoveException("'" + m.label() + "' is not a legal move here");
        p.effect().apply(sc);
        Condition extra = g.extraTurnByMover.get(mover);
        boolean again = sc.again || extra != null && extra.test(sc);
        restDie(g, sc);
        return sc.freeze(again ? mover : (mover + 1) % n, mover, s.plies() + 1);
    }

    /** The legal move a state offers under this label (also under its format-1 label). */
    static Play play(RulesState s, RulesMove m) {
        if (s.outcome().isPresent()) return null;
        Play p = s.play(m.label());
        return p != null ? p : s.play(s.game.currentLabel(m.label(), s.toMove()));
    }

    private static void restDie(CompiledGame g, Scratch sc) {
        if (g.die == null) return;
        for (Zone f : g.die.faceZones()) if (sc.size(f.index()) > 0) sc.moveTop(f.index(), g.die.rest().index(), 1);
    }

    private static boolean isPass(RulesState s, RulesMove m) {
        return m.label().equals(CompiledGame.PASS) && passes(s.game) && s.outcome().isEmpty() && !s.awaitsRoll() && s.plays().isEmpty();
    }

    @Override public List<ChanceOutcome<RulesState>> chanceOutcomes(RulesState s) {
        if (!s.awaitsRoll()) return List.of();
        CompiledGame.Die d = s.game.die;
        List<ChanceOutcome<RulesState>> out = new ArrayList<>(d.faces());
        for (int f = 1; f <= d.faces(); f++)
            out.add(new ChanceOutcome<>(Integer.toString(f), 1.0 / d.faces(), s.moved(d.rest(), d.faceZones().get(f - 1), 1)));
        return out;
    }

    @Override public Optional<Outcome> outcome(RulesState s) { return s.outcome(); }

    @Override public String formatMove(RulesMove m) { return m.label(); }

    @Override public RulesMove parseMove(RulesState s, String text) {
        if (text == null) throw new MoveFormatException("no move given");
        String t = text.replaceAll("\\s+", "");
        if (t.isEmpty() || t.length() > 400) throw new MoveFormatException("\"" + shorten(text) + "\" is not a move of " + s.game.name());
        if (s.play(t) != null) return new RulesMove(t);
        if (s.game.knowsLabel(t)) return new RulesMove(s.game.currentLabel(t, s.toMove()));
        if (s.game.dynamicMoves && PIECE_LABEL.matcher(t).matches()) return new RulesMove(t);
        throw new MoveFormatException("\"" + shorten(text) + "\" is not a move of " + s.game.name());
    }

    private static String shorten(String text) { return text.length() > 40 ? text.substring(0, 40) + "…" : text; }
}
