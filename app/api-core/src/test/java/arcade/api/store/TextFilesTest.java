package arcade.api.store;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TextFilesTest {
    @TempDir Path dir;

    @Test void readsASmallTextFile() throws Exception {
        Path f = Files.writeString(dir.resolve("board.txt"), "A-B\n");
        assertThat(TextFiles.read(f, 100)).isEqualTo("A-B\n");
    }

    @Test void refusesWhatIsNotARegularFileInPlainWords() {
        assertThatThrownBy(() -> TextFiles.read(Path.of("/dev/zero"), 100)).isInstanceOf(TextFiles.Refused.class)
                .hasMessage("it is not a regular file");
        assertThatThrownBy(() -> TextFiles.read(dir, 100)).hasMessage("it is a folder, not a file");
        assertThatThrownBy(() -> TextFiles.read(dir.resolve("none"), 100)).hasMessage("there is no such file");
    }

    @Test void refusesATooLargeFileWithoutReadingIt() throws Exception {
        Path f = Files.write(dir.resolve("big.json"), new byte[3 * 1024 * 1024]);
        assertThatThrownBy(() -> TextFiles.read(f, 1024 * 1024)).hasMessage("it is larger than the 1.0 MB such a file may have (3.0 MB)");
    }

    @Test void refusesBytesThatAreNotUtf8Text() throws Exception {
        Path f = Files.write(dir.resolve("bin"), new byte[]{(byte) 0xff, (byte) 0xfe, 0, 1});
        assertThatThrownBy(() -> TextFiles.read(f, 100)).hasMessage("it is not a text file");
    }

    @Test void readsBinaryBytesWithTheSameLimits() throws Exception {
        byte[] png = {(byte) 0x89, 'P', 'N', 'G', 0, (byte) 0xff};
        Path f = Files.write(dir.resolve("a.png"), png);
        assertThat(TextFiles.bytes(f, 100)).containsExactly(png);
        assertThatThrownBy(() -> TextFiles.bytes(f, 3)).isInstanceOf(TextFiles.Refused.class).hasMessageStartingWith("it is larger than");
        assertThatThrownBy(() -> TextFiles.bytes(Path.of("/dev/zero"), 100)).hasMessage("it is not a regular file");
    }

    @Test void aLoopOfLinksIsNotCalledMissing() throws Exception {
        Path loop = Files.createSymbolicLink(dir.resolve("a"), dir.resolve("b"));
        Files.createSymbolicLink(dir.resolve("b"), loop);
        assertThatThrownBy(() -> TextFiles.read(loop, 100)).hasMessage("it is a link to a file that does not exist, or a loop of links");
    }

    /** A pipe would block the reader until someone writes to it, maybe forever: refused without opening it. */
    @Test void aPipeIsRefusedWithoutWaiting() throws Exception {
        Path fifo = dir.resolve("fifo");
        org.junit.jupiter.api.Assumptions.assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0);
        assertThatThrownBy(() -> TextFiles.read(fifo, 100)).isInstanceOf(TextFiles.Refused.class).hasMessage("it is not a regular file");
    }
}
