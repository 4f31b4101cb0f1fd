package arcade.games.shannon.net;

import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonState;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static arcade.games.shannon.net.NetworkPlayTest.CODE;
import static arcade.games.shannon.net.NetworkPlayTest.FACTORY;
import static arcade.games.shannon.net.NetworkPlayTest.NONCES;
import static arcade.games.shannon.net.NetworkPlayTest.offer;
import static arcade.games.shannon.net.NetworkPlayTest.playOut;
import static arcade.games.shannon.net.NetworkPlayTest.replay;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A program that dies mid-match and starts again: each side keeps the match in a file as it goes,
 * and a second session built from that file rejoins the match the other side is still holding.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class RejoinAfterRestartTest {
    @TempDir Path dir;
    private final List<AutoCloseable> open = new ArrayList<>();
    private final List<String> problems = new ArrayList<>();

    @AfterEach void closeAll() throws Exception { for (AutoCloseable c : open) c.close(); }

    private MatchFile file(String name) { return new MatchFile(dir.resolve(name), problems::add); }

    private NetHost<ShannonState, ShannonMove> host(RecordingEvents ev, MatchFile journal) throws Exception {
        NetHost<ShannonState, ShannonMove> h = NetHost.open(InetAddress.getLoopbackAddress(), 0, offer("short"), CODE, FACTORY, ev, NONCES::incrementAndGet);
        h.setJournal(journal);
        open.add(h);
        return h;
    }

    private NetJoin<ShannonState, ShannonMove> join(int port, RecordingEvents ev, MatchFile journal) {
        NetJoin<ShannonState, ShannonMove> j = NetJoin.connect("127.0.0.1", port, CODE, FACTORY, ev, NONCES::incrementAndGet);
        j.setJournal(journal);
        open.add(j);
        return j;
    }

    @Test void aJoinerWhoseProgramDiedRejoinsFromItsSavedMatch() throws Exception {
        RecordingEvents hostEv = new RecordingEvents(), firstEv = new RecordingEvents(), secondEv = new RecordingEvents();
        MatchFile hostFile = file("host.json"), joinFile = file("join.json");
        NetHost<ShannonState, ShannonMove> host = host(hostEv, hostFile);
        NetJoin<ShannonState, ShannonMove> first = join(host.port(), firstEv, joinFile);
        firstEv.await("ready");
        host.play(0);
        firstEv.await("move 0 0");
        first.play(5);
        hostEv.await("move 1 5");

        joinFile.flush();
        first.die();                         // killed: no goodbye, the file stays
        hostEv.await("lost");
        host.play(1);                        // played while the joiner's program is gone

        MatchFile restarted = file("join.json");
        SavedMatch saved = restarted.load().orElseThrow();
        assertThat(saved.role()).isEqualTo(SavedMatch.JOIN);
        assertThat(saved.turns()).containsExactly(0, 5);
        assertThat(saved.setup().gameId()).isEqualTo(host.setup().gameId());

        NetJoin<ShannonState, ShannonMove> second = NetJoin.rejoin(saved, FACTORY, secondEv, NONCES::incrementAndGet);
        second.setJournal(restarted);
        open.add(second);
        assertThat(secondEv.await("ready")).isEqualTo("ready cut [0, 5, 1]"); // the host resent the missing move
        assertThat(hostEv.await("info")).contains("rejoined");

        playOut(host, second);
        assertThat(second.turns()).isEqualTo(host.turns());
        assertThat(replay(host.turns()).isOver()).isTrue();
        restarted.flush();
        hostFile.flush();
        assertThat(Files.exists(dir.resolve("join.json"))).as("a finished match leaves nothing to rejoin").isFalse();
        assertThat(Files.exists(dir.resolve("host.json"))).isFalse();
        assertThat(problems).isEmpty();
    }

    @Test void aHostWhoseProgramDiedHostsTheSavedMatchAgainAndTheJoinerResumes() throws Exception {
        RecordingEvents firstEv = new RecordingEvents(), joinEv = new RecordingEvents(), secondEv = new RecordingEvents();
        MatchFile hostFile = file("host.json");
        NetHost<ShannonState, ShannonMove> first = host(firstEv, hostFile);
        int port = first.port();
        NetJoin<ShannonState, ShannonMove> joiner = join(port, joinEv, file("join.json"));
        joinEv.await("ready");
        first.play(2);
        joinEv.await("move 0 2");

        hostFile.flush();
        first.die();
        joinEv.await("lost");
        joiner.play(7);                      // the joiner moves while the host is gone

        SavedMatch saved = file("host.json").load().orElseThrow();
        assertThat(saved.hosting()).isTrue();
        assertThat(saved.port()).isEqualTo(port);
        NetHost<ShannonState, ShannonMove> second = NetHost.resume(InetAddress.getLoopbackAddress(), saved, FACTORY, secondEv, NONCES::incrementAndGet);
        open.add(second);
        assertThat(second.turns()).containsExactly(2);

        joiner.resume();
        assertThat(joinEv.await("ready")).isEqualTo("ready cut [2, 7]");
        assertThat(secondEv.await("move")).isEqualTo("move 1 7"); // the joiner resent what the host missed
        playOut(second, joiner);
        assertThat(joiner.turns()).isEqualTo(second.turns());
    }

    @Test void aDamagedMatchFileOffersNoRejoinAndSaysSo() throws Exception {
        Files.writeString(dir.resolve("m.json"), "{\"version\":1,\"role\":\"join\",\"match\":\"zz\"}");
        assertThat(file("m.json").load()).isEmpty();
        assertThat(problems).containsExactly("the saved network match could not be read, so it cannot be rejoined");
        assertThat(Files.exists(dir.resolve("m.json"))).isFalse();
    }
}
