package arcade.gamesystem.ai;

import arcade.api.model.GameRules;
import arcade.gamesystem.model.CompiledGame;
import arcade.gamesystem.model.RulesDefinition;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;
import arcade.gamesystem.model.ShippedGames;
import arcade.gamesystem.model.Zone;
import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The hard computer's additions to plain UCT, each in a position where it decides the move: the
 * immediate win, the reply that would lose at once, the valuation that sees a Kalah capture; and
 * the tuned search gives the same move from the same seed.
 */
class HardPlayerTest {
    private static final long NO_DEADLINE = Long.MAX_VALUE / 2;
    /** Only the solver with its immediate-win check, so that nothing else can find the move. */
    private static final Mcts.Tuning DECISIVE_ONLY = new Mcts.Tuning(false, true, true, false, false);

    private static RulesState play(GameRules<RulesState, RulesMove> rules, RulesState s, String... labels) {
        for (String l : labels) s = rules.apply(s, rules.parseMove(s, l));
        return s;
    }

    private static Zone zone(RulesState s, String name) { return s.game().zone(name).orElseThrow(); }

    @Test void withOneIterationTheImmediateWinIsTakenInConnectFourAndGomoku() {
        RulesDefinition c4 = ShippedGames.load("connect-four");
        RulesState s = play(c4.rules(), c4.game("rows=6,cols=7").initialState(), "drop(a1)", "drop(a2)", "drop(b1)", "drop(b2)", "drop(c1)", "drop(c2)");
        Optional<RulesMove> m = new Mcts(c4.rules(), DECISIVE_ONLY).choose(s, new Mcts.Budget(1, 40), 5, NO_DEADLINE, () -> false);
        assertThat(m).map(RulesMove::label).contains("drop(d1)");

        RulesDefinition gomoku = ShippedGames.load("gomoku");
        RulesState g = play(gomoku.rules(), gomoku.game("standard").initialState(), "h8", "a1", "h9", "a2", "h10", "a3", "h11", "a4");
        Optional<RulesMove> five = new Mcts(gomoku.rules(), DECISIVE_ONLY).choose(g, new Mcts.Budget(1, 40), 5, NO_DEADLINE, () -> false);
        assertThat(five).map(RulesMove::label).get().isIn("h7", "h12");
    }

    @Test void aMoveThatLetsTheOpponentWinAtOnceIsProvenLostAndAvoided() {
        RulesDefinition c4 = ShippedGames.load("connect-four");
        // Yellow has b1 c1 d1 with a1 taken: every Red move but e1 lets Yellow win at once.
        RulesState s = play(c4.rules(), c4.game("rows=6,cols=7").initialState(), "drop(g1)", "drop(b1)", "drop(g2)", "drop(c1)", "drop(a1)", "drop(d1)");
        for (long seed = 1; seed <= 3; seed++)
            assertThat(new Mcts(c4.rules(), DECISIVE_ONLY).choose(s, new Mcts.Budget(100, 40), seed, NO_DEADLINE, () -> false))
                    .as("seed %d", seed).map(RulesMove::label).contains("drop(e1)");
    }

    @Test void theTunedSearchGivesTheSameMoveFromTheSameSeed() {
        RulesDefinition hex = ShippedGames.load("hex");
        RulesState s = play(hex.rules(), hex.game("size=7").initialState(), "d4");
        Mcts.Tuning tuning = ComputerPlayer.hardTuning(s.game());
        assertThat(tuning.amaf() && tuning.mast() && tuning.solver()).isTrue();
        Optional<RulesMove> first = new Mcts(hex.rules(), tuning).choose(s, new Mcts.Budget(400, 40), 11, NO_DEADLINE, () -> false);
        assertThat(first).isPresent();
        assertThat(new Mcts(hex.rules(), tuning).choose(s, new Mcts.Budget(400, 40), 11, NO_DEADLINE, () -> false)).isEqualTo(first);
    }

