package arcade.games.capuzzle.tools;

import arcade.api.tool.GameTool;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The headless commands: output, exit codes and plain-word errors. */
class ToolsTest {
    private record Run(int code, String out, String err) {}

    private static Run run(String tool, String... args) {
        GameTool t = CaPuzzleTools.all().stream().filter(x -> x.name().equals(tool)).findFirst().orElseThrow();
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code = t.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test void evolvePrintsRule30FromASingleCell() {
        Run r = run("evolve", "--rule", "30", "--width", "15", "--gens", "3", "--cyclic");
        assertThat(r.code()).isZero();
        assertThat(r.out()).isEqualTo(".......#.......\n......###......\n.....##..#.....\n");
        assertThat(run("evolve", "--automaton", "sum3", "--row", "0120", "--gens", "2").out()).isEqualTo("0120\n1002\n");
    }

    @Test void checkCountsTheSpecsPuzzleAsUniqueAndCyclicRule90AsAmbiguous() {
        assertThat(run("check", "--rule", "30", "--row", "01101001", "--gens", "5", "--json").out()).startsWith("{\"solutions\":1,");
        assertThat(run("check", "--rule", "90", "--row", "0000000100", "--gens", "10", "--cyclic", "--json").out()).startsWith("{\"solutions\":4,");
    }

    @Test void generateFindsTheTriangleAndRefusesTheImpossible(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path tri = dir.resolve("tri.txt");
        Files.writeString(tri, "...#...\n..#.#..\n.#...#.\n#.#.#.#\n");
        Run ok = run("generate", "--picture", tri.toString(), "--states", "2");
        assertThat(ok.code()).isZero();
        assertThat(ok.out()).startsWith("2\n").contains("picture\n7 4 flat 0\n1\n0 0 0 1 0 0 0\n");
        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, "....\n.#..\n");
        Run no = run("generate", "--picture", bad.toString(), "--states", "2");
        assertThat(no.code()).isEqualTo(1);
        assertThat(no.err()).contains("No automaton with 2 states");
        Run rows = run("generate", "--picture", tri.toString(), "--states", "4", "--method", "row", "--json");
        assertThat(rows.out()).startsWith("{\"found\":true,\"states\":2,");
        assertThat(run("generate", "--picture", tri.toString(), "--method", "sideways").err()).contains("--method is cell, row or sat");
    }

    @Test void generateWritesTheClausesForOtherSolvers(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path tri = dir.resolve("tri.txt"), cnf = dir.resolve("tri.cnf");
        Files.writeString(tri, "...#...\n..#.#..\n.#...#.\n#.#.#.#\n");
        Run ok = run("generate", "--picture", tri.toString(), "--states", "3", "--dimacs", cnf.toString());
        assertThat(ok.code()).isZero();
        assertThat(ok.out()).contains("3 states");
        assertThat(Files.readString(cnf)).startsWith("c picture 7x4, 3 states").contains("\np cnf ");
        Run refused = run("generate", "--picture", tri.toString(), "--dimacs", dir.resolve("no/such/folder.cnf").toString());
        assertThat(refused.code()).isEqualTo(2);
        assertThat(refused.err()).contains("cannot write").doesNotContain("Exception");
    }

    /** A device, a pipe or random bytes as the picture: one line naming the file, exit 2, nothing read without a bound. */
    @Test void aPictureThatIsNoPictureIsOneLineAndExit2(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Run zero = run("generate", "--picture", "/dev/zero", "--states", "2");
        assertThat(zero.code()).isEqualTo(2);
        assertThat(zero.err()).isEqualTo("generate: cannot read /dev/zero: it is not a regular file\n");
        Path noise = dir.resolve("noise.bin");
        byte[] bytes = new byte[4096];
        new arcade.api.session.Rng(7).nextBytes(bytes);
        Files.write(noise, bytes);
        Run random = run("generate", "--picture", noise.toString(), "--states", "2");
        assertThat(random.code()).isEqualTo(2);
        assertThat(random.err().lines()).containsExactly("generate: cannot read " + noise + ": it is neither a PNG picture nor a text picture ('#' painted, '.' not)");
        Path fifo = dir.resolve("fifo");
        org.junit.jupiter.api.Assumptions.assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0);
        Run pipe = run("generate", "--picture", fifo.toString(), "--states", "2");
        assertThat(pipe.code()).isEqualTo(2);
        assertThat(pipe.err()).contains("it is not a regular file");
    }

    @Test void generateReadsAPngPicture(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        String tri = "...#...\n..#.#..\n.#...#.\n#.#.#.#\n";
        int[] argb = new int[7 * 4];
        for (int i = 0; i < argb.length; i++) argb[i] = tri.replace("\n", "").charAt(i) == '#' ? 0xFF000000 : 0xFFFFFFFF;
        Path png = Files.write(dir.resolve("tri.png"), arcade.games.capuzzle.png.PngWriter.encode(7, 4, argb));
        Run ok = run("generate", "--picture", png.toString(), "--states", "2", "--json");
        assertThat(ok.code()).isZero();
        assertThat(com.google.gson.JsonParser.parseString(ok.out()).getAsJsonObject().get("found").getAsBoolean()).isTrue();
    }

    @Test void badArgumentsGetOneClearLineAndExitCode2() {
        Run r = run("evolve", "--rule", "300", "--width", "5", "--gens", "2");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).startsWith("evolve: ").doesNotContain("Exception");
        assertThat(run("check", "--rule", "30", "--row", "0120", "--gens", "3").err()).contains("digits 0 to 1");
        assertThat(run("solve", "--id", "rule30-99x10-flat#1").err()).contains("width must be");
        assertThat(run("evolve", "--help").code()).isZero();
    }

    @Test void theGradedBenchTimesEachGradeAndCountsThoseThatReachIt() {
        Run r = run("bench", "--what", "graded", "--samples", "2", "--sizes", "8", "--automaton", "rule30");
        assertThat(r.code()).isZero();
        assertThat(r.out().lines()).hasSize(4).allMatch(l -> l.startsWith("graded rule30-8x8-flat-") && l.contains("p50 ") && l.contains("at the grade "));
        assertThat(run("bench", "--what", "graded", "--sizes", "99").err()).contains("each of --sizes is 3 to 60");
        assertThat(run("bench", "--what", "graded", "--automaton", "picheart").err()).contains("its own board");
    }

    @Test void solveSaysAFairPuzzleIsUnique() {
        Run r = run("solve", "--id", "rule110-12x10-cyclic-fair#4", "--json");
        assertThat(r.out()).contains("\"verdict\":\"unique\"");
    }
}
