package arcade.api.host;

import arcade.api.model.GameDefinition;
import arcade.api.model.Measure;
import arcade.api.model.PlayerId;
import arcade.api.plugin.Ending;
import arcade.api.plugin.GameContext;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.api.store.GameRecord;
import arcade.api.store.Standing;

import java.util.List;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Records a finished game once, with the game itself (so the statistics can show it again), and
 * says how it ended for the end-of-game card: the result, the figures, the place among the best.
 */
final class Recorder<S, M> {
    private final GameHost.Builder<S, M, ?> b;
    private final GameContext ctx;
    private final GameDefinition<S, M> definition;

    Recorder(GameHost.Builder<S, M, ?> builder) {
        this.b = builder;
        this.ctx = builder.ctx;
        this.definition = builder.definition;
    }

    /** What the end-of-game card offers: Play again, and Replay (null: the game does not replay). */
    record Buttons(Runnable playAgain, Consumer<SavedGame> replay) {}

    /** Records the end of {@code s} and returns its card. */
    Ending record(Session<S, M> s, Session.Finish f, Buttons buttons) {
        GameRecord record = recordOf(s, f);
        SavedGame saved = s.save(b.pluginId, b.saveExtra.get());
        Standing standing;
        try {
            standing = ctx.stats().standing(record);
        } catch (RuntimeException e) {
            standing = Standing.NONE; // the card only loses its praise
        }
        ctx.stats().record(record, saved);
        return card(s, f, record, standing, saved, buttons);
    }

    /**
     * The card of a game that was undone from its end and ended again by other moves: it says how
     * it ended this time, but the game stays recorded once, as it first ended, and earns no praise.
     */
    Ending endedAgain(Session<S, M> s, Buttons buttons) {
        Session.Finish f = new Session.Finish(s.id(), s.outcome().orElseThrow(), s.clock().elapsedMillis(), s.moveCount(), true);
        return card(s, f, recordOf(s, f), Standing.NONE, s.save(b.pluginId, b.saveExtra.get()), buttons);
    }

    private GameRecord recordOf(Session<S, M> s, Session.Finish f) {
        PlayerId human = definition.human();
        Double score = definition.measures().contains(Measure.SCORE) ? finite(definition.score(s.state(), human)) : null;
        if (definition.hotSeat() && f.outcome() instanceof arcade.api.model.Outcome.Win w)
            return GameRecord.sideWon(b.recordParams.apply(s), definition.sideName(w.winner()), f.elapsedMillis(), score, ctx.clock().millis(),
                    f.assisted(), definition.figures(s.state()));
        return new GameRecord(b.recordParams.apply(s), Endings.result(f.outcome(), human), f.elapsedMillis(),
                score, ctx.clock().millis(), f.assisted(), definition.figures(s.state()));
    }

    private Ending card(Session<S, M> s, Session.Finish f, GameRecord record, Standing standing, SavedGame saved, Buttons buttons) {
        Set<Measure> measures = definition.measures();
        Ending.Tone tone = Endings.tone(record, measures);
        String title = b.endTitle != null ? b.endTitle.apply(s) : Endings.title(tone);
        String variant = definition.describeParams(s.id().params());
        List<String> lines = Endings.lines(record, f.moves(), definition.realTime(), measures, standing, variant, b.endLine.apply(s));
        Runnable showAgain = buttons.replay() == null ? null : () -> buttons.replay().accept(saved);
        return new Ending(tone, title, lines, buttons.playAgain(), showAgain, b.endPlacement);
    }

    /** The game in progress as discarded unfinished, for the statistics. */
    GameRecord abandoned(Session<S, M> s) {
        return GameRecord.abandoned(b.recordParams.apply(s), s.clock().elapsedMillis(), ctx.clock().millis());
    }

    private static Double finite(OptionalDouble d) { return d.isPresent() && Double.isFinite(d.getAsDouble()) ? d.getAsDouble() : null; }
}
