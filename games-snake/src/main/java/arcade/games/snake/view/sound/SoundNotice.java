package arcade.games.snake.view.sound;

/** Whether the player was told that no sound device was found (they are told once), stored as versioned JSON. */
public record SoundNotice(int version, boolean told) {
    public static final int VERSION = 1;
    public static final String STORE_NAME = "snake-sound-notice";

    public static SoundNotice none() { return new SoundNotice(VERSION, false); }
}
