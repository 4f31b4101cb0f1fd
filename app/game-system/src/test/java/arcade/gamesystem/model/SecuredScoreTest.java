package arcade.gamesystem.model;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Which points of a score are secured for good (tokens in a zone no move takes them out of), and
 * when a lead of secured points already decides the game.
 */
class SecuredScoreTest {
    private static final String KALAH = "pits=6,seeds=4";

    @Test void kalahsStoresAreSecuredAndItsPitsAreNot() {
        CompiledGame g = ShippedGames.load("kalah").game(KALAH);
        Score score = g.score().orElseThrow();
        assertThat(score.secures()).isTrue();
        RulesState s = Positions.of(g, 0, "store-South", "seed*7", "pit-South-1", "seed*20", "store-North", "seed*3", "pit-North-2", "seed*18");
        assertThat(score.of(s)).as("the file's score: store and pits").containsExactly(27, 21);
        assertThat(score.secured(s)).as("what no sowing can take away: the stores").containsExactly(7, 3);
    }

    @Test void aStoreHoldingMoreThanHalfTheSeedsHasWonAndHalfIsNotEnough() {
        CompiledGame g = ShippedGames.load("kalah").game(KALAH);
        RulesState won = Positions.of(g, 1, "store-South", "seed*25", "pit-North-1", "seed*23");
        assertThat(g.certainWinner(won)).as("North can reach 23 at most").isZero();
        RulesState open = Positions.of(g, 1, "store-South", "seed*24", "pit-North-1", "seed*24");
        assertThat(g.certainWinner(open)).as("24 all is still possible").isEqualTo(-1);
        RulesState north = Positions.of(g, 0, "store-South", "seed*10", "store-North", "seed*30", "pit-South-3", "seed*8");
        assertThat(g.certainWinner(north)).isEqualTo(1);
        assertThat(g.certainWinner(g.initialState())).isEqualTo(-1);
    }

    @Test void aZoneSomeMoveEmptiesSecuresNothing() throws Exception {
        // A variant of Kalah in which a player may take the seeds of their store back into a pit.
        String text = ShippedGames.text("kalah").replace("\"moves\": [", """
                "moves": [
                    {"id": "back", "label": "back", "pre": [{"notEmpty": "store-$player"}],
                     "effect": [{"moveAll": {"from": "store-$player", "to": "pit-$player-1"}}]},""");
        CompiledGame g = new RulesDefinition(RulesSource.load("kalah-back.json", text)).game(KALAH);
        assertThat(g.score().orElseThrow().secures()).isFalse();
        RulesState s = Positions.of(g, 1, "store-South", "seed*40", "pit-North-1", "seed*8");
        assertThat(g.certainWinner(s)).as("South's 40 may go back into play").isEqualTo(-1);
    }

    @Test void aScoreOfOwnedTokensOrAGameWithWinClausesIsNeverDecidedEarly() throws Exception {
        CompiledGame reversi = ShippedGames.load("reversi").game("size=8");
        assertThat(reversi.score().orElseThrow().secures()).as("a disc can be flipped where it lies").isFalse();
        assertThat(reversi.certainWinner(reversi.initialState())).isEqualTo(-1);

        String text = ShippedGames.text("kalah").replace("\"end\": [", """
                "win": [{"if": [{"countAtLeast": ["pit-South-1", 12]}], "winner": "North"}],
                "end": [""");
        CompiledGame g = new RulesDefinition(RulesSource.load("kalah-win.json", text)).game(KALAH);
        assertThat(g.score().orElseThrow().secures()).isTrue();
        RulesState s = Positions.of(g, 1, "store-South", "seed*40", "pit-North-1", "seed*8");
        assertThat(g.certainWinner(s)).as("a win clause can still give North the game").isEqualTo(-1);
    }
}
