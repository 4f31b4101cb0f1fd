package arcade.games.shannon.net;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * Joins a host's match with its join code, and resumes it after a dropped connection or a restart:
 * it says how many moves it has, applies (after validating) the ones the host resends, and resends
 * its own moves the host missed. Everything the host sends is checked like a move: a host that does
 * not know the code, or a welcome that is malformed or unplayable, ends the attempt with a plain
 * reason — never a dead thread or an endless "Connecting…".
 */
public final class NetJoin<S, M> extends NetPeer<S, M> {
    private static final int CONNECT_TIMEOUT_MS = 5_000;

    private final String host;
    private final int port;

    private NetJoin(String host, int port, String code, NetGameFactory<S, M> factory, NetEvents events, LongSupplier random) {
        super(factory, events, random, code);
        this.host = host;
        this.port = port;
    }

    /** Starts connecting in the background; the outcome arrives through {@code events}. */
    public static <S, M> NetJoin<S, M> connect(String host, int port, String code, NetGameFactory<S, M> factory,
                                               NetEvents events, LongSupplier random) {
        return connect(host, port, code, factory, events, random, HANDSHAKE_TIMEOUT_MS);
    }

    /** As above with another handshake time limit (tests). */
    static <S, M> NetJoin<S, M> connect(String host, int port, String code, NetGameFactory<S, M> factory,
                                        NetEvents events, LongSupplier random, int handshakeMillis) {
        NetJoin<S, M> j = new NetJoin<>(host, port, code, factory, events, random);
        j.setHandshakeMillis(handshakeMillis);
        daemon("shannon-net-join", () -> j.run(false));
        return j;
    }

    /** Rejoins a saved match after the program was restarted; the outcome arrives through {@code events}. */
    public static <S, M> NetJoin<S, M> rejoin(SavedMatch saved, NetGameFactory<S, M> factory, NetEvents events,
                                              LongSupplier random) throws NetGameFactory.InvalidSetupException {
        NetJoin<S, M> j = new NetJoin<>(saved.host(), saved.port(), saved.code(), factory, events, random);
        j.installMatch(rebuild(saved, factory));
        daemon("shannon-net-rejoin", () -> j.run(true));
        return j;
    }

    /** Reconnects to the same match after {@link NetEvents#connectionLost}. */
    public void resume() {
        if (match() == null) throw new IllegalStateException("no match to resume");
        daemon("shannon-net-rejoin", () -> run(true));
    }

    public String hostAddress() { return host + ":" + port; }

    @Override protected SavedMatch saved(NetMatch<S, M> m) {
        return new SavedMatch(SavedMatch.JOIN, m.setup(), code, m.turnsFrom(0), host, port);
    }

    private void run(boolean resuming) {
        NetConnection c;
        try {
            Socket s = new Socket();
            s.connect(new InetSocketAddress(host, port), CONNECT_TIMEOUT_MS);
            c = new NetConnection(s);
        } catch (IOException | RuntimeException e) {
            events.connectionLost("cannot reach " + host + ":" + port + " (" + plain(e) + ")");
            return;
        }
        Deadline deadline = Deadline.start(c, handshakeMillis());
        boolean in;
        try {
            in = handshake(c, resuming);
        } catch (IOException e) {
            c.close();
            if (deadline.passed()) events.connectionLost("the host did not finish the handshake within " + (handshakeMillis() + 999) / 1000 + " s");
            else events.connectionLost("connection lost: " + plain(e));
            return;
        } catch (RuntimeException e) {
            // Whatever the host sent, this thread must not die with the player left waiting.
            fail(c, "the host sent a match this program cannot read");
            return;
        } finally {
            deadline.cancel();
        }
        if (in && !deadline.passed()) readLoop(c);
    }

    /** hello → challenge → auth → welcome; true once the match is installed and the connection attached. */
    private boolean handshake(NetConnection c, boolean resuming) throws IOException {
        String nonce = Handshake.nonce(nonces);
        String gameId = resuming ? match().setup().gameId() : null;
        c.send(new NetMessage.Hello(gameId, moveCount(), nonce));
        NetMessage first = readMessage(c, NetCodec.MAX_LINE, resuming);
        if (first == null) return false;
        if (!(first instanceof NetMessage.Challenge challenge)) { fail(c, "the host did not follow the protocol (expected a challenge)"); return false; }
        c.send(new NetMessage.Auth(Handshake.proof(code, "join", challenge.nonce(), nonce, gameId)));
        NetMessage second = readMessage(c, NetCodec.MAX_WELCOME_LINE, resuming);
        if (second == null) return false;
        if (!(second instanceof NetMessage.Welcome w)) { fail(c, "the host did not follow the protocol (expected a welcome)"); return false; }
        if (!Handshake.verify(w.proof(), code, "host", challenge.nonce(), nonce, w.game())) {
            fail(c, "that host does not know the join code; check the address and the code");
            return false;
        }
        return resuming ? rejoin(c, w) : start(c, w, Handshake.seed(challenge.nonce(), nonce));
    }

