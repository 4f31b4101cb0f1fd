package arcade.api.analysis;

import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.testing.CoinGame;
import arcade.api.testing.DefectGames;
import arcade.api.testing.TakeAway;
import arcade.api.testing.TableGame;
import arcade.api.testing.TicTacToe;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ExplorerTest {

    @Test
    void ticTacToeHasTheOracleStateSpace() {
        TicTacToe ttt = new TicTacToe();
        ExplicitAutomaton<TicTacToe.Board, Integer> a = Explorer.explore(ttt, ttt.initial());
        assertThat(a.stateCount()).isEqualTo(5478);
        assertThat(a.terminalCount()).isEqualTo(958);
        assertThat(a.terminalCountsByOutcome()).containsExactlyInAnyOrderEntriesOf(Map.of(
                Outcome.win(TicTacToe.X), 626, Outcome.win(TicTacToe.O), 316, Outcome.draw(), 16));
        assertThat(a.edgeCount()).isEqualTo(16167);
        assertThat(a.chanceEdgeCount()).isZero();
        assertThat(a.labels()).containsExactlyInAnyOrder("0", "1", "2", "3", "4", "5", "6", "7", "8");
        assertThat(a.state(a.initial())).isEqualTo(TicTacToe.Board.empty());
        assertThat(a.toMove(0)).isEqualTo(TicTacToe.X);
    }

    @Test
    void transpositionsAreOneState() {
        TicTacToe ttt = new TicTacToe();
        ExplicitAutomaton<TicTacToe.Board, Integer> a = Explorer.explore(ttt, ttt.initial());
        TicTacToe.Board viaA = ttt.apply(ttt.apply(ttt.apply(ttt.initial(), 0), 4), 8);
        TicTacToe.Board viaB = ttt.apply(ttt.apply(ttt.apply(ttt.initial(), 8), 4), 0);
        assertThat(viaA).isEqualTo(viaB);
        assertThat(a.indexOf(viaA)).isNotNegative().isEqualTo(a.indexOf(viaB));
    }

    @Test
    void takeAwayHasEightStatesAndTenTransitions() {
        TakeAway t = new TakeAway();
        ExplicitAutomaton<TakeAway.Pile, TakeAway.Take> a = Explorer.explore(t, t.initial());
        assertThat(a.stateCount()).isEqualTo(8);
        assertThat(a.edgeCount()).isEqualTo(10);
        assertThat(a.terminalStates()).extracting(a::state)
                .containsExactlyInAnyOrder(new TakeAway.Pile(0, TakeAway.A), new TakeAway.Pile(0, TakeAway.B));
        assertThat(a.outcome(a.indexOf(new TakeAway.Pile(0, TakeAway.B)))).contains(Outcome.win(TakeAway.A));
        assertThat(a.labels()).isEqualTo(Set.of("take1", "take2"));
        // τ((1,p), take2) is undefined: one edge only.
        assertThat(a.edges(a.indexOf(new TakeAway.Pile(1, TakeAway.A)))).extracting(ExplicitAutomaton.Edge::label).containsExactly("take1");
    }

    @Test
    void coinGameHasChanceEdgesAndAMixedState() {
        TableGame coin = CoinGame.rules();
        ExplicitAutomaton<String, String> a = Explorer.explore(coin, coin.initial());
        assertThat(a.stateCount()).isEqualTo(5);
        assertThat(a.kind(a.indexOf("c0"))).isEqualTo(NodeKind.CHANCE);
        assertThat(a.kind(a.indexOf("c1"))).isEqualTo(NodeKind.DECISION_OR_CHANCE);
        assertThat(a.edgeCount()).isEqualTo(1);
        assertThat(a.chanceEdgeCount()).isEqualTo(4);
        assertThat(a.chanceEdges(a.indexOf("c1"))).extracting(ExplicitAutomaton.ChanceEdge::probability).containsExactly(0.5, 0.5);
    }

    @Test
    void finishesOnACyclicGame() {
        TableGame g = DefectGames.passCycle();
        ExplicitAutomaton<String, String> a = Explorer.explore(g, g.initial());
        assertThat(a.stateCount()).isEqualTo(3);
        assertThat(a.edgeCount()).isEqualTo(3);
    }

    @Test
    void stopsWithAClearErrorAboveTheLimit() {
        TicTacToe ttt = new TicTacToe();
        assertThatThrownBy(() -> Explorer.explore(ttt, ttt.initial(), 1000))
                .isInstanceOf(StateLimitExceededException.class)
                .hasMessageContaining("exceeds the limit of 1000 states");
        assertThat(Explorer.explore(ttt, ttt.initial(), 5478).stateCount()).isEqualTo(5478);
    }

    @Test
    void rejectsChanceProbabilitiesThatDoNotAddUpToOne() {
        TableGame bad = TableGame.builder("A").state("s", "A").chance("s", "h", 0.5, "W").chance("s", "t", 0.4, "W")
                .terminal("W", "A").build("s");
        assertThatThrownBy(() -> Explorer.explore(bad, "s")).isInstanceOf(IllegalStateException.class).hasMessageContaining("add up to");
    }
}
