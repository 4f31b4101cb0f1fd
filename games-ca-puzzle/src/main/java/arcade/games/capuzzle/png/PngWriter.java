package arcade.games.capuzzle.png;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * Writes pixels as a PNG file (8 bits per channel; RGB when every pixel is opaque, RGBA
 * otherwise). The view takes the pixels from a canvas snapshot on the FX thread and encodes them
 * here, off it, so no desktop or image library is needed.
 */
public final class PngWriter {
    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    /** Far beyond any board or picture the game draws; keeps a bad size from allocating gigabytes. */
    public static final int MAX_SIDE = 16_384;

    private PngWriter() {}

    /** The PNG bytes of {@code width × height} pixels given row by row as ARGB ints. */
    public static byte[] encode(int width, int height, int[] argb) {
        if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE)
            throw new IllegalArgumentException("an image is 1 to " + MAX_SIDE + " pixels wide and high");
        if (argb.length != width * height) throw new IllegalArgumentException("one pixel per position");
        boolean opaque = true;
        for (int p : argb) if (p >>> 24 != 0xFF) { opaque = false; break; }
        int channels = opaque ? 3 : 4;
        byte[] raw = new byte[height * (1 + width * channels)];
        int j = 0;
        for (int y = 0; y < height; y++) {
            raw[j++] = 0;   // filter: none (flat colours compress well without one)
            for (int x = 0; x < width; x++) {
                int p = argb[y * width + x];
                raw[j++] = (byte) (p >> 16);
                raw[j++] = (byte) (p >> 8);
                raw[j++] = (byte) p;
                if (!opaque) raw[j++] = (byte) (p >>> 24);
            }
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(raw.length / 8 + 64);
        out.writeBytes(SIGNATURE);
        byte[] header = new byte[13];
        putInt(header, 0, width);
        putInt(header, 4, height);
        header[8] = 8;                        // bits per channel
        header[9] = (byte) (opaque ? 2 : 6);  // colour type: RGB or RGBA
        chunk(out, "IHDR", header);
        chunk(out, "IDAT", deflate(raw));
        chunk(out, "IEND", new byte[0]);
        return out.toByteArray();
    }

    private static byte[] deflate(byte[] data) {
        Deflater d = new Deflater(Deflater.BEST_COMPRESSION);
        try {
            d.setInput(data);
            d.finish();
            ByteArrayOutputStream out = new ByteArrayOutputStream(data.length / 8 + 64);
            byte[] buf = new byte[16_384];
            while (!d.finished()) out.write(buf, 0, d.deflate(buf));
            return out.toByteArray();
        } finally {
            d.end();
        }
    }

    private static void chunk(ByteArrayOutputStream out, String type, byte[] data) {
        byte[] len = new byte[4];
        putInt(len, 0, data.length);
        out.writeBytes(len);
        byte[] name = type.getBytes(StandardCharsets.US_ASCII);
        out.writeBytes(name);
        out.writeBytes(data);
        CRC32 crc = new CRC32();
        crc.update(name);
        crc.update(data);
        putInt(len, 0, (int) crc.getValue());
        out.writeBytes(len);
    }

    private static void putInt(byte[] b, int at, int v) {
        b[at] = (byte) (v >>> 24);
        b[at + 1] = (byte) (v >>> 16);
        b[at + 2] = (byte) (v >>> 8);
        b[at + 3] = (byte) v;
    }
}
