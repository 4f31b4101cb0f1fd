package arcade.games.capuzzle.view;

import arcade.api.host.GameHost;
import arcade.games.capuzzle.model.CaState;
import arcade.games.capuzzle.model.HelpView;
import arcade.games.capuzzle.path.Lesson;
import arcade.games.capuzzle.path.PathProgress;
import arcade.games.capuzzle.path.PuzzlePath;
import javafx.scene.control.Button;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The path in the game: a new player starts on its first puzzle with its note on the board;
 * pencil marks are no help, so a clean solve earns three stars; the progress, the stars and the
 * opened next puzzle are still there when the game is opened again.
 */
class PathFxTest extends CaGameWindow {
    private final List<Lesson> lessons = PuzzlePath.lessons();

    private void awaitLesson(Lesson l) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> GameHost.isReady(instance) && game.session().id().equals(l.id()));
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Every hidden cell guessed right, the youngest generation first, as a player would. */
    private void solveByHand(FxRobot robot) {
        robot.interact(() -> {
            CaState s = game.state();
            for (int t = s.board().generations() - 1; t >= 0; t--) for (int i = 0; i < s.board().width(); i++) {
                if (game.state().isRevealed(t, i)) continue;
                game.bar().selectState(s.puzzle().value(t, i));
                game.guess(new HelpView.Cell(t, s.board().displayColumn(i)));
            }
        });
    }

    @Test void aNewPlayerWalksThePathAndFindsItAgainAfterARestart(FxRobot robot) throws Exception {
        awaitLesson(lessons.get(0));
        assertThat(game.note().showing()).isTrue();
        assertThat(game.note().text()).contains("Puzzle 1 of " + lessons.size()).contains(lessons.get(0).teaches());

        // pencil marks of the player's own: drawn on the board, never help
        robot.interact(() -> {
            CaState s = game.state();
            int t = s.board().generations() - 2;
            game.bar().selectState(1);
            for (int i = 0; i < s.board().width(); i++)
                if (!s.isRevealed(t, i)) { game.togglePencil(new HelpView.Cell(t, s.board().displayColumn(i))); break; }
        });
        assertThat(game.pencil().isEmpty()).isFalse();
        assertThat(game.session().isAssisted()).as("pencil marks are the player's notes, not help").isFalse();

        solveByHand(robot);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> ctx.records.size() == 1);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(ctx.records.get(0).assisted()).isFalse();
        assertThat(game.path().progress().result(lessons.get(0))).map(PathProgress.Result::stars).contains(3);
        assertThat(instance.ending().getValue().lines()).anyMatch(l -> l.contains("path puzzle 1: 3 stars"));
        assertThat(game.note().text()).startsWith("Solved: Puzzle 1").contains("3 stars");
        Button next = robot.lookup("#ca-lesson-next").queryAs(Button.class);
        assertThat(next.isVisible()).isTrue();

        // the arcade is closed and opened again: the path goes on where it was
        robot.interact(() -> { instance.close(); open(); });
        awaitLesson(lessons.get(1));
        assertThat(game.path().progress().solved(lessons.get(0))).isTrue();
        robot.interact(game::openPath);
        assertThat(robot.lookup("#ca-path-1").queryAs(Button.class).isDisabled()).isFalse();
        assertThat(robot.lookup("#ca-path-2").queryAs(Button.class).isDisabled()).isFalse();
        assertThat(robot.lookup("#ca-path-3").queryAs(Button.class).isDisabled()).as("locked until puzzle 2 is solved").isTrue();
        robot.interact(() -> robot.lookup("#ca-path-1").queryAs(Button.class).fire());
        awaitLesson(lessons.get(0));
        assertThat(game.screen()).isNull();

        // a solve with help opens the next puzzle too, with one star and no best score of its own
        robot.interact(() -> game.playLesson(lessons.get(1)));
        awaitLesson(lessons.get(1));
        robot.interact(() -> instance.controls().solve());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> game.path().progress().solved(lessons.get(1)));
        assertThat(game.path().progress().result(lessons.get(1)).orElseThrow()).isEqualTo(new PathProgress.Result(1, null));
        assertThat(game.path().progress().open(lessons.get(2))).isTrue();
    }
}
