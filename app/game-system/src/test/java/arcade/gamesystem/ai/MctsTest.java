package arcade.gamesystem.ai;

import arcade.api.model.GameRules;
import arcade.gamesystem.model.RulesDefinition;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;
import arcade.gamesystem.model.ShippedGames;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The tree search: it finds a win, it is the same from the same seed, and it plays any number of players with the die. */
class MctsTest {
    private static final long NO_DEADLINE = Long.MAX_VALUE / 2;

    private static RulesState play(GameRules<RulesState, RulesMove> rules, RulesState s, String... labels) {
        for (String l : labels) s = rules.kind(s).hasChance() ? rules.applyChance(s, l) : rules.apply(s, rules.parseMove(s, l));
        return s;
    }

    @Test void itTakesAWinInOneOnConnectFourAndHasTheSameAnswerFromTheSameSeed() {
        RulesDefinition c4 = ShippedGames.load("connect-four");
        RulesState s = play(c4.rules(), c4.game("rows=6,cols=7").initialState(), "drop(a1)", "drop(a2)", "drop(b1)", "drop(b2)", "drop(c1)", "drop(c2)");
        Mcts mcts = new Mcts(c4.rules());
        assertThat(mcts.choose(s, new Mcts.Budget(600, 200), 7, NO_DEADLINE, () -> false)).map(RulesMove::label).contains("drop(d1)");
        RulesState open = play(c4.rules(), c4.game("rows=6,cols=7").initialState(), "drop(d1)");
        var first = mcts.choose(open, new Mcts.Budget(300, 200), 42, NO_DEADLINE, () -> false);
        assertThat(mcts.choose(open, new Mcts.Budget(300, 200), 42, NO_DEADLINE, () -> false)).isEqualTo(first);
    }

    @Test void itBlocksTheOpponentsWinInOne() {
        RulesDefinition c4 = ShippedGames.load("connect-four");
        // Yellow has b1 c1 d1 with a1 taken: Red (to move) must block e1.
        RulesState s = play(c4.rules(), c4.game("rows=6,cols=7").initialState(), "drop(g1)", "drop(b1)", "drop(g2)", "drop(c1)", "drop(a1)", "drop(d1)");
        assertThat(new Mcts(c4.rules()).choose(s, new Mcts.Budget(1_500, 200), 3, NO_DEADLINE, () -> false)).map(RulesMove::label).contains("drop(e1)");
    }

    @Test void inFourPlayerLudoItChoosesALegalMoveAndStopsWhenCancelled() {
        RulesDefinition ludo = ShippedGames.load("ludo");
        GameRules<RulesState, RulesMove> rules = ludo.rules("players=4");
        RulesState s = play(rules, ludo.game("players=4").initialState(), "6", "enter", "6", "advance(field-1,6)", "6");
        assertThat(rules.legalMoves(s)).hasSizeGreaterThan(1);
        var m = new Mcts(rules).choose(s, new Mcts.Budget(400, 60), 1, NO_DEADLINE, () -> false);
        assertThat(m).isPresent();
        assertThat(rules.isLegal(s, m.get())).isTrue();
        var cut = new Mcts(rules).choose(s, new Mcts.Budget(10_000_000, 60), 1, NO_DEADLINE, () -> true);
        assertThat(cut).as("a cancelled search still names a move").isPresent();
        assertThat(new Mcts(rules).estimate(s, new Mcts.Budget(10_000_000, 60), 1, NO_DEADLINE, () -> true).playouts())
                .as("cancelled before it starts, the search runs no playout of its ten million").isZero();
    }

    @Test void progressSharesAddUpToOneAndFavourTheLeader() {
        RulesDefinition ludo = ShippedGames.load("ludo");
        GameRules<RulesState, RulesMove> rules = ludo.rules("players=2");
        RulesState start = ludo.game("players=2").initialState();
        assertThat(new Progress().shares(start)).containsExactly(0.5, 0.5);
        RulesState red = play(rules, start, "6", "enter", "5", "advance(field-1,5)");
        double[] shares = new Progress().shares(red);
        assertThat(shares[0] + shares[1]).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(shares[0]).as("Red has a piece six fields along").isEqualTo(1.0);
    }

    @Test void theHardComputerUsesTheTreeSearchOnLargeGamesOnly() {
        assertThat(ComputerPlayer.prefersTreeSearch(ShippedGames.load("ludo").game("players=2"))).isTrue();
        assertThat(ComputerPlayer.prefersTreeSearch(ShippedGames.load("connect-four").game("rows=6,cols=7"))).isTrue();
        assertThat(ComputerPlayer.prefersTreeSearch(ShippedGames.load("connect-four").game("rows=4,cols=5"))).isFalse();
        assertThat(ComputerPlayer.prefersTreeSearch(ShippedGames.load("tic-tac-toe").game("standard"))).isFalse();
        assertThat(ComputerPlayer.prefersTreeSearch(ShippedGames.load("kalah").game("pits=6,seeds=4"))).as("48 seeds").isTrue();
        assertThat(ComputerPlayer.prefersTreeSearch(ShippedGames.load("kalah").game("pits=3,seeds=3"))).as("18 seeds").isFalse();
        assertThat(ComputerPlayer.prefersTreeSearch(ShippedGames.load("nim").game("a=3,b=4,c=5"))).isFalse();
    }
}
