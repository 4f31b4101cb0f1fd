package arcade.games.capuzzle.view;

import arcade.api.host.GameHost;
import arcade.api.session.Rng;
import arcade.games.capuzzle.automaton.Automaton;
import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.Evolution;
import arcade.games.capuzzle.automaton.Kind;
import arcade.games.capuzzle.generator.Generator;
import arcade.games.capuzzle.generator.GeneratorOptions;
import arcade.games.capuzzle.generator.GeneratorResult;
import arcade.games.capuzzle.generator.PictureMask;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Switching between automata with different numbers of states, in every order and through every
 * way a puzzle starts (the library, the editor's Play, the generator's result played from the
 * editor), always ends on a playable board of the new automaton, never on "Preparing…".
 */
class StateSwitchFxTest extends CaGameWindow {

    /** Waits for a playable board with {@code states} states, and checks that every part shows them. */
    private void awaitPlayable(FxRobot robot, int states) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> GameHost.isReady(instance) && game.state().puzzle().automaton().states() == states);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(instance.controls().statusProperty().get()).startsWith("Score 0");
        assertThat(game.bar().stateCount()).isEqualTo(states);
        assertThat(game.screen()).isNull();
        // the board takes a guess in the new automaton's highest state
        robot.interact(() -> {
            game.bar().selectState(states - 1);
            game.board().setCursor(game.board().cursor());
        });
        assertThat(game.bar().selectedState()).isEqualTo(states - 1);
        assertThat(ctx.messages).noneMatch(m -> m.contains("could not") || m.contains("cannot"));
    }

    @Test void fromTheLibrary(FxRobot robot) throws Exception {
        String[] params = {"rule30-10x10-flat-fair", "sum3-12x12-flat-fair", "sum10-20x16-flat-fair", "rule90-15x12-cyclic-fair"};
        int[] states = {2, 3, 10, 2};
        for (int i = 0; i < params.length; i++) {
            String p = params[i];
            robot.interact(() -> game.startParams(p));
            awaitPlayable(robot, states[i]);
        }
    }

    @Test void fromTheEditor(FxRobot robot) throws Exception {
        for (int k : new int[]{2, 3, 10, 2}) {
            Automaton a = Automaton.of(Kind.COMMON, k, (l, c, r) -> (l + 2 * c + r) % k, "");
            robot.interact(() -> game.openEditor(a));
            assertThat(((EditorScreen) game.screen()).model().automaton().states()).isEqualTo(k);
            robot.interact(() -> ((EditorScreen) game.screen()).play());
            awaitPlayable(robot, k);
        }
    }

    @Test void fromTheGenerator(FxRobot robot) throws Exception {
        robot.interact(() -> game.startParams("sum10-20x16-flat-fair"));
        awaitPlayable(robot, 10);
        for (int k : new int[]{2, 3, 4, 2}) {
            PictureMask mask = pictureNeeding(k);
            robot.interact(() -> {
                game.openGenerator();
                GeneratorScreen g = (GeneratorScreen) game.screen();
                g.setMask(mask);
                g.run(new GeneratorOptions(4, false, false, 20_000, 1, GeneratorOptions.Method.SAT));
            });
            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> game.screen() instanceof EditorScreen);
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(instance.activeControls().getValue().statusProperty().get()).as("the chrome names the screen shown").startsWith("Rule editor");
            robot.interact(() -> ((EditorScreen) game.screen()).play());
            awaitPlayable(robot, k);
        }
    }

    /** Picture to puzzle: a PNG file opened in the generator, searched, and played. */
    @Test void fromAPictureFile(FxRobot robot, @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        robot.interact(() -> game.startParams("sum10-20x16-flat-fair"));
        awaitPlayable(robot, 10);
        String[] rows = {"...#...", "..#.#..", ".#...#.", "#.#.#.#"};
        int k = 6, w = 7 * k, h = 4 * k;
        int[] argb = new int[w * h];
        for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) argb[y * w + x] = rows[y / k].charAt(x / k) == '#' ? 0xFF101010 : 0xFFF0F0F0;
        java.nio.file.Path png = java.nio.file.Files.write(dir.resolve("triangle.png"), arcade.games.capuzzle.png.PngWriter.encode(w, h, argb));
        robot.interact(() -> { game.openGenerator(); ((GeneratorScreen) game.screen()).load(png); });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> ((GeneratorScreen) game.screen()).mask().width() == 7);
        assertThat(((GeneratorScreen) game.screen()).mask().toString()).isEqualTo(String.join("\n", rows) + "\n");
        assertThat(((GeneratorScreen) game.screen()).statusText()).contains("Opened triangle.png as 7×4 cells");
        assertThat(((GeneratorScreen) game.screen()).sizeShown()).isEqualTo("7×4");
        robot.interact(() -> ((GeneratorScreen) game.screen()).run(new GeneratorOptions(3, false, false, 20_000, 1, GeneratorOptions.Method.SAT)));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> game.screen() instanceof EditorScreen);
        robot.interact(() -> ((EditorScreen) game.screen()).play());
        awaitPlayable(robot, 2);
        // a file that is no picture: one plain line, and the generator stays as it was
        java.nio.file.Path noise = java.nio.file.Files.write(dir.resolve("noise.png"), new byte[]{(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n', 1, 2});
        robot.interact(() -> { game.openGenerator(); ((GeneratorScreen) game.screen()).load(noise); });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> ((GeneratorScreen) game.screen()).statusText().contains("could not be opened"));
        assertThat(((GeneratorScreen) game.screen()).statusText()).isEqualTo("noise.png could not be opened: the PNG file is cut short.");
    }

    /** A small picture whose simplest automaton has exactly k states: the state k−1 cells of a random k-state evolution. */
    private static PictureMask pictureNeeding(int k) {
        for (long seed = 1; ; seed++) {
            Rng rng = new Rng(seed * 7919 + k);
            int[] table = new int[k * k * k];
            for (int i = 0; i < table.length; i++) table[i] = rng.nextInt(k);
            Automaton a = Automaton.of(Kind.COMMON, k, (l, c, r) -> table[(l * k + c) * k + r], "");
            int[] row = new int[12];
            for (int i = 0; i < row.length; i++) row[i] = rng.nextInt(k);
            int[][] rows = Evolution.of(a, new Board(12, 10, false, 0), row).rows();
            boolean[][] p = new boolean[10][12];
            for (int t = 0; t < 10; t++) for (int i = 0; i < 12; i++) p[t][i] = rows[t][i] == k - 1;
            PictureMask mask = new PictureMask(p);
            GeneratorResult r = Generator.run(mask, new GeneratorOptions(k, false, false, 5_000, 1, GeneratorOptions.Method.SAT), () -> false, n -> {});
            if (r.automaton().isPresent() && r.automaton().get().states() == k) return mask;
        }
    }
}
