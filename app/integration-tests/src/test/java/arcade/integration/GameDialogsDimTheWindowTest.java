package arcade.integration;

import arcade.shell.chrome.GameChrome;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListView;
import javafx.scene.control.Dialog;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.stage.PopupWindow;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static arcade.integration.ShellHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A game's own dialog dims the arcade behind it and sits on the arcade's window, as the shell's
 * dialogs do: Shannon's *Join a network game…* opened from its Play menu, and any modal window
 * the arcade's window owns, over the library. Its drop-down lists have the arcade's look too: one
 * solid box with no shadow around it (Shannon's *Host a network game…*).
 */
@ExtendWith(ApplicationExtension.class)
class GameDialogsDimTheWindowTest {
    private ShellHarness arcade;

    @Start void start(Stage stage) throws Exception { arcade = new ShellHarness(stage); }

    @AfterEach void stop(FxRobot robot) { robot.interact(() -> arcade.shell.shutdown()); }

    @Test void shannonsJoinDialogDimsTheWindowUntilItCloses(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "shannon");
        assertThat(scrimShown(robot)).as("no dialog yet").isFalse();
        MenuItem join = menuItem(robot, chrome, "Join a network game…");
        robot.interact(() -> Platform.runLater(join::fire)); // the dialog waits for the player: open it from a later pulse
        waitFor(() -> arcade.dialogs().size() == 1);
        Window dialog = arcade.dialogs().get(0);
        assertThat(((Stage) dialog).getOwner()).as("owned by the arcade's window").isSameAs(arcade.stage);
        waitFor(() -> scrimShown(robot));
        double dialogCentre = dialog.getX() + dialog.getWidth() / 2, windowCentre = arcade.stage.getX() + arcade.stage.getWidth() / 2;
        assertThat(Math.abs(dialogCentre - windowCentre)).as("centred on the arcade's window").isLessThan(2.0);
        robot.interact(() -> cancel(dialog));
        waitFor(() -> arcade.dialogs().isEmpty());
        waitFor(() -> !scrimShown(robot));
        arcade.leaveWithEsc(robot);
    }

    @Test void aDropDownInShannonsHostDialogIsOneSolidBox(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "shannon");
        MenuItem host = menuItem(robot, chrome, "Host a network game…");
        robot.interact(() -> Platform.runLater(host::fire));
        waitFor(() -> arcade.dialogs().size() == 1);
        Window dialog = arcade.dialogs().get(0);
        ComboBox<?> board = (ComboBox<?>) dialog.getScene().getRoot().lookup(".combo-box");
        robot.interact(board::show);
        waitFor(() -> dropDownList().isPresent());
        ListView<?> list = dropDownList().orElseThrow();
        robot.interact(list::applyCss);
        assertThat(list.getEffect()).as("no shadow, whose margin shows as a frame where windows cannot be transparent").isNull();
        assertThat(list.getBackground().getFills()).as("square corners").allMatch(f -> f.getRadii().getTopLeftHorizontalRadius() == 0);
        robot.interact(() -> { board.hide(); cancel(dialog); });
        waitFor(() -> arcade.dialogs().isEmpty());
        arcade.leaveWithEsc(robot);
    }

    /** The list of the combo box whose drop-down shows now. */
    private static Optional<ListView<?>> dropDownList() {
        return Window.getWindows().stream().filter(w -> w instanceof PopupWindow && w.isShowing())
                .map(w -> w.getScene().getRoot().lookup(".combo-box-popup .list-view"))
                .filter(n -> n instanceof ListView<?>).<ListView<?>>map(n -> (ListView<?>) n).findFirst();
    }

    @Test void anyModalWindowOverTheLibraryDimsItToo(FxRobot robot) {
        List<Dialog<ButtonType>> opened = new ArrayList<>();
        robot.interact(() -> {
            Dialog<ButtonType> d = new Dialog<>();
            d.initOwner(arcade.stage);
            d.getDialogPane().getButtonTypes().add(ButtonType.CLOSE);
            d.show();
            opened.add(d);
        });
        waitFor(() -> scrimShown(robot));
        robot.interact(() -> opened.get(0).close());
        waitFor(() -> !scrimShown(robot));
    }

    private boolean scrimShown(FxRobot robot) {
        Node scrim = arcade.stage.getScene().getRoot().lookup(".dialog-scrim");
        return scrim != null && scrim.isVisible();
    }

    /** A menu item of the chrome's menu bar or of a menu button in the game's own view. */
    private static MenuItem menuItem(FxRobot robot, GameChrome chrome, String text) {
        List<MenuItem> found = new ArrayList<>();
        for (Node n : chrome.getScene().getRoot().lookupAll(".menu-bar"))
            for (Menu m : ((MenuBar) n).getMenus()) collect(m.getItems(), text, found);
        for (Node n : chrome.getScene().getRoot().lookupAll(".menu-button"))
            if (n instanceof javafx.scene.control.MenuButton b) collect(b.getItems(), text, found);
        assertThat(found).as("menu item " + text).hasSize(1);
        return found.get(0);
    }

    private static void collect(List<MenuItem> items, String text, List<MenuItem> found) {
        for (MenuItem i : items) {
            if (text.equals(i.getText())) found.add(i);
            if (i instanceof Menu sub) collect(sub.getItems(), text, found);
        }
    }

    private static void cancel(Window dialog) {
        DialogPane pane = (DialogPane) dialog.getScene().getRoot();
        ButtonType cancel = pane.getButtonTypes().stream().filter(b -> b.getButtonData() == ButtonBar.ButtonData.CANCEL_CLOSE).findFirst().orElseThrow();
        ((javafx.scene.control.Button) pane.lookupButton(cancel)).fire();
    }
}
