package arcade.games.solitaire.ai;

import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeParams;
import arcade.games.solitaire.model.Scoring;
import arcade.games.solitaire.model.KlondikeRules;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.KlondikeView;
import arcade.games.solitaire.model.Positions;
import org.junit.jupiter.api.Test;

import arcade.api.model.GameId;
import arcade.api.session.Rng;
import arcade.games.solitaire.model.KlondikeDefinition;
import arcade.games.solitaire.solver.Budget;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class NoPeekPlayerTest {

    @Test void itWinsAnEasyEndgameStepByStep() {
        KlondikeState s = Positions.draw1().column(0, "KH QS").column(1, "KS QH JC").column(2, "KC")
                .home(10, 13, 11, 11).stock("QC").build();
        NoPeekPlayer player = new NoPeekPlayer(4, 1);
        for (int step = 0; step < 20 && !s.isWon(); step++) {
            List<KlondikeMove> line = player.next(KlondikeView.of(s));
            assertThat(line).as("a step in " + s).isNotEmpty();
            for (KlondikeMove m : line) s = KlondikeRules.INSTANCE.apply(s, m);
        }
        assertThat(s.isWon()).isTrue();
    }

    @Test void twoDealsThatDifferOnlyUnderTheCardsGetTheSameAdvice() {
        String stock = "2D 3C 4D 4C 5D 5C 6D 6C 7D 7C 8D 8C 9D 9C TD TC JD JC QD QC KD";
        KlondikeState a = Positions.draw1().column(0, "*2C *3D KC").column(2, "AC").home(0, 1, 13, 13).stock(stock).build();
        KlondikeState b = Positions.draw1().column(0, "*3D *2C KC").column(2, "AC").home(0, 1, 13, 13).stock(stock).build();
        assertThat(KlondikeView.of(a)).isEqualTo(KlondikeView.of(b));
        Hint ha = Hint.advise(KlondikeView.of(a), new NoPeekPlayer(4, 9));
        Hint hb = Hint.advise(KlondikeView.of(b), new NoPeekPlayer(4, 9));
        assertThat(ha).isEqualTo(hb);
        assertThat(ha.step()).isNotEmpty();
        assertThat(ha.step().get(0).text()).isEqualTo("t3>f");
    }

    @Test void theMovesSeenFromTheViewAreExactlyTheLegalMoves() {
        Rng rng = new Rng(5);
        for (String params : List.of("draw3-unlimited", "draw1-3passes")) {
            for (long seed = 1; seed <= 6; seed++) {
                KlondikeState s = KlondikeDefinition.INSTANCE.initialState(GameId.seeded(params, seed));
                for (int step = 0; step < 120 && !s.isWon(); step++) {
                    List<KlondikeMove> rules = KlondikeRules.INSTANCE.legalMoves(s);
                    assertThat(new HashSet<>(ViewMoves.legal(KlondikeView.of(s)))).as("moves of " + s).isEqualTo(new HashSet<>(rules));
                    if (rules.isEmpty()) break;
                    s = KlondikeRules.INSTANCE.apply(s, rules.get(rng.nextInt(rules.size())));
                }
            }
        }
    }

    @Test void itPlaysOnlyLegalMovesAndTheSameSeedPlaysTheSameGame() {
        KlondikeState start = KlondikeDefinition.INSTANCE.initialState(GameId.seeded("draw3-unlimited", 3));
        List<KlondikeMove> first = playFrom(start, 7), again = playFrom(start, 7);
        assertThat(first).hasSizeGreaterThan(10);
        assertThat(again).isEqualTo(first);
    }

    /** Plays up to 60 decisions with a small budget, checking each move against the rules. */
    private static List<KlondikeMove> playFrom(KlondikeState s, long seed) {
        NoPeekPlayer player = new NoPeekPlayer(3, seed, Budget.of(500, 60_000));
        List<KlondikeMove> played = new ArrayList<>();
        for (int step = 0; step < 60 && !s.isWon(); step++) {
            List<KlondikeMove> line = player.next(KlondikeView.of(s));
            if (line.isEmpty()) break;
            for (KlondikeMove m : line) {
                assertThat(KlondikeRules.INSTANCE.isLegal(s, m)).as(m + " in " + s).isTrue();
                s = KlondikeRules.INSTANCE.apply(s, m);
                played.add(m);
            }
        }
        return played;
    }

    @Test void withUnlimitedPassesItFirstLooksThroughTheWholeStock() {
        KlondikeState s = KlondikeDefinition.INSTANCE.initialState(GameId.seeded("draw3-unlimited", 3));
        NoPeekPlayer player = new NoPeekPlayer(4, 1);
        List<KlondikeMove> played = new ArrayList<>();
        while (s.recycles() == 0) {
            List<KlondikeMove> line = player.next(KlondikeView.of(s));
            played.addAll(line);
            for (KlondikeMove m : line) s = KlondikeRules.INSTANCE.apply(s, m);
        }
        assertThat(played).hasSize(9).endsWith(KlondikeMove.RECYCLE);
        assertThat(played.subList(0, 8)).containsOnly(KlondikeMove.DRAW);
        assertThat(player.statesExplored()).as("looking needs no samples").isZero();
        assertThat(KlondikeView.of(s).stockKnown()).isTrue();
        assertThat(KlondikeView.of(s).unseenCards()).hasSize(21);
    }

    @Test void withLimitedPassesItDoesNotSpendAPassOnLooking() {
        KlondikeState s = KlondikeDefinition.INSTANCE.initialState(GameId.seeded("draw3-3passes", 3));
        NoPeekPlayer player = new NoPeekPlayer(4, 1, Budget.of(500, 60_000));
        player.next(KlondikeView.of(s));
        assertThat(player.statesExplored()).as("the first move was chosen by the samples").isPositive();
    }

    @Test void aSafeCardGoesHomeWithoutSampling() {
        KlondikeState s = Positions.draw1().column(0, "*5H *9C AD").column(1, "KS").stock("2C 3C 4C").build();
        NoPeekPlayer player = new NoPeekPlayer(4, 1);
        assertThat(player.next(KlondikeView.of(s))).containsExactly(KlondikeMove.home(0));
        assertThat(player.statesExplored()).isZero();
    }

    @Test void inDrawThreeASafeWasteCardGoesHomeWithoutSamplingOnlyOnceTheStockIsEmpty() {
        KlondikeParams drawThree = new KlondikeParams(3, 0, Scoring.STANDARD);
        KlondikeState stockLeft = Positions.with(drawThree).column(0, "*5H *9C KD").column(1, "KS")
                .waste("AD").stock("2C 3C 4C").recycles(1).build();
        NoPeekPlayer sampling = new NoPeekPlayer(4, 1, Budget.of(500, 60_000));
        sampling.next(KlondikeView.of(stockLeft));
        assertThat(sampling.statesExplored()).as("taking it shifts the later turns: the samples decide").isPositive();
        KlondikeState stockEmpty = Positions.with(drawThree).column(0, "*5H *9C KD").column(1, "KS")
                .waste("2C 3C 4C AD").recycles(1).build();
        NoPeekPlayer player = new NoPeekPlayer(4, 1);
        assertThat(player.next(KlondikeView.of(stockEmpty))).containsExactly(KlondikeMove.WASTE_HOME);
        assertThat(player.statesExplored()).isZero();
    }

    @Test void aHintShowsTheSafeCardHomeAndStillSaysHowWinnableThePositionLooks() {
        KlondikeState s = Positions.draw1().column(0, "AC").column(1, "*5H *9C QD").column(2, "KC")
                .stock("2C 3C 4C 5C 6C 7C").build();
        NoPeekPlayer player = new NoPeekPlayer(4, 1);
        Hint h = Hint.advise(KlondikeView.of(s), player);
        assertThat(h.step()).containsExactly(KlondikeMove.home(0));
        assertThat(player.statesExplored()).as("the samples were still solved for the status").isPositive();
        assertThat(h.details()).contains("guesses at the hidden cards");
        assertThat(h.status(false)).isEqualTo("Hint: Send the A\u2663 home: it empties a column for a King. Winnable: not known yet.");
    }

    @Test void aPositionMetAgainGetsAnotherMove() {
        KlondikeState s = Positions.draw1().column(0, "*KH QC").column(1, "KS").column(2, "QH").column(3, "KC")
                .home(11, 13, 11, 11).stock("QS").build();
        KlondikeView v = KlondikeView.of(s);
        NoPeekPlayer player = new NoPeekPlayer(4, 1);
        List<KlondikeMove> a = player.next(v), b = player.next(v);
        assertThat(a).hasSize(1);
        assertThat(a.get(0).toFoundation()).isTrue();
        assertThat(b).isNotEmpty().isNotEqualTo(a);
    }
}
