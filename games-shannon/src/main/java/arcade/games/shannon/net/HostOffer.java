package arcade.games.shannon.net;

import com.google.gson.JsonObject;

import java.util.function.LongFunction;

/**
 * What the host proposes: the board (built from the shared seed, or a fixed board file that ignores
 * it), who starts and which side the host plays.
 */
public record HostOffer(LongFunction<JsonObject> boardForSeed, String starts, String hostSide) {}
