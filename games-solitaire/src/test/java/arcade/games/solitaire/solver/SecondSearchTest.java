package arcade.games.solitaire.solver;

import arcade.api.model.GameId;
import arcade.games.solitaire.model.KlondikeDefinition;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeRules;
import arcade.games.solitaire.model.KlondikeState;
import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

class SecondSearchTest {
    private static KlondikeState deal(long seed) {
        return KlondikeDefinition.INSTANCE.initialState(GameId.seeded("draw3-unlimited", seed));
    }

    private static SolveResult runAlone(KlondikeState s, AtomicInteger calls) {
        Budget budget = Budget.of(1_500_000, 60_000);
        SecondSearch second = new SecondSearch(Boards.of(s), budget, System.nanoTime() + 60_000_000_000L, new Search.Tables(), null,
                calls::incrementAndGet);
        second.await();
        return second.result();
    }

    @Test void itsRelaxationProvesALostDealLost() {
        AtomicInteger calls = new AtomicInteger();
        SolveResult r = runAlone(deal(254), calls);
        assertThat(r.verdict()).isEqualTo(Verdict.UNWINNABLE);
        assertThat(r.states()).isLessThan(20_000);
        assertThat(calls).hasValue(1);
    }

    @Test void itsRestartsFindAWinThatReplays() {
        // Draw 3 deal 68 is won in draw 1, so the relaxation proves nothing; the plain order needs
        // about 480,000 positions to win it, the restarts far fewer.
        AtomicInteger calls = new AtomicInteger();
        KlondikeState s = deal(68);
        SolveResult r = runAlone(s, calls);
        assertThat(r.verdict()).isEqualTo(Verdict.WINNABLE);
        assertThat(r.states()).isLessThan(400_000);
        for (KlondikeMove m : r.moves()) s = KlondikeRules.INSTANCE.apply(s, m);
        assertThat(s.isWon()).isTrue();
        assertThat(calls).hasValue(1);
    }

    @Test void aStoppedSearchDecidesNothing() {
        AtomicInteger calls = new AtomicInteger();
        // Deal 12 takes hundreds of thousands of positions to prove lost, even relaxed.
        SecondSearch second = new SecondSearch(Boards.of(deal(12)), Budget.of(50_000_000, 60_000), System.nanoTime() + 60_000_000_000L,
                new Search.Tables(), null, calls::incrementAndGet);
        second.stop();
        assertThat(second.result()).isNull();
        assertThat(calls).hasValue(0);
    }

    @Test void aCopiedBoardIsTheSamePosition() {
        Board b = Boards.of(deal(7));
        b.play(KlondikeMove.DRAW);
        b.play(KlondikeMove.DRAW);
        Board c = b.copy();
        assertThat(c.hash()).isEqualTo(b.hash());
        assertThat(c.key()).isEqualTo(b.key());
        assertThat(c.wastePos()).isEqualTo(b.wastePos());
        assertThat(c.pos).isEqualTo(6);
        c.play(KlondikeMove.DRAW);
        assertThat(c.pos).isEqualTo(9);
        assertThat(b.pos).as("a board of its own").isEqualTo(6);
    }
}
