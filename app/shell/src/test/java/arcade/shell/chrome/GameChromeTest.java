package arcade.shell.chrome;

import arcade.shell.testgames.ModesGame;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The chrome around a scripted game: the game's own actions, shortcut clashes, keys passed on, swapped controls. */
@ExtendWith(ApplicationExtension.class)
class GameChromeTest {
    private ModesGame game;
    private final ByteArrayOutputStream problems = new ByteArrayOutputStream();
    private final List<String> shellCalls = new ArrayList<>();
    private GameChrome chrome;

    @Start void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        game = new ModesGame();
        chrome = new GameChrome(ModesGame.INFO, game, new GameChrome.Actions() {
            @Override public void backToLibrary() { shellCalls.add("back"); }
            @Override public void rules() { shellCalls.add("rules"); }
            @Override public void settings() { shellCalls.add("settings"); }
            @Override public void statistics() { shellCalls.add("stats"); }
        }, new PrintStream(problems, true, StandardCharsets.UTF_8));
        stage.setScene(new Scene(chrome, 900, 600));
        stage.show();
        chrome.focusGame();
    }

    private List<MenuItem> playMenu(FxRobot robot) {
        MenuBar bar = robot.lookup("#chrome-menu").queryAs(MenuBar.class);
        Menu play = bar.getMenus().stream().filter(m -> "menu-play".equals(m.getId())).findFirst().orElseThrow();
        return play.getItems();
    }

    @Test void escClosesTheGamesOwnScreenBeforeItLeavesTheGame(FxRobot robot) {
        game.ownScreensOpen = 1;
        robot.type(KeyCode.ESCAPE);
        assertThat(game.ownScreensOpen).isZero();
        assertThat(shellCalls).doesNotContain("back");
        robot.type(KeyCode.ESCAPE);
        assertThat(shellCalls).containsExactly("back");
    }

    @Test void theGamesActionsAreInTheMenuAndToolbarAndTheirKeysWork(FxRobot robot) {
        ToggleButton gridButton = robot.lookup("#tool-game-grid").queryAs(ToggleButton.class);
        assertThat(gridButton.isVisible()).isTrue();
        assertThat(robot.lookup("#tool-game-shuffle").tryQuery()).isEmpty(); // MENU only
        List<MenuItem> items = playMenu(robot);
        assertThat(items).anySatisfy(i -> assertThat(i.getId()).isEqualTo("menu-game-grid"));
        assertThat(items).anySatisfy(i -> assertThat(i.getId()).isEqualTo("menu-game-shuffle"));
        CheckMenuItem gridItem = (CheckMenuItem) items.stream().filter(i -> "menu-game-grid".equals(i.getId())).findFirst().orElseThrow();

        robot.type(KeyCode.G);
        assertThat(game.grid.selectedProperty().get()).isTrue();
        assertThat(gridButton.isSelected()).isTrue();
        assertThat(gridItem.isSelected()).isTrue();
        robot.clickOn(gridButton);
        assertThat(game.grid.selectedProperty().get()).isFalse();

        robot.interact(() -> game.grid.enabledProperty().set(false));
        assertThat(gridButton.isDisabled()).isTrue();
        assertThat(gridItem.isDisable()).isTrue();
        robot.type(KeyCode.G); // disabled: the key goes to the game instead
        assertThat(game.grid.selectedProperty().get()).isFalse();
        assertThat(game.keysSeen).contains("G");
    }

    @Test void aClashingAcceleratorIsDroppedAndReported(FxRobot robot) {
        String report = problems.toString(StandardCharsets.UTF_8);
        assertThat(report).contains("Modes").contains("Shuffle").contains("Undo").contains("left out");
        MenuItem shuffle = playMenu(robot).stream().filter(i -> "menu-game-shuffle".equals(i.getId())).findFirst().orElseThrow();
        assertThat(shuffle.getAccelerator()).isNull();
        robot.interact(game::play);
        robot.push(KeyCode.CONTROL, KeyCode.Z); // still Undo, never Shuffle
        assertThat(game.count).isZero();
        assertThat(game.shuffles).isZero();
        robot.interact(shuffle::fire); // the menu item still works
        assertThat(game.shuffles).isEqualTo(1);
    }

    @Test void aKeyWhoseCommandIsDisabledOrAbsentReachesTheGame(FxRobot robot) {
        assertThat(chrome.isEnabled("hint")).isFalse(); // declared, but the game says not now
        robot.type(KeyCode.H);
        assertThat(game.keysSeen).contains("H");
        robot.push(KeyCode.CONTROL, KeyCode.Z); // nothing to undo: the game gets Ctrl+Z
        assertThat(game.keysSeen).contains("Z");
        robot.interact(() -> game.canPause(false)); // e.g. a network match
        robot.type(KeyCode.P);
        assertThat(game.pausedProperty().get()).isFalse();
        assertThat(game.keysSeen).contains("P");
        robot.interact(() -> game.canPause(true));
        robot.type(KeyCode.P);
        assertThat(game.pausedProperty().get()).isTrue();
        assertThat(game.keysSeen.stream().filter("P"::equals)).hasSize(1); // the enabled command took it
        robot.interact(() -> game.canHint(true));
        int seen = game.keysSeen.size();
        robot.type(KeyCode.H);
        assertThat(game.keysSeen).hasSize(seen);
    }

    @Test void aModeOfTheGameTakesUndoOverWhileItIsOpen(FxRobot robot) {
        robot.interact(() -> { game.play(); game.play(); });
        robot.interact(game::openEditor);
        assertThat(robot.lookup("#status").queryLabeled().getText()).isEqualTo("Editing");
        assertThat(robot.lookup("#tool-undo").query().isDisabled()).isTrue(); // the editor has no edits yet
        robot.interact(() -> { game.edit(7); game.edit(8); });
        assertThat(robot.lookup("#tool-undo").query().isDisabled()).isFalse();
        robot.push(KeyCode.CONTROL, KeyCode.Z);
        assertThat(game.editorEdits).containsExactly(7);
        robot.clickOn("#tool-undo");
        assertThat(game.editorEdits).isEmpty();
        assertThat(game.count).isEqualTo(2); // the game underneath is untouched
        assertThat(chrome.isEnabled("pause")).isFalse(); // the editor cannot be paused
        robot.interact(game::closeEditor);
        assertThat(robot.lookup("#status").queryLabeled().getText()).isEqualTo("Count 2");
        robot.clickOn("#tool-undo");
        assertThat(game.count).isEqualTo(1);
    }

    @Test void anActionAddedLaterShowsUpAndOneRemovedGoes(FxRobot robot) {
        arcade.api.plugin.GameAction later = arcade.api.plugin.GameAction.command("later", "Later", () -> { })
                .icon("mdi2c-clock-outline").placement(arcade.api.plugin.GameAction.Placement.TOOLBAR);
        robot.interact(() -> game.actions().add(later));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#tool-game-later").tryQuery()).isPresent();
        assertThat(playMenu(robot)).noneSatisfy(i -> assertThat(i.getId()).isEqualTo("menu-game-later"));
        robot.interact(() -> game.actions().remove(game.grid));
        assertThat(robot.lookup("#tool-game-grid").tryQuery()).isEmpty();
        assertThat(playMenu(robot)).noneSatisfy(i -> assertThat(i.getId()).isEqualTo("menu-game-grid"));
        assertThat(problems.toString(StandardCharsets.UTF_8).lines().filter(l -> l.contains("Shuffle"))).hasSize(1); // reported once, not on every change
    }
}
