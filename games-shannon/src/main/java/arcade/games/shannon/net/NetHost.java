package arcade.games.shannon.net;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;

/**
 * Hosts one match: listens on a TCP port, lets in the first player who proves the join code, and
 * keeps listening so that this player can rejoin after a dropped connection or a restart (the host
 * then resends the moves the joiner missed). Anyone else is turned away.
 *
 * <p>A handful of connections may be in their handshake at once ({@link #MAX_PENDING}, at most
 * {@link #MAX_PER_ADDRESS} from one address), each for at most {@link #HANDSHAKE_TIMEOUT_MS} and
 * with {@link #FIRST_LINE_MS} for its first line. A connection that has not yet said a valid hello
 * never keeps out one that may: when the slots are full, the newcomer takes the place of the oldest
 * such silent connection (of its own address first), so a crowd of idle sockets can neither hold
 * threads nor keep the real joiner out. Only when every slot holds a connection that said a valid
 * hello is the newcomer refused.
 */
public final class NetHost<S, M> extends NetPeer<S, M> {
    /** Connections allowed to be in their handshake at the same time. */
    static final int MAX_PENDING = 4;
    /** Of which from one address. */
    static final int MAX_PER_ADDRESS = 2;
    /** Time for a new connection's first line, its hello (a joiner sends it at once). */
    static final int FIRST_LINE_MS = 2_000;
    /** Wrong codes after which the host takes no more players (a guessing attack). */
    static final int MAX_WRONG_CODES = 20;

    private final ServerSocket server;
    private final HostOffer offer;
    /** Connections in their handshake, oldest first. */
    private final ArrayDeque<Pending> pending = new ArrayDeque<>();
    /** Released once per connection taken into the handshake (tests wait on it). */
    final Semaphore admitted = new Semaphore(0);
    private volatile Deadline.Timer timer = Deadline.Timer.SHARED;
    private final AtomicInteger wrongCodes = new AtomicInteger();

    private NetHost(ServerSocket server, HostOffer offer, String code, NetGameFactory<S, M> factory, NetEvents events, LongSupplier random) {
        super(factory, events, random, code);
        this.server = server;
        this.offer = offer;
    }

    /**
     * Binds {@code bindAddress:port} (port 0 = any free port) and starts accepting in the background.
     * {@code random} must be a secure source: it draws the nonces and the match id.
     */
    public static <S, M> NetHost<S, M> open(InetAddress bindAddress, int port, HostOffer offer, String code,
                                            NetGameFactory<S, M> factory, NetEvents events, LongSupplier random) throws IOException {
        NetHost<S, M> host = new NetHost<>(bind(bindAddress, port), offer, code, factory, events, random);
        daemon("shannon-net-accept", host::acceptLoop);
        return host;
    }

    /**
     * Hosts a saved match again after the program was restarted, on the same port, waiting for the
     * joiner to rejoin it with the same code.
     */
    public static <S, M> NetHost<S, M> resume(InetAddress bindAddress, SavedMatch saved, NetGameFactory<S, M> factory,
                                              NetEvents events, LongSupplier random) throws IOException, NetGameFactory.InvalidSetupException {
        NetMatch<S, M> match = rebuild(saved, factory);
        NetHost<S, M> host = new NetHost<>(bindAgain(bindAddress, saved.port()), null, saved.code(), factory, events, random);
        host.installMatch(match);
        daemon("shannon-net-accept", host::acceptLoop);
        return host;
    }

    private static ServerSocket bind(InetAddress bindAddress, int port) throws IOException {
        ServerSocket server = new ServerSocket();
        server.setReuseAddress(true);
        server.bind(new InetSocketAddress(bindAddress, port));
        return server;
    }

    /** Binds the saved port, waiting a moment if the old listener is still letting go of it. */
    private static ServerSocket bindAgain(InetAddress bindAddress, int port) throws IOException {
        for (int attempt = 1; ; attempt++) {
            try {
                return bind(bindAddress, port);
            } catch (java.net.BindException e) {
                if (attempt == 20) throw e;
                try {
                    Thread.sleep(100);
                } catch (InterruptedException ie) {
                    Thread.currentThread().interrupt();
                    throw e;
                }
            }
        }
    }

