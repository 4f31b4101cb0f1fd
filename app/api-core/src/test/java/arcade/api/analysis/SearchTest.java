package arcade.api.analysis;

import arcade.api.model.PlayerId;
import arcade.api.session.Rng;
import arcade.api.testing.CoinGame;
import arcade.api.testing.DefectGames;
import arcade.api.testing.TableGame;
import arcade.api.testing.TakeAway;
import arcade.api.testing.TicTacToe;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class SearchTest {
    private final TicTacToe ttt = new TicTacToe();

    @Test
    void theEmptyTicTacToeBoardIsADraw() {
        Search.Result<Integer> r = Search.negamax(ttt, ttt.initial());
        assertThat(r.value()).isEqualTo(0.0);
        assertThat(r.bestMove()).isPresent();
        assertThat(Search.expectimax(ttt, ttt.initial(), TicTacToe.X).value()).isEqualTo(0.0);
    }

    @Test
    void xWinsAtOnceWithCellTwo() {
        Search.Result<Integer> r = Search.negamax(ttt, TicTacToe.position("XX.OO...."));
        assertThat(r.value()).isEqualTo(1.0);
        assertThat(r.bestMove()).contains(2);
        Search.Result<Integer> e = Search.expectimax(ttt, TicTacToe.position("XX.OO...."), TicTacToe.X);
        assertThat(e.value()).isEqualTo(1.0);
        assertThat(e.bestMove()).contains(2);
    }

    @Test
    void xInTheCentreAgainstOOnAnEdgeWins() {
        Search.Result<Integer> r = Search.negamax(ttt, TicTacToe.position("....X..O."));
        assertThat(r.value()).isEqualTo(1.0);
        // The move found must keep the win: after it, O's best is a loss.
        TicTacToe.Board after = ttt.apply(TicTacToe.position("....X..O."), r.bestMove().orElseThrow());
        assertThat(Search.negamax(ttt, after).value()).isEqualTo(-1.0);
    }

    @Test
    void takeAwayIsWonByTheFirstPlayerWithTakeOne() {
        TakeAway t = new TakeAway();
        Search.Result<TakeAway.Take> r = Search.negamax(t, t.initial());
        assertThat(r.value()).isEqualTo(1.0);
        assertThat(r.bestMove()).contains(TakeAway.Take.TAKE1);
        assertThat(Search.negamax(t, new TakeAway.Pile(3, TakeAway.A)).value()).isEqualTo(-1.0);
    }

    @Test
    void negamaxAgreesWithRetrogradeValuesOnEveryTicTacToePosition() {
        ExplicitAutomaton<TicTacToe.Board, Integer> a = Explorer.explore(ttt, ttt.initial());
        double[] exact = retrograde(a);
        Rng rng = new Rng(2026);
        List<Integer> sample = new ArrayList<>();
        for (int i = 0; i < a.stateCount(); i++) if (!a.isTerminal(i)) sample.add(i);
        rng.shuffle(sample);
        for (int i : sample.subList(0, 400)) {
            TicTacToe.Board b = a.state(i);
            assertThat(Search.negamax(ttt, b).value()).as("with table, %s", b).isEqualTo(exact[i]);
            assertThat(Search.negamax(ttt, b, Search.Limits.<TicTacToe.Board>exact().withTranspositions(false)).value())
                    .as("without table, %s", b).isEqualTo(exact[i]);
            assertThat(Search.expectimax(ttt, b, a.toMove(i)).value()).as("expectimax, %s", b).isEqualTo(exact[i]);
        }
    }

    @Test
    void theTranspositionTableSavesWork() {
        long with = Search.negamax(ttt, ttt.initial()).nodes();
        long without = Search.negamax(ttt, ttt.initial(), Search.Limits.<TicTacToe.Board>exact().withTranspositions(false)).nodes();
        assertThat(with).isLessThan(without);
        assertThat(with).isLessThan(5478);
    }

    @Test
    void aDepthLimitHandsTheFrontierToTheEvaluation() {
        // 1,000 stones: far too deep to solve; the known evaluation "a multiple of 3 loses for the mover" guides a 2-step search.
        TakeAway big = new TakeAway(1000);
        AtomicInteger calls = new AtomicInteger();
        Search.Evaluation<TakeAway.Pile> eval = (p, viewer) -> {
            calls.incrementAndGet();
            boolean moverLoses = p.stones() % 3 == 0;
            return p.toMove().equals(viewer) == moverLoses ? -1 : 1;
        };
        Search.Result<TakeAway.Take> r = Search.negamax(big, big.initial(), Search.Limits.depth(2, eval));
        assertThat(r.value()).isEqualTo(1.0);
        assertThat(r.bestMove()).contains(TakeAway.Take.TAKE1); // 1000 − 1 = 999 = 3·333
        assertThat(calls.get()).isPositive();
        Search.Result<TakeAway.Take> e = Search.expectimax(big, big.initial(), TakeAway.A, Search.Limits.depth(3, eval));
        assertThat(e.bestMove()).contains(TakeAway.Take.TAKE1);
    }

    @Test
    void theCoinGameIsWorthAQuarterToA() {
        TableGame coin = CoinGame.rules();
        Search.Result<String> a = Search.expectimax(coin, "c0", new PlayerId("A"));
        assertThat(a.value()).isCloseTo(0.25, within(1e-12));
        assertThat(a.chanceBest()).isTrue();
        Search.Result<String> b = Search.expectimax(coin, "c1", new PlayerId("B"));
        assertThat(b.value()).isCloseTo(0.5, within(1e-12));
        assertThat(b.chanceBest()).as("B should flip rather than stop").isTrue();
        assertThat(b.bestMove()).isEmpty();
        // Negamax averages chance nodes too (expectiminimax) and agrees.
        assertThat(Search.negamax(coin, "c0").value()).isCloseTo(0.25, within(1e-12));
        assertThat(Search.negamax(coin, "c1").value()).isCloseTo(0.5, within(1e-12));
    }

    @Test
    void anExtraTurnKeepsTheSideToMove() {
        // A moves twice in a row (extra, win): the value must not be negated between A's own moves.
        Search.Result<String> r = Search.negamax(DefectGames.extraTurn(), "s");
        assertThat(r.value()).isEqualTo(1.0);
        assertThat(r.bestMove()).contains("extra");
    }

    @Test
    void cyclesAndDeadEndsAreReportedNotLoopedOver() {
        assertThatThrownBy(() -> Search.negamax(DefectGames.passCycle(), "a"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("not terminating");
        Search.Result<String> limited = Search.negamax(DefectGames.passCycle(), "a", Search.Limits.depth(6, (s, p) -> 0));
        assertThat(limited.value()).isEqualTo(1.0); // A wins, now or after a round of passes
        assertThat(limited.bestMove()).isPresent();
        assertThatThrownBy(() -> Search.negamax(DefectGames.deadEnd(), "x"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("not totally defined");
        assertThatThrownBy(() -> Search.negamax(ttt, TicTacToe.position("XXXOO....")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("already over");
    }

    @Test
    void aCancelledSearchStops() {
        AtomicInteger polls = new AtomicInteger();
        Search.Limits<TicTacToe.Board> limits = Search.Limits.<TicTacToe.Board>exact().cancelledWhen(() -> polls.incrementAndGet() > 50);
        assertThatThrownBy(() -> Search.negamax(ttt, ttt.initial(), limits)).isInstanceOf(CancellationException.class);
    }

    /** Exact values from the mover's side by backward induction over the explored DAG. */
    private static double[] retrograde(ExplicitAutomaton<TicTacToe.Board, Integer> a) {
        double[] v = new double[a.stateCount()];
        boolean[] done = new boolean[a.stateCount()];
        for (int i = a.stateCount() - 1; i >= 0; i--) solve(a, i, v, done);
        return v;
    }

    private static double solve(ExplicitAutomaton<TicTacToe.Board, Integer> a, int i, double[] v, boolean[] done) {
        if (done[i]) return v[i];
        PlayerId me = a.toMove(i);
        double best;
        if (a.isTerminal(i)) {
            best = Search.value(a.outcome(i).orElseThrow(), me);
        } else {
            best = -2;
            for (ExplicitAutomaton.Edge<Integer> e : a.edges(i)) {
                int t = e.to();
                double c = a.isTerminal(t) ? Search.value(a.outcome(t).orElseThrow(), me) : -solve(a, t, v, done);
                best = Math.max(best, c);
            }
        }
        done[i] = true;
        return v[i] = best;
    }
}
