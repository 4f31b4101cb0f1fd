package arcade.api.analysis;

/** The reachable state space is larger than the limit given to {@link Explorer}. */
public class StateLimitExceededException extends RuntimeException {
    private final int limit;

    public StateLimitExceededException(int limit, int frontier) {
        super("state space exceeds the limit of " + limit + " states (" + frontier
                + " discovered states still unexplored); raise the limit or analyse a smaller instance");
        this.limit = limit;
    }

    public int limit() { return limit; }
}
