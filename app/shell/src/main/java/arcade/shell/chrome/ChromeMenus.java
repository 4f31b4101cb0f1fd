package arcade.shell.chrome;

import arcade.api.model.Preset;
import arcade.api.plugin.Capability;
import arcade.api.plugin.GameInfo;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The chrome's menu bar (Game, Play, Help) and the menu items the toolbar's New and More menus
 * reuse. The game's own menu actions follow the built-in ones in the Play menu.
 */
final class ChromeMenus {
    private final java.util.Set<Capability> capabilities;
    private final javafx.beans.value.ObservableStringValue currentParams;
    private final Map<String, ChromeAction> actions;
    private final List<Preset> presets;
    private final Consumer<Preset> startPreset;
    private final ObservableBooleanValue live;
    private final Menu play = new Menu("_Play");
    private final MenuBar bar;
    private int builtInPlayItems;

    ChromeMenus(GameInfo info, java.util.Set<Capability> capabilities, Map<String, ChromeAction> actions, List<Preset> presets,
                Consumer<Preset> startPreset, ObservableBooleanValue live, javafx.beans.value.ObservableStringValue currentParams) {
        this.capabilities = capabilities;
        this.currentParams = currentParams;
        this.actions = actions;
        this.presets = presets;
        this.startPreset = startPreset;
        this.live = live;
        Menu game = new Menu("_Game");
        game.getItems().add(newMenu());
        game.getItems().addAll(item("restart"), item("pause"), new SeparatorMenuItem(), item("stats"), item("settings"),
                new SeparatorMenuItem(), item("back"));
        play.setId("menu-play");
        play.getItems().addAll(item("undo"), item("redo"), new SeparatorMenuItem(), item("hint"), item("solve"));
        builtInPlayItems = play.getItems().size();
        Menu help = new Menu("_Help");
        help.getItems().add(item("rules"));
        bar = new MenuBar(game, play, help);
        bar.getStyleClass().add("chrome-menu");
        bar.setId("chrome-menu");
    }

    MenuBar bar() { return bar; }

    /** A fresh menu item for a built-in command (each menu needs its own). */
    MenuItem item(String id) { return actions.get(id).menuItem(); }

    List<MenuItem> items(String... ids) {
        List<MenuItem> out = new ArrayList<>();
        for (String id : ids) out.add(item(id));
        return out;
    }

    /** Shows the game's menu actions at the end of the Play menu. */
    void showGameActions(List<ChromeAction> gameActions) {
        play.getItems().remove(builtInPlayItems, play.getItems().size());
        List<MenuItem> extra = new ArrayList<>();
        for (ChromeAction a : gameActions) if (a.inMenu) extra.add(a.menuItem());
        if (extra.isEmpty()) return;
        play.getItems().add(new SeparatorMenuItem());
        play.getItems().addAll(extra);
    }


    Menu newMenu() {
        Menu m = new Menu("New", new FontIcon("mdi2p-plus-box-outline"));
        m.setId("menu-new");
        m.getItems().addAll(presetItems(true));
        m.disableProperty().bind(Bindings.not(actions.get("new").enabled).and(Bindings.not(actions.get("custom").enabled)));
        return m;
    }

    /**
     * One item per preset (the first with Ctrl+N beside it in the menu bar), the one being played
     * marked with a check, then Custom….
     */
    List<MenuItem> presetItems(boolean withShortcut) {
        List<MenuItem> items = new ArrayList<>();
        boolean canNew = capabilities.contains(Capability.NEW_GAME);
        for (int i = 0; i < presets.size(); i++) {
            Preset p = presets.get(i);
            MenuItem it = new MenuItem(p.label());
            it.setId("preset-" + p.id());
            if (i == 0 && withShortcut) it.setAccelerator(GameChrome.CTRL_N);
            it.disableProperty().bind(Bindings.not(live).or(Bindings.createBooleanBinding(() -> !canNew)));
            it.setOnAction(e -> startPreset.accept(p));
            markWhenCurrent(it, p);
            items.add(it);
        }
        if (capabilities.contains(Capability.CUSTOM_GAME)) {
            if (!items.isEmpty()) items.add(new SeparatorMenuItem());
            items.add(item("custom"));
        }
        return items;
    }

    /** A check beside the preset being played, following the game (the listener is held by the item, weakly). */
    private void markWhenCurrent(MenuItem item, Preset p) {
        Runnable mark = () -> {
            boolean current = p.params().equals(currentParams.get());
            FontIcon check = current ? new FontIcon("mdi2c-check") : null;
            if (check != null) check.getStyleClass().add("chrome-preset-mark");
            item.setGraphic(check);
            item.getStyleClass().remove("current-preset");
            if (current) item.getStyleClass().add("current-preset");
        };
        javafx.beans.value.ChangeListener<String> l = (o, was, now) -> mark.run();
        item.getProperties().put(ChromeMenus.class, l);
        currentParams.addListener(new javafx.beans.value.WeakChangeListener<>(l));
        mark.run();
    }
}
