package arcade.games.snake.view.sound;

import arcade.api.testing.fx.FakeGameContext;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** Sound as the player meets it: the settings line, and the one notice when there is no device. */
@ExtendWith(ApplicationExtension.class)
class GameSoundTest {
    private static final SoundDevice NONE = Optional::empty;

    @Start void start(Stage stage) { }

    private static void waitFor(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test void withSoundOnAndNoDeviceThePlayerIsToldOnceAndTheSettingsSaySo(FxRobot robot) throws Exception {
        FakeGameContext ctx = new FakeGameContext();
        GameSound[] sound = new GameSound[1];
        robot.interact(() -> sound[0] = new GameSound(ctx, NONE));
        assertThat(sound[0].statusText().get()).startsWith("Sound is off");
        assertThat(ctx.messages).isEmpty();

        robot.interact(() -> ctx.sound.set(true));
        waitFor(() -> sound[0].status() == SnakeSounds.Status.NO_DEVICE);
        assertThat(sound[0].statusText().get()).contains("no sound device found");
        assertThat(ctx.messages).containsExactly("info: " + GameSound.NO_DEVICE_NOTICE);
        robot.interact(() -> sound[0].close());

        // the same player opens Snake again: the settings still say it, the notice is not repeated
        GameSound[] again = new GameSound[1];
        robot.interact(() -> again[0] = new GameSound(ctx, NONE));
        waitFor(() -> again[0].status() == SnakeSounds.Status.NO_DEVICE);
        assertThat(again[0].statusText().get()).contains("no sound device found");
        assertThat(ctx.messages).hasSize(1);
        robot.interact(() -> again[0].close());
    }

    @Test void withADeviceTheSettingsSayEveryEventHasASound(FxRobot robot) throws Exception {
        FakeGameContext ctx = new FakeGameContext();
        ctx.sound.set(true);
        SoundDevice quiet = () -> Optional.of(new SoundDevice.Output() {
            @Override public void write(byte[] pcm) { }
            @Override public void close() { }
        });
        GameSound[] sound = new GameSound[1];
        robot.interact(() -> sound[0] = new GameSound(ctx, quiet));
        waitFor(() -> sound[0].status() == SnakeSounds.Status.READY);
        assertThat(sound[0].statusText().get()).contains("each have a sound");
        robot.interact(() -> ctx.sound.set(false));
        assertThat(sound[0].statusText().get()).startsWith("Sound is off");
        assertThat(ctx.messages).isEmpty();
        robot.interact(() -> sound[0].close());
    }
}
