package arcade.games.shannon.net;

import com.google.gson.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class NetCodecTest {
    static final String N = "0123456789abcdef0123456789abcdef", ID = "fedcba9876543210fedcba9876543210", PROOF = "ab".repeat(32);

    @Test void everyMessageRoundTrips() throws Exception {
        JsonObject board = new JsonObject();
        board.addProperty("kind", "generated");
        List<NetMessage> all = List.of(
                new NetMessage.Hello(null, 0, N), new NetMessage.Hello(ID, 7, N),
                new NetMessage.Challenge(N), new NetMessage.Auth(PROOF),
                new NetMessage.Welcome(ID, board, "short", "cut", 2, List.of(20, 26, 21), PROOF),
                new NetMessage.Move(4, 22), new NetMessage.Reject(3, "edge 4 is not free"), new NetMessage.Bye("resigned"));
        for (NetMessage m : all) {
            String line = NetCodec.encode(m);
            assertThat(line).doesNotContain("\n").startsWith("{\"v\":2,");
            assertThat(NetCodec.decode(line)).isEqualTo(m);
        }
    }

    @Test void malformedLinesGiveClearReasons() {
        assertThatThrownBy(() -> NetCodec.decode("")).isInstanceOf(ProtocolException.class);
        assertThatThrownBy(() -> NetCodec.decode("[1,2]")).hasMessageContaining("JSON object");
        assertThatThrownBy(() -> NetCodec.decode("{\"v\":2}")).hasMessageContaining("'t'");
        assertThatThrownBy(() -> NetCodec.decode("{\"v\":2,\"t\":\"dance\"}")).hasMessageContaining("unknown message type");
        assertThatThrownBy(() -> NetCodec.decode("{\"v\":2,\"t\":\"move\",\"n\":1.5,\"edge\":2}")).hasMessageContaining("whole number");
        assertThatThrownBy(() -> NetCodec.decode("{\"v\":2,\"t\":\"move\",\"n\":1,\"edge\":{}}")).hasMessageContaining("plain value");
        assertThatThrownBy(() -> NetCodec.decode("{\"v\":2,\"t\":\"move\",\"n\":1,\"edge\":2} trailing")).isInstanceOf(ProtocolException.class);
        assertThatThrownBy(() -> NetCodec.decode("{\"v\":2,\"t\":\"welcome\",\"game\":\"" + ID + "\",\"board\":{},\"starts\":\"both\",\"you\":\"cut\",\"from\":0,\"turns\":[],\"proof\":\"" + PROOF + "\"}"))
                .hasMessageContaining("\"short\" or \"cut\"");
        // Nonces, ids and proofs are exactly so many hex digits: a joiner cannot send a huge number.
        assertThatThrownBy(() -> NetCodec.decode("{\"v\":2,\"t\":\"hello\",\"moves\":0,\"nonce\":\"" + "9".repeat(40) + "\"}")).hasMessageContaining("too long");
        assertThatThrownBy(() -> NetCodec.decode("{\"v\":2,\"t\":\"hello\",\"moves\":0,\"nonce\":123}")).hasMessageContaining("must be a string");
        assertThatThrownBy(() -> NetCodec.decode("{\"v\":2,\"t\":\"auth\",\"proof\":\"" + "G".repeat(64) + "\"}")).hasMessageContaining("64 hex digits");
        assertThatThrownBy(() -> NetCodec.decode("{\"v\":1,\"t\":\"hello\",\"moves\":0,\"nonce\":5}")).hasMessageContaining("older");
        assertThatThrownBy(() -> NetCodec.decode("{\"v\":2,\"t\":\"move\",\"n\":1,\"edge\":9999999}")).hasMessageContaining("out of range");
    }
}
