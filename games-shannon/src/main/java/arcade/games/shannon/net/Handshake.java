package arcade.games.shannon.net;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.function.LongSupplier;

/**
 * The cryptography of the handshake. Each side proves it knows the join code without sending it:
 * a proof is HMAC-SHA256, keyed by the code, over both nonces, the match id and the prover's role,
 * so a proof can neither be replayed on another connection nor reflected back to its sender. The
 * board seed is a hash of both nonces, so neither side picks it alone.
 */
public final class Handshake {
    /** Random bytes per nonce and per match id. */
    static final int NONCE_BYTES = 16;
    static final int NONCE_HEX = NONCE_BYTES * 2;
    static final int PROOF_HEX = 64;
    /** Board seeds stay below this so they read well on screen. */
    static final long SEED_RANGE = 1_000_000_000L;

    private static final HexFormat HEX = HexFormat.of();

    private Handshake() {}

    /** A fresh nonce (or match id): 16 random bytes as lower-case hex. */
    static String nonce(LongSupplier random) {
        return HEX.toHexDigits(random.getAsLong()) + HEX.toHexDigits(random.getAsLong());
    }

    /** The proof that {@code role} ("host" or "join") knows {@code code} on this connection. */
    static String proof(String code, String role, String hostNonce, String joinNonce, String matchId) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(JoinCode.normalize(code).getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            String text = "shannon-join|" + role + "|" + hostNonce + "|" + joinNonce + "|" + (matchId == null ? "" : matchId);
            return HEX.formatHex(mac.doFinal(text.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HMAC-SHA256 is part of every Java runtime", e);
        }
    }

    /** Whether {@code proof} is the right one, compared in constant time. */
    static boolean verify(String proof, String code, String role, String hostNonce, String joinNonce, String matchId) {
        byte[] expected = proof(code, role, hostNonce, joinNonce, matchId).getBytes(StandardCharsets.US_ASCII);
        return proof != null && MessageDigest.isEqual(expected, proof.getBytes(StandardCharsets.US_ASCII));
    }

    /** The board seed of a new match: SHA-256 of both nonces, reduced to a readable number. */
    static long seed(String hostNonce, String joinNonce) {
        try {
            byte[] h = MessageDigest.getInstance("SHA-256")
                    .digest(("shannon-seed|" + hostNonce + "|" + joinNonce).getBytes(StandardCharsets.UTF_8));
            long v = 0;
            for (int i = 0; i < 8; i++) v = (v << 8) | (h[i] & 0xff);
            return Long.remainderUnsigned(v, SEED_RANGE);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
