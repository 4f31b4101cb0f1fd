package arcade.api.store;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class AtomicFilesTest {
    @TempDir Path dir;

    @Test void replacesTheWholeFileAndLeavesNothingBeside() throws Exception {
        Path f = dir.resolve("sub/x.png");
        AtomicFiles.write(f, "a long first version".getBytes());
        AtomicFiles.write(f, "short".getBytes());
        assertThat(Files.readString(f)).isEqualTo("short");
        try (var left = Files.list(f.getParent())) { assertThat(left).containsExactly(f); }
    }

    @Test void aNewFileGetsTheSamePermissionsAsAnyNewFileNotOwnerOnly() throws Exception {
        assumeTrue(posix());
        Path plain = Files.createFile(dir.resolve("plain"));               // what the umask gives
        Path written = dir.resolve("written.png");
        AtomicFiles.write(written, new byte[] {1, 2, 3});
        assertThat(Files.getPosixFilePermissions(written)).isEqualTo(Files.getPosixFilePermissions(plain));
    }

    @Test void savingOverAFileKeepsItsPermissions() throws Exception {
        assumeTrue(posix());
        Path f = Files.writeString(dir.resolve("shared.json"), "old");
        Set<PosixFilePermission> wide = PosixFilePermissions.fromString("rw-rw-r--");
        Files.setPosixFilePermissions(f, wide);
        AtomicFiles.write(f, "new".getBytes());
        assertThat(Files.readString(f)).isEqualTo("new");
        assertThat(Files.getPosixFilePermissions(f)).isEqualTo(wide);
    }

    @Test void aFailedWriteKeepsTheOldContentsAndLeavesNoTemporaryFile() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("taken/inside"));  // a non-empty folder cannot be replaced
        assertThatThrownBy(() -> AtomicFiles.write(folder.getParent(), "x".getBytes())).isInstanceOf(java.io.IOException.class);
        assertThat(folder).isDirectory();
        try (var left = Files.list(dir)) { assertThat(left).containsExactly(dir.resolve("taken")); }
    }

    private boolean posix() {
        return dir.getFileSystem().supportedFileAttributeViews().contains("posix");
    }

    /** Before, a failure to create the temporary file was reported under its name (".ludo.json.5f3a….tmp could not be used"). */
    @Test void aFailureIsReportedAboutTheFileAskedForNotTheTemporaryOne() {
        Path target = dir.resolve("stats/ludo.json");
        java.io.IOException denied = new java.nio.file.AccessDeniedException(dir.resolve("stats/.ludo.json.5f3a11c0.tmp").toString());
        java.io.IOException about = AtomicFiles.aboutTarget(denied, target);
        assertThat(about).isInstanceOf(java.nio.file.AccessDeniedException.class).hasCause(denied);
        assertThat(((java.nio.file.FileSystemException) about).getFile()).isEqualTo(target.toString());
        java.io.IOException other = new java.nio.file.AccessDeniedException(dir.resolve("stats").toString());
        assertThat(AtomicFiles.aboutTarget(other, target)).as("a failure about another path stays as it is").isSameAs(other);
    }

    /** The words the JDK uses when a disk is full, read from a real one (/dev/full, where Linux has it). */
    @Test void aFullDiskIsRecognised() throws Exception {
        Path full = Path.of("/dev/full");
        assumeTrue(Files.isWritable(full));
        java.io.IOException failure = null;
        try (var ch = java.nio.channels.FileChannel.open(full, java.nio.file.StandardOpenOption.WRITE)) {
            ch.write(java.nio.ByteBuffer.wrap(new byte[4096]));
            ch.force(true);
        } catch (java.io.IOException e) {
            failure = e;
        }
        assertThat(failure).isNotNull();
        assertThat(AtomicFiles.isDiskFull(AtomicFiles.aboutTarget(failure, dir.resolve("x.json")))).isTrue();
        assertThat(AtomicFiles.isDiskFull(new java.io.IOException("Input/output error"))).isFalse();
        assertThat(AtomicFiles.isReadOnly(new java.nio.file.FileSystemException("/x", null, "Read-only file system"))).isTrue();
    }
}
