package arcade.games.shannon.net;

import com.google.gson.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class NetCodecTest {
    @Test void everyMessageRoundTrips() throws Exception {
        JsonObject board = new JsonObject();
        board.addProperty("kind", "generated");
        List<NetMessage> all = List.of(
                new NetMessage.Hello(null, 0, 42), new NetMessage.Hello("g1f", 7, 3),
                new NetMessage.Welcome("g1f", 9, board, "short", "cut", 2, List.of(20, 26, 21)),
                new NetMessage.Move(4, 22), new NetMessage.Reject(3, "edge 4 is not free"), new NetMessage.Bye("resigned"));
        for (NetMessage m : all) {
            String line = NetCodec.encode(m);
            assertThat(line).doesNotContain("\n").startsWith("{\"v\":1,");
            assertThat(NetCodec.decode(line)).isEqualTo(m);
        }
    }

    @Test void malformedLinesGiveClearReasons() {
        assertThatThrownBy(() -> NetCodec.decode("")).isInstanceOf(ProtocolException.class);
        assertThatThrownBy(() -> NetCodec.decode("[1,2]")).hasMessageContaining("JSON object");
        assertThatThrownBy(() -> NetCodec.decode("{\"v\":1}")).hasMessageContaining("'t'");
        assertThatThrownBy(() -> NetCodec.decode("{\"v\":1,\"t\":\"dance\"}")).hasMessageContaining("unknown message type");
        assertThatThrownBy(() -> NetCodec.decode("{\"v\":1,\"t\":\"move\",\"n\":1.5,\"edge\":2}")).hasMessageContaining("whole number");
        assertThatThrownBy(() -> NetCodec.decode("{\"v\":1,\"t\":\"move\",\"n\":1,\"edge\":{}}")).hasMessageContaining("plain value");
        assertThatThrownBy(() -> NetCodec.decode("{\"v\":1,\"t\":\"move\",\"n\":1,\"edge\":2} trailing")).isInstanceOf(ProtocolException.class);
        assertThatThrownBy(() -> NetCodec.decode("{\"v\":1,\"t\":\"welcome\",\"game\":\"g\",\"nonce\":1,\"board\":{},\"starts\":\"both\",\"you\":\"cut\",\"from\":0,\"turns\":[]}"))
                .hasMessageContaining("\"short\" or \"cut\"");
        assertThatThrownBy(() -> NetCodec.decode("{\"v\":1,\"t\":\"move\",\"n\":1,\"edge\":9999999}")).hasMessageContaining("out of range");
    }
}
