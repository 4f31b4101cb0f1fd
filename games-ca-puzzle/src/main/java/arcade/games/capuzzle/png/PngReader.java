package arcade.games.capuzzle.png;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * Reads a PNG file's pixels as grey levels (0 black to 255 white, transparency laid over white),
 * for turning a picture into a puzzle. Every colour type and bit depth of the format is read;
 * interlaced files are not (the player is told so). Sizes are checked before anything is
 * allocated, so a damaged or hostile file can neither allocate gigabytes nor inflate without end.
 */
public final class PngReader {
    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    /** Far more pixels than any puzzle uses; the picture is shrunk to the board afterwards. */
    public static final int MAX_PIXELS = 4096 * 4096;

    private PngReader() {}

    /** Whether the bytes start like a PNG file. */
    public static boolean isPng(byte[] bytes) {
        if (bytes.length < SIGNATURE.length) return false;
        for (int i = 0; i < SIGNATURE.length; i++) if (bytes[i] != SIGNATURE[i]) return false;
        return true;
    }

    /** Grey levels, row by row: {@code grey[y][x]}. Throws {@link IllegalArgumentException} with plain words for a file it cannot read. */
    public static int[][] grey(byte[] png) {
        if (!isPng(png)) throw new IllegalArgumentException("it is not a PNG picture");
        int pos = SIGNATURE.length, width = 0, height = 0, depth = 0, type = -1;
        int[] palette = null, paletteAlpha = null;
        ByteArrayOutputStream idat = new ByteArrayOutputStream();
        boolean ended = false;
        while (!ended) {
            if (pos + 8 > png.length) throw new IllegalArgumentException("the PNG file is cut short");
            long length = u32(png, pos);
            String chunk = new String(png, pos + 4, 4, StandardCharsets.ISO_8859_1);
            int data = pos + 8;
            if (length > png.length - data - 4L) throw new IllegalArgumentException("the PNG file is cut short");
            int n = (int) length;
            switch (chunk) {
                case "IHDR" -> {
                    if (n < 13) throw new IllegalArgumentException("the PNG file is damaged");
                    long w = u32(png, data), h = u32(png, data + 4);
                    depth = png[data + 8] & 0xFF;
                    type = png[data + 9] & 0xFF;
                    if (w < 1 || h < 1 || w * h > MAX_PIXELS)
                        throw new IllegalArgumentException("the picture is " + w + "×" + h + " pixels; at most " + MAX_PIXELS + " pixels are read");
                    if ((png[data + 12] & 0xFF) != 0) throw new IllegalArgumentException("interlaced PNG pictures are not read; save it without interlacing");
                    if (!validDepth(type, depth)) throw new IllegalArgumentException("the PNG file is damaged (colour type " + type + ", depth " + depth + ")");
                    width = (int) w;
                    height = (int) h;
                }
                case "PLTE" -> {
                    palette = new int[n / 3];
                    for (int i = 0; i < palette.length; i++)
                        palette[i] = luma(png[data + 3 * i] & 0xFF, png[data + 3 * i + 1] & 0xFF, png[data + 3 * i + 2] & 0xFF);
                }
                case "tRNS" -> {
                    if (type == 3) {
                        paletteAlpha = new int[n];
                        for (int i = 0; i < n; i++) paletteAlpha[i] = png[data + i] & 0xFF;
                    }
                }
                case "IDAT" -> idat.write(png, data, n);
                case "IEND" -> ended = true;
                default -> { }
            }
            pos = data + n + 4;   // the CRC is not checked: a damaged picture shows as a damaged picture
        }
        if (width == 0) throw new IllegalArgumentException("the PNG file has no header");
        if (type == 3 && palette == null) throw new IllegalArgumentException("the PNG file has no palette");
        int channels = switch (type) { case 0, 3 -> 1; case 2 -> 3; case 4 -> 2; default -> 4; };
        int bitsPerPixel = channels * depth, stride = (width * bitsPerPixel + 7) / 8, bpp = Math.max(1, bitsPerPixel / 8);
        byte[] raw = inflate(idat.toByteArray(), (long) height * (stride + 1));
        int[][] grey = new int[height][width];
        byte[] prev = new byte[stride], cur = new byte[stride];
        for (int y = 0; y < height; y++) {
            int filter = raw[y * (stride + 1)] & 0xFF;
            System.arraycopy(raw, y * (stride + 1) + 1, cur, 0, stride);
            unfilter(filter, cur, prev, bpp);
            for (int x = 0; x < width; x++) grey[y][x] = pixel(cur, x, type, depth, palette, paletteAlpha);
            byte[] t = prev; prev = cur; cur = t;
        }
        return grey;
    }

