package arcade.gamesystem.model;

import arcade.api.analysis.ExplicitAutomaton;
import arcade.api.analysis.Explorer;
import arcade.api.analysis.PlayCount;
import arcade.api.analysis.Properties;
import arcade.api.analysis.PropertyReport;
import arcade.api.analysis.Search;
import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Tic-tac-toe written as a rules file gives exactly the native oracle's figures (spec §5.2). */
class TicTacToeFileTest {
    private static final RulesDefinition TTT = ShippedGames.load("tic-tac-toe");
    private static final PlayerId X = new PlayerId("X"), O = new PlayerId("O");

    private static ExplicitAutomaton<RulesState, RulesMove> explore() {
        return Explorer.explore(TTT.rules(), TTT.game("standard").initialState());
    }

    @Test
    void statesTerminalsAndTransitionsMatchTheNativeGame() {
        ExplicitAutomaton<RulesState, RulesMove> a = explore();
        assertThat(a.stateCount()).isEqualTo(5478);
        assertThat(a.terminalCount()).isEqualTo(958);
        assertThat(a.edgeCount()).isEqualTo(16167);
        assertThat(a.terminalCountsByOutcome()).containsEntry(Outcome.win(X), 626).containsEntry(Outcome.win(O), 316).containsEntry(Outcome.draw(), 16);
    }

    @Test
    void playsPropertiesAndNormalizationMatch() {
        ExplicitAutomaton<RulesState, RulesMove> a = explore();
        PlayCount plays = Properties.countPlays(a);
        assertThat(plays.total()).isEqualTo(255_168);
        assertThat(plays.wins(X)).isEqualTo(131_184);
        assertThat(plays.wins(O)).isEqualTo(77_904);
        assertThat(plays.draws()).isEqualTo(46_080);
        PropertyReport<RulesState> r = Properties.report(a);
        assertThat(r.wellDefined().holds()).isTrue();
        assertThat(r.stronglyWinning().holds()).isFalse();
        assertThat(r.symmetric().holds()).isTrue();
        var n = Properties.normalize(a);
        assertThat(n.stateCount()).isEqualTo(4523);
        assertThat(n.terminalCount()).isEqualTo(3);
    }

    @Test
    void theEmptyBoardIsADrawAndAnOpenLineIsTaken() {
        RulesState start = TTT.game("standard").initialState();
        assertThat(Search.negamax(TTT.rules(), start).value()).isEqualTo(0.0);
        RulesState s = start;
        for (String m : List.of("place(a3)", "place(a2)", "place(b3)", "place(b2)")) s = TTT.rules().apply(s, TTT.rules().parseMove(s, m));
        Search.Result<RulesMove> r = Search.negamax(TTT.rules(), s);
        assertThat(r.value()).isEqualTo(1.0);
        assertThat(r.bestMove()).contains(new RulesMove("place(c3)"));
    }
}
