package arcade.games.shannon.net;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * The side of a network match common to host and joiner: it keeps its own copy of the match,
 * validates every move in both directions, answers bad messages with a {@code reject} (the match
 * goes on), and gives up on a peer that keeps sending them. All socket I/O runs on the peer's
 * threads; {@link #play} only queues a write.
 */
public abstract class NetPeer<S, M> implements AutoCloseable {
    /** Bad messages tolerated on one connection before the peer is sent away. */
    static final int MAX_STRIKES = 8;
    /** How long a whole handshake may take, however slowly the other side trickles bytes. */
    static final int HANDSHAKE_TIMEOUT_MS = 10_000;

    protected final NetGameFactory<S, M> factory;
    protected final NetEvents events;
    protected final LongSupplier nonces;
    protected final String code;
    private volatile MatchJournal journal = MatchJournal.NONE;
    private volatile int handshakeMillis = HANDSHAKE_TIMEOUT_MS;

    private NetMatch<S, M> match;
    private NetConnection connection;
    private volatile boolean closed;
    private volatile boolean ended;

    protected NetPeer(NetGameFactory<S, M> factory, NetEvents events, LongSupplier nonces, String code) {
        this.factory = factory;
        this.events = events;
        this.nonces = nonces;
        this.code = JoinCode.normalize(code);
    }

    /** The join code of this match (the host shows it; the joiner typed it). */
    public String code() { return code; }

    /** Records the match from now on, after the handshake and after every move, for a later rejoin. */
    public void setJournal(MatchJournal journal) {
        this.journal = journal;
        record();
    }

    /** "short" or "cut" once the match is agreed, else null. */
    public synchronized String localSide() { return match == null ? null : match.localSide(); }

    public synchronized MatchSetup setup() { return match == null ? null : match.setup(); }

    /** The agreed starting position (built on a network thread when the match was agreed), else null. */
    public synchronized S initialState() { return match == null ? null : match.initial(); }

    public synchronized int moveCount() { return match == null ? 0 : match.count(); }

    public synchronized List<Integer> turns() { return match == null ? List.of() : match.turnsFrom(0); }

    public synchronized boolean isConnected() { return connection != null && !connection.isClosed(); }

    public boolean isEnded() { return ended; }

    /**
     * Plays a local move: validated against our copy (our turn, a free edge), recorded, and sent if
     * the peer is connected — otherwise it is delivered when the match is resumed.
     *
     * @throws IllegalStateException with a message for the player when the move is refused
     */
    public void play(int edge) {
        NetConnection c;
        int n;
        synchronized (this) {
            if (match == null) throw new IllegalStateException("the match has not started");
            if (ended) throw new IllegalStateException("the match is over");
            String problem = match.check(edge, match.localSide());
            if (problem != null) throw new IllegalStateException(problem);
            n = match.count();
            match.apply(edge);
            c = connection;
        }
        record();
        if (c != null && !c.isClosed()) c.send(new NetMessage.Move(n, edge));
    }

    /** Leaves the match for good: the peer is told and the connection closed. */
    public void resign(String reason) {
        NetConnection c;
        synchronized (this) {
            ended = true;
            c = connection;
            connection = null;
        }
        journal.clear();
        if (c != null) c.sendAndClose(new NetMessage.Bye(reason));
    }

    @Override public void close() {
        closed = true;
        if (!ended) resign("the other player left the match");
        closeListeners();
    }

    protected boolean isClosed() { return closed; }

    /** The whole-handshake time limit (tests shorten it). */
    int handshakeMillis() { return handshakeMillis; }

    void setHandshakeMillis(int millis) { handshakeMillis = millis; }

    /**
     * Stops taking part without ending the match (the game is closed while the match runs): no
     * goodbye, and the saved match stays, so the other side waits and this side can rejoin later.
     */
    public void suspend() { die(); }

    /** Stops as a killed program would: no goodbye, and the saved match stays for a rejoin (tests). */
    void die() {
        closed = true;
        dropConnection();
        closeListeners();
    }

    /** Cuts the connection without a goodbye, as a network failure would (tests, diagnostics). */
    void dropConnection() {
        NetConnection c;
        synchronized (this) { c = connection; }
        if (c != null) c.close();
    }

    protected abstract void closeListeners();

    // ---- for host and joiner ----

    protected synchronized NetMatch<S, M> match() { return match; }

    protected synchronized void installMatch(NetMatch<S, M> m) { this.match = m; }

    /** The match as it stands, for the journal. */
    protected abstract SavedMatch saved(NetMatch<S, M> m);

    /** Saves the match for a rejoin, or forgets it once the game or the match is over. */
    protected void record() {
        SavedMatch snapshot;
        synchronized (this) {
            if (match == null) return;
            snapshot = ended || match.isOver() ? null : saved(match);
        }
        if (snapshot == null) journal.clear();
        else journal.save(snapshot);
    }

    /** Makes {@code c} the live connection, closing a stale one (a peer that rejoined). */
    protected void attach(NetConnection c) {
        NetConnection old;
        synchronized (this) {
            old = connection;
            connection = c;
        }
        if (old != null && old != c) old.close();
    }

    /** Reads and handles messages until the connection ends; reports a drop unless the match ended. */
    protected void readLoop(NetConnection c) {
        int strikes = 0;
        String lost = "connection closed by the other player";
        try {
            c.setReadTimeout(0);
            while (!c.isClosed()) {
                LineReader.Line line = c.read(NetCodec.MAX_LINE);
                if (line == null) break;
                String problem = line.ok() ? handleLine(c, line.text()) : line.problem();
                if (problem != null) {
                    strikes++;
                    c.send(new NetMessage.Reject(moveCount(), problem));
                    events.refused(problem);
                    if (strikes >= MAX_STRIKES) {
                        endMatch(c, "too many invalid messages from the other player");
                        return;
                    }
                }
            }
        } catch (IOException e) {
            lost = "connection lost: " + e.getMessage();
        }
        boolean report;
        synchronized (this) {
            report = connection == c && !ended && !closed;
            if (connection == c) connection = null;
        }
        c.close();
        if (report) events.connectionLost(lost);
    }

    /** Handles one line; returns a reason to reject it, or null. */
    private String handleLine(NetConnection c, String text) {
        NetMessage m;
        try {
            m = NetCodec.decode(text);
        } catch (ProtocolException e) {
            return e.getMessage();
        }
        if (m instanceof NetMessage.Move mv) return receiveMove(mv);
        if (m instanceof NetMessage.Bye b) {
            synchronized (this) { ended = true; }
            journal.clear();
            c.close();
            events.ended("the other player left: " + NetCodec.clip(b.reason()));
            return null;
        }
        if (m instanceof NetMessage.Reject r) {
            // We only send validated moves, so a refusal means the copies disagree: stop cleanly.
            endMatch(c, "the other player refused our move (" + NetCodec.clip(r.reason()) + ")");
            return null;
        }
        return "unexpected message during play";
    }

    /** Validates and applies the peer's move; a resent duplicate is ignored. */
    protected String receiveMove(NetMessage.Move mv) {
        int n;
        synchronized (this) {
            if (match == null) return "no match yet";
            if (ended) return "the match is over";
            int count = match.count();
            if (mv.n() < count) {
                return match.turnAt(mv.n()) == mv.edge() ? null
                        : "move " + mv.n() + " differs from the move already played";
            }
            if (mv.n() > count) return "move " + mv.n() + " is out of order, " + count + " moves were played";
            String problem = match.check(mv.edge(), MatchSetup.other(match.localSide()));
            if (problem != null) return "illegal move: " + problem;
            match.apply(mv.edge());
            n = count;
        }
        record();
        events.remoteMove(n, mv.edge());
        return null;
    }

    protected void endMatch(NetConnection c, String reason) {
        synchronized (this) {
            ended = true;
            if (connection == c) connection = null;
        }
        journal.clear();
        c.sendAndClose(new NetMessage.Bye(reason));
        events.ended(reason);
    }

    /** Moves {@code from..} of our copy, to resend. */
    protected synchronized List<Integer> turnsFrom(int from) {
        return match == null ? List.of() : new ArrayList<>(match.turnsFrom(from));
    }

    /** A saved match rebuilt and every saved move validated again, for a program that restarted. */
    protected static <S, M> NetMatch<S, M> rebuild(SavedMatch saved, NetGameFactory<S, M> factory) throws NetGameFactory.InvalidSetupException {
        NetMatch<S, M> match = new NetMatch<>(saved.setup(), factory.create(saved.setup()), saved.localSide());
        for (int edge : saved.turns()) {
            String problem = match.checkAny(edge);
            if (problem != null) throw new NetGameFactory.InvalidSetupException("the saved match has an illegal move: " + problem);
            match.apply(edge);
        }
        return match;
    }

    protected static Thread daemon(String name, Runnable r) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        t.start();
        return t;
    }
}
