package arcade.games.capuzzle.generator;

import arcade.api.store.TextFiles;
import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.png.PngReader;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * A picture for the generator from a file: a PNG image (shrunk to fit the largest board, its dark
 * pixels painted) or a text picture ('#' painted, '.' not). The file goes through the platform's
 * bounded reader, so a device, a pipe or a huge file is refused before anything is read.
 */
public final class PictureFile {
    /** Far above any picture a board can show (a 60×60 text picture is 3.7 KB). */
    public static final long MAX_BYTES = 8L << 20;

    private PictureFile() {}

    /** The picture in a file; a file that is not one is a {@link TextFiles.Refused} naming the reason. */
    public static PictureMask read(Path file) throws IOException {
        byte[] bytes = TextFiles.bytes(file, MAX_BYTES);
        try {
            if (PngReader.isPng(bytes)) return fromGrey(PngReader.grey(bytes), Board.MAX_WIDTH, Board.MAX_GENERATIONS);
            return PictureMask.parse(text(file, bytes));
        } catch (IllegalArgumentException e) {
            throw new TextFiles.Refused(file, e.getMessage());
        }
    }

    private static String text(Path file, byte[] bytes) throws TextFiles.Refused {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new TextFiles.Refused(file, "it is neither a PNG picture nor a text picture ('#' painted, '.' not)");
        }
    }

    /**
     * Grey levels reduced to a picture of at most {@code maxW × maxH} cells: each cell is the mean of
     * the pixels it covers, and it is painted when darker than the middle between the picture's
     * darkest and lightest cell (so a pale drawing on white still shows).
     */
    /**
     * A picture drawn cell by cell and saved enlarged (each cell a k × k block of one grey) back at
     * one pixel per cell, so that shrinking it to the board never smears its cells.
     */
    static int[][] unscaled(int[][] grey) {
        int h = grey.length, w = grey[0].length;
        for (int k = Math.min(MAX_BLOCK, gcd(w, h)); k > 1; k--) {
            if (w % k != 0 || h % k != 0 || !blocks(grey, k)) continue;
            int[][] out = new int[h / k][w / k];
            for (int y = 0; y < h / k; y++) for (int x = 0; x < w / k; x++) out[y][x] = grey[y * k][x * k];
            return out;
        }
        return grey;
    }

    private static final int MAX_BLOCK = 64;

    private static boolean blocks(int[][] grey, int k) {
        for (int y = 0; y < grey.length; y++) for (int x = 0; x < grey[0].length; x++)
            if (Math.abs(grey[y][x] - grey[y - y % k][x - x % k]) > 8) return false;
        return true;
    }

    private static int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

    public static PictureMask fromGrey(int[][] grey, int maxW, int maxH) {
        grey = unscaled(grey);
        int h = grey.length, w = grey[0].length;
        double scale = Math.max(1, Math.max(w / (double) maxW, h / (double) maxH));
        int cw = Math.max(3, (int) Math.round(w / scale)), ch = Math.max(2, (int) Math.round(h / scale));
        double[][] mean = new double[ch][cw];
        double lo = 255, hi = 0;
        for (int r = 0; r < ch; r++) for (int c = 0; c < cw; c++) {
            int y0 = r * h / ch, y1 = Math.max(y0 + 1, (r + 1) * h / ch), x0 = c * w / cw, x1 = Math.max(x0 + 1, (c + 1) * w / cw);
            long sum = 0;
            int n = 0;
            for (int y = y0; y < Math.min(h, y1); y++) for (int x = x0; x < Math.min(w, x1); x++) { sum += grey[y][x]; n++; }
            mean[r][c] = n == 0 ? 255 : sum / (double) n;
            lo = Math.min(lo, mean[r][c]);
            hi = Math.max(hi, mean[r][c]);
        }
        double cut = hi - lo < 16 ? 128 : (lo + hi) / 2;   // a picture of one shade: plain middle grey
        boolean[][] painted = new boolean[ch][cw];
        for (int r = 0; r < ch; r++) for (int c = 0; c < cw; c++) painted[r][c] = mean[r][c] < cut;
        return new PictureMask(painted);
    }
}
