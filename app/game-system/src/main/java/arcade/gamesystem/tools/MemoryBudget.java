package arcade.gamesystem.tools;

/**
 * The memory an exploration may take: a share of the heap. The compact explorer counts the bytes
 * it allocates itself; the explorer of the full automaton looks at the heap in use (confirmed
 * after a collection, so garbage does not stop it early). Past the budget the work stops as partial.
 */
public final class MemoryBudget {
    /** The share of the heap an exploration may fill. */
    static final double SHARE = 0.6;
    private final long bytes;

    private MemoryBudget(long bytes) { this.bytes = bytes; }

    /** {@link #SHARE} of the largest heap this process may have. */
    public static MemoryBudget ofHeap() { return new MemoryBudget((long) (Runtime.getRuntime().maxMemory() * SHARE)); }

    /** The game lab's budget: the heap's share, but never more than 1 GiB. */
    public static MemoryBudget forLab() { return ofHeap().atMost(1L << 30); }

    /** A budget of this many bytes (tests). */
    public static MemoryBudget of(long bytes) { return new MemoryBudget(bytes); }

    public long bytes() { return bytes; }

    /** This budget, but never more than {@code most} bytes. */
    public MemoryBudget atMost(long most) { return new MemoryBudget(Math.min(bytes, most)); }

    /** In megabytes, for messages. */
    public long megabytes() { return bytes >> 20; }

    private long checks, nextCollection;

    /**
     * True when the heap in use is past the budget even after a collection. A collection is forced
     * only when the heap looks full, and then again only after an eighth more checks, so a game
     * whose garbage fills the heap does not spend its time collecting.
     */
    boolean heapOver() {
        checks++;
        Runtime rt = Runtime.getRuntime();
        if (rt.totalMemory() - rt.freeMemory() <= bytes || checks < nextCollection) return false;
        System.gc(); // garbage must not count
        nextCollection = checks + Math.max(8, checks / 8);
        return rt.totalMemory() - rt.freeMemory() > bytes;
    }

    /** Thrown out of an exploration that would pass the budget. */
    static final class Exceeded extends RuntimeException {
        Exceeded() { super("the memory for the analysis ran out", null, false, false); }
    }
}
