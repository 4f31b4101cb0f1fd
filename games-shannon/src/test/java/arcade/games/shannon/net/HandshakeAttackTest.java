package arcade.games.shannon.net;

import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.net.NetworkPlayTest.RawClient;
import com.google.gson.JsonObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static arcade.games.shannon.net.NetworkPlayTest.CODE;
import static arcade.games.shannon.net.NetworkPlayTest.FACTORY;
import static arcade.games.shannon.net.NetworkPlayTest.NONCES;
import static arcade.games.shannon.net.NetworkPlayTest.offer;
import static org.assertj.core.api.Assertions.assertThat;

/** The attacks of a hostile peer on the handshake, each with raw sockets, and what stops them. */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class HandshakeAttackTest {
    private final List<AutoCloseable> open = new ArrayList<>();

    @AfterEach void closeAll() throws Exception { for (AutoCloseable c : open) c.close(); }

    /** Waits for the host's own threads to get there (a busy machine may be slow; no clock is asserted). */
    private static void eventually(java.util.function.BooleanSupplier condition) throws Exception {
        org.testfx.util.WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition::getAsBoolean);
    }

    private NetHost<ShannonState, ShannonMove> host(RecordingEvents ev) throws Exception {
        NetHost<ShannonState, ShannonMove> h = NetHost.open(InetAddress.getLoopbackAddress(), 0, offer("short"), CODE, FACTORY, ev, NONCES::incrementAndGet);
        open.add(h);
        return h;
    }

    private NetJoin<ShannonState, ShannonMove> join(int port, String code, RecordingEvents ev) {
        NetJoin<ShannonState, ShannonMove> j = NetJoin.connect("127.0.0.1", port, code, FACTORY, ev, NONCES::incrementAndGet);
        open.add(j);
        return j;
    }

    @Test void aThirdSocketThatKnowsTheMatchIdButNotTheCodeIsRefusedAndCounted() throws Exception {
        RecordingEvents hostEv = new RecordingEvents(), joinEv = new RecordingEvents();
        NetHost<ShannonState, ShannonMove> host = host(hostEv);
        NetJoin<ShannonState, ShannonMove> joiner = join(host.port(), CODE, joinEv);
        joinEv.await("ready");
        String matchId = joiner.setup().gameId();
        assertThat(matchId).hasSize(32).doesNotContain(Long.toHexString(joiner.setup().sharedSeed()));
        try (RawClient thief = new RawClient(host.port())) {
            String answer = thief.handshake(matchId, 0, "AAAAAA");
            assertThat(answer).contains("\"t\":\"bye\"").contains("wrong join code").doesNotContain("welcome");
            assertThat(thief.receive()).isNull();
        }
        assertThat(hostEv.await("wrong code")).isEqualTo("wrong code 1");
        assertThat(host.wrongCodes()).isEqualTo(1);
        // The real joiner keeps its seat and the match goes on between the two players.
        host.play(0);
        assertThat(joinEv.await("move")).isEqualTo("move 0 0");
        assertThat(host.isConnected()).isTrue();
    }

    @Test void aJoinerWithAWrongCodeIsToldInPlainWordsAndTheHostStillWaits() throws Exception {
        RecordingEvents hostEv = new RecordingEvents(), badEv = new RecordingEvents(), goodEv = new RecordingEvents();
        NetHost<ShannonState, ShannonMove> host = host(hostEv);
        join(host.port(), "MMMMMM", badEv);
        assertThat(badEv.await("ended")).isEqualTo("ended the host refused: wrong join code");
        hostEv.await("wrong code 1");
        join(host.port(), CODE, goodEv);
        assertThat(goodEv.await("ready")).isEqualTo("ready cut []");
    }

    @Test void theBoardSeedIsAHashOfBothNoncesSoTheJoinerCannotChooseIt() throws Exception {
        RecordingEvents hostEv = new RecordingEvents();
        NetHost<ShannonState, ShannonMove> host = host(hostEv);
        try (RawClient raw = new RawClient(host.port())) {
            raw.send(NetCodec.encode(new NetMessage.Hello(null, 0, "f".repeat(32)))); // the largest nonce there is
            String hostNonce = ((NetMessage.Challenge) NetCodec.decode(raw.receive())).nonce();
            raw.send(NetCodec.encode(new NetMessage.Auth(Handshake.proof(CODE, "join", hostNonce, "f".repeat(32), null))));
            NetMessage.Welcome w = (NetMessage.Welcome) NetCodec.decode(raw.receive());
            long seed = w.board().get("seed").getAsLong();
            assertThat(seed).isEqualTo(Handshake.seed(hostNonce, "f".repeat(32)))
                    .isNotEqualTo(Handshake.seed(hostNonce, "e".repeat(32)))
                    .isBetween(0L, Handshake.SEED_RANGE - 1);
            // The welcome proves the host knows the code, bound to this connection's nonces and match id.
            assertThat(Handshake.verify(w.proof(), CODE, "host", hostNonce, "f".repeat(32), w.game())).isTrue();
            assertThat(Handshake.verify(w.proof(), CODE, "join", hostNonce, "f".repeat(32), w.game())).isFalse();
        }
        hostEv.await("ready");
    }

    /** Deadlines run by hand: the test says when time has passed, so nothing depends on the machine's speed. */
    private static final class HandTimer implements Deadline.Timer {
        record Task(Runnable run, long millis, boolean[] cancelled) {}
        final List<Task> tasks = java.util.Collections.synchronizedList(new ArrayList<>());

        @Override public Runnable schedule(Runnable task, long millis) {
            Task t = new Task(task, millis, new boolean[1]);
            tasks.add(t);
            return () -> t.cancelled()[0] = true;
        }

        /** Runs every live deadline of {@code millis}, as if that much time had passed for them. */
        void pass(long millis) {
            for (Task t : List.copyOf(tasks)) if (t.millis() == millis && !t.cancelled()[0]) t.run().run();
        }

        long live() { return tasks.stream().filter(t -> !t.cancelled()[0]).count(); }
    }

    @Test void aTrickleOfBytesIsCutAtTheWholeHandshakeDeadline() throws Exception {
        RecordingEvents hostEv = new RecordingEvents();
        NetHost<ShannonState, ShannonMove> host = host(hostEv);
        HandTimer timer = new HandTimer();
        host.setTimer(timer);
        try (RawClient raw = new RawClient(host.port())) {
            raw.send(NetCodec.encode(new NetMessage.Hello(null, 0, RawClient.NONCE)));
            assertThat(raw.receive()).contains("challenge");
            // the hello came in time: only the whole handshake's deadline is left, and bytes do not renew it
            String auth = "{\"v\":2,\"t\":\"auth\",\"proof\":\"";
            for (int i = 0; i < auth.length(); i++) { raw.out.write(auth.charAt(i)); raw.out.flush(); }
            eventually(() -> timer.live() == 1 && timer.tasks.size() == 2); // the host's thread reads the bytes
            timer.pass(NetPeer.HANDSHAKE_TIMEOUT_MS);
            assertThat(raw.receive()).as("closed by the host mid-line").isNull();
        }
        eventually(() -> host.pendingCount() == 0);
    }

    @Test void aConnectionThatSaysNothingIsClosedAtTheFirstLinesDeadline() throws Exception {
        NetHost<ShannonState, ShannonMove> host = host(new RecordingEvents());
        HandTimer timer = new HandTimer();
        host.setTimer(timer);
        try (RawClient raw = new RawClient(host.port())) {
            assertThat(host.admitted.tryAcquire(5, TimeUnit.SECONDS)).isTrue();
            eventually(() -> List.copyOf(timer.tasks).stream().anyMatch(t -> t.millis() == NetHost.FIRST_LINE_MS));
            timer.pass(NetHost.FIRST_LINE_MS);
            assertThat(raw.receive()).isNull();
        }
    }

    /** Many idle sockets, from several addresses: the real joiner still gets in at once. */
    @Test void idleSocketsNeverKeepTheRealJoinerOut() throws Exception {
        RecordingEvents hostEv = new RecordingEvents(), joinEv = new RecordingEvents();
        NetHost<ShannonState, ShannonMove> host = host(hostEv);
        host.setTimer(new HandTimer()); // no deadline ever passes: only eviction can make room
        List<RawClient> idle = new ArrayList<>();
        try {
            for (int i = 0; i < 3 * NetHost.MAX_PENDING; i++) {
                idle.add(new RawClient(host.port(), "127.0.0." + (2 + i % 4)));
                assertThat(host.admitted.tryAcquire(5, TimeUnit.SECONDS)).isTrue();
                assertThat(host.pendingCount()).isLessThanOrEqualTo(NetHost.MAX_PENDING);
            }
            // the oldest idle ones were closed to make room for newer ones
            assertThat(idle.get(0).receive()).isNull();
            join(host.port(), CODE, joinEv);
            assertThat(joinEv.await("ready")).isEqualTo("ready cut []");
            hostEv.await("ready");
        } finally {
            for (RawClient c : idle) c.close();
        }
    }

    @Test void oneAddressHoldsAtMostTwoSlotsAndItsOwnOldestSilentOneMakesRoom() throws Exception {
        NetHost<ShannonState, ShannonMove> host = host(new RecordingEvents());
        host.setTimer(new HandTimer());
        try (RawClient a = new RawClient(host.port(), "127.0.0.2"); RawClient b = new RawClient(host.port(), "127.0.0.3")) {
            host.admitted.acquire(2);
            List<RawClient> same = new ArrayList<>();
            try {
                for (int i = 0; i < NetHost.MAX_PER_ADDRESS + 1; i++) {
                    same.add(new RawClient(host.port(), "127.0.0.4"));
                    assertThat(host.admitted.tryAcquire(5, TimeUnit.SECONDS)).isTrue();
                }
                assertThat(same.get(0).receive()).as("its own oldest went").isNull();
                assertThat(host.pendingCount()).isEqualTo(2 + NetHost.MAX_PER_ADDRESS);
                // the other addresses kept their places: they still get a challenge
                a.send(NetCodec.encode(new NetMessage.Hello(null, 0, RawClient.NONCE)));
                assertThat(a.receive()).contains("challenge");
            } finally {
                for (RawClient c : same) c.close();
            }
        }
    }

    @Test void aConnectionThatSaidAValidHelloIsNeverPushedOutBySilentOnes() throws Exception {
        RecordingEvents hostEv = new RecordingEvents();
        NetHost<ShannonState, ShannonMove> host = host(hostEv);
        host.setTimer(new HandTimer());
        try (RawClient joiner = new RawClient(host.port(), "127.0.0.2")) {
            joiner.send(NetCodec.encode(new NetMessage.Hello(null, 0, RawClient.NONCE)));
            String hostNonce = ((NetMessage.Challenge) NetCodec.decode(joiner.receive())).nonce();
            List<RawClient> idle = new ArrayList<>();
            try {
                for (int i = 0; i < 3 * NetHost.MAX_PENDING; i++) {
                    idle.add(new RawClient(host.port(), "127.0.0." + (3 + i % 3)));
                    assertThat(host.admitted.tryAcquire(5, TimeUnit.SECONDS)).isTrue();
                }
                joiner.send(NetCodec.encode(new NetMessage.Auth(Handshake.proof(CODE, "join", hostNonce, RawClient.NONCE, null))));
                assertThat(joiner.receive()).contains("\"t\":\"welcome\"");
            } finally {
                for (RawClient c : idle) c.close();
            }
        }
        hostEv.await("ready");
    }

    @Test void whenEverySlotHoldsAConnectionThatSpokeANewcomerIsToldTheHostIsBusy() throws Exception {
        NetHost<ShannonState, ShannonMove> host = host(new RecordingEvents());
        host.setTimer(new HandTimer());
        List<RawClient> talking = new ArrayList<>();
        try {
            for (int i = 0; i < NetHost.MAX_PENDING; i++) {
                RawClient c = new RawClient(host.port(), "127.0.0." + (2 + i / NetHost.MAX_PER_ADDRESS));
                talking.add(c);
                c.send(NetCodec.encode(new NetMessage.Hello(null, 0, RawClient.NONCE)));
                assertThat(c.receive()).contains("challenge");
            }
            try (RawClient extra = new RawClient(host.port(), "127.0.0.9")) {
                assertThat(extra.receive()).contains("\"t\":\"bye\"").contains("busy");
            }
        } finally {
            for (RawClient c : talking) c.close();
        }
    }

    /** A fake host on a raw server socket, answering the joiner's hello with {@code welcome}. */
    private String againstFakeHost(java.util.function.BiFunction<String, String, String> welcome, int deadlineMillis) throws Exception {
        return againstFakeHost(FACTORY, welcome, deadlineMillis);
    }

    private String againstFakeHost(NetGameFactory<ShannonState, ShannonMove> factory, java.util.function.BiFunction<String, String, String> welcome,
                                   int deadlineMillis) throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            RecordingEvents ev = new RecordingEvents();
            NetJoin<ShannonState, ShannonMove> j = NetJoin.connect("127.0.0.1", server.getLocalPort(), CODE, factory, ev, NONCES::incrementAndGet, deadlineMillis);
            open.add(j);
            try (Socket s = server.accept()) {
                BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
                OutputStream out = s.getOutputStream();
                NetMessage.Hello hello = (NetMessage.Hello) NetCodec.decode(in.readLine());
                String hostNonce = "1".repeat(32);
                out.write((NetCodec.encode(new NetMessage.Challenge(hostNonce)) + "\n").getBytes(StandardCharsets.UTF_8));
                out.flush();
                in.readLine(); // the joiner's proof
                String line = welcome.apply(hostNonce, hello.nonce());
                if (line != null) {
                    out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
                    out.flush();
                }
                String outcome = ev.await("");
                assertThat(j.isConnected()).isFalse();
                return outcome;
            }
        }
    }

    private static JsonObject board(double p, long seed) {
        JsonObject o = new JsonObject();
        o.addProperty("kind", "grid");
        o.addProperty("seed", seed);
        o.addProperty("p", p);
        return o;
    }

    @Test void aWelcomeWithABadBoardEndsTheAttemptWithAPlainMessage() throws Exception {
        // Shaped right, proven right, with the agreed seed, but p = 1e-300 never connects A and B.
        String outcome = againstFakeHost(ShannonMatches.FACTORY, (hn, jn) -> NetCodec.encode(new NetMessage.Welcome("2".repeat(32),
                new BoardSpec.Generated(new arcade.games.shannon.model.boards.GeneratorParams(7, 5, 1e-300, 0.95), Handshake.seed(hn, jn)).toJson(),
                "short", "cut", 0, List.of(), Handshake.proof(CODE, "host", hn, jn, "2".repeat(32)))), 5_000);
        assertThat(outcome).startsWith("ended the host's board cannot be played").doesNotContain("Exception");
    }

    @Test void aWelcomeFromAHostWithoutTheCodeIsRefused() throws Exception {
        String outcome = againstFakeHost((hn, jn) -> NetCodec.encode(new NetMessage.Welcome("2".repeat(32), board(0.9, Handshake.seed(hn, jn)),
                "short", "cut", 0, List.of(), Handshake.proof("AAAAAA", "host", hn, jn, "2".repeat(32)))), 5_000);
        assertThat(outcome).isEqualTo("ended that host does not know the join code; check the address and the code");
    }

    @Test void aMalformedWelcomeEndsTheAttempt() throws Exception {
        String outcome = againstFakeHost((hn, jn) -> "{\"v\":2,\"t\":\"welcome\",\"p\":1e-300}", 5_000);
        assertThat(outcome).startsWith("ended the host sent a bad message").doesNotContain("Exception");
    }

    @Test void aHostThatNeverAnswersEndsTheAttemptAtTheDeadline() throws Exception {
        String outcome = againstFakeHost((hn, jn) -> null, 400);
        assertThat(outcome).startsWith("lost the host did not finish the handshake");
    }
}
