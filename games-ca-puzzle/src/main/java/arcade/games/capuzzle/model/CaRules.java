package arcade.games.capuzzle.model;

import arcade.games.capuzzle.automaton.Board;
import arcade.api.model.GameRules;
import arcade.api.model.IllegalMoveException;
import arcade.api.model.MoveFormatException;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The puzzle as a one-player game automaton. A move guesses a state for a hidden cell (a state
 * already refuted there is not offered again, which also makes every game end) or buys a reveal
 * as a hint. The game is won when every cell is revealed; there is no losing.
 */
public final class CaRules implements GameRules<CaState, CaMove> {
    public static final PlayerId PLAYER = new PlayerId("player");
    private static final Pattern GUESS = Pattern.compile("(\\d+),(\\d+)=(\\d+)");
    private static final Pattern HINT = Pattern.compile("hint (\\d+),(\\d+)");

    @Override public List<PlayerId> players() { return List.of(PLAYER); }

    @Override public PlayerId toMove(CaState s) { return PLAYER; }

    @Override public NodeKind kind(CaState s) { return s.solved() ? NodeKind.TERMINAL : NodeKind.DECISION; }

    @Override public List<CaMove> legalMoves(CaState s) {
        List<CaMove> out = new ArrayList<>();
        if (s.solved()) return out;
        Board b = s.board();
        int n = s.puzzle().automaton().states();
        for (int t = 0; t < b.generations(); t++) for (int i = 0; i < b.width(); i++) {
            if (s.isRevealed(t, i)) continue;
            for (int v = 0; v < n; v++) if ((s.wrongMask(t, i) >> v & 1) == 0) out.add(CaMove.guess(t, i, v));
            out.add(CaMove.paidReveal(t, i));
        }
        return out;
    }

    @Override public boolean isLegal(CaState s, CaMove m) {
        Board b = s.board();
        if (s.solved() || m.row() < 0 || m.row() >= b.generations() || m.col() < 0 || m.col() >= b.width()) return false;
        if (s.isRevealed(m.row(), m.col())) return false;
        if (m.hint()) return m.state() == -1;
        return m.state() >= 0 && m.state() < s.puzzle().automaton().states() && (s.wrongMask(m.row(), m.col()) >> m.state() & 1) == 0;
    }

    @Override public CaState apply(CaState s, CaMove m) {
        if (!isLegal(s, m)) throw new IllegalMoveException("not a legal move here: " + m.text());
        return m.hint() ? s.paidReveal(m.row(), m.col()) : s.guess(m.row(), m.col(), m.state());
    }

    @Override public Optional<Outcome> outcome(CaState s) { return s.solved() ? Optional.of(Outcome.win(PLAYER)) : Optional.empty(); }

    @Override public String formatMove(CaMove m) { return m.text(); }

    @Override public CaMove parseMove(CaState s, String text) {
        Matcher g = GUESS.matcher(text.strip());
        try {
            if (g.matches()) return CaMove.guess(Integer.parseInt(g.group(1)), Integer.parseInt(g.group(2)), Integer.parseInt(g.group(3)));
            Matcher h = HINT.matcher(text.strip());
            if (h.matches()) return CaMove.paidReveal(Integer.parseInt(h.group(1)), Integer.parseInt(h.group(2)));
        } catch (NumberFormatException e) {
            throw new MoveFormatException("the numbers in '" + text + "' are too large");
        }
        throw new MoveFormatException("a move is 'row,column=state' or 'hint row,column', not '" + text + "'");
    }
}
