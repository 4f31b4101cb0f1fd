package arcade.games.shannon.net;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * Joins a host's match, and resumes it after a dropped connection: it says how many moves it has,
 * applies (after validating) the ones the host resends, and resends its own moves the host missed.
 */
public final class NetJoin<S, M> extends NetPeer<S, M> {
    private static final int CONNECT_TIMEOUT_MS = 5_000;

    private final String host;
    private final int port;

    private NetJoin(String host, int port, NetGameFactory<S, M> factory, NetEvents events, LongSupplier nonces) {
        super(factory, events, nonces);
        this.host = host;
        this.port = port;
    }

    /** Starts connecting in the background; the outcome arrives through {@code events}. */
    public static <S, M> NetJoin<S, M> connect(String host, int port, NetGameFactory<S, M> factory, NetEvents events, LongSupplier nonces) {
        NetJoin<S, M> j = new NetJoin<>(host, port, factory, events, nonces);
        daemon("shannon-net-join", () -> j.run(false));
        return j;
    }

    /** Reconnects to the same match after {@link NetEvents#connectionLost}. */
    public void resume() {
        if (match() == null) throw new IllegalStateException("no match to resume");
        daemon("shannon-net-rejoin", () -> run(true));
    }

    public String hostAddress() { return host + ":" + port; }

    private void run(boolean resuming) {
        NetConnection c;
        try {
            Socket s = new Socket();
            s.connect(new InetSocketAddress(host, port), CONNECT_TIMEOUT_MS);
            c = new NetConnection(s);
        } catch (IOException e) {
            events.connectionLost("cannot reach " + host + ":" + port + " (" + e.getMessage() + ")");
            return;
        }
        try {
            c.setReadTimeout(HANDSHAKE_TIMEOUT_MS);
            long nonce = nonces.getAsLong() & Long.MAX_VALUE;
            NetMatch<S, M> existing = match();
            c.send(new NetMessage.Hello(resuming ? existing.setup().gameId() : null, moveCount(), nonce));
            LineReader.Line line = c.read(NetCodec.MAX_WELCOME_LINE);
            if (line == null) { c.close(); events.connectionLost("the host closed the connection"); return; }
            if (!line.ok()) { fail(c, line.problem()); return; }
            NetMessage m;
            try {
                m = NetCodec.decode(line.text());
            } catch (ProtocolException e) {
                fail(c, e.getMessage());
                return;
            }
            if (m instanceof NetMessage.Bye b) {
                c.close();
                if (resuming) events.connectionLost("the host refused to resume: " + NetCodec.clip(b.reason()));
                else events.ended("the host refused: " + NetCodec.clip(b.reason()));
                return;
            }
            if (!(m instanceof NetMessage.Welcome w)) { fail(c, "expected a welcome"); return; }
            if (!(resuming ? rejoin(c, w) : start(c, w, nonce))) return;
        } catch (SocketTimeoutException e) {
            fail(c, "the host did not answer within " + HANDSHAKE_TIMEOUT_MS / 1000 + " s");
            return;
        } catch (IOException e) {
            c.close();
            events.connectionLost("connection lost: " + e.getMessage());
            return;
        }
        readLoop(c);
    }

    private boolean start(NetConnection c, NetMessage.Welcome w, long nonce) {
        MatchSetup setup = new MatchSetup(w.game(), w.board(), w.starts(), w.you(), Math.max(w.nonce(), nonce));
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
        events.matchReady(setup, side, turns);
        return true;
    }

    private void fail(NetConnection c, String reason) {
        c.sendAndClose(new NetMessage.Bye(reason));
        events.ended(reason);
    }

    @Override protected void closeListeners() {}
}