    private static boolean validDepth(int type, int depth) {
        return switch (type) {
            case 0 -> depth == 1 || depth == 2 || depth == 4 || depth == 8 || depth == 16;
            case 3 -> depth == 1 || depth == 2 || depth == 4 || depth == 8;
            case 2, 4, 6 -> depth == 8 || depth == 16;
            default -> false;
        };
    }

    /** Inflates exactly the bytes the image needs; more, or fewer, is a damaged file. */
    private static byte[] inflate(byte[] data, long expected) {
        byte[] out = new byte[(int) expected];
        Inflater inf = new Inflater();
        try {
            inf.setInput(data);
            int got = 0;
            while (got < out.length) {
                int k = inf.inflate(out, got, out.length - got);
                if (k == 0 && (inf.finished() || inf.needsInput() || inf.needsDictionary())) break;
                got += k;
            }
            if (got < out.length) throw new IllegalArgumentException("the PNG file is cut short");
            return out;
        } catch (DataFormatException e) {
            throw new IllegalArgumentException("the PNG file is damaged");
        } finally {
            inf.end();
        }
    }

    private static void unfilter(int filter, byte[] cur, byte[] prev, int bpp) {
        for (int i = 0; i < cur.length; i++) {
            int a = i >= bpp ? cur[i - bpp] & 0xFF : 0, b = prev[i] & 0xFF, c = i >= bpp ? prev[i - bpp] & 0xFF : 0;
            int add = switch (filter) {
                case 0 -> 0;
                case 1 -> a;
                case 2 -> b;
                case 3 -> (a + b) >> 1;
                case 4 -> paeth(a, b, c);
                default -> throw new IllegalArgumentException("the PNG file is damaged");
            };
            cur[i] = (byte) (cur[i] + add);
        }
    }

    private static int paeth(int a, int b, int c) {
        int p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    }

    private static int pixel(byte[] row, int x, int type, int depth, int[] palette, int[] paletteAlpha) {
        return switch (type) {
            case 0 -> depth == 16 ? row[2 * x] & 0xFF : sample(row, x, depth) * 255 / ((1 << depth) - 1);
            case 3 -> {
                int i = sample(row, x, depth);
                int g = i < palette.length ? palette[i] : 0;
                yield paletteAlpha != null && i < paletteAlpha.length ? overWhite(g, paletteAlpha[i]) : g;
            }
            case 4 -> depth == 16 ? overWhite(row[4 * x] & 0xFF, row[4 * x + 2] & 0xFF) : overWhite(row[2 * x] & 0xFF, row[2 * x + 1] & 0xFF);
            case 2 -> {
                int s = depth / 8;
                yield luma(row[3 * s * x] & 0xFF, row[3 * s * x + s] & 0xFF, row[3 * s * x + 2 * s] & 0xFF);
            }
            default -> {
                int s = depth / 8;
                yield overWhite(luma(row[4 * s * x] & 0xFF, row[4 * s * x + s] & 0xFF, row[4 * s * x + 2 * s] & 0xFF), row[4 * s * x + 3 * s] & 0xFF);
            }
        };
    }

    /** A sample of 1, 2, 4 or 8 bits, packed from the high bits down. */
    private static int sample(byte[] row, int x, int depth) {
        if (depth == 8) return row[x] & 0xFF;
        int perByte = 8 / depth, b = row[x / perByte] & 0xFF, shift = 8 - depth * (x % perByte + 1);
        return b >> shift & ((1 << depth) - 1);
    }

    private static int luma(int r, int g, int b) { return (r * 299 + g * 587 + b * 114) / 1000; }

    private static int overWhite(int grey, int alpha) { return (grey * alpha + 255 * (255 - alpha)) / 255; }

    private static long u32(byte[] b, int i) {
        return (b[i] & 0xFFL) << 24 | (b[i + 1] & 0xFFL) << 16 | (b[i + 2] & 0xFFL) << 8 | b[i + 3] & 0xFFL;
    }
}
