package arcade.games.snake.view;

import arcade.games.snake.model.Campaign;
import arcade.games.snake.model.SnakeState;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * The strip above the field: the HUD chips, which take the room that is left and wrap inside it,
 * and the X-ray toggle and Replays menu, which keep their size (so the strip fits a 640×480 window).
 */
final class SnakeToolbar extends HBox {
    private final Hud hud = new Hud();
    private final ToggleButton xray = new ToggleButton("X-ray");
    private final MenuItem watchLast = new MenuItem("Watch last game");
    private final MenuItem openReplay = new MenuItem("Open replay…");
    private final MenuItem saveReplay = new MenuItem("Save replay…");

    SnakeToolbar() {
        MenuButton replays = new MenuButton("Replays", null, watchLast, openReplay, saveReplay);
        replays.setFocusTraversable(false);
        replays.getStyleClass().add("small");
        replays.setMinWidth(Region.USE_PREF_SIZE);
        // The button sits at the strip's right end: its menu opens leftwards, inside the window.
        replays.showingProperty().addListener((o, was, now) -> { if (now) javafx.application.Platform.runLater(() -> alignRight(replays)); });
        xray.setFocusTraversable(false);
        xray.getStyleClass().add("small");
        xray.setMinWidth(Region.USE_PREF_SIZE);
        setLastGameAvailable(false);

        HBox.setHgrow(hud, Priority.ALWAYS);
        hud.setMinWidth(0);
        hud.setPrefWidth(0);
        HBox buttons = new HBox(6, xray, replays);
        buttons.setMinWidth(Region.USE_PREF_SIZE);
        getChildren().addAll(hud, buttons);
        getStyleClass().add("snake-toolbar");
    }

    /** Moves {@code button}'s open menu so that its right edge is the button's. */
    private static void alignRight(MenuButton button) {
        javafx.geometry.Bounds b = button.localToScreen(button.getBoundsInLocal());
        if (b == null) return;
        for (javafx.stage.Window w : javafx.stage.Window.getWindows())
            if (w instanceof javafx.scene.control.ContextMenu m && m.getOwnerNode() == button && m.isShowing())
                m.setX(b.getMaxX() - m.getWidth());
    }

    /** What the Replays menu's commands do. */
    void onReplayCommands(Runnable watchLastGame, Runnable open, Runnable save) {
        watchLast.setOnAction(e -> watchLastGame.run());
        openReplay.setOnAction(e -> open.run());
        saveReplay.setOnAction(e -> save.run());
    }

    /** Shows {@code s}: each snake's score and length, the real speed and the best score of its options. */
    void show(SnakeState s, int best) {
        int n = s.options().totalSnakes(), players = s.options().snakes();
        int[] scores = new int[n], lengths = new int[players];
        String[] names = new String[n], suffixes = new String[n];
        for (int k = 1; k <= n; k++) {
            scores[k - 1] = (int) s.score(k);
            names[k - 1] = n == 1 ? "Score" : GameTexts.snakeName(s, k);
            suffixes[k - 1] = s.options().playsRounds() ? " · " + GameTexts.roundsText(s.roundWins(k)) : "";
            if (k <= players) lengths[k - 1] = GameTexts.shownLength(s, k);
        }
        hud.show(names, scores, suffixes, lengths, 1 / s.stepPeriodSeconds(), best);
        hud.showRound(s.round(), s.options().rounds());
        hud.showLives(s.options().keepsLives(), s.livesLeft());
        hud.showLevel(s.level(), Campaign.size(), s.applesToGo());
    }

    /** Enables the commands that need a finished game. */
    void setLastGameAvailable(boolean available) {
        watchLast.setDisable(!available);
        saveReplay.setDisable(!available);
    }

    Hud hud() { return hud; }

    ToggleButton xrayToggle() { return xray; }

    void toggleXray() { xray.setSelected(!xray.isSelected()); }
}
