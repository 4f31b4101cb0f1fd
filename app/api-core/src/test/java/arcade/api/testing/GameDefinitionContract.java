package arcade.api.testing;

import arcade.api.model.GameDefinition;
import arcade.api.model.GameId;
import arcade.api.model.GameRules;
import arcade.api.model.NodeKind;
import arcade.api.model.Observed;
import arcade.api.model.ParamsException;
import arcade.api.model.PlayerId;
import arcade.api.model.Preset;
import arcade.api.session.Rng;
import arcade.api.session.SaveFormatException;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import com.google.gson.Gson;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The contract of a {@link GameDefinition}, on top of the rules contract it extends:
 * <pre>
 * class MinesDefinitionTest extends GameDefinitionContract&lt;MinesState, MinesMove&gt; {
 *     protected GameDefinition&lt;MinesState, MinesMove&gt; definition() { return MinesDefinition.INSTANCE; }
 *     protected int plyBound() { return 500; }
 * }
 * </pre>
 * Checks: every preset's params are in normal form and start a game, deterministically from the
 * id; bad params fail with {@link ParamsException} and a message in words; {@code GameId} → state →
 * session (moves and chance steps by label) → save → JSON → {@code Session.restore(definition,
 * saved)} gives the same states, position and flags; and for games with hidden information, states
 * a player cannot tell apart offer that player the same moves.
 */
public abstract class GameDefinitionContract<S, M> extends GameRulesContract<S, M> {

    protected abstract GameDefinition<S, M> definition();

    @Override protected final GameRules<S, M> rules() { return definition().rules(); }

    @Override protected S initialState(long seed) { return definition().initialState(gameId(seed)); }

    /** Games are started from the first preset's params by default. */
    @Override protected GameId gameId(long seed) { return GameId.seeded(definition().presets().get(0).params(), seed); }

    /** Params texts that must be refused. */
    protected List<String> badParams() { return List.of("", "%%%", "not params at all", "-1", "999999999999x999999999999"); }

    @Test
    public void everyPresetIsInNormalFormAndStartsTheSameGameFromTheSameId() {
        List<Preset> presets = definition().presets();
        assertFalse(presets.isEmpty(), "a game offers at least one preset");
        Set<String> ids = new HashSet<>();
        for (Preset p : presets) {
            assertTrue(ids.add(p.id()), "preset ids are distinct: " + p.id());
            assertFalse(p.label().isBlank(), "preset " + p.id() + " has a label");
            assertEquals(p.params(), definition().params().normalize(p.params()), "preset " + p.id() + ": params are not in normal form");
            assertEquals(p.label(), definition().describeParams(p.params()), "a preset's params are named by its label");
            GameId id = GameId.seeded(p.params(), 42);
            assertEquals(definition().initialState(id), definition().initialState(GameId.parse(id.toString())),
                    "preset " + p.id() + ": the same id must give the same initial state");
        }
    }

    @Test
    public void badParamsAreRefusedWithAMessageInWords() {
        for (String bad : badParams()) {
            ParamsException e = assertThrows(ParamsException.class, () -> definition().params().normalize(bad),
                    "params '" + bad + "' must be refused");
            assertTrue(e.getMessage() != null && !e.getMessage().isBlank(), "a message for '" + bad + "'");
            assertFalse(e.getMessage().matches(".*\\b(java|Exception|null)\\b.*"), "the message speaks to players: " + e.getMessage());
            assertThrows(ParamsException.class, () -> definition().initialState(GameId.seeded(bad.replace("#", "").replace(":", ""), 1)),
                    "initialState must refuse params '" + bad + "'");
        }
    }

    @Test
    public void aSessionFromTheIdSavesAndRestoresFromTheSavedIdAlone() throws SaveFormatException {
        Gson gson = new Gson();
        GameRules<S, M> rules = rules();
        for (long seed : seeds().subList(0, Math.min(10, seeds().size()))) {
            GameId id = gameId(seed);
            Session<S, M> session = Session.newGame(definition(), id, () -> 0L);
            Rng rng = new Rng(seed);
            for (int k = 0; k < plyBound() && !session.isOver(); k++) {
                S s = session.state();
                NodeKind kind = rules.kind(s);
                if (kind.hasMoves() && (!kind.hasChance() || rng.nextInt(2) == 0)) {
                    List<M> moves = rules.legalMoves(s);
                    M m = moves.get(rng.nextInt(moves.size()));
                    if (session.isRealTime() || !rules.kind(rules.apply(s, m)).hasChance()) session.play(m);
                    else session.perform(List.of(Session.Step.move(m), Session.Step.chance(rules.sampleChanceEvent(rules.apply(s, m), rng))));
                } else if (!session.isRealTime()) {
                    session.chance(rules.sampleChanceEvent(s, rng));
                } else break;
            }
            if (session.canUndo() && session.position() > 2) session.undo();
            SavedGame saved = gson.fromJson(gson.toJson(session.save(definition().getClass().getSimpleName(), Map.of())), SavedGame.class);
            Session<S, M> back = Session.restore(definition(), saved, () -> 0L);
            assertEquals(session.state(), back.state(), "seed " + seed + ": restored state differs");
            assertEquals(session.position(), back.position(), "seed " + seed + ": restored position differs");
            assertEquals(session.history().size(), back.history().size(), "seed " + seed + ": restored redo tail differs");
            assertEquals(session.isAssisted(), back.isAssisted(), "seed " + seed + ": assisted flag lost");
            assertEquals(session.undoCount(), back.undoCount(), "seed " + seed + ": undo count lost");
            if (session.isRealTime()) assertEquals(session.tickLog(), back.tickLog());
        }
    }

    @Test
    public void statesAPlayerCannotTellApartOfferTheSameMoves() {
        if (definition().observed().isEmpty()) return;
        @SuppressWarnings("unchecked") Observed<S, Object> observed = (Observed<S, Object>) definition().observed().get();
        GameRules<S, M> rules = rules();
        for (PlayerId p : rules.players()) {
            Map<Object, List<String>> movesByView = new HashMap<>();
            for (Walk w : walks()) {
                for (S s : w.states) {
                    if (!rules.kind(s).hasMoves() || !rules.toMove(s).equals(p)) continue;
                    Object view = Objects.requireNonNull(observed.observe(s, p), "observe returned null");
                    List<String> moves = new ArrayList<>();
                    for (M m : rules.legalMoves(s)) moves.add(rules.formatMove(m));
                    List<String> seen = movesByView.putIfAbsent(view, moves);
                    if (seen != null && !seen.equals(moves))
                        fail("player " + p + " sees the same view " + view + " in states with different moves: " + seen + " vs " + moves);
                }
            }
        }
    }
}
