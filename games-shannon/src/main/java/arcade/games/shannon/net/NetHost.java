package arcade.games.shannon.net;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * Hosts one match: listens on a TCP port, agrees the match with the first player who says hello,
 * and keeps listening so that this player can rejoin after a dropped connection (the host then
 * resends the moves the joiner missed). Anyone else is politely turned away.
 */
public final class NetHost<S, M> extends NetPeer<S, M> {
    private final ServerSocket server;
    private final HostOffer offer;
    private final long nonce;

    private NetHost(ServerSocket server, HostOffer offer, NetGameFactory<S, M> factory, NetEvents events, LongSupplier nonces) {
        super(factory, events, nonces);
        this.server = server;
        this.offer = offer;
        this.nonce = nonces.getAsLong() & Long.MAX_VALUE;
    }

    /**
     * Binds {@code bindAddress:port} (port 0 = any free port) and starts accepting in the background.
     * The bind itself is quick; callers still run it off the FX thread.
     */
    public static <S, M> NetHost<S, M> open(InetAddress bindAddress, int port, HostOffer offer, NetGameFactory<S, M> factory,
                                            NetEvents events, LongSupplier nonces) throws IOException {
        ServerSocket server = new ServerSocket();
        server.setReuseAddress(true);
        server.bind(new InetSocketAddress(bindAddress, port));
        NetHost<S, M> host = new NetHost<>(server, offer, factory, events, nonces);
        daemon("shannon-net-accept", host::acceptLoop);
        return host;
    }

    public int port() { return server.getLocalPort(); }

    private void acceptLoop() {
        while (!server.isClosed()) {
            try {
                Socket s = server.accept();
                daemon("shannon-net-host", () -> serve(s));
            } catch (IOException e) {
                if (!server.isClosed()) events.info("could not accept a connection: " + e.getMessage());
            }
        }
    }

    private void serve(Socket socket) {
        NetConnection c;
        try {
            c = new NetConnection(socket);
        } catch (IOException e) {
            try { socket.close(); } catch (IOException ignored) { }
            return;
        }
        try {
            c.setReadTimeout(HANDSHAKE_TIMEOUT_MS);
            LineReader.Line line = c.read(NetCodec.MAX_LINE);
            if (line == null) { c.close(); return; }
            if (!line.ok()) { refuse(c, line.problem()); return; }
            NetMessage m;
            try {
                m = NetCodec.decode(line.text());
            } catch (ProtocolException e) {
                refuse(c, e.getMessage());
                return;
            }
            if (!(m instanceof NetMessage.Hello hello)) { refuse(c, "expected a hello"); return; }
            if (!greet(c, hello)) return;
        } catch (SocketTimeoutException e) {
            refuse(c, "no hello within " + HANDSHAKE_TIMEOUT_MS / 1000 + " s");
            return;
        } catch (IOException e) {
            c.close();
            return;
        }
        readLoop(c);
    }

    /** Starts or resumes the match for this hello; false (and the connection closed) if refused. */
    private boolean greet(NetConnection c, NetMessage.Hello hello) {
        boolean fresh;
        MatchSetup setup;
        String localSide;
        List<Integer> turns;
        synchronized (this) {
            if (isEnded() || isClosed()) { c.sendAndClose(new NetMessage.Bye("this match is over")); return false; }
            NetMatch<S, M> match = match();
            if (match == null) {
                if (hello.game() != null) { c.sendAndClose(new NetMessage.Bye("this host has no match " + hello.game())); return false; }
                long seed = Math.max(nonce, hello.nonce() & Long.MAX_VALUE);
                String joinerSide = MatchSetup.other(offer.hostSide());
                setup = new MatchSetup("g" + Long.toHexString(nonce), offer.boardForSeed().apply(seed), offer.starts(), joinerSide, seed);
                try {
                    match = new NetMatch<>(setup, factory.create(setup), offer.hostSide());
                } catch (NetGameFactory.InvalidSetupException e) {
                    c.sendAndClose(new NetMessage.Bye("the host cannot play this board: " + e.getMessage()));
                    events.ended("the board cannot be played: " + e.getMessage());
                    return false;
                }
                installMatch(match);
                c.send(new NetMessage.Welcome(setup.gameId(), nonce, setup.board(), setup.starts(), joinerSide, 0, List.of()));
                fresh = true;
            } else {
                if (!match.setup().gameId().equals(hello.game())) {
                    c.sendAndClose(new NetMessage.Bye("this host is already playing another match"));
                    return false;
                }
                setup = match.setup();
                int from = Math.min(hello.moves(), match.count());
                c.send(new NetMessage.Welcome(setup.gameId(), nonce, setup.board(), setup.starts(), setup.joinerSide(),
                        from, match.turnsFrom(from)));
                fresh = false;
            }
            localSide = match.localSide();
            turns = match.turnsFrom(0);
            attach(c);
        }
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
