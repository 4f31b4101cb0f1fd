package arcade.api.host;

import arcade.api.model.GameDefinition;
import arcade.api.session.Session;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.util.Duration;

import java.util.function.Function;
import java.util.function.LongConsumer;
import java.util.function.Supplier;

/**
 * The status line under the game, in this order: what the host is preparing, a message of the
 * game's, what the computer is working on, the card's result, the game's own line, else the
 * variant and the moves. While the session's clock runs, the line and the view's clock are
 * brought up to date twice a second; the ticker stops with the clock.
 */
final class HostStatus<S, M> {
    private final GameDefinition<S, M> definition;
    private final Function<Frame<S, M>, String> own;
    private final HostWork work;
    private final HostEnding<S, M> ending;
    private final Supplier<Session<S, M>> session;
    private final Supplier<Frame<S, M>> shown;
    private final Timeline ticker;
    private String message = "";

    /** {@code own}: the game's status line, or null; {@code tick}: the view's clock and the chrome's line, on each tick. */
    HostStatus(GameDefinition<S, M> definition, Function<Frame<S, M>, String> own, HostWork work, HostEnding<S, M> ending,
               Supplier<Session<S, M>> session, Supplier<Frame<S, M>> shown, LongConsumer clock, Runnable showLine) {
        this.definition = definition;
        this.own = own;
        this.work = work;
        this.ending = ending;
        this.session = session;
        this.shown = shown;
        ticker = new Timeline(new KeyFrame(Duration.millis(500), e -> tick(clock, showLine)));
        ticker.setCycleCount(Timeline.INDEFINITE);
    }

    /** A message of the game's, shown until the game changes; null or empty clears it. */
    void say(String text) { message = text == null ? "" : text; }

    void clear() { message = ""; }

    String line() {
        Session<S, M> s = session.get();
        if (work.isPreparing()) return work.busyText();
        if (s == null) return "";
        if (!message.isEmpty()) return message;
        if (work.isRunning() && !work.busyText().isEmpty()) return work.busyText();
        String end = ending.statusText();
        if (end != null) return end;
        Frame<S, M> frame = shown.get();
        if (own != null && frame != null) return own.apply(frame);
        String variant = definition.describeParams(s.id().params());
        int moves = s.moveCount();
        return variant + " · " + moves + (moves == 1 ? " move" : " moves");
    }

    /** Ticks while the session's clock runs (and the game is open). */
    void followClock() {
        Session<S, M> s = session.get();
        boolean timing = s != null && s.clock().isRunning();
        if (timing && !work.isClosed()) ticker.play(); else ticker.stop();
    }

    void stop() { ticker.stop(); }

    private void tick(LongConsumer clock, Runnable showLine) {
        Session<S, M> s = session.get();
        if (s == null || work.isClosed()) return;
        clock.accept(s.clock().elapsedMillis());
        showLine.run();
        if (!s.clock().isRunning()) ticker.stop();
    }
}
