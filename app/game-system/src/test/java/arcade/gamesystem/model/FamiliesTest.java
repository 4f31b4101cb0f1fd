package arcade.gamesystem.model;

import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The board-game families of rules format 2, each by its characteristic rule. */
class FamiliesTest {
    private static RulesState play(RulesDefinition def, RulesState s, String... moves) {
        for (String m : moves) s = def.rules().apply(s, def.rules().parseMove(s, m));
        return s;
    }

    private static List<String> labels(RulesDefinition def, RulesState s) {
        return def.rules().legalMoves(s).stream().map(RulesMove::label).toList();
    }

    private static String top(RulesState s, String zone) {
        Zone z = s.game().zone(zone).orElseThrow();
        return s.size(z) == 0 ? "empty" : s.game().typeName(s.tokens(z).get(0));
    }

    private static int size(RulesState s, String zone) { return s.size(s.game().zone(zone).orElseThrow()); }

    @Test void aDraughtsManJumpsTwiceAndIsCrownedWhichEndsItsMoveAndCapturingIsCompulsory() {
        RulesDefinition def = ShippedGames.load("draughts");
        CompiledGame g = def.game("standard");
        RulesState s = Positions.of(g, 0, "b4", "man-Black", "a1", "man-Black", "c5", "man-White", "e7", "man-White", "g7", "man-White", "h2", "man-White");
        assertThat(labels(def, s)).as("the only capture is forced; the man on a1 may not just step").containsExactly("b4xd6xf8");
        RulesState after = play(def, s, "b4xd6xf8");
        assertThat(top(after, "f8")).as("crowned on the far row").isEqualTo("king-Black");
        assertThat(top(after, "c5")).isEqualTo("empty");
        assertThat(top(after, "e7")).isEqualTo("empty");
        assertThat(top(after, "g7")).as("the crowning ended the chain before g7").isEqualTo("man-White");
        assertThat(size(after, "taken-White")).isEqualTo(2);
        assertThat(after.toMove()).isEqualTo(1);
        RulesState king = Positions.of(g, 0, "d4", "king-Black", "c3", "man-White", "e5", "man-White");
        assertThat(labels(def, king)).as("a king captures backwards too").containsExactlyInAnyOrder("d4xb2", "d4xf6");
        RulesState lost = Positions.of(g, 1, "a1", "man-Black", "h8", "man-White", "g7", "man-Black", "f6", "man-Black");
        assertThat(def.rules().outcome(lost)).as("White cannot move and loses").contains(Outcome.win(new PlayerId("Black")));
    }

    @Test void aReversiDiscFlipsEveryEnclosedLineAtOnce() {
        RulesDefinition def = ShippedGames.load("reversi");
        CompiledGame g = def.game("size=8");
        RulesState s = Positions.of(g, 0, "pool", "disc*58", "d5", "disc-White", "d6", "disc-Black", "e5", "disc-White", "f6", "disc-Black",
                "e4", "disc-White", "f4", "disc-Black");
        assertThat(labels(def, s)).contains("d4");
        RulesState after = play(def, s, "d4");
        for (String c : List.of("d4", "d5", "e5", "e4")) assertThat(top(after, c)).as(c).isEqualTo("disc-Black");
        assertThat(size(after, "pool")).isEqualTo(57);
        RulesState start = def.game("size=8").initialState();
        assertThat(labels(def, start)).as("the four openings of the standard start").containsExactlyInAnyOrder("d3", "c4", "f5", "e6");
        assertThat(top(start, "d4")).isEqualTo("disc-White");
        assertThat(top(start, "e4")).isEqualTo("disc-Black");
    }

    @Test void reversiPassesAndEndsByTheMajorityWhenNobodyCanMove() {
        RulesDefinition def = ShippedGames.load("reversi");
        CompiledGame g = def.game("size=4");
        RulesState pass = Positions.of(g, 1, "pool", "disc*13", "a1", "disc-Black", "b1", "disc-White", "d4", "disc-Black");
        assertThat(labels(def, pass)).as("White encloses nothing and passes").containsExactly("pass");
        RulesState over = Positions.of(g, 1, "pool", "disc*13", "a1", "disc-Black", "b1", "disc-Black", "d4", "disc-White");
        assertThat(def.rules().outcome(over)).as("nobody can move: Black has more discs").contains(Outcome.win(new PlayerId("Black")));
    }