    @Test void playoutsAreCutShortOnlyWhereTheValuationIsSteady() {
        assertThat(ComputerPlayer.hardPlayoutPlies(ShippedGames.load("draughts").game("standard"))).as("pieces in play").isEqualTo(ComputerPlayer.STEADY_PLIES);
        assertThat(ComputerPlayer.hardPlayoutPlies(ShippedGames.load("kalah").game("pits=6,seeds=4"))).as("seeds gathered").isEqualTo(ComputerPlayer.STEADY_PLIES);
        assertThat(ComputerPlayer.hardPlayoutPlies(ShippedGames.load("reversi").game("size=8"))).as("a majority of discs").isEqualTo(40);
        assertThat(ComputerPlayer.hardPlayoutPlies(ShippedGames.load("hex").game("size=7"))).as("nothing known").isEqualTo(40);
        assertThat(ComputerPlayer.hardPlayoutPlies(ShippedGames.load("ludo").game("players=2"))).as("progress, with a die").isEqualTo(40);
    }

    @Test void withADieOnlyTheValuationIsAdded() {
        CompiledGame ludo = ShippedGames.load("ludo").game("players=2");
        assertThat(ComputerPlayer.hardTuning(ludo)).isEqualTo(new Mcts.Tuning(false, false, false, true, false));
    }

    @Test void aMoveAfterWhichTheStoreHoldsMoreThanHalfTheSeedsIsTakenAsAWin() {
        RulesDefinition kalah = ShippedGames.load("kalah");
        RulesState start = kalah.game("pits=6,seeds=4").initialState();
        // South: 21 in store, 1 in pit 1, 2 in pit 6; North: 7 in store, 13 in pit 1, 4 in pit 5 (facing South's pit 2).
        RulesState s = start;
        String[][] moves = {{"pit-South-1", "store-South", "3"}, {"pit-South-2", "store-South", "4"}, {"pit-South-3", "store-South", "4"},
                {"pit-South-4", "store-South", "4"}, {"pit-South-5", "store-South", "4"}, {"pit-South-6", "store-South", "2"},
                {"pit-North-2", "store-North", "4"}, {"pit-North-3", "store-North", "3"}, {"pit-North-3", "pit-North-1", "1"},
                {"pit-North-4", "pit-North-1", "4"}, {"pit-North-6", "pit-North-1", "4"}};
        for (String[] mv : moves) s = s.moved(zone(s, mv[0]), zone(s, mv[1]), Integer.parseInt(mv[2]));
        assertThat(s.size(zone(s, "store-South"))).isEqualTo(21);
        assertThat(s.size(zone(s, "pit-North-1"))).isEqualTo(13);
        assertThat(s.game().certainWinner(s)).isEqualTo(-1);
        // Pit 1's seed lands in the empty pit 2 and takes North's 4 with it: 26 of 48, more than North can reach.
        Optional<RulesMove> m = new Mcts(kalah.rules(), DECISIVE_ONLY).choose(s, new Mcts.Budget(1, 40), 5, NO_DEADLINE, () -> false);
        assertThat(m).map(RulesMove::label).contains("1");
        RulesState after = kalah.rules().apply(s, m.get());
        assertThat(kalah.rules().isTerminal(after)).as("the game goes on, but its winner is certain").isFalse();
        assertThat(after.game().certainWinner(after)).isZero();
    }

    @Test void implicitMinimaxChoosesByTheValuationBackedUpInTheTree() {
        RulesDefinition kalah = ShippedGames.load("kalah");
        RulesState start = kalah.game("pits=6,seeds=4").initialState();
        // South: 1, 0, 4, 4, 4, 4; North: 4, 4, 4, 4, 11, 4. Sowing pit 1 ends in the empty pit 2 and takes the 11 facing it.
        RulesState s = start.moved(zone(start, "pit-South-1"), zone(start, "pit-North-5"), 3);
        s = s.moved(zone(s, "pit-South-2"), zone(s, "pit-North-5"), 4);
        // Playouts of no steps, valued by the tracks alone, find every position even (seeds have no owner), and 200
        // iterations are far from the end: without implicit minimax every move is tried alike. The backed-up valuation
        // sees the capture at once (12 seeds) and after pit 3, which ends in the store and keeps the turn for it (13).
        Mcts.Tuning onlyMinimax = new Mcts.Tuning(false, false, false, false, false, 0.9);
        Mcts.Estimate e = new Mcts(kalah.rules(), onlyMinimax).estimate(s, new Mcts.Budget(200, 0), 5, NO_DEADLINE, () -> false);
        assertThat(e.moves()).hasSize(5);
        assertThat(e.moves().subList(0, 2)).extracting(x -> x.move().label()).containsExactlyInAnyOrder("1", "3");
        assertThat(e.moves().get(1).visits()).as("the two ways to the capture, against the next most tried").isGreaterThan(4 * e.moves().get(2).visits());
        assertThat(ComputerPlayer.hardTuning(kalah.game("pits=6,seeds=4")).minimax()).as("the hard level's weight where the score secures points")
                .isEqualTo(ComputerPlayer.IMPLICIT_MINIMAX);
        assertThat(ComputerPlayer.hardTuning(ShippedGames.load("reversi").game("size=8")).minimax()).isZero();
    }

