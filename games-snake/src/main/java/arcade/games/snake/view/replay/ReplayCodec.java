package arcade.games.snake.view.replay;

import arcade.api.session.SaveFormatException;
import arcade.games.snake.model.SnakeMove;
import arcade.games.snake.model.SnakeReplay;
import arcade.games.snake.model.SnakeRules;
import arcade.games.snake.model.SnakeState;

import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.DoubleConsumer;

/**
 * Replay files in the model's {@link SnakeReplay} JSON format (the same files the headless
 * {@code replay} tool reads), checked on the way in by playing every step through the rules.
 */
public final class ReplayCodec {
    private ReplayCodec() {}

    public static String encode(GameRecording r) {
        long seed = r.id().seedValue().orElseThrow(() -> new IllegalArgumentException("a replay needs a seeded game: " + r.id()));
        return new SnakeReplay(SnakeReplay.CURRENT_VERSION, r.id().params(), seed, r.moves(),
                HexFormat.of().toHexDigits(r.finalHash())).toJson() + "\n";
    }

    public static GameRecording decode(String text) throws SaveFormatException {
        return decode(text, done -> { }, () -> false);
    }

    /** How many steps are checked between two progress reports and looks at the cancel flag. */
    public static final int REPORT_EVERY = 500;

    /**
     * Reads and checks a replay, reporting the share of steps checked ({@code progress}, any
     * thread) and stopping with a {@link CancellationException} once {@code cancelled} holds.
     * The same check as {@link SnakeReplay#play()}, step by step so that a long replay can be
     * followed and cancelled.
     */
    public static GameRecording decode(String text, DoubleConsumer progress, BooleanSupplier cancelled) throws SaveFormatException {
        SnakeReplay replay = SnakeReplay.fromJson(text);
        SnakeState end;
        try {
            end = play(replay, progress, cancelled);
        } catch (RuntimeException e) {
            if (e instanceof CancellationException c) throw c;
            throw new SaveFormatException("the replay cannot be played: " + e.getMessage(), e);
        }
        if (replay.finalHash() != null && !replay.finalHash().equalsIgnoreCase(end.fieldHashHex()))
            throw new SaveFormatException("the replay does not arrive at the recorded field (hash " + end.fieldHashHex()
                    + ", expected " + replay.finalHash() + ")");
        return new GameRecording(replay.gameId(), replay.inputs(), end.fieldHash(), end.score());
    }

    private static SnakeState play(SnakeReplay replay, DoubleConsumer progress, BooleanSupplier cancelled) throws SaveFormatException {
        SnakeState s = SnakeState.initial(replay.options(), replay.seed());
        SnakeRules rules = new SnakeRules(false);
        List<SnakeMove> moves = replay.moves();
        for (int k = 0; k < moves.size(); k++) {
            if (k % REPORT_EVERY == 0) {
                if (cancelled.getAsBoolean()) throw new CancellationException("replay check cancelled");
                progress.accept(k / (double) moves.size());
            }
            if (s.isFinished()) throw new SaveFormatException("step " + (k + 1) + " comes after the end of the game (step " + k + ")");
            s = rules.apply(s, moves.get(k));
        }
        progress.accept(1);
        return s;
    }
}
