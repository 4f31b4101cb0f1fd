package arcade.shell.chrome;

import arcade.api.plugin.Capability;
import arcade.api.plugin.GameInfo;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.Node;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Fills the toolbar with what this game can ever do (the menus list everything, greyed out):
 * New and Restart; Undo and Redo; Hint, Solve and Pause; the game's own toolbar actions; and at
 * the right Rules, Statistics and Settings. Each group knows its menu items for the More menu.
 */
final class ChromeToolBarBuilder {
    private final GameInfo info;
    private final java.util.Set<Capability> capabilities;
    private final Map<String, ChromeAction> actions;
    private final ChromeMenus menus;

    ChromeToolBarBuilder(GameInfo info, java.util.Set<Capability> capabilities, Map<String, ChromeAction> actions, ChromeMenus menus) {
        this.info = info;
        this.capabilities = capabilities;
        this.actions = actions;
        this.menus = menus;
    }

    ChromeToolBar build(ObservableList<ChromeAction> gameActions) {
        ButtonBase back = actions.get("back").button(false);
        back.getStyleClass().add("back-button");
        FontIcon gameIcon = arcade.shell.theme.Icons.of(info.iconLiteral());
        gameIcon.getStyleClass().add("chrome-game-icon");
        Label name = new Label(info.name(), gameIcon);
        name.getStyleClass().add("chrome-game-name");
        name.setId("chrome-game-name");
        name.setMinWidth(Region.USE_PREF_SIZE);
        ChromeToolBar bar = new ChromeToolBar(back, name, info.iconLiteral());

        boolean canNew = capabilities.contains(Capability.NEW_GAME) || capabilities.contains(Capability.CUSTOM_GAME);
        List<Node> first = new ArrayList<>();
        if (canNew) first.add(newButton());
        if (capabilities.contains(Capability.RESTART)) first.add(actions.get("restart").button(false));
        bar.add(new ChromeToolBar.Group("new", new HBox(first.toArray(Node[]::new)), false, 6, () -> {
            List<MenuItem> items = new ArrayList<>();
            if (canNew) items.add(menus.newMenu());
            if (capabilities.contains(Capability.RESTART)) items.add(menus.item("restart"));
            return items;
        }));
        bar.add(group("undo", false, 5, Capability.UNDO, "undo", Capability.REDO, "redo"));
        bar.add(group("play", false, 4, Capability.HINT, "hint", Capability.SOLVE, "solve", Capability.PAUSE, "pause"));

        HBox own = new HBox();
        bar.add(new ChromeToolBar.Group("game", own, false, 2, () ->
                gameActions.stream().filter(a -> a.inToolbar).map(ChromeAction::menuItem).toList()));
        Runnable fillOwn = () -> {
            List<Node> buttons = new ArrayList<>();
            for (ChromeAction a : gameActions) if (a.inToolbar) buttons.add(a.button(false));
            own.getChildren().setAll(buttons);
            bar.requestLayout();
        };
        gameActions.addListener((ListChangeListener<ChromeAction>) c -> fillOwn.run());
        fillOwn.run();

        HBox help = new HBox(actions.get("rules").button(false), actions.get("stats").button(false), actions.get("settings").button(false));
        bar.add(new ChromeToolBar.Group("help", help, true, 3, () -> menus.items("rules", "stats", "settings")));
        return bar;
    }

    /** A group of the commands whose capability the game declares, in the order given (capability, id, …). */
    private ChromeToolBar.Group group(String id, boolean right, int giveWay, Object... capabilityAndId) {
        List<Node> buttons = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < capabilityAndId.length; i += 2) {
            if (!capabilities.contains((Capability) capabilityAndId[i])) continue;
            String action = (String) capabilityAndId[i + 1];
            ids.add(action);
            buttons.add(actions.get(action).button("solve".equals(action)));
        }
        return new ChromeToolBar.Group(id, new HBox(buttons.toArray(Node[]::new)), right, giveWay,
                () -> menus.items(ids.toArray(String[]::new)));
    }

    private MenuButton newButton() {
        MenuButton newGame = new MenuButton("New", new FontIcon("mdi2p-plus-box-outline"));
        newGame.setId("tool-new");
        newGame.getStyleClass().add("chrome-button");
        newGame.setFocusTraversable(false);
        newGame.setMinWidth(Region.USE_PREF_SIZE);
        newGame.getItems().addAll(menus.presetItems(false));
        newGame.setTooltip(new Tooltip("New game  (" + GameChrome.CTRL_N.getDisplayText() + " starts the first)"));
        newGame.setDisable(newGame.getItems().isEmpty());
        return newGame;
    }

}
