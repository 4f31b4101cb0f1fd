package arcade.api.testing;

import arcade.api.analysis.RandomPlayout;
import arcade.api.model.ChanceOutcome;
import arcade.api.model.GameRules;
import arcade.api.model.IllegalMoveException;
import arcade.api.model.MoveFormatException;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.model.GameId;
import arcade.api.session.Rng;
import arcade.api.session.SaveFormatException;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import com.google.gson.Gson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The contract every game's {@link GameRules} must keep, as a JUnit 5 test to extend:
 * <pre>
 * class MinesRulesContractTest extends GameRulesContract&lt;MinesState, MinesMove&gt; {
 *     protected GameRules&lt;MinesState, MinesMove&gt; rules() { return new MinesRules(); }
 *     protected MinesState initialState(long seed) { return rules.initialState(MinesParams.BEGINNER, seed); }
 *     protected int plyBound() { return 81; }
 * }
 * </pre>
 * It walks random playouts from many seeds and checks along them: move text round-trips,
 * legal moves are deterministic and distinct, {@code apply} never mutates its input, outcome
 * present ⇔ TERMINAL ⇔ no move and no chance, illegal and malformed moves are rejected with the
 * API's exceptions, the same seed and moves replay identically, playouts of a terminating game
 * end within its ply bound, and the generic {@link Session} undoes, saves and restores exactly.
 * Only JUnit assertions are used, so a game module needs nothing but JUnit and this test-jar.
 *
 * @param <S> state type
 * @param <M> move type
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class GameRulesContract<S, M> {

    /** The rules under test (called once per test class). */
    protected abstract GameRules<S, M> rules();

    /** A fresh initial state for a seed; the same seed must give an equal state. */
    protected abstract S initialState(long seed);

    /**
     * The longest play the game allows (steps: moves plus chance events). For a game that does not
     * declare itself terminating it bounds the length of the playouts walked by the test.
     */
    protected abstract int plyBound();

    /** Whether every play ends: then random playouts must reach a terminal state within {@link #plyBound()}. */
    protected boolean terminating() { return true; }

    /** Seeds of the random playouts. */
    protected List<Long> seeds() {
        List<Long> s = new ArrayList<>();
        for (long i = 1; i <= 40; i++) s.add(i * 7919);
        return s;
    }

    /** Extra starting positions worth walking from (e.g. positions given by description). */
    protected List<S> extraStates() { return List.of(); }

    /** Texts that name no move in any state. */
    protected List<String> malformedMoveTexts() {
        return List.of("", " ", "\u0000", "not a move at all", "%%%", "-1", "999999999999", "é¿?");
    }

    /** The id sessions are started with in the session checks. */
    protected GameId gameId(long seed) { return GameId.seeded("contract", seed); }

    /** Upper bound of states checked per playout by the costlier checks (spread evenly). */
    protected int checkedStatesPerPlayout() { return 40; }

    // ---------------------------------------------------------------- walks

    /** One recorded random playout, replayable step by step from its seed. */
    protected final class Walk {
        final long seed;
        final S start;
        final boolean fromSeed;
        final List<S> states = new ArrayList<>();
        final List<Object> steps = new ArrayList<>(); // M, or ChanceStep

        Walk(long seed, S start, boolean fromSeed) { this.seed = seed; this.start = start; this.fromSeed = fromSeed; }

        /** A fresh, independently computed copy of state {@code k} (same seed, same steps). */
        S replayTo(int k) {
            S s = fromSeed ? initialState(seed) : start;
            for (int i = 0; i < k; i++) s = step(s, steps.get(i));
            return s;
        }

        @SuppressWarnings("unchecked")
        private S step(S s, Object step) {
            if (step instanceof ChanceStep c) return rules.sampleChance(s, Rng.ofState(c.rngState()));
            return rules.apply(s, (M) step);
        }

        @Override public String toString() { return fromSeed ? "playout from seed " + seed : "playout from " + start; }
    }

    private record ChanceStep(long rngState) {}

    private GameRules<S, M> rules;
    private List<Walk> walks;

    private GameRules<S, M> r() {
        if (rules == null) rules = rules();
        return rules;
    }

    /** The recorded playouts, computed once per test class. */
    protected final List<Walk> walks() {
        if (walks == null) {
            r();
            List<Walk> w = new ArrayList<>();
            for (long seed : seeds()) w.add(walk(new Walk(seed, initialState(seed), true)));
            long k = 1;
            for (S s : extraStates()) w.add(walk(new Walk(k++, s, false)));
            walks = w;
        }
        return walks;
    }

    private Walk walk(Walk w) {
        Rng rng = new Rng(w.seed ^ 0x5DEECE66DL);
        S s = w.start;
        w.states.add(s);
        int limit = plyBound();
        while (w.steps.size() < limit && rules.kind(s) != NodeKind.TERMINAL) {
            NodeKind kind = rules.kind(s);
            List<M> moves = kind.hasMoves() ? rules.legalMoves(s) : List.of();
            int options = moves.size() + (kind.hasChance() ? 1 : 0);
            if (options == 0) fail(w + ": state " + w.steps.size() + " is " + kind + " but offers neither a move nor chance: " + s);
            int pick = rng.nextInt(options);
            if (pick < moves.size()) {
                M m = moves.get(pick);
                w.steps.add(m);
                s = rules.apply(s, m);
            } else {
                long state = rng.state();
                w.steps.add(new ChanceStep(state));
                s = rules.sampleChance(s, Rng.ofState(state));
                rng.nextLong(); // move on so the next pick does not reuse the chance draws
            }
            w.states.add(s);
        }
        return w;
    }

    /** Indices of at most {@link #checkedStatesPerPlayout()} states of a walk, evenly spread, last included. */
    private List<Integer> sampled(Walk w) {
        int n = w.states.size(), max = Math.max(1, checkedStatesPerPlayout());
        List<Integer> idx = new ArrayList<>();
        if (n <= max) { for (int i = 0; i < n; i++) idx.add(i); return idx; }
        for (int j = 0; j < max - 1; j++) idx.add((int) ((long) j * (n - 1) / (max - 1)));
        idx.add(n - 1);
        return idx;
    }

    private String where(Walk w, int k) { return w + ", state " + k + " (" + w.states.get(k) + ")"; }

    // ---------------------------------------------------------------- the contract

    @Test
    public void everyLegalMoveTextRoundTrips() {
        for (Walk w : walks()) for (int at = 0; at < w.states.size(); at++) {
            int k = at;
            S s = w.states.get(k);
            for (M m : r().legalMoves(s)) {
                String text = r().formatMove(m);
                assertTrue(text != null && !text.isBlank(), () -> where(w, k) + ": blank label for move " + m);
                M back;
                try {
                    back = r().parseMove(s, text);
                } catch (RuntimeException e) {
                    throw new AssertionError(where(w, k) + ": the label '" + text + "' of a legal move does not parse: " + e, e);
                }
                assertEquals(m, back, () -> where(w, k) + ": '" + text + "' parses to another move");
                assertEquals(m.hashCode(), back.hashCode(), () -> where(w, k) + ": parsed move has another hash");
                assertEquals(text, r().formatMove(back), () -> where(w, k) + ": label not stable");
            }
        }
    }

    @Test
    public void legalMovesAreDeterministicDistinctAndUniquelyLabelled() {
        for (Walk w : walks()) for (int k : sampled(w)) {
            S s = w.states.get(k);
            List<M> moves = r().legalMoves(s);
            assertEquals(moves.size(), new HashSet<>(moves).size(), () -> where(w, k) + ": duplicate legal moves " + moves);
            Set<String> labels = new HashSet<>();
            for (M m : moves) assertTrue(labels.add(r().formatMove(m)), () -> where(w, k) + ": two legal moves labelled '" + r().formatMove(m) + "'");
            assertEquals(moves, r().legalMoves(s), () -> where(w, k) + ": legalMoves differs between two calls");
            S twin = w.replayTo(k);
            assertEquals(s, twin, () -> where(w, k) + ": replaying the same seed and steps gives another state");
            assertEquals(s.hashCode(), twin.hashCode(), () -> where(w, k) + ": equal states with different hash codes");
            assertEquals(moves, r().legalMoves(twin), () -> where(w, k) + ": legalMoves differs for an equal state");
            for (M m : moves) assertTrue(r().isLegal(s, m), () -> where(w, k) + ": isLegal false for legal move " + r().formatMove(m));
        }
    }

    @Test
    public void applyNeverMutatesItsInput() {
        for (Walk w : walks()) for (int k : sampled(w)) {
            S s = w.states.get(k);
            S twin = w.replayTo(k);
            int hash = twin.hashCode();
            for (M m : r().legalMoves(s)) {
                S next = r().apply(s, m);
                assertEquals(twin, s, () -> where(w, k) + ": apply(" + r().formatMove(m) + ") changed its input");
                assertEquals(hash, s.hashCode(), () -> where(w, k) + ": apply(" + r().formatMove(m) + ") changed its input's hash");
                assertEquals(next, r().apply(twin, m), () -> where(w, k) + ": apply is not deterministic for " + r().formatMove(m));
            }
            if (r().kind(s).hasChance()) {
                for (ChanceOutcome<S> o : r().chanceOutcomes(s)) assertTrue(o.next() != null);
                r().sampleChance(s, new Rng(k));
                assertEquals(twin, s, () -> where(w, k) + ": sampleChance changed its input");
                assertEquals(hash, s.hashCode(), () -> where(w, k) + ": sampleChance changed its input's hash");
            }
        }
    }

    @Test
    public void outcomeIsPresentIffTerminalIffNoMoveAndNoChance() {
        for (Walk w : walks()) for (int at = 0; at < w.states.size(); at++) {
            int k = at;
            S s = w.states.get(k);
            NodeKind kind = r().kind(s);
            Optional<Outcome> outcome = r().outcome(s);
            List<M> moves = r().legalMoves(s);
            assertEquals(kind == NodeKind.TERMINAL, outcome.isPresent(), () -> where(w, k) + ": kind " + kind + " with outcome " + outcome);
            assertEquals(outcome.isPresent(), r().isTerminal(s), () -> where(w, k) + ": isTerminal disagrees with outcome");
            assertEquals(kind.hasMoves(), !moves.isEmpty(), () -> where(w, k) + ": kind " + kind + " with " + moves.size() + " legal moves");
            List<ChanceOutcome<S>> chance = r().chanceOutcomes(s);
            if (!kind.hasChance()) assertTrue(chance.isEmpty(), () -> where(w, k) + ": chance outcomes in a " + kind + " state");
            if (!chance.isEmpty()) {
                double sum = chance.stream().mapToDouble(ChanceOutcome::probability).sum();
                assertEquals(1.0, sum, 1e-9, () -> where(w, k) + ": chance probabilities add up to " + sum);
                assertEquals(chance.size(), chance.stream().map(ChanceOutcome::event).distinct().count(), () -> where(w, k) + ": duplicate chance events");
            }
            outcome.ifPresent(o -> {
                if (o instanceof Outcome.Win win)
                    assertTrue(r().players().contains(win.winner()), "winner " + win.winner() + " is not in players() " + r().players());
            });
            if (kind != NodeKind.TERMINAL) assertTrue(r().players().contains(r().toMove(s)), () -> where(w, k) + ": player to move not in players()");
        }
    }

    @Test
    public void illegalMovesAreRejectedAndLeaveTheStateUnchanged() {
        Set<String> known = new LinkedHashSet<>();
        for (Walk w : walks()) for (S s : w.states) {
            for (M m : r().legalMoves(s)) if (known.size() < 300) known.add(r().formatMove(m));
        }
        int rejected = 0;
        for (Walk w : walks()) for (int k : sampled(w)) {
            S s = w.states.get(k);
            S twin = w.replayTo(k);
            Set<String> legal = new HashSet<>();
            for (M m : r().legalMoves(s)) legal.add(r().formatMove(m));
            for (String text : known) {
                if (legal.contains(text)) continue;
                M m;
                try {
                    m = r().parseMove(s, text);
                } catch (MoveFormatException | IllegalMoveException e) {
                    rejected++;
                    continue;
                }
                assertFalse(r().isLegal(s, m), () -> where(w, k) + ": '" + text + "' is not listed but isLegal says yes");
                assertThrows(IllegalMoveException.class, () -> r().apply(s, m), () -> where(w, k) + ": illegal '" + text + "' was applied");
                assertEquals(twin, s, () -> where(w, k) + ": a rejected move changed the state");
                rejected++;
            }
        }
        boolean someStateLacksAMove = walks().stream().anyMatch(w -> w.states.stream().anyMatch(s -> r().legalMoves(s).size() < known.size()));
        if (someStateLacksAMove) assertTrue(rejected > 0, "no illegal move was tried");
    }

    @Test
    public void malformedMoveTextIsRejected() {
        for (Walk w : walks()) {
            for (int k : List.of(0, w.states.size() - 1)) {
                S s = w.states.get(k);
                for (String text : malformedMoveTexts()) {
                    RuntimeException e = assertThrows(RuntimeException.class, () -> r().parseMove(s, text),
                            () -> where(w, k) + ": malformed text '" + text + "' was accepted");
                    assertTrue(e instanceof MoveFormatException || e instanceof IllegalMoveException,
                            () -> where(w, k) + ": '" + text + "' gave " + e.getClass().getName() + " instead of MoveFormatException");
                    assertTrue(e.getMessage() != null && !e.getMessage().isBlank(), "rejection without a message for '" + text + "'");
                }
            }
        }
    }

    @Test
    public void randomPlayoutsFromAFixedSeedStayWithinThePlyBound() {
        int terminal = 0;
        for (long seed : seeds()) {
            RandomPlayout.Result<S> p = RandomPlayout.run(r(), initialState(seed), seed, plyBound());
            assertNotEquals(RandomPlayout.Ending.STUCK, p.ending(), "playout from seed " + seed + " got stuck in " + p.finalState());
            if (terminating()) {
                assertEquals(RandomPlayout.Ending.TERMINAL, p.ending(), "playout from seed " + seed
                        + " did not end within the declared bound of " + plyBound() + " plies");
                assertTrue(p.outcome().isPresent());
            }
            if (p.ending() == RandomPlayout.Ending.TERMINAL) terminal++;
            RandomPlayout.Result<S> again = RandomPlayout.run(r(), initialState(seed), seed, plyBound());
            assertEquals(p.steps(), again.steps(), "the same seed gave another playout (seed " + seed + ")");
            assertEquals(p.finalState(), again.finalState(), "the same seed gave another final state (seed " + seed + ")");
        }
        if (terminating()) assertEquals(seeds().size(), terminal);
    }

    @Test
    public void sessionUndoAfterAMoveRestoresThePreviousStateExactly() {
        for (Walk w : walks()) {
            if (!w.fromSeed) continue;
            Session<S, M> session = Session.start(r(), gameId(w.seed), initialState(w.seed));
            for (int k = 0; k < w.steps.size() && !(w.steps.get(k) instanceof ChanceStep); k++) {
                S before = session.state();
                S twin = w.replayTo(k);
                assertEquals(twin, before, w + ": session state differs from the playout at step " + k);
                @SuppressWarnings("unchecked") M m = (M) w.steps.get(k);
                session.play(m);
                assertTrue(session.canUndo());
                S undone = session.undo();
                assertEquals(twin, undone, w + ": undo after " + r().formatMove(m) + " did not restore the state");
                assertEquals(twin.hashCode(), undone.hashCode());
                assertEquals(k, session.position(), w + ": undo went to another position");
                assertEquals(r().apply(twin, m), session.redo(), w + ": redo did not replay " + r().formatMove(m));
            }
        }
    }

    @Test
    public void saveThenRestoreGivesTheSameStateAndPosition() throws SaveFormatException {
        Gson gson = new Gson();
        for (Walk w : walks()) {
            if (!w.fromSeed) continue;
            Session<S, M> session = Session.start(r(), gameId(w.seed), initialState(w.seed));
            int played = 0;
            for (Object step : w.steps) {
                if (step instanceof ChanceStep) break;
                @SuppressWarnings("unchecked") M m = (M) step;
                session.play(m);
                played++;
            }
            int undos = played / 3;
            for (int i = 0; i < undos; i++) session.undo();
            SavedGame saved = gson.fromJson(gson.toJson(session.save("contract", 1234, Map.of("k", "v"))), SavedGame.class);
            Session<S, M> back = Session.restore(r(), initialState(w.seed), saved, true);
            assertEquals(session.state(), back.state(), w + ": restored state differs");
            assertEquals(session.position(), back.position(), w + ": restored position differs");
            assertEquals(session.history().size(), back.history().size(), w + ": restored history (redo tail) differs");
            assertEquals(session.id(), back.id());
            for (int i = 0; i < session.history().size(); i++)
                assertEquals(session.history().get(i).state(), back.history().get(i).state(), w + ": history entry " + i + " differs");
            assertEquals(1234, saved.elapsedMillis());
        }
    }
}
