package arcade.games.capuzzle.png;

import org.junit.jupiter.api.Test;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import javax.imageio.ImageIO;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The encoder's files read back, pixel for pixel, by the JDK's own PNG reader. */
class PngWriterTest {
    @Test void anOpaqueImageReadsBackAsRgb() throws IOException {
        int w = 37, h = 23;
        int[] argb = new int[w * h];
        for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) argb[y * w + x] = 0xFF000000 | (x * 7 << 16) | (y * 11 << 8) | ((x * y) & 0xFF);
        BufferedImage img = read(PngWriter.encode(w, h, argb));
        assertThat(img.getWidth()).isEqualTo(w);
        assertThat(img.getHeight()).isEqualTo(h);
        assertThat(img.getColorModel().hasAlpha()).isFalse();
        for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) assertThat(img.getRGB(x, y)).as(x + "," + y).isEqualTo(argb[y * w + x]);
    }

    @Test void transparencyIsKept() throws IOException {
        int[] argb = {0x00FFFFFF, 0x80102030, 0xFF000000, 0xFFFF0000};
        BufferedImage img = read(PngWriter.encode(2, 2, argb));
        assertThat(img.getColorModel().hasAlpha()).isTrue();
        assertThat(img.getRGB(1, 0)).isEqualTo(0x80102030);
        assertThat(img.getRGB(1, 1)).isEqualTo(0xFFFF0000);
        assertThat(img.getRGB(0, 0) >>> 24).isZero();
    }

    @Test void aBoardOfFlatColoursIsSmall() {
        int w = 600, h = 400;
        int[] argb = new int[w * h];
        for (int i = 0; i < argb.length; i++) argb[i] = (i / w / 20 + i % w / 20) % 2 == 0 ? 0xFFFFFFFF : 0xFF000000;
        assertThat(PngWriter.encode(w, h, argb).length).isLessThan(w * h / 50);
    }

    @Test void impossibleSizesAreRefused() {
        assertThatThrownBy(() -> PngWriter.encode(0, 5, new int[0])).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PngWriter.encode(2, 2, new int[3])).isInstanceOf(IllegalArgumentException.class);
    }

    private static BufferedImage read(byte[] png) throws IOException {
        BufferedImage img = ImageIO.read(new ByteArrayInputStream(png));
        assertThat(img).as("a PNG the JDK can read").isNotNull();
        return img;
    }
}