    @Test void kalahSearchOneMoveDeepTakesTheCaptureByTheScore() {
        RulesDefinition kalah = ShippedGames.load("kalah");
        RulesState start = kalah.game("pits=3,seeds=3").initialState();
        // South: 3, 1, 0 in pits 1-3; North: 8, 3, 3. South's pit 3 faces North's pit 1.
        RulesState s = start.moved(zone(start, "pit-South-2"), zone(start, "pit-North-1"), 2);
        s = s.moved(zone(s, "pit-South-3"), zone(s, "pit-North-1"), 3);
        // Sowing pit 1 ends in the store (another turn, no seed gained); pit 2 ends in the empty pit 3 and takes 8 + 1.
        Optional<RulesMove> m = new ComputerPlayer(kalah.rules()).search(s, 1, 60_000, () -> false);
        assertThat(m).map(RulesMove::label).contains("2");
        assertThat(kalah.rules().apply(s, m.get()).size(zone(s, "store-South"))).isEqualTo(9);
    }

    @Test void theValuationReadsTheScoreThePiecesInPlayOrNothing() {
        Valuation v = new Valuation();
        RulesState kalah = ShippedGames.load("kalah").game("pits=6,seeds=4").initialState();
        assertThat(v.shares(kalah)).containsExactly(0.5, 0.5);
        RulesState lopsided = kalah.moved(zone(kalah, "pit-North-1"), zone(kalah, "store-South"), 4);
        assertThat(v.shares(lopsided)[0]).isEqualTo(28.0 / 48);
        assertThat(v.outlook(lopsided)).as("the 4 seeds in South's store, and the 44 in the pits shared evenly").containsExactly(26.0 / 48, 22.0 / 48);
        assertThat(v.value(lopsided, 0)).isGreaterThan(0).isLessThan(1);
        assertThat(v.atCut(lopsided)[0]).as("4 seeds secured ahead of 48 read as the odds at the cut").isCloseTo(0.70, org.assertj.core.data.Offset.offset(0.01));
        RulesState hoarded = kalah.moved(zone(kalah, "pit-North-1"), zone(kalah, "pit-South-1"), 4);
        assertThat(v.outlook(hoarded)).as("seeds in South's pits are not South's yet").containsExactly(0.5, 0.5);
        assertThat(v.value(lopsided, 1)).isCloseTo(-v.value(lopsided, 0), org.assertj.core.data.Offset.offset(1e-12));

        RulesState bt = ShippedGames.load("breakthrough").game("rows=6,cols=6").initialState();
        Zone blackPawn = bt.game().zones().stream()
                .filter(z -> bt.size(z) > 0 && bt.game().types().owner(bt.tokens(z).get(0)) == 1).findFirst().orElseThrow();
        RulesState taken = bt.moved(blackPawn, zone(bt, "taken-Black"), 1);
        assertThat(v.shares(taken)[0]).as("White 12 pawns in play against Black's 11").isEqualTo(12.0 / 23);
        assertThat(Valuation.leader(taken)).isZero();
        assertThat(v.atCut(taken)).as("pieces in play are not sharpened").containsExactly(v.shares(taken));
        RulesState reversi = ShippedGames.load("reversi").game("size=8").initialState();
        RulesState moreWhite = reversi.moved(reversi.game().zones().stream().filter(z -> reversi.size(z) == 1
                && reversi.game().types().owner(reversi.tokens(z).get(0)) == 0).findFirst().orElseThrow(), zone(reversi, "pool"), 1);
        assertThat(v.atCut(moreWhite)).as("a disc majority is not sharpened").containsExactly(v.shares(moreWhite));
        assertThat(Valuation.leader(bt)).isEqualTo(-1);

        RulesState hex = ShippedGames.load("hex").game("size=5").initialState();
        assertThat(v.knowsAnything(hex.game())).as("a placing game without score").isFalse();
        assertThat(v.shares(hex)).containsExactly(0.5, 0.5);
    }
}
