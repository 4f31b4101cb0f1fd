package arcade.api.testing;

import arcade.api.model.ChanceOutcome;
import arcade.api.model.GameRules;
import arcade.api.model.IllegalMoveException;
import arcade.api.model.MoveFormatException;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertThrows;

/** The contract test must fail on broken rules: each defect below is caught by the check meant for it. */
class GameRulesContractSelfTest {

    /** Forwards everything to tic-tac-toe; each broken game overrides one thing. */
    static class Forwarding implements GameRules<TicTacToe.Board, Integer> {
        final TicTacToe t = new TicTacToe();
        @Override public List<PlayerId> players() { return t.players(); }
        @Override public PlayerId toMove(TicTacToe.Board s) { return t.toMove(s); }
        @Override public NodeKind kind(TicTacToe.Board s) { return t.kind(s); }
        @Override public List<Integer> legalMoves(TicTacToe.Board s) { return t.legalMoves(s); }
        @Override public TicTacToe.Board apply(TicTacToe.Board s, Integer m) { return t.apply(s, m); }
        @Override public Optional<Outcome> outcome(TicTacToe.Board s) { return t.outcome(s); }
        @Override public String formatMove(Integer m) { return t.formatMove(m); }
        @Override public Integer parseMove(TicTacToe.Board s, String text) { return t.parseMove(s, text); }
    }

    static <S, M> GameRulesContract<S, M> contract(GameRules<S, M> rules, S initial, int bound) {
        return new GameRulesContract<>() {
            @Override protected GameRules<S, M> rules() { return rules; }
            @Override protected S initialState(long seed) { return initial; }
            @Override protected int plyBound() { return bound; }
            @Override protected List<Long> seeds() { return List.of(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L); }
        };
    }

    static GameRulesContract<TicTacToe.Board, Integer> contract(GameRules<TicTacToe.Board, Integer> rules) {
        return contract(rules, TicTacToe.Board.empty(), 9);
    }

    private static void fails(Executable check) { assertThrows(AssertionError.class, check); }

    @Test
    void theContractPassesOnCorrectRules() throws Exception {
        GameRulesContract<TicTacToe.Board, Integer> c = contract(new Forwarding());
        c.everyLegalMoveTextRoundTrips();
        c.applyNeverMutatesItsInput();
        c.illegalMovesAreRejectedAndLeaveTheStateUnchanged();
        c.saveThenRestoreGivesTheSameStateAndPosition();
    }

    @Test
    void labelsThatDoNotParseBackAreCaught() {
        fails(contract(new Forwarding() {
            @Override public String formatMove(Integer m) { return "cell" + m; }
        })::everyLegalMoveTextRoundTrips);
    }

    @Test
    void acceptingAnIllegalMoveIsCaught() {
        fails(contract(new Forwarding() {
            @Override public TicTacToe.Board apply(TicTacToe.Board s, Integer m) {
                char mark = t.toMove(s).equals(TicTacToe.X) ? 'X' : 'O';
                return new TicTacToe.Board(s.cells().substring(0, m) + mark + s.cells().substring(m + 1)); // overwrites
            }
        })::illegalMovesAreRejectedAndLeaveTheStateUnchanged);
    }

    @Test
    void acceptingMalformedTextIsCaught() {
        fails(contract(new Forwarding() {
            @Override public Integer parseMove(TicTacToe.Board s, String text) {
                try { return t.parseMove(s, text); } catch (MoveFormatException e) { return 0; }
            }
        })::malformedMoveTextIsRejected);
    }

    @Test
    void anOutcomeOutsideTerminalStatesIsCaught() {
        fails(contract(new Forwarding() {
            @Override public NodeKind kind(TicTacToe.Board s) { return NodeKind.DECISION; }
        })::outcomeIsPresentIffTerminalIffNoMoveAndNoChance);
    }

    @Test
    void duplicateLegalMovesAreCaught() {
        fails(contract(new Forwarding() {
            @Override public List<Integer> legalMoves(TicTacToe.Board s) {
                List<Integer> m = t.legalMoves(s);
                return m.isEmpty() ? m : java.util.stream.Stream.concat(m.stream(), m.stream().limit(1)).toList();
            }
        })::legalMovesAreDeterministicDistinctAndUniquelyLabelled);
    }

    @Test
    void aGameThatOutlastsItsDeclaredBoundIsCaught() {
        TableGame cycle = DefectGames.passCycle();
        // Declared to end within 2 plies; from 'a' half the playouts pass to 'b' and back instead.
        fails(contract(cycle, cycle.initial(), 2)::randomPlayoutsFromAFixedSeedStayWithinThePlyBound);
    }

    @Test
    void aStateSharedWithUndoHistoryIsCaught() {
        // An undo that cannot restore the previous state: the game hands out the same mutable board.
        fails(contract(new MutableGame(), new MutableGame.Cells(new char[9]), 9)::applyNeverMutatesItsInput);
    }

    /** A counting game on a mutable array whose apply writes into its input: the classic undo bug. */
    static final class MutableGame implements GameRules<MutableGame.Cells, Integer> {
        static final class Cells {
            final char[] c;
            Cells(char[] c) { this.c = c; }
            @Override public boolean equals(Object o) { return o instanceof Cells x && Arrays.equals(c, x.c); }
            @Override public int hashCode() { return Arrays.hashCode(c); }
            int filled() { int n = 0; for (char ch : c) if (ch != 0) n++; return n; }
        }
        private static final PlayerId P = new PlayerId("P");
        @Override public List<PlayerId> players() { return List.of(P); }
        @Override public PlayerId toMove(Cells s) { return P; }
        @Override public NodeKind kind(Cells s) { return s.filled() == 9 ? NodeKind.TERMINAL : NodeKind.DECISION; }
        @Override public List<Integer> legalMoves(Cells s) {
            return java.util.stream.IntStream.range(0, 9).filter(i -> s.c[i] == 0).boxed().toList();
        }
        @Override public Cells apply(Cells s, Integer m) {
            if (s.c[m] != 0) throw new IllegalMoveException("taken");
            s.c[m] = 'x'; // the bug
            return new Cells(s.c.clone());
        }
        @Override public List<ChanceOutcome<Cells>> chanceOutcomes(Cells s) { return List.of(); }
        @Override public Optional<Outcome> outcome(Cells s) { return s.filled() == 9 ? Optional.of(Outcome.win(P)) : Optional.empty(); }
        @Override public String formatMove(Integer m) { return Integer.toString(m); }
        @Override public Integer parseMove(Cells s, String text) {
            if (!text.matches("[0-8]")) throw new MoveFormatException("cell 0-8");
            return Integer.parseInt(text);
        }
    }
}
