package arcade.games.solitaire.solver;

import arcade.api.model.GameId;
import arcade.games.solitaire.model.KlondikeDefinition;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeRules;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.Positions;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ThoughtfulSolverTest {
    private static final Budget SMALL = Budget.of(300_000, 60_000);

    private static KlondikeState deal(String params, long seed) {
        return KlondikeDefinition.INSTANCE.initialState(GameId.seeded(params, seed));
    }

    @Test void everySolutionReplaysLegallyToAWin() {
        int won = 0;
        for (long seed : new long[]{1, 3, 4, 5, 9, 10}) {
            for (String params : new String[]{"draw3-unlimited", "draw1-unlimited"}) {
                KlondikeState s = deal(params, seed);
                SolveResult r = new ThoughtfulSolver(SMALL).solve(s);
                if (r.verdict() != Verdict.WINNABLE) continue;
                won++;
                for (KlondikeMove m : r.moves()) {
                    assertThat(KlondikeRules.INSTANCE.isLegal(s, m)).as(params + "#" + seed + ": " + m + " in " + s).isTrue();
                    s = KlondikeRules.INSTANCE.apply(s, m);
                }
                assertThat(s.isWon()).as(params + "#" + seed).isTrue();
            }
        }
        assertThat(won).as("these deals are easy wins").isGreaterThanOrEqualTo(10);
    }

    @Test void restartsFindTheWinThatThePlainOrderBuriesUnderDeadPositions() {
        // Draw 3 deal 68: the plain depth-first order needs about 480,000 positions to win it, a
        // shuffled restart under 160,000 (all restarts included).
        KlondikeState s = deal("draw3-unlimited", 68);
        assertThat(new ThoughtfulSolver(Budget.of(400_000, 60_000)).withoutRestarts().solve(s).verdict()).isEqualTo(Verdict.UNKNOWN);
        SolveResult r = assertWonByALineThatReplays(s, Budget.of(1_500_000, 60_000));
        // The complete search is the plain order, which needs more than 400,000 positions alone.
        assertThat(r.states()).as("won by a restart, before the complete search").isLessThan(400_000);
    }

    @Test void aSafeCardTheLaidTalonCardBroughtUpMeetsItsObligation() {
        // Draw 3 deal 1503: laying 6S from the talon brings AC to the waste top, which goes home at
        // once; the obligation to use 6S next then forbade 2C home, and the deal was called lost.
        assertWonByALineThatReplays(deal("draw3-unlimited", 1503), Budget.of(150_000, 60_000));
    }

    @Test void aColumnEmptiedForAKingMayWaitForTheTalonMoveThatBringsTheKingUp() {
        // Draw 3 deal 3317: a card laid from the talon, a column emptied, then a King from the
        // talon that only the first move brought within reach; each obligation forbade the order.
        assertWonByALineThatReplays(deal("draw3-unlimited", 3317), Budget.of(150_000, 60_000));
    }

    @Test void withAPassLimitAPositionExploredUnderAnObligationDoesNotCoverItFreely() {
        // Draw 3, three passes, deal 2618: with the position under an obligation covering the free
        // one, as with unlimited passes, the win was lost (called unwinnable after 3,212 positions).
        assertWonByALineThatReplays(deal("draw3-3passes", 2618), Budget.of(300_000, 60_000));
    }

    @Test void aPositionExploredUnderAnObligationIsNotExploredAgainFreely() {
        // Draw 3 deal 290, lost: within this budget 1,795,000 positions to prove it while a
        // position under an obligation was explored again freely, 64,000 since (the draw-1
        // relaxation, whose table follows the same rule, proves it).
        SolveResult r = new ThoughtfulSolver(Budget.of(2_000_000, 60_000)).solve(deal("draw3-unlimited", 290));
        assertThat(r.verdict()).isEqualTo(Verdict.UNWINNABLE);
        assertThat(r.states()).isLessThan(200_000);
    }

    @Test void drawOneDeal43IsWonUnderTheDrawOneTalonRule() {
        // A rule that also forbade a talon card going home after a talon card was laid lost this win.
        assertWonByALineThatReplays(deal("draw1-unlimited", 43), Budget.of(150_000, 60_000));
    }

    /** The solver says "winnable" within the budget, and its line, played by the game's rules, wins. */
    private static SolveResult assertWonByALineThatReplays(KlondikeState s, Budget budget) {
        SolveResult r = new ThoughtfulSolver(budget).solve(s);
        assertThat(r.verdict()).isEqualTo(Verdict.WINNABLE);
        for (KlondikeMove m : r.moves()) s = KlondikeRules.INSTANCE.apply(s, m);
        assertThat(s.isWon()).isTrue();
        return r;
    }

    @Test void theSearchLeavesTheBoardAsItFoundIt() {
        KlondikeState s = deal("draw3-unlimited", 2);
        Board b = Boards.of(s);
        long before = b.hash();
        new ThoughtfulSolver(Budget.of(5_000, 60_000)).solve(b);
        assertThat(b.hash()).isEqualTo(before);
    }

    /**
     * The thesis's trivial deal (THESIS.md 11): A–7 in the columns, lowest on top, then the stock 8♠ 8♥ 8♦ 8♣
     * 9♠ … K♣. It plays straight home: 52 foundation moves and 24 turns, 76 moves.
     */
    static KlondikeState trivialDeal() {
        int[][] cols = new int[7][];
        for (int c = 0; c < 7; c++) cols[c] = new int[c + 1];
        int rankIndex = 0; // walks A♠ A♥ A♦ A♣ 2♠ … by rank, then suit
        String suits = "SHDC";
        for (int layer = 0; layer < 7; layer++)
            for (int c = layer; c < 7; c++) {
                int rank = 1 + rankIndex / 4, suit = "CDHS".indexOf(suits.charAt(rankIndex % 4));
                cols[c][c - layer] = arcade.games.solitaire.model.Cards.of(suit, rank);
                rankIndex++;
            }
        StringBuilder deal = new StringBuilder();
        for (int[] col : cols) for (int card : col) deal.append(arcade.games.solitaire.model.Cards.text(card)).append(' ');
        for (int rank = 8; rank <= 13; rank++)
            for (char suit : suits.toCharArray()) deal.append(arcade.games.solitaire.model.Cards.text(arcade.games.solitaire.model.Cards.of("CDHS".indexOf(suit), rank))).append(' ');
        return KlondikeDefinition.INSTANCE.initialState(GameId.described("draw1-3passes", deal.toString().trim()));
    }

    @Test void theTrivialDealTakesExactlySeventySixMoves() {
        KlondikeState s = trivialDeal();
        SolveResult r = new ThoughtfulSolver(SMALL).solve(s);
        assertThat(r.verdict()).isEqualTo(Verdict.WINNABLE);
        assertThat(r.moves()).hasSize(76);
        assertThat(r.moves().stream().filter(m -> m.kind() == KlondikeMove.Kind.DRAW)).hasSize(24);
        for (KlondikeMove m : r.moves()) s = KlondikeRules.INSTANCE.apply(s, m);
        assertThat(s.isWon()).isTrue();
    }

    /**
     * Draw-3 deal 354 needs a safe card left on the waste for a while: sending it home at once
     * shifts the later turns of the talon, and the search then called the deal lost in 71 positions.
     */
    @Test void aSafeWasteCardMayWaitInDrawThree() {
        KlondikeState s = KlondikeDefinition.INSTANCE.initialState(GameId.seeded("draw3-unlimited", 354));
        SolveResult r = new ThoughtfulSolver(Budget.of(500_000, 60_000)).solve(s);
        assertThat(r.verdict()).isEqualTo(Verdict.WINNABLE);
        for (KlondikeMove m : r.moves()) s = KlondikeRules.INSTANCE.apply(s, m);
        assertThat(s.isWon()).isTrue();
    }

    @Test void aBlockedPositionIsUnwinnable() {
        KlondikeState s = Positions.draw1()
                .column(0, "*AH *2H *3H KS").column(1, "*4H *5H *6H QS").column(2, "*7H *8H *9H JS")
                .column(3, "*TH *JH *QH TS").column(4, "*KH *AS 9S").column(5, "*2S *3S 8S").column(6, "*4S *5S *6S 7S")
                .home(13, 13, 0, 0).build();
        SolveResult r = new ThoughtfulSolver(SMALL).solve(s);
        assertThat(r.verdict()).isEqualTo(Verdict.UNWINNABLE);
        assertThat(r.moves()).isEmpty();
        SolveResult unpruned = new ThoughtfulSolver(SMALL).withoutPrunings().solve(s);
        assertThat(unpruned.verdict()).as("every legal move tried, no proof of loss").isEqualTo(Verdict.UNWINNABLE);
        assertThat(unpruned.states()).isPositive();
    }

    @Test void leavingTheFaceUpArrangementOutOfTheKeyChangesNoVerdict() {
        int compared = 0;
        for (long seed = 1; seed <= 16; seed++) {
            KlondikeState s = deal("draw3-unlimited", seed);
            Budget budget = Budget.of(150_000, 60_000);
            SolveResult coarse = new ThoughtfulSolver(budget).solve(s), exact = new ThoughtfulSolver(budget).withExactKeys().solve(s);
            if (coarse.verdict() == Verdict.UNKNOWN || exact.verdict() == Verdict.UNKNOWN) continue;
            compared++;
            assertThat(coarse.verdict()).as("deal " + seed).isEqualTo(exact.verdict());
        }
        assertThat(compared).isGreaterThanOrEqualTo(12);
    }

    @Test void theDrawOneRelaxationProvesALostDrawThreeDealInFewPositions() {
        // Draw 3 deal 254: the draw-3 search alone needs about half a million positions to prove it lost.
        KlondikeState s = deal("draw3-unlimited", 254);
        SolveResult relaxed = new ThoughtfulSolver(Budget.of(1_000_000, 60_000)).solve(s);
        assertThat(relaxed.verdict()).isEqualTo(Verdict.UNWINNABLE);
        assertThat(relaxed.states()).isLessThan(20_000);
        SolveResult alone = new ThoughtfulSolver(Budget.of(2_000_000, 60_000)).withoutRestarts().solve(s);
        assertThat(alone.verdict()).as("the draw-3 search agrees").isEqualTo(Verdict.UNWINNABLE);
        assertThat(alone.states()).isGreaterThan(100_000);
    }

    @Test void theRelaxedBoardHasTheSameCardsWithDrawOneAndUnlimitedPasses() {
        Board b = Boards.of(deal("draw3-3passes", 7));
        Board one = b.relaxedToDrawOne();
        assertThat(one.draw).isEqualTo(1);
        assertThat(one.passes).isZero();
        assertThat(one.talonSize).isEqualTo(b.talonSize);
        for (int i = 0; i < b.talonSize; i++) assertThat(one.talon[i]).isEqualTo(b.talon[i]);
        for (int c = 0; c < 7; c++) {
            assertThat(one.len[c]).isEqualTo(b.len[c]);
            assertThat(one.down[c]).isEqualTo(b.down[c]);
            for (int i = 0; i < b.len[c]; i++) assertThat(one.card(c, i)).isEqualTo(b.card(c, i));
        }
        assertThat(one.home).containsExactly(b.home);
    }

    @Test void aProcessorTimeLimitAnswersUnknown() {
        // Draw 3 deal 12 is not decided within millions of positions.
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadCpuTime();
        SolveResult r = new ThoughtfulSolver(Budget.of(50_000_000, 600_000).withCpuLimit(150)).solve(deal("draw3-unlimited", 12));
        long cpuMillis = (threads.getCurrentThreadCpuTime() - before) / 1_000_000;
        assertThat(r.verdict()).isEqualTo(Verdict.UNKNOWN);
        assertThat(r.states()).isLessThan(50_000_000);
        assertThat(cpuMillis).isBetween(150L, 1_500L);
    }

    @Test void anExhaustedBudgetAnswersUnknown() {
        SolveResult r = new ThoughtfulSolver(Budget.of(20, 60_000)).solve(deal("draw3-unlimited", 12));
        assertThat(r.verdict()).isEqualTo(Verdict.UNKNOWN);
        assertThat(r.states()).isLessThanOrEqualTo(21);
    }

    @Test void theSameDealGivesTheSameAnswer() {
        SolveResult a = new ThoughtfulSolver(SMALL).solve(deal("draw1-3passes", 4));
        SolveResult b = new ThoughtfulSolver(SMALL).solve(deal("draw1-3passes", 4));
        assertThat(a.verdict()).isEqualTo(b.verdict());
        assertThat(a.moves()).isEqualTo(b.moves());
        assertThat(a.states()).isEqualTo(b.states());
    }

    @Test void aPassLimitIsRespected() {
        for (long seed = 1; seed <= 6; seed++) {
            KlondikeState s = deal("draw1-1pass", seed);
            SolveResult r = new ThoughtfulSolver(SMALL).solve(s);
            assertThat(r.moves()).noneMatch(m -> m.kind() == KlondikeMove.Kind.RECYCLE);
        }
    }
}
