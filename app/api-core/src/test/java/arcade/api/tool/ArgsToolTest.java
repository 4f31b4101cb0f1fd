package arcade.api.tool;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ArgsToolTest {
    static final class BadBoard extends Exception { BadBoard(String m) { super(m); } }

    /** A tool that does what its --what option says. */
    static final class Probe extends ArgsTool {
        @Override public String name() { return "probe"; }
        @Override public String summary() { return "test tool"; }
        @Override protected Set<String> valued() { return Set.of("what", "file"); }
        @Override protected String usage() { return "usage: probe --what ok|board|bug|file"; }
        @Override protected Optional<String> badInput(Exception e) {
            return e instanceof BadBoard b ? Optional.of("bad board file: " + b.getMessage()) : Optional.empty();
        }
        @Override protected int execute(ToolArgs a, PrintStream out, PrintStream err) throws Exception {
            switch (a.require("what")) {
                case "board" -> throw new BadBoard("line 2 has no cells");
                case "bug" -> throw new IllegalStateException("a program error");
                case "file" -> arcade.api.store.TextFiles.read(java.nio.file.Path.of(a.require("file")));
                default -> out.println("done");
            }
            return 0;
        }
    }

    private final ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new Probe().run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String err() { return err.toString(StandardCharsets.UTF_8); }

    @Test void helpAndSuccess() {
        assertThat(run("--help")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("usage: probe");
        assertThat(run("--what", "ok")).isZero();
    }

    @Test void badInputIsOneLineAndExit2() {
        assertThat(run("--nonsense")).isEqualTo(2);
        assertThat(run("stray")).isEqualTo(2);
        assertThat(err()).contains("probe: unexpected argument 'stray'");
        assertThat(run("--what", "board")).isEqualTo(2);
        assertThat(err()).contains("probe: bad board file: line 2 has no cells");
        assertThat(run("--what", "file", "--file", "/dev/zero")).isEqualTo(2);
        assertThat(err()).contains("probe: cannot read /dev/zero: it is not a regular file");
        assertThat(err().lines()).allMatch(l -> l.startsWith("probe: "));
    }

    @Test void aProgramErrorIsNotDressedUpAsBadInput() {
        assertThatThrownBy(() -> run("--what", "bug")).isInstanceOf(IllegalStateException.class).hasMessage("a program error");
    }

    /** Before: a loop of links was "no such file", and a read error printed the JDK's text with exit 1 and no file named. */
    @Test void everyRefusedFileIsOneLineNamingItWithExitTwo(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path loop = java.nio.file.Files.createSymbolicLink(dir.resolve("loop"), dir.resolve("loop"));
        java.nio.file.Path text = java.nio.file.Files.write(dir.resolve("random.bin"), new byte[]{(byte) 0xc3, 0x28, (byte) 0xff});
        assertThat(run("--what", "file", "--file", loop.toString())).isEqualTo(2);
        assertThat(run("--what", "file", "--file", text.toString())).isEqualTo(2);
        assertThat(run("--what", "file", "--file", dir.toString())).isEqualTo(2);
        assertThat(err().lines()).containsExactly(
                "probe: cannot read " + loop + ": it is a link to a file that does not exist, or a loop of links",
                "probe: cannot read " + text + ": it is not a text file",
                "probe: cannot read " + dir + ": it is a folder, not a file");
    }

    @Test void aFailedWriteSaysTheDiskIsFullAndNamesTheFile() {
        java.io.IOException full = new java.nio.file.FileSystemException("/data/board.json", null, "No space left on device");
        assertThat(ArgsTool.ioProblem(full)).isEqualTo("/data/board.json: the disk is full");
        assertThat(ArgsTool.ioProblem(new java.io.IOException("Input/output error")))
                .isEqualTo("a file could not be read or written: the disk or the file system reported an error");
    }
}
