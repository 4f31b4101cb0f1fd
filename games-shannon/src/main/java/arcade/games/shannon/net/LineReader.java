package arcade.games.shannon.net;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Reads newline-terminated UTF-8 lines with a byte limit. An oversized line is skipped up to its
 * newline without being kept in memory, so a hostile peer cannot make us buffer megabytes.
 */
final class LineReader {
    /** One line, or why there is none. */
    record Line(String text, String problem) {
        boolean ok() { return problem == null; }
    }

    private final InputStream in;

    LineReader(InputStream in) { this.in = in; }

    /** The next line, a problem line (too long, not UTF-8), or null at the end of the stream. */
    Line read(int maxBytes) throws IOException {
        ByteArrayOutputStream buf = new ByteArrayOutputStream(256);
        boolean tooLong = false;
        while (true) {
            int b = in.read();
            if (b < 0) return buf.size() == 0 && !tooLong ? null : finish(buf, tooLong, maxBytes);
            if (b == '\n') return finish(buf, tooLong, maxBytes);
            if (tooLong) continue;
            if (buf.size() >= maxBytes) { tooLong = true; buf.reset(); continue; }
            buf.write(b);
        }
    }

    private static Line finish(ByteArrayOutputStream buf, boolean tooLong, int maxBytes) {
        if (tooLong) return new Line(null, "message longer than " + maxBytes + " bytes");
        byte[] bytes = buf.toByteArray();
        int n = bytes.length;
        if (n > 0 && bytes[n - 1] == '\r') n--;
        try {
            String s = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, 0, n)).toString();
            return new Line(s, null);
        } catch (CharacterCodingException e) {
            return new Line(null, "message is not UTF-8 text");
        }
    }
}
