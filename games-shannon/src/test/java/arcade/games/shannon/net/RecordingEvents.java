package arcade.games.shannon.net;

import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** Collects network events as text lines so tests can wait for them, with a time limit. */
final class RecordingEvents implements NetEvents {
    final BlockingQueue<String> events = new LinkedBlockingQueue<>();
    volatile MatchSetup setup;
    volatile List<Integer> readyTurns;

    @Override public void matchReady(MatchSetup setup, String localSide, List<Integer> turns) {
        this.setup = setup;
        this.readyTurns = turns;
        events.add("ready " + localSide + " " + turns);
    }
    @Override public void remoteMove(int n, int edge) { events.add("move " + n + " " + edge); }
    @Override public void connectionLost(String reason) { events.add("lost " + reason); }
    @Override public void refused(String reason) { events.add("refused " + reason); }
    @Override public void ended(String reason) { events.add("ended " + reason); }
    @Override public void info(String message) { events.add("info " + message); }
    @Override public void wrongCode(int total) { events.add("wrong code " + total); }

    /** The next event starting with {@code prefix}, skipping others; fails after 5 s. */
    String await(String prefix) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (true) {
            long left = deadline - System.nanoTime();
            String e = left <= 0 ? null : events.poll(left, TimeUnit.NANOSECONDS);
            if (e == null) throw new AssertionError("no '" + prefix + "' event within 5 s");
            if (e.startsWith(prefix)) return e;
        }
    }
}