    public int port() { return server.getLocalPort(); }

    /** How many attempts with a wrong code were refused. */
    public int wrongCodes() { return wrongCodes.get(); }

    @Override protected SavedMatch saved(NetMatch<S, M> m) {
        return new SavedMatch(SavedMatch.HOST, m.setup(), code, m.turnsFrom(0), "", port());
    }

    /** A connection in its handshake; {@code spoke} once it said a valid hello. */
    private static final class Pending {
        final NetConnection connection;
        final InetAddress address;
        volatile boolean spoke;

        Pending(NetConnection connection, InetAddress address) {
            this.connection = connection;
            this.address = address;
        }
    }

    /** Deadlines run on this timer (tests run theirs by hand). */
    void setTimer(Deadline.Timer timer) { this.timer = timer; }

    /** Connections in their handshake now. */
    int pendingCount() {
        synchronized (pending) {
            return pending.size();
        }
    }

    private void acceptLoop() {
        while (!server.isClosed()) {
            Socket s;
            try {
                s = server.accept();
            } catch (IOException e) {
                if (!server.isClosed()) events.info("could not accept a connection: " + e.getMessage());
                continue;
            }
            NetConnection c;
            try {
                c = new NetConnection(s);
            } catch (IOException e) {
                try { s.close(); } catch (IOException ignored) { }
                continue;
            }
            Pending p = admit(c, s.getInetAddress());
            if (p == null) { turnAway(s, "busy: too many connections at once, try again in a moment"); c.close(); continue; }
            try {
                daemon("shannon-net-host", () -> serve(p));
            } catch (RuntimeException | OutOfMemoryError e) {
                release(p);
                c.close();
            }
            admitted.release();
        }
    }

    /**
     * Takes a new connection into the handshake, making room if needed by closing the oldest one
     * that has not said a valid hello: from the same address when that address is at its limit,
     * else from any address. Null when no room can be made (every slot holds one that spoke).
     */
    private Pending admit(NetConnection c, InetAddress from) {
        synchronized (pending) {
            if (count(from) >= MAX_PER_ADDRESS && !evictSilent(from)) return null;
            if (pending.size() >= MAX_PENDING && !evictSilent(null)) return null;
            Pending p = new Pending(c, from);
            pending.addLast(p);
            return p;
        }
    }

    private int count(InetAddress from) {
        int n = 0;
        for (Pending p : pending) if (p.address.equals(from)) n++;
        return n;
    }

    /** Closes and forgets the oldest silent connection (of {@code from}, or of anyone when null); false if there is none. */
    private boolean evictSilent(InetAddress from) {
        for (var it = pending.iterator(); it.hasNext(); ) {
            Pending p = it.next();
            if (p.spoke || (from != null && !p.address.equals(from))) continue;
            it.remove();
            p.connection.close(); // its blocked read ends and its thread goes
            return true;
        }
        return false;
    }

    private void release(Pending p) {
        synchronized (pending) {
            pending.remove(p);
        }
    }

