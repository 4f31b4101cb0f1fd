package arcade.api.testing;

import arcade.api.model.GameRules;
import arcade.api.model.IllegalMoveException;
import arcade.api.model.MoveFormatException;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Tic-tac-toe, the oracle game of the formal-games tools (THESIS.md §8.2). Cells 0–8 row by row; a
 * move is the cell number and its label is that digit, so labels are player-neutral (symmetric).
 * X starts; the game stops at the first line (won by the mover) or on a full board (draw).
 */
public final class TicTacToe implements GameRules<TicTacToe.Board, Integer> {
    public static final PlayerId X = new PlayerId("X");
    public static final PlayerId O = new PlayerId("O");
    private static final int[][] LINES = {
            {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};

    /** A position: nine characters {@code X}, {@code O} or {@code .}; the mover follows from the counts. */
    public record Board(String cells) {
        public Board {
            if (cells == null || !cells.matches("[XO.]{9}")) throw new IllegalArgumentException("a board is 9 of X, O, '.': " + cells);
            long x = cells.chars().filter(c -> c == 'X').count(), o = cells.chars().filter(c -> c == 'O').count();
            if (x != o && x != o + 1) throw new IllegalArgumentException("X and O counts impossible: " + cells);
        }

        public static Board empty() { return new Board("........."); }

        public char at(int cell) { return cells.charAt(cell); }

        public int marks() { return (int) cells.chars().filter(c -> c != '.').count(); }

        @Override public String toString() { return cells; }
    }

    /** The empty board. */
    public Board initial() { return Board.empty(); }

    /** A position given as text, e.g. {@code XX.OO....}. */
    public static Board position(String cells) { return new Board(cells); }

    @Override public List<PlayerId> players() { return List.of(X, O); }

    @Override public PlayerId toMove(Board b) { return b.marks() % 2 == 0 ? X : O; }

    @Override public NodeKind kind(Board b) { return outcome(b).isPresent() ? NodeKind.TERMINAL : NodeKind.DECISION; }

    @Override public List<Integer> legalMoves(Board b) {
        if (outcome(b).isPresent()) return List.of();
        List<Integer> moves = new ArrayList<>();
        for (int c = 0; c < 9; c++) if (b.at(c) == '.') moves.add(c);
        return moves;
    }

    @Override public Board apply(Board b, Integer cell) {
        if (cell == null || cell < 0 || cell > 8) throw new IllegalMoveException("no such cell: " + cell);
        if (outcome(b).isPresent()) throw new IllegalMoveException("the game is over");
        if (b.at(cell) != '.') throw new IllegalMoveException("cell " + cell + " is taken");
        char mark = toMove(b).equals(X) ? 'X' : 'O';
        return new Board(b.cells().substring(0, cell) + mark + b.cells().substring(cell + 1));
    }

    @Override public Optional<Outcome> outcome(Board b) {
        for (int[] l : LINES) {
            char c = b.at(l[0]);
            if (c != '.' && c == b.at(l[1]) && c == b.at(l[2])) return Optional.of(Outcome.win(c == 'X' ? X : O));
        }
        return b.marks() == 9 ? Optional.of(Outcome.draw()) : Optional.empty();
    }

    @Override public String formatMove(Integer cell) { return Integer.toString(cell); }

    @Override public Integer parseMove(Board b, String text) {
        if (text == null || !text.matches("[0-8]")) throw new MoveFormatException("a tic-tac-toe move is a cell number 0-8, got '" + text + "'");
        return Integer.parseInt(text);
    }
}
