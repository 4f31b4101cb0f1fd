package arcade.api.analysis;

import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.testing.TicTacToe;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Random tic-tac-toe playouts from any seed keep the game's invariants at every step. */
class TicTacToePlayoutPropertyTest {
    private final TicTacToe ttt = new TicTacToe();

    @Property(tries = 300)
    void everyStepKeepsTheInvariants(@ForAll long seed) {
        RandomPlayout.Result<TicTacToe.Board> p = RandomPlayout.run(ttt, ttt.initial(), seed, 9);
        assertThat(p.ending()).isEqualTo(RandomPlayout.Ending.TERMINAL);
        List<TicTacToe.Board> states = p.states();
        for (int k = 0; k < states.size(); k++) {
            TicTacToe.Board b = states.get(k);
            long x = b.cells().chars().filter(c -> c == 'X').count(), o = b.cells().chars().filter(c -> c == 'O').count();
            assertThat(x - o).isBetween(0L, 1L);
            assertThat(b.marks()).isEqualTo(k);
            assertThat(ttt.toMove(b)).isEqualTo(k % 2 == 0 ? TicTacToe.X : TicTacToe.O);
            boolean last = k == states.size() - 1;
            assertThat(ttt.outcome(b).isPresent()).as("only the last state is terminal").isEqualTo(last);
            assertThat(ttt.kind(b) == NodeKind.TERMINAL).isEqualTo(last);
            assertThat(ttt.legalMoves(b)).hasSize(last ? 0 : 9 - k);
            if (k > 0) {
                // Exactly one cell changed, from empty to the previous mover's mark.
                TicTacToe.Board prev = states.get(k - 1);
                int changed = 0;
                for (int c = 0; c < 9; c++) if (prev.at(c) != b.at(c)) { changed++; assertThat(prev.at(c)).isEqualTo('.'); }
                assertThat(changed).isEqualTo(1);
            }
        }
        Outcome end = p.outcome().orElseThrow();
        if (end instanceof Outcome.Win w) {
            // The winner is the player who made the last move.
            assertThat(w.winner()).isEqualTo(ttt.toMove(states.get(states.size() - 2)));
        } else {
            assertThat(p.finalState().marks()).isEqualTo(9);
        }
        assertThat(p.plies()).isBetween(5, 9);
        assertThat(Replay.run(ttt, ttt.initial(), p.steps().stream().map(s -> Integer.parseInt(s.label())).toList()).finalState())
                .isEqualTo(p.finalState());
    }
}