    /** Refuses a connection without a thread of its own: one short line fits the socket's buffer. */
    private static void turnAway(Socket s, String reason) {
        try (s) {
            OutputStream out = s.getOutputStream();
            out.write((NetCodec.encode(new NetMessage.Bye(reason)) + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException ignored) {
            // It is being refused anyway.
        }
    }

    private void serve(Pending p) {
        NetConnection c = p.connection;
        boolean in = false;
        try {
            in = handshake(p);
        } catch (IOException e) {
            c.close();
        } finally {
            release(p);
        }
        if (in) readLoop(c);
    }

    /** Runs the handshake under one deadline, with a shorter one for the hello; true when the player is in and attached. */
    private boolean handshake(Pending p) throws IOException {
        NetConnection c = p.connection;
        Deadline deadline = Deadline.start(c, handshakeMillis(), timer);
        Deadline firstLine = Deadline.start(c, Math.min(FIRST_LINE_MS, handshakeMillis()), timer);
        try {
            NetMessage first = readMessage(c, NetCodec.MAX_LINE);
            firstLine.cancel();
            if (first == null) return false;
            if (!(first instanceof NetMessage.Hello hello)) { refuse(c, "expected a hello"); return false; }
            String refusal = checkHello(hello);
            if (refusal != null) { c.sendAndClose(new NetMessage.Bye(refusal)); return false; }
            p.spoke = true; // from here on no silent newcomer can take its place
            String hostNonce = Handshake.nonce(nonces);
            c.send(new NetMessage.Challenge(hostNonce));
            NetMessage second = readMessage(c, NetCodec.MAX_LINE);
            if (second == null) return false;
            if (!(second instanceof NetMessage.Auth auth)) { refuse(c, "expected the join code's proof"); return false; }
            if (!Handshake.verify(auth.proof(), code, "join", hostNonce, hello.nonce(), hello.game())) {
                int total = wrongCodes.incrementAndGet();
                c.sendAndClose(new NetMessage.Bye("wrong join code"));
                events.wrongCode(total);
                return false;
            }
            deadline.cancel();
            return !deadline.passed() && greet(c, hello, hostNonce);
        } finally {
            firstLine.cancel();
            deadline.cancel();
        }
    }

    /** The next message, or null after refusing a line that is not one (or when the stream ended). */
    private static NetMessage readMessage(NetConnection c, int maxBytes) throws IOException {
        LineReader.Line line = c.read(maxBytes);
        if (line == null) { c.close(); return null; }
        if (!line.ok()) { refuse(c, line.problem()); return null; }
        try {
            return NetCodec.decode(line.text());
        } catch (ProtocolException e) {
            refuse(c, e.getMessage());
            return null;
        }
    }

    /** Why this hello cannot go on to the challenge, or null when it can. */
    private synchronized String checkHello(NetMessage.Hello hello) {
        if (isEnded() || isClosed()) return "this match is over";
        if (wrongCodes.get() >= MAX_WRONG_CODES) return "too many wrong join codes: this match takes no more players";
        NetMatch<S, M> match = match();
        if (match == null) return hello.game() == null ? null : "this host has no such match";
        if (hello.game() == null || !match.setup().gameId().equals(hello.game())) return "this host is already playing another match";
        return null;
    }

    /** Starts or resumes the match for this authenticated hello; false (and the connection closed) if refused. */
    private boolean greet(NetConnection c, NetMessage.Hello hello, String hostNonce) {
        boolean fresh;
        MatchSetup setup;
        String localSide;
        List<Integer> turns;
        synchronized (this) {
            String refusal = checkHello(hello);
            if (refusal != null) { c.sendAndClose(new NetMessage.Bye(refusal)); return false; }
            NetMatch<S, M> match = match();
            if (match == null) {
                long seed = Handshake.seed(hostNonce, hello.nonce());
                String joinerSide = MatchSetup.other(offer.hostSide());
                setup = new MatchSetup(Handshake.nonce(nonces), offer.boardForSeed().apply(seed), offer.starts(), joinerSide, seed);
                try {
                    match = new NetMatch<>(setup, factory.create(setup), offer.hostSide());
                } catch (NetGameFactory.InvalidSetupException e) {
                    c.sendAndClose(new NetMessage.Bye("the host cannot play this board: " + e.getMessage()));
                    events.ended("the board cannot be played: " + e.getMessage());
                    return false;
                }
                installMatch(match);
                fresh = true;
            } else {
                setup = match.setup();
                fresh = false;
            }
            int from = Math.min(hello.moves(), match.count());
            String proof = Handshake.proof(code, "host", hostNonce, hello.nonce(), setup.gameId());
            c.send(new NetMessage.Welcome(setup.gameId(), setup.board(), setup.starts(), setup.joinerSide(),
                    from, match.turnsFrom(from), proof));
            localSide = match.localSide();
            turns = match.turnsFrom(0);
            attach(c);
        }
        record();
        if (fresh) events.matchReady(setup, localSide, turns);
        else events.info("the other player rejoined");
        return true;
    }

    private static void refuse(NetConnection c, String reason) {
        c.sendAndClose(new NetMessage.Bye("refused: " + reason));
    }

    @Override protected void closeListeners() {
        try { server.close(); } catch (IOException ignored) { }
    }
}
