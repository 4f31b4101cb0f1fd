package arcade.api.analysis;

import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;
import arcade.api.testing.CoinGame;
import arcade.api.testing.DefectGames;
import arcade.api.testing.TableGame;
import arcade.api.testing.TakeAway;
import arcade.api.testing.TicTacToe;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.OptionalInt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PropertiesTest {
    static ExplicitAutomaton<TicTacToe.Board, Integer> ttt;
    static ExplicitAutomaton<TakeAway.Pile, TakeAway.Take> take;

    @BeforeAll
    static void explore() {
        TicTacToe t = new TicTacToe();
        ttt = Explorer.explore(t, t.initial());
        TakeAway k = new TakeAway();
        take = Explorer.explore(k, k.initial());
    }

    private static <S> ExplicitAutomaton<S, String> explore(TableGame g) {
        @SuppressWarnings("unchecked") ExplicitAutomaton<S, String> a = (ExplicitAutomaton<S, String>) (ExplicitAutomaton<?, String>) Explorer.explore(g, g.initial());
        return a;
    }

    // ---- tic-tac-toe (THESIS.md §8.2)

    @Test
    void ticTacToeHasTheOraclePlayCounts() {
        PlayCount plays = Properties.countPlays(ttt);
        assertThat(plays.total()).isEqualTo(255_168);
        assertThat(plays.wins(TicTacToe.X)).isEqualTo(131_184);
        assertThat(plays.wins(TicTacToe.O)).isEqualTo(77_904);
        assertThat(plays.draws()).isEqualTo(46_080);
    }

    @Test
    void ticTacToeHasTheSpecsProperties() {
        assertThat(Properties.isTerminating(ttt).holds()).isTrue();
        assertThat(Properties.isTotallyDefined(ttt).holds()).isTrue();
        assertThat(Properties.isStronglyWinning(ttt).holds()).isFalse();
        assertThat(Properties.isWeaklyWinning(ttt).holds()).isTrue();
        assertThat(Properties.isWeaklyWinningGloss(ttt).holds()).isTrue();
        assertThat(Properties.isWellDefined(ttt).holds()).isTrue();
        assertThat(Properties.isSymmetric(ttt).holds()).isTrue();
        assertThat(Properties.hasNormalizedWinningStates(ttt).holds()).isFalse();
    }

    @Test
    void ticTacToePlayLengths() {
        assertThat(Properties.longestPlay(ttt)).isEqualTo(9);
        assertThat(Properties.shortestWin(ttt, TicTacToe.X)).isEqualTo(OptionalInt.of(5));
        assertThat(Properties.shortestWin(ttt, TicTacToe.O)).isEqualTo(OptionalInt.of(6));
        assertThat(Properties.shortestPlay(ttt)).isEqualTo(OptionalInt.of(5));
    }

    @Test
    void normalizingTicTacToeLeavesThreeTerminalStatesAndTheSamePlays() {
        ExplicitAutomaton<NormalizedState<TicTacToe.Board>, Integer> n = Properties.normalize(ttt);
        assertThat(n.stateCount()).isEqualTo(4523);
        assertThat(n.terminalCount()).isEqualTo(3);
        assertThat(n.terminalStates()).extracting(n::state).containsExactlyInAnyOrder(
                new NormalizedState.Result<>(Outcome.win(TicTacToe.X)), new NormalizedState.Result<>(Outcome.win(TicTacToe.O)),
                new NormalizedState.Result<>(Outcome.draw()));
        assertThat(n.edgeCount()).isEqualTo(16_167);
        assertThat(n.state(0)).isEqualTo(new NormalizedState.Position<>(TicTacToe.Board.empty()));
        assertThat(Properties.countPlays(n)).isEqualTo(Properties.countPlays(ttt));
        assertThat(Properties.hasNormalizedWinningStates(n).holds()).isTrue();
        assertThat(Properties.isWellDefined(n).holds()).isTrue();
    }

    @Test
    void playsAreCountedWithoutEnumeratingThem() {
        // Take-away from n stones has Fibonacci(n+1) plays: 91 stones give 7,540,113,804,746,346,429,
        // which no enumeration could reach; the count over the 183-state automaton is immediate.
        TakeAway big = new TakeAway(91);
        PlayCount plays = Properties.countPlays(Explorer.explore(big, big.initial()));
        assertThat(plays.total()).isEqualTo(7_540_113_804_746_346_429L);
        TakeAway bigger = new TakeAway(92);
        assertThatThrownBy(() -> Properties.countPlays(Explorer.explore(bigger, bigger.initial())))
                .isInstanceOf(ArithmeticException.class);
    }

    @Test
    void theReportPrintsEveryProperty() {
        PropertyReport<TicTacToe.Board> r = Properties.report(ttt);
        assertThat(r.states()).isEqualTo(5478);
        assertThat(r.plays()).contains(Properties.countPlays(ttt));
        assertThat(r.longestPlay()).isEqualTo(OptionalInt.of(9));
        assertThat(r.shortestWin()).isEqualTo(Map.of(TicTacToe.X, 5, TicTacToe.O, 6));
        assertThat(r.wellDefined().holds()).isTrue();
        String text = r.toString();
        assertThat(text).contains("states", "5478", "16167", "255168", "win:X 131184", "terminating", "well-defined",
                "strongly winning", "weakly winning (gloss)", "symmetric", "normalized winning states");
        assertThat(text.lines().count()).isGreaterThanOrEqualTo(14);
    }

    // ---- take-away (THESIS.md §8.1)

    @Test
    void takeAwayHasFivePlays() {
        PlayCount plays = Properties.countPlays(take);
        assertThat(plays.total()).isEqualTo(5);
        assertThat(plays.wins(TakeAway.A)).isEqualTo(3);
        assertThat(plays.wins(TakeAway.B)).isEqualTo(2);
        assertThat(plays.draws()).isZero();
    }

    @Test
    void takeAwayHasTheSpecsProperties() {
        assertThat(Properties.isTerminating(take).holds()).isTrue();
        assertThat(Properties.isTotallyDefined(take).holds()).isTrue();
        assertThat(Properties.isStronglyWinning(take).holds()).isFalse();
        assertThat(Properties.isWeaklyWinning(take).holds()).isTrue();
        assertThat(Properties.isWeaklyWinningGloss(take).holds()).isTrue();
        assertThat(Properties.isWellDefined(take).holds()).isTrue();
        assertThat(Properties.isSymmetric(take).holds()).isTrue();
        assertThat(Properties.hasNormalizedWinningStates(take).holds()).isTrue();
        assertThat(Properties.normalize(take).stateCount()).isEqualTo(8);
        assertThat(Properties.longestPlay(take)).isEqualTo(4);
        assertThat(Properties.shortestWin(take, TakeAway.B)).isEqualTo(OptionalInt.of(2));
        assertThat(Properties.shortestWin(take, TakeAway.A)).isEqualTo(OptionalInt.of(3));
    }

    // ---- defect fixtures (THESIS.md §8.4)

    @Test
    void thePassCycleIsNotTerminatingAndTheCycleIsReported() {
        ExplicitAutomaton<String, String> a = explore(DefectGames.passCycle());
        Verdict<String> v = Properties.isTerminating(a);
        assertThat(v.holds()).isFalse();
        assertThat(v.witness()).containsExactly("a", "b");
        assertThat(v.detail()).contains("a → b → a");
        assertThat(Properties.isWellDefined(a).holds()).isFalse();
        assertThat(Properties.isTotallyDefined(a).holds()).isTrue();
        assertThatThrownBy(() -> Properties.countPlays(a)).isInstanceOf(IllegalStateException.class).hasMessageContaining("not terminating");
        assertThat(Properties.report(a).plays()).isEmpty();
    }

    @Test
    void theDeadEndIsNotTotallyDefinedAndTheStateIsReported() {
        ExplicitAutomaton<String, String> a = explore(DefectGames.deadEnd());
        Verdict<String> v = Properties.isTotallyDefined(a);
        assertThat(v.holds()).isFalse();
        assertThat(v.witness()).containsExactly("x");
        assertThat(v.detail()).contains("x").contains("B to move");
        assertThat(Properties.isTerminating(a).holds()).isTrue();
        assertThat(Properties.isWellDefined(a).holds()).isFalse();
        assertThat(Properties.isWellDefined(a).witness()).contains("x");
    }

    @Test
    void theExtraTurnGameIsStronglyWinning() {
        ExplicitAutomaton<String, String> a = explore(DefectGames.extraTurn());
        Verdict<String> strong = Properties.isStronglyWinning(a);
        assertThat(strong.holds()).isTrue();
        assertThat(strong.witness()).containsExactly("s", "t", "WA");
        assertThat(strong.detail()).contains("A wins alone by extra win");
        // Both readings of weakly winning: each player can win with the other moving, yet A can win alone.
        assertThat(Properties.isWeaklyWinning(a).holds()).isTrue();
        assertThat(Properties.isWeaklyWinningGloss(a).holds()).isFalse();
    }

    @Test
    void coinGameIsTerminatingAndTotallyDefined() {
        ExplicitAutomaton<String, String> a = explore(CoinGame.rules());
        assertThat(Properties.isTerminating(a).holds()).isTrue();
        assertThat(Properties.isTotallyDefined(a).holds()).isTrue();
        PlayCount plays = Properties.countPlays(a);
        // heads | tails stop | tails heads | tails tails
        assertThat(plays.total()).isEqualTo(4);
        assertThat(plays.byOutcome()).containsExactlyInAnyOrderEntriesOf(Map.of(
                Outcome.win(new PlayerId("A")), 1L, Outcome.win(new PlayerId("B")), 1L, Outcome.draw(), 2L));
    }

    @Test
    void aOnePlayerGameIsWeaklyWinningIffAWinningPlayExists() {
        TableGame winnable = TableGame.builder("P", "house").state("s", "P").move("s", "good", "W").move("s", "bad", "L")
                .terminal("W", "P").terminal("L", "house").build("s");
        TableGame hopeless = TableGame.builder("P", "house").state("s", "P").move("s", "bad", "L").terminal("L", "house").build("s");
        ExplicitAutomaton<String, String> w = explore(winnable), h = explore(hopeless);
        assertThat(Properties.isWeaklyWinning(w).holds()).isTrue();
        assertThat(Properties.isWeaklyWinningGloss(w).holds()).isTrue();
        assertThat(Properties.isStronglyWinning(w).holds()).isTrue();
        assertThat(Properties.isWeaklyWinning(h).holds()).isFalse();
        assertThat(Properties.isWeaklyWinningGloss(h).holds()).isFalse();
    }

    @Test
    void anAsymmetricGameIsReported() {
        TableGame g = TableGame.builder("A", "B").state("s", "A").move("s", "push", "t").state("t", "B").move("t", "pull", "W")
                .terminal("W", "B").build("s");
        Verdict<String> v = Properties.isSymmetric(explore(g));
        assertThat(v.holds()).isFalse();
        assertThat(v.detail()).contains("A uses [push]", "B uses [pull]");
    }
}
