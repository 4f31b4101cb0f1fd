package arcade.shell;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** Finds the README of the checkout the arcade runs from, for the "how to add games" link. */
final class ReadmeFile {
    private ReadmeFile() {}

    /** README.md of the checkout the arcade runs from (the shell jar sits in app/shell/target). */
    static Optional<Path> find() {
        try {
            Path p = Path.of(ReadmeFile.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            for (int i = 0; i < 5 && p != null; i++, p = p.getParent()) {
                Path r = p.resolve("README.md");
                if (Files.isRegularFile(r) && Files.isDirectory(p.resolve("app"))) return Optional.of(r);
            }
        } catch (URISyntaxException | RuntimeException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }
}
