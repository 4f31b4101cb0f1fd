package arcade.integration;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** The real launcher's command line (the shell's jar and lib folder on the module path), in a data folder of its own. */
final class CommandLine {
    record Run(int exit, String out, String err) {}

    private CommandLine() {}

    static Run run(Path home, String... args) throws IOException, InterruptedException {
        Path jar = Path.of(System.getProperty("arcade.shell.jar", "missing"));
        Path lib = Path.of(System.getProperty("arcade.shell.lib", "missing"));
        assertThat(jar).as("the packaged shell (build with the reactor: verify)").isRegularFile();
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--module-path", jar + File.pathSeparator + lib, "-Djava.awt.headless=true", "-Darcade.home=" + home,
                "--module", "arcade.shell/arcade.shell.Main"));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).start();
        p.getOutputStream().close();
        CompletableFuture<byte[]> out = CompletableFuture.supplyAsync(() -> readAll(p.getInputStream()));
        CompletableFuture<byte[]> err = CompletableFuture.supplyAsync(() -> readAll(p.getErrorStream()));
        boolean done = p.waitFor(60, TimeUnit.SECONDS);
        if (!done) p.destroyForcibly();
        assertThat(done).as("'arcade " + String.join(" ", args) + "' finished").isTrue();
        return new Run(p.exitValue(), new String(out.join(), StandardCharsets.UTF_8), new String(err.join(), StandardCharsets.UTF_8));
    }

    private static byte[] readAll(java.io.InputStream in) {
        try (in) {
            return in.readAllBytes();
        } catch (IOException e) {
            return new byte[0];
        }
    }
}
