package arcade.api.store;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The standing guard over the bounded reader every tool and screen reads a user's file with:
 * whatever the bytes and whatever stands at the path, the only outcomes are the text (exactly the
 * file's, when it is UTF-8 within the limit) or a {@link TextFiles.Refused} in plain words; memory
 * stays within the limit, and the file is never changed.
 */
class TextFilesGuardTest {
    enum Holder { FILE, FOLDER, PIPE, DEVICE, LINK_LOOP, DANGLING_LINK, MISSING }

    @Property(tries = 300)
    void theTextOrAPlainRefusalNothingElse(@ForAll("bytes") byte[] bytes, @ForAll @IntRange(min = 1, max = 400) int limit) throws Exception {
        Path dir = Files.createTempDirectory("text-files");
        try {
            Path file = Files.write(dir.resolve("board.txt"), bytes);
            long before = allocated();
            String text = null;
            TextFiles.Refused refused = null;
            try {
                text = TextFiles.read(file, limit);
            } catch (TextFiles.Refused r) {
                refused = r;
            }
            assertThat(allocated() - before).as("memory for one read").isLessThan(1L << 20);
            String expected = bytes.length <= limit ? utf8(bytes) : null;
            if (expected != null) assertThat(text).isEqualTo(expected);
            else plain(refused);
            assertThat(Files.readAllBytes(file)).as("the file is never changed").isEqualTo(bytes);
        } finally {
            delete(dir);
        }
    }

    @Property(tries = 40)
    void whatIsNotAPlainFileIsRefusedWithoutBeingOpened(@ForAll Holder holder) throws Exception {
        Path dir = Files.createTempDirectory("text-files");
        try {
            Path file = dir.resolve("board.txt");
            switch (holder) {
                case FILE -> Files.write(file, new byte[]{(byte) 0xff});
                case FOLDER -> Files.createDirectory(file);
                case PIPE -> assertThat(new ProcessBuilder("mkfifo", file.toString()).start().waitFor()).isZero();
                case DEVICE -> Files.createSymbolicLink(file, Path.of("/dev/zero"));
                case LINK_LOOP -> Files.createSymbolicLink(file, file);
                case DANGLING_LINK -> Files.createSymbolicLink(file, dir.resolve("gone"));
                case MISSING -> { }
            }
            long before = allocated();
            TextFiles.Refused refused = null;
            try {
                TextFiles.read(file, 1 << 20);
            } catch (TextFiles.Refused r) {
                refused = r;
            }
            assertThat(allocated() - before).isLessThan(4L << 20);
            plain(refused);
            assertThat(refused.file()).isEqualTo(file);
        } finally {
            delete(dir);
        }
    }

    private static void plain(TextFiles.Refused refused) {
        assertThat(refused).as("refused").isNotNull();
        assertThat(refused.getMessage()).isNotBlank().matches("[a-z][a-zA-Z0-9 ,.()-]*");
    }

    private static String utf8(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    static long allocated() {
        try {
            return (Long) ManagementFactory.getPlatformMBeanServer().invoke(new javax.management.ObjectName("java.lang:type=Threading"),
                    "getThreadAllocatedBytes", new Object[]{Thread.currentThread().getId()}, new String[]{"long"});
        } catch (javax.management.JMException e) {
            throw new AssertionError("this JVM does not count allocated bytes", e);
        }
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    @Provide Arbitrary<byte[]> bytes() {
        Arbitrary<byte[]> random = Arbitraries.bytes().array(byte[].class).ofMaxSize(500);
        Arbitrary<byte[]> text = Arbitraries.strings().all().ofMaxLength(300).map(s -> s.getBytes(StandardCharsets.UTF_8));
        return Arbitraries.oneOf(random, text);
    }
}
