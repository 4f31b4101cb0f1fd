package arcade.games.shannon.net;

import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonRules;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import com.google.gson.JsonObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

import static org.assertj.core.api.Assertions.assertThat;

/** Two peers in one process over 127.0.0.1: a full match, bad messages, and a resumed connection. */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class NetworkPlayTest {
    private final List<AutoCloseable> open = new ArrayList<>();

    /** A 3×3 grid with A top-left and B bottom-right: 12 edges, a game of several moves. */
    static Board grid() {
        Board.Builder b = Board.builder("grid 3x3");
        for (int y = 0; y < 3; y++) for (int x = 0; x < 3; x++) b.vertex(x, y);
        for (int y = 0; y < 3; y++) for (int x = 0; x < 3; x++) {
            int v = y * 3 + x;
            if (x < 2) b.edge(v, v + 1);
            if (y < 2) b.edge(v, v + 3);
        }
        return b.a(0).b(8).build();
    }

    /** The test's board description: the seed is echoed so both sides can check the agreement. */
    static final NetGameFactory<ShannonState, ShannonMove> FACTORY = setup -> {
        if (!setup.board().has("kind") || !setup.board().get("kind").getAsString().equals("grid"))
            throw new NetGameFactory.InvalidSetupException("unknown board");
        if (setup.board().get("seed").getAsLong() != setup.sharedSeed())
            throw new NetGameFactory.InvalidSetupException("seed mismatch");
        return new ShannonNetGame(ShannonRules.INSTANCE.newGame(grid(), Side.parse(setup.starts())));
    };

    static HostOffer offer(String hostSide) {
        return new HostOffer(seed -> {
            JsonObject o = new JsonObject();
            o.addProperty("kind", "grid");
            o.addProperty("seed", seed);
            return o;
        }, "short", hostSide);
    }

    static final String CODE = "KT4M7Q";
    static final AtomicLong NONCES = new AtomicLong(1000);

    private NetHost<ShannonState, ShannonMove> host(RecordingEvents ev) throws Exception {
        NetHost<ShannonState, ShannonMove> h = NetHost.open(InetAddress.getLoopbackAddress(), 0, offer("short"), CODE, FACTORY, ev, NONCES::incrementAndGet);
        open.add(h);
        return h;
    }

    private NetJoin<ShannonState, ShannonMove> join(int port, RecordingEvents ev) {
        NetJoin<ShannonState, ShannonMove> j = NetJoin.connect("127.0.0.1", port, "kt4-m7q", FACTORY, ev, NONCES::incrementAndGet);
        open.add(j);
        return j;
    }

    @AfterEach void closeAll() throws Exception { for (AutoCloseable c : open) c.close(); }

    static ShannonState replay(List<Integer> turns) {
        ShannonState s = ShannonRules.INSTANCE.newGame(grid(), Side.SHORT);
        for (int e : turns) s = ShannonRules.INSTANCE.apply(s, new ShannonMove(e));
        return s;
    }

    static void waitFor(BooleanSupplier condition) throws InterruptedException {
        try {
            org.testfx.util.WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition::getAsBoolean);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("the condition did not come true", e);
        }
    }

    /** Plays until the game ends: each side plays its lowest free edge on its turn. */
    static void playOut(NetPeer<ShannonState, ShannonMove> shortPeer, NetPeer<ShannonState, ShannonMove> cutPeer) throws InterruptedException {
        while (true) {
            ShannonState s = replay(shortPeer.turns());
            if (s.isOver()) return;
            NetPeer<ShannonState, ShannonMove> mover = s.toMove() == Side.SHORT ? shortPeer : cutPeer;
            NetPeer<ShannonState, ShannonMove> other = mover == shortPeer ? cutPeer : shortPeer;
            int n = s.edgeCount() - s.freeCount();
            mover.play(s.freeEdges()[0]);
            waitFor(() -> other.moveCount() == n + 1);
        }
    }

    @Test void twoPeersPlayAFullMatchOverLoopback() throws Exception {
        RecordingEvents hostEv = new RecordingEvents(), joinEv = new RecordingEvents();
        NetHost<ShannonState, ShannonMove> host = host(hostEv);
        NetJoin<ShannonState, ShannonMove> joiner = join(host.port(), joinEv);
        assertThat(hostEv.await("ready")).isEqualTo("ready short []");
        assertThat(joinEv.await("ready")).isEqualTo("ready cut []");
        assertThat(joinEv.setup.sharedSeed()).isEqualTo(hostEv.setup.sharedSeed());
        assertThat(joinEv.setup.gameId()).isEqualTo(hostEv.setup.gameId());

        playOut(host, joiner);

        assertThat(joiner.turns()).isEqualTo(host.turns());
        ShannonState end = replay(host.turns());
        assertThat(end.isOver()).isTrue();
        assertThat(host.turns()).hasSizeLessThanOrEqualTo(grid().edgeCount());
        // A move after the end is refused locally, before it reaches the wire.
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> host.play(end.freeEdges().length > 0 ? end.freeEdges()[0] : 0))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test void localMovesOutOfTurnOrOnUsedEdgesAreRefused() throws Exception {
        RecordingEvents hostEv = new RecordingEvents(), joinEv = new RecordingEvents();
        NetHost<ShannonState, ShannonMove> host = host(hostEv);
        NetJoin<ShannonState, ShannonMove> joiner = join(host.port(), joinEv);
        joinEv.await("ready");
        hostEv.await("ready");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> joiner.play(0)).hasMessageContaining("not cut's turn");
        host.play(3);
        joinEv.await("move 0 3");
        // named as the board shows the link, not by its number
        String name = arcade.games.shannon.model.boards.LinkNames.of(host.initialState().board()).link(3);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> joiner.play(3)).hasMessage("link " + name + " is not free");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> joiner.play(99)).hasMessageContaining("no such link");
        assertThat(host.moveCount()).isEqualTo(1);
    }

    /** A hand-written client: what a broken or hostile peer would send. */
    static final class RawClient implements AutoCloseable {
        static final String NONCE = "00112233445566778899aabbccddeeff";
        final Socket socket;
        final BufferedReader in;
        final OutputStream out;

        RawClient(int port) throws Exception { this(port, "127.0.0.1"); }

        /** Connects from {@code local}, another loopback address (127.0.0.2, …) standing for another computer. */
        RawClient(int port, String local) throws Exception {
            socket = new Socket(java.net.InetAddress.getByName("127.0.0.1"), port, java.net.InetAddress.getByName(local), 0);
            socket.setSoTimeout(5000);
            in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
            out = socket.getOutputStream();
        }
        void send(String line) throws Exception { out.write((line + "\n").getBytes(StandardCharsets.UTF_8)); out.flush(); }
        String receive() throws Exception { return in.readLine(); }

        /** hello (for {@code game}, null = new) → challenge → auth with {@code code}; the host's answer. */
        String handshake(String game, int moves, String code) throws Exception {
            send(NetCodec.encode(new NetMessage.Hello(game, moves, NONCE)));
            NetMessage challenge = NetCodec.decode(receive());
            assertThat(challenge).isInstanceOf(NetMessage.Challenge.class);
            String hostNonce = ((NetMessage.Challenge) challenge).nonce();
            send(NetCodec.encode(new NetMessage.Auth(Handshake.proof(code, "join", hostNonce, NONCE, game))));
            return receive();
        }
        @Override public void close() throws Exception { socket.close(); }
    }

    @Test void garbageOversizedAndIllegalMessagesAreRejectedAndPlayGoesOn() throws Exception {
        RecordingEvents hostEv = new RecordingEvents();
        NetHost<ShannonState, ShannonMove> host = host(hostEv);
        try (RawClient raw = new RawClient(host.port())) {
            String welcome = raw.handshake(null, 0, CODE);
            assertThat(welcome).contains("\"t\":\"welcome\"").contains("\"you\":\"cut\"");
            hostEv.await("ready short");
            host.play(0); // Short (host) opens
            assertThat(raw.receive()).isEqualTo("{\"v\":2,\"t\":\"move\",\"n\":0,\"edge\":0}");

            raw.send("this is not json at all");
            assertThat(raw.receive()).contains("\"t\":\"reject\"").contains("not JSON");

            raw.send("{\"v\":2,\"t\":\"move\",\"n\":1,\"edge\":\"" + "9".repeat(10_000) + "\"}");
            assertThat(raw.receive()).contains("\"t\":\"reject\"").contains("longer than 4096 bytes");

            raw.send("{\"v\":2,\"t\":\"move\",\"n\":1,\"edge\":0}"); // edge 0 is already healed
            assertThat(raw.receive()).contains("\"t\":\"reject\"").contains("illegal move").contains("not free");

            raw.send("{\"v\":2,\"t\":\"move\",\"n\":5,\"edge\":4}"); // out of order
            assertThat(raw.receive()).contains("out of order");

            raw.send("{\"v\":9,\"t\":\"move\",\"n\":1,\"edge\":4}"); // newer protocol
            assertThat(raw.receive()).contains("newer");

            raw.send("{\"v\":2,\"t\":\"move\",\"n\":1,\"edge\":-3}");
            assertThat(raw.receive()).contains("out of range");

            assertThat(host.moveCount()).isEqualTo(1);
            raw.send("{\"v\":2,\"t\":\"move\",\"n\":1,\"edge\":4}"); // a legal Cut move is still accepted
            hostEv.await("move 1 4");
            assertThat(host.turns()).containsExactly(0, 4);
            host.play(1);
            assertThat(raw.receive()).isEqualTo("{\"v\":2,\"t\":\"move\",\"n\":2,\"edge\":1}");
        }
        assertThat(hostEv.events).noneMatch(e -> e.startsWith("ended"));
    }

    @Test void aPeerThatKeepsSendingGarbageIsSentAway() throws Exception {
        RecordingEvents hostEv = new RecordingEvents();
        NetHost<ShannonState, ShannonMove> host = host(hostEv);
        try (RawClient raw = new RawClient(host.port())) {
            raw.handshake(null, 0, CODE);
            for (int i = 0; i < NetPeer.MAX_STRIKES; i++) raw.send("[" + i + "]");
            String line;
            String last = null;
            while ((line = raw.receive()) != null) last = line;
            assertThat(last).contains("\"t\":\"bye\"").contains("too many invalid messages");
        }
        assertThat(hostEv.await("ended")).contains("too many invalid messages");
    }

    @Test void aSecondPlayerIsTurnedAwayAndAHelloMustComeFirst() throws Exception {
        RecordingEvents hostEv = new RecordingEvents(), joinEv = new RecordingEvents();
        NetHost<ShannonState, ShannonMove> host = host(hostEv);
        join(host.port(), joinEv);
        joinEv.await("ready");
        try (RawClient raw = new RawClient(host.port())) {
            raw.send(NetCodec.encode(new NetMessage.Hello(null, 0, RawClient.NONCE)));
            assertThat(raw.receive()).contains("\"t\":\"bye\"").contains("already playing another match");
        }
        try (RawClient raw = new RawClient(host.port())) {
            raw.send("{\"v\":2,\"t\":\"move\",\"n\":0,\"edge\":1}");
            assertThat(raw.receive()).contains("\"t\":\"bye\"").contains("expected a hello");
        }
        assertThat(host.isConnected()).isTrue();
    }

    @Test void aDroppedConnectionIsResumedAndTheMissingMovesAreResent() throws Exception {
        RecordingEvents hostEv = new RecordingEvents(), joinEv = new RecordingEvents();
        NetHost<ShannonState, ShannonMove> host = host(hostEv);
        NetJoin<ShannonState, ShannonMove> joiner = join(host.port(), joinEv);
        joinEv.await("ready");
        hostEv.await("ready");
        host.play(0);
        joinEv.await("move 0 0");
        joiner.play(5);
        hostEv.await("move 1 5");

        joiner.dropConnection();
        joinEv.await("lost");
        hostEv.await("lost");
        host.play(1);                        // played while the joiner is away
        assertThat(joiner.moveCount()).isEqualTo(2);

        joiner.resume();
        assertThat(joinEv.await("ready")).isEqualTo("ready cut [0, 5, 1]");
        assertThat(hostEv.await("info")).contains("rejoined");

        // And the other way round: the joiner moves while cut off, the host gets it on resume.
        joiner.dropConnection();
        joinEv.await("lost");
        hostEv.await("lost");
        joiner.play(6);
        joiner.resume();
        joinEv.await("ready cut [0, 5, 1, 6]");
        hostEv.await("move 3 6");
        assertThat(host.turns()).containsExactly(0, 5, 1, 6);

        playOut(host, joiner);
        assertThat(joiner.turns()).isEqualTo(host.turns());
        assertThat(replay(host.turns()).isOver()).isTrue();
    }

    @Test void aRejoinWithAnUnknownGameIdIsRefused() throws Exception {
        RecordingEvents hostEv = new RecordingEvents();
        NetHost<ShannonState, ShannonMove> host = host(hostEv);
        try (RawClient raw = new RawClient(host.port())) {
            raw.send(NetCodec.encode(new NetMessage.Hello("deadbeef".repeat(4), 3, RawClient.NONCE)));
            assertThat(raw.receive()).contains("\"t\":\"bye\"").contains("no such match");
        }
        assertThat(host.moveCount()).isZero();
    }
}
