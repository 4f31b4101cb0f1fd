package arcade.games.solitaire.solver;

import arcade.api.model.GameId;
import arcade.api.session.Rng;
import arcade.games.solitaire.model.KlondikeDefinition;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeRules;
import arcade.games.solitaire.model.KlondikeState;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/** Two threads on one complete search ({@link Joining}), driven here without the solver around them. */
class JoiningTest {
    private static KlondikeState deal(long seed) {
        return KlondikeDefinition.INSTANCE.initialState(GameId.seeded("draw3-unlimited", seed));
    }

    private static Search.Limits limits(AtomicBoolean over) {
        return new Search.Limits(50_000_000, System.nanoTime() + 60_000_000_000L, Long.MAX_VALUE, new Budget(50_000_000, 60_000, over::get));
    }

    /** What the two threads did: the first's search and whether it let the second in; the second's. */
    private record Joint(Search first, boolean firstWon, boolean joined, Search second, boolean secondWon, Joining joining) {}

    private static Joint searchJoined(KlondikeState s) throws InterruptedException {
        Joining joining = new Joining();
        AtomicBoolean over = new AtomicBoolean(); // set by a win, to stop the other thread
        AtomicReference<Search> second = new AtomicReference<>();
        AtomicBoolean secondWon = new AtomicBoolean();
        Thread helper = new Thread(() -> {
            Search.Tables tables = new Search.Tables();
            PositionTable shared = joining.join(1_000_000_000L, tables.onPath, () -> false);
            if (shared == null) return;
            Search part = new Search(Boards.of(s), limits(over), new Rng(5), tables, shared);
            part.follow(joining.firstPath());
            second.set(part);
            secondWon.set(part.run());
            if (secondWon.get()) over.set(true);
            if (!secondWon.get() && !part.aborted && !part.depthCut) joining.helperDone();
        });
        helper.start();
        while (!joining.asked()) Thread.onSpinWait(); // so that it joins at the first look at the clock
        Search first = new Search(Boards.of(s), limits(over), false, false, null, new Search.Tables());
        first.joining = joining;
        boolean won = first.run();
        if (won) over.set(true);
        boolean joined = joining.close();
        helper.join();
        return new Joint(first, won, joined, second.get(), secondWon.get(), joining);
    }

    private static long aloneStates(KlondikeState s) {
        Search alone = new Search(Boards.of(s), limits(new AtomicBoolean()), false, false, null, new Search.Tables());
        assertThat(alone.run()).isFalse();
        assertThat(alone.aborted || alone.depthCut).isFalse();
        return alone.states;
    }

    @ParameterizedTest
    @ValueSource(longs = {160, 326})
    void twoThreadsShareTheProofThatALostDealIsLost(long seed) throws InterruptedException {
        KlondikeState s = deal(seed);
        long alone = aloneStates(s); // 137,000 and 151,000 positions
        Joint j = searchJoined(s);
        assertThat(j.joined()).isTrue();
        assertThat(j.firstWon()).isFalse();
        assertThat(j.secondWon()).isFalse();
        assertThat(j.first().aborted || j.first().depthCut).isFalse();
        assertThat(j.joining().helperRanOut()).as("the second thread ran out of moves too").isTrue();
        // Each did a real part of the work, and the first did less than alone.
        assertThat(j.second().states).isGreaterThan(alone / 10);
        assertThat(j.first().states).isLessThan(alone * 9 / 10);
    }

    @Test
    void oneOfTheTwoFindsAWinThatReplays() throws InterruptedException {
        // Deal 68: the plain order alone needs about 640,000 positions to win it.
        KlondikeState s = deal(68);
        Joint j = searchJoined(s);
        assertThat(j.joined()).isTrue();
        assertThat(j.firstWon() || j.secondWon()).isTrue();
        SolveResult r = j.firstWon() ? j.first().result(true, 0, 0) : j.second().result(true, 0, 0);
        KlondikeState end = s;
        for (KlondikeMove m : r.moves()) end = KlondikeRules.INSTANCE.apply(end, m);
        assertThat(end.isWon()).isTrue();
    }
}