    /** The next message; null once the attempt has ended (a bye, a bad line, the host hung up). */
    private NetMessage readMessage(NetConnection c, int maxBytes, boolean resuming) throws IOException {
        LineReader.Line line = c.read(maxBytes);
        if (line == null) { c.close(); events.connectionLost("the host closed the connection"); return null; }
        if (!line.ok()) { fail(c, "the host sent a bad message (" + line.problem() + ")"); return null; }
        NetMessage m;
        try {
            m = NetCodec.decode(line.text());
        } catch (ProtocolException e) {
            fail(c, "the host sent a bad message (" + e.getMessage() + ")");
            return null;
        }
        if (m instanceof NetMessage.Bye b) {
            c.close();
            if (resuming) events.connectionLost("the host refused to resume: " + NetCodec.clip(b.reason()));
            else events.ended("the host refused: " + NetCodec.clip(b.reason()));
            return null;
        }
        return m;
    }

    private boolean start(NetConnection c, NetMessage.Welcome w, long seed) {
        MatchSetup setup = new MatchSetup(w.game(), w.board(), w.starts(), w.you(), seed);
        NetMatch<S, M> match;
        try {
            match = new NetMatch<>(setup, factory.create(setup), w.you());
        } catch (NetGameFactory.InvalidSetupException e) {
            c.sendAndClose(new NetMessage.Bye("cannot play this board: " + e.getMessage()));
            events.ended("the host's board cannot be played: " + e.getMessage());
            return false;
        }
        if (w.from() != 0) { fail(c, "a new match must start at move 0"); return false; }
        for (int edge : w.turns()) {
            String problem = match.checkAny(edge);
            if (problem != null) { fail(c, "the host sent an illegal move: " + problem); return false; }
            match.apply(edge);
        }
        List<Integer> turns;
        synchronized (this) {
            installMatch(match);
            attach(c);
            turns = match.turnsFrom(0);
        }
        record();
        events.matchReady(setup, w.you(), turns);
        return true;
    }

    private boolean rejoin(NetConnection c, NetMessage.Welcome w) {
        List<Integer> turns;
        MatchSetup setup;
        String side;
        synchronized (this) {
            NetMatch<S, M> match = match();
            if (!match.setup().gameId().equals(w.game())) { fail(c, "the host is playing another match"); return false; }
            if (!match.setup().joinerSide().equals(w.you()) || !match.setup().starts().equals(w.starts())) {
                fail(c, "the host's match differs from ours"); return false;
            }
            int count = match.count();
            if (w.from() > count) { fail(c, "the host skipped moves"); return false; }
            for (int i = 0; i < w.turns().size(); i++) {
                int index = w.from() + i, edge = w.turns().get(i);
                if (index < match.count()) {
                    if (match.turnAt(index) != edge) { fail(c, "the match diverged at move " + index); return false; }
                    continue;
                }
                String problem = match.checkAny(edge);
                if (problem != null) { fail(c, "the host resent an illegal move: " + problem); return false; }
                match.apply(edge);
            }
            int hostCount = w.from() + w.turns().size();
            attach(c);
            List<Integer> missing = new ArrayList<>(match.turnsFrom(hostCount));
            for (int i = 0; i < missing.size(); i++) c.send(new NetMessage.Move(hostCount + i, missing.get(i)));
            turns = match.turnsFrom(0);
            setup = match.setup();
            side = match.localSide();
        }
        record();
        events.matchReady(setup, side, turns);
        return true;
    }

    private void fail(NetConnection c, String reason) {
        c.sendAndClose(new NetMessage.Bye(reason));
        events.ended(reason);
    }

    /** An I/O failure in words a player can read: the JDK's message, never a class name. */
    private static String plain(Exception e) {
        String m = e.getMessage();
        return m == null || m.isBlank() ? "network error" : NetCodec.clip(m);
    }

    @Override protected void closeListeners() {}
}
