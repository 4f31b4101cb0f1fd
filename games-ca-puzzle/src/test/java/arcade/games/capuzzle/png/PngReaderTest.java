package arcade.games.capuzzle.png;

import org.junit.jupiter.api.Test;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import javax.imageio.ImageIO;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** PNG files written by the JDK's own encoder (every filter, several colour types) read back as the grey levels they show. */
class PngReaderTest {
    private static final int W = 41, H = 29;

    @Test void everyColourTypeReadsAsItsGreyLevels() throws IOException {
        for (int type : new int[]{BufferedImage.TYPE_INT_RGB, BufferedImage.TYPE_INT_ARGB, BufferedImage.TYPE_BYTE_GRAY, BufferedImage.TYPE_BYTE_INDEXED,
                BufferedImage.TYPE_BYTE_BINARY}) {
            BufferedImage img = new BufferedImage(W, H, type);
            for (int y = 0; y < H; y++) for (int x = 0; x < W; x++)
                img.setRGB(x, y, 0xFF000000 | (x * 6 << 16) | (y * 8 << 8) | ((x ^ y) * 5 & 0xFF));
            int[][] grey = PngReader.grey(png(img));
            assertThat(grey.length).isEqualTo(H);
            for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) {
                int rgb = img.getRGB(x, y);   // what the image really holds after the type's reduction
                int expected = type == BufferedImage.TYPE_BYTE_GRAY ? img.getRaster().getSample(x, y, 0)   // stored as is, shown through a linear ramp
                        : ((rgb >> 16 & 0xFF) * 299 + (rgb >> 8 & 0xFF) * 587 + (rgb & 0xFF) * 114) / 1000;
                assertThat(grey[y][x]).as("type " + type + " at " + x + "," + y).isBetween(expected - 2, expected + 2);
            }
        }
    }

    @Test void transparentPixelsAreLaidOverWhite() throws IOException {
        BufferedImage img = new BufferedImage(3, 2, BufferedImage.TYPE_INT_ARGB);
        img.setRGB(0, 0, 0x00000000);
        img.setRGB(1, 0, 0xFF000000);
        img.setRGB(2, 0, 0x80000000);
        int[] top = PngReader.grey(png(img))[0];
        assertThat(top[0]).isEqualTo(255);
        assertThat(top[1]).isZero();
        assertThat(top[2]).isBetween(120, 135);
    }

    @Test void sixteenBitGreyKeepsBlackAndWhite() throws IOException {
        BufferedImage img = new BufferedImage(4, 2, BufferedImage.TYPE_USHORT_GRAY);
        img.getRaster().setSample(1, 0, 0, 65535);
        img.getRaster().setSample(3, 1, 0, 65535);
        int[][] grey = PngReader.grey(png(img));
        assertThat(grey[0]).containsExactly(0, 255, 0, 0);
        assertThat(grey[1]).containsExactly(0, 0, 0, 255);
    }

    @Test void damagedAndHostileFilesAreRefusedInPlainWords() throws IOException {
        byte[] good = png(new BufferedImage(W, H, BufferedImage.TYPE_INT_RGB));
        assertThatThrownBy(() -> PngReader.grey(Arrays.copyOf(good, good.length / 2))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("cut short");
        assertThatThrownBy(() -> PngReader.grey("#.#\n".getBytes())).hasMessage("it is not a PNG picture");
        byte[] huge = good.clone();
        huge[16] = 0x7F;   // the header claims a width of about two thousand million pixels
        assertThatThrownBy(() -> PngReader.grey(huge)).hasMessageContaining("at most");
        byte[] noise = good.clone();
        for (int i = 40; i < noise.length - 12; i++) noise[i] = (byte) (i * 31);
        assertThatThrownBy(() -> PngReader.grey(noise)).isInstanceOf(IllegalArgumentException.class);
    }

    static byte[] png(BufferedImage img) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertThat(ImageIO.write(img, "png", out)).isTrue();
        return out.toByteArray();
    }
}
