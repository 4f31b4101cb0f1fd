package arcade.games.capuzzle.generator;

import arcade.api.store.TextFiles;
import arcade.games.capuzzle.png.PngWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Pictures from files: PNG images shrunk to a board, text pictures, and files that are neither. */
class PictureFileTest {
    @TempDir Path dir;

    @Test void aPngBecomesItsDarkCells() throws Exception {
        int[] argb = new int[5 * 3];
        java.util.Arrays.fill(argb, 0xFFFFFFFF);
        argb[2] = argb[6] = argb[8] = argb[10] = argb[14] = 0xFF202020;   // a V, dark on white
        Path f = Files.write(dir.resolve("v.png"), PngWriter.encode(5, 3, argb));
        assertThat(PictureFile.read(f).toString()).isEqualTo("..#..\n.#.#.\n#...#\n");
    }

    @Test void aLargePngIsShrunkToTheLargestBoard() throws Exception {
        int w = 300, h = 120;
        int[] argb = new int[w * h];
        for (int i = 0; i < argb.length; i++) argb[i] = i % w < w / 2 ? 0xFF000000 : 0xFFFFFFFF;
        argb[0] = 0xFFFFFFFF;   // one pixel of detail: not a picture of enlarged cells
        PictureMask m = PictureFile.read(Files.write(dir.resolve("big.png"), PngWriter.encode(w, h, argb)));
        assertThat(m.width()).isEqualTo(60);
        assertThat(m.height()).isEqualTo(24);
        assertThat(m.painted(10, 29)).isTrue();
        assertThat(m.painted(10, 30)).isFalse();
    }

    /** A picture drawn cell by cell and saved eight times enlarged is read back one cell per block, and the generator draws it. */
    @Test void anEnlargedPixelPictureKeepsItsCells() throws Exception {
        String tri = "...#...\n..#.#..\n.#...#.\n#.#.#.#\n";
        String[] rows = tri.split("\n");
        int k = 8, w = 7 * k, h = 4 * k;
        int[] argb = new int[w * h];
        for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) argb[y * w + x] = rows[y / k].charAt(x / k) == '#' ? 0xFF000000 : 0xFFFFFFFF;
        PictureMask m = PictureFile.read(Files.write(dir.resolve("tri8.png"), PngWriter.encode(w, h, argb)));
        assertThat(m.toString()).isEqualTo(tri);
        assertThat(Generator.run(m, new GeneratorOptions(2, false, false, 5_000, 1, GeneratorOptions.Method.SAT), () -> false, n -> {}).automaton()).isPresent();
    }

    @Test void aTextPictureIsReadAsBefore() throws Exception {
        assertThat(PictureFile.read(Files.writeString(dir.resolve("t.txt"), ".#.\n#.#\n")).toString()).isEqualTo(".#.\n#.#\n");
    }

    @Test void whatIsNoPictureIsRefusedWithoutReadingItAll() throws Exception {
        assertThatThrownBy(() -> PictureFile.read(Path.of("/dev/zero"))).isInstanceOf(TextFiles.Refused.class).hasMessage("it is not a regular file");
        Path noise = Files.write(dir.resolve("noise.bin"), new byte[]{(byte) 0xC3, 0x28, (byte) 0xFF, 0x00});
        assertThatThrownBy(() -> PictureFile.read(noise)).isInstanceOf(TextFiles.Refused.class).hasMessageContaining("neither a PNG picture nor a text picture");
        Path words = Files.writeString(dir.resolve("words.txt"), "hello\nworld\n");
        assertThatThrownBy(() -> PictureFile.read(words)).isInstanceOf(TextFiles.Refused.class).hasMessageContaining("'#' (painted) and '.' only");
        Path big = Files.write(dir.resolve("big.txt"), new byte[(int) PictureFile.MAX_BYTES + 1]);
        assertThatThrownBy(() -> PictureFile.read(big)).hasMessageStartingWith("it is larger than");
    }
}