    @Test void hexIsWonByAChainBetweenTheOwnEdgesAndTheSwapRuleTakesOverTheFirstStone() {
        RulesDefinition def = ShippedGames.load("hex");
        RulesState s = play(def, def.game("size=5,swap=0").initialState(), "b1", "e1", "a2", "e2", "a3", "e3", "b3", "e4");
        assertThat(def.rules().outcome(s)).isEmpty();
        RulesState won = play(def, s, "a5");
        assertThat(def.rules().outcome(won)).as("a5 is not joined to b3").isEmpty();
        won = play(def, won, "d4", "a4");
        assertThat(def.rules().outcome(won)).contains(Outcome.win(new PlayerId("Red")));
        assertThat(Outcomes.winningZones(won)).extracting(z -> z.name()).as("the chain from row 1 to row 5").contains("b1", "a2", "a5");
        RulesState swapStart = play(def, def.game("size=5,swap=1").initialState(), "b1");
        assertThat(labels(def, swapStart)).contains("swap");
        RulesState swapped = play(def, swapStart, "swap");
        assertThat(top(swapped, "a2")).as("b1 reflected across the long diagonal").isEqualTo("stone-Blue");
        assertThat(top(swapped, "b1")).isEqualTo("empty");
        assertThat(swapped.toMove()).isZero();
        assertThat(labels(def, play(def, swapped, "c3"))).doesNotContain("swap");
        assertThat(labels(def, play(def, def.game("size=5,swap=0").initialState(), "b1"))).doesNotContain("swap");
    }

    @Test void kalahGivesAnotherTurnInTheOwnStoreAndCapturesFromAnEmptyOwnPit() {
        RulesDefinition def = ShippedGames.load("kalah");
        RulesState again = play(def, def.game("pits=6,seeds=4").initialState(), "3");
        assertThat(size(again, "store-South")).isEqualTo(1);
        assertThat(again.toMove()).as("the last seed fell in South's store: South again").isZero();
        CompiledGame g = def.game("pits=6,seeds=4");
        RulesState s = Positions.of(g, 0, "pit-South-1", "seed", "pit-South-6", "seed*2", "pit-North-5", "seed*3", "pit-North-1", "seed");
        RulesState after = play(def, s, "1");
        assertThat(size(after, "store-South")).as("the three facing seeds and the last one").isEqualTo(4);
        assertThat(size(after, "pit-South-2")).isZero();
        assertThat(size(after, "pit-North-5")).isZero();
        assertThat(after.toMove()).isEqualTo(1);
        RulesState end = Positions.of(g, 0, "pit-South-6", "seed", "store-South", "seed*20", "pit-North-2", "seed*3", "store-North", "seed*24");
        RulesState over = play(def, end, "6");
        assertThat(def.rules().outcome(over)).as("South's side is empty: 21 against 24 + 3").contains(Outcome.win(new PlayerId("North")));
    }

    @Test void aMorrisMillRemovesAnOpponentsPieceButNotOneInAMillWhileOthersAreFree() {
        RulesDefinition def = ShippedGames.load("morris");
        RulesState s = play(def, def.game("flying=1").initialState(), "a1", "b2", "d1", "b4");
        assertThat(labels(def, s)).contains("g1xb2", "g1xb4").doesNotContain("g1");
        RulesState after = play(def, s, "g1xb4");
        assertThat(top(after, "b4")).isEqualTo("empty");
        assertThat(size(after, "taken-Black")).isEqualTo(1);
        assertThat(after.toMove()).isEqualTo(1);
        CompiledGame g = def.game("flying=1");
        RulesState back = Positions.of(g, 0, "a1", "man-White", "d1", "man-White", "g4", "man-White", "b2", "man-Black", "d2", "man-Black",
                "f2", "man-Black", "a7", "man-Black", "taken-White", "man*6", "taken-Black", "man*5");
        assertThat(labels(def, back)).as("Black's mill b2-d2-f2 is safe while a7 is free").contains("g4-g1xa7").doesNotContain("g4-g1xb2", "g4-g1xd2");
    }

    @Test void breakthroughCapturesDiagonallyAndWinsOnTheFarRow() {
        RulesDefinition def = ShippedGames.load("breakthrough");
        CompiledGame g = def.game("rows=5,cols=5");
        RulesState s = Positions.of(g, 0, "b4", "pawn-White", "c5", "pawn-Black", "b5", "pawn-Black", "e2", "pawn-Black");
        assertThat(labels(def, s)).as("straight onto a pawn is no move").containsExactlyInAnyOrder("b4-a5", "b4xc5");
        RulesState won = play(def, s, "b4xc5");
        assertThat(def.rules().outcome(won)).contains(Outcome.win(new PlayerId("White")));
        assertThat(size(won, "taken-Black")).isEqualTo(1);
    }

    @Test void gomokuIsWonByFiveInARow() {
        RulesDefinition def = ShippedGames.load("gomoku");
        RulesState s = play(def, def.game("standard").initialState(), "h8", "a1", "i9", "a2", "j10", "a3", "k11", "a4");
        assertThat(def.rules().outcome(s)).isEmpty();
        RulesState won = play(def, s, "l12");
        assertThat(def.rules().outcome(won)).contains(Outcome.win(new PlayerId("Black")));
        assertThat(Outcomes.winningZones(won)).extracting(z -> z.name()).containsExactly("h8", "i9", "j10", "k11", "l12");
    }
}
