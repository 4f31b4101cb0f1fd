package arcade.api.store;

/** Where a game reports each finished game; the shell writes it to disk at once. */
public interface StatsSink {
    void record(GameRecord record);
}
