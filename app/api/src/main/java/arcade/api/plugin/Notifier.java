package arcade.api.plugin;

/** Non-blocking messages to the player (shown as notifications by the shell). Any thread. */
public interface Notifier {
    void info(String message);
    void warn(String message);
    void error(String message);
}
