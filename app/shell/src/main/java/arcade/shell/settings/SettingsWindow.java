package arcade.shell.settings;

import arcade.shell.about.AboutWindow;
import arcade.shell.storage.ShellSettings;
import arcade.shell.storage.ThemeChoice;
import arcade.shell.version.BuildInfo;
import atlantafx.base.controls.ToggleSwitch;
import javafx.geometry.Pos;
import org.controlsfx.control.SegmentedButton;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Settings: a "General" page (theme, animations, sound) and, while a game is open, that game's own
 * page. Changes apply at once (no OK button to forget); the window just closes.
 */
public final class SettingsWindow {
    private SettingsWindow() {}

    public record GamePage(String gameName, Node pane) {}

    public static Stage show(Window owner, ShellSettings current, boolean systemDark, Consumer<ShellSettings> apply,
                             Optional<GamePage> gamePage) {
        Map<String, Node> pages = new LinkedHashMap<>();
        pages.put("General", general(current, systemDark, apply));
        gamePage.ifPresent(p -> pages.put(p.gameName(), page(p.gameName(), "Settings of this game.", p.pane())));

        BorderPane content = new BorderPane();
        content.getStyleClass().add("settings-content");
        VBox nav = new VBox(2);
        nav.getStyleClass().add("settings-nav");
        nav.setId("settings-nav");
        nav.setPrefWidth(190);
        ToggleGroup navGroup = new ToggleGroup();
        for (Map.Entry<String, Node> p : pages.entrySet()) {
            ToggleButton item = new ToggleButton(p.getKey());
            item.getStyleClass().add("nav-item");
            item.setMaxWidth(Double.MAX_VALUE);
            item.setToggleGroup(navGroup);
            item.setUserData(p.getValue());
            nav.getChildren().add(item);
        }
        navGroup.selectedToggleProperty().addListener((o, was, now) -> {
            if (now == null) navGroup.selectToggle(was); // a page is always shown
            else content.setCenter(scroll((Node) now.getUserData()));
        });
        navGroup.selectToggle(navGroup.getToggles().get(gamePage.isPresent() ? 1 : 0));

        Stage stage = new Stage();
        Button close = new Button("Close");
        close.setDefaultButton(true);
        close.setId("settings-close");
        close.setOnAction(e -> stage.close());
        Button about = new Button("About " + BuildInfo.NAME);
        about.setId("settings-about");
        about.setOnAction(e -> AboutWindow.show(stage, BuildInfo.current()));
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox buttons = new HBox(about, gap, close);
        buttons.setAlignment(Pos.CENTER_LEFT);
        buttons.getStyleClass().add("settings-buttons");
        content.setBottom(buttons);

        BorderPane root = new BorderPane(content);
        root.setLeft(nav);
        root.getStyleClass().add("settings");
        root.setId("settings");
        root.getStylesheets().add(SettingsWindow.class.getResource("/arcade/shell/settings/settings.css").toExternalForm());
        Scene scene = new Scene(root, 780, 500);
        return arcade.shell.theme.OwnedWindows.show(stage, owner, "Settings", scene, true);
    }

    private static Node general(ShellSettings start, boolean systemDark, Consumer<ShellSettings> apply) {
        ShellSettings[] now = {start};
        // ControlsFX's segmented button: one group of toggles, styled by the theme's pill classes.
        SegmentedButton themes = new SegmentedButton();
        themes.setId("theme-choice");
        for (ThemeChoice c : new ThemeChoice[] {ThemeChoice.LIGHT, ThemeChoice.DARK, ThemeChoice.SYSTEM}) {
            ToggleButton b = new ToggleButton(c.label());
            b.setId("theme-" + c.name().toLowerCase());
            b.setUserData(c);
            b.setMinWidth(Region.USE_PREF_SIZE);
            themes.getButtons().add(b);
            b.setSelected(c == start.theme());
        }
        ToggleGroup group = themes.getToggleGroup();
        group.selectedToggleProperty().addListener((o, was, sel) -> {
            if (sel == null) { group.selectToggle(was); return; } // one theme is always chosen
            now[0] = now[0].withTheme((ThemeChoice) sel.getUserData());
            apply.accept(now[0]);
        });
        Node theme = row("Theme", "Follow system uses the desktop's GTK theme (GTK_THEME or GNOME's colour scheme); it is "
                + (systemDark ? "dark" : "light") + " on this desktop.", themes);

        ToggleSwitch animations = new ToggleSwitch();
        animations.setId("animations");
        animations.setSelected(start.animations());
        animations.selectedProperty().addListener((o, was, on) -> { now[0] = now[0].withAnimations(on); apply.accept(now[0]); });
        Node anim = row("Animations", "Moving pieces, fades and effects. Turn off for a calmer screen.", animations);

        ToggleSwitch sound = new ToggleSwitch();
        sound.setId("sound");
        sound.setSelected(start.sound());
        sound.selectedProperty().addListener((o, was, on) -> { now[0] = now[0].withSound(on); apply.accept(now[0]); });
        Node snd = row("Sound", "Off by default: games stay silent unless you turn it on.", sound);

        ToggleSwitch ask = new ToggleSwitch();
        ask.setId("ask-before-discarding");
        ask.setSelected(!start.discardWithoutAsking());
        ask.selectedProperty().addListener((o, was, on) -> { now[0] = now[0].withDiscardWithoutAsking(!on); apply.accept(now[0]); });
        Node confirm = row("Ask before discarding a game",
                "New game and Restart ask first when the game in progress is unfinished; it then counts as abandoned.", ask);

        return page("General", "Applies to the whole arcade and to every game.", new VBox(4, theme, anim, snd, confirm));
    }

    private static Node row(String title, String help, Node control) {
        Label t = new Label(title);
        t.getStyleClass().add("setting-title");
        Label h = new Label(help);
        h.getStyleClass().add("setting-help");
        h.setWrapText(true);
        VBox text = new VBox(2, t, h);
        HBox.setHgrow(text, Priority.ALWAYS);
        if (control instanceof Region r) r.setMinWidth(Region.USE_PREF_SIZE); // the text wraps, the control never shrinks
        HBox row = new HBox(24, text, control);
        row.setAlignment(Pos.CENTER_LEFT);
        row.getStyleClass().add("setting-row");
        return row;
    }

    private static Node page(String title, String subtitle, Node body) {
        Label t = new Label(title);
        t.getStyleClass().add("page-title");
        Label s = new Label(subtitle);
        s.getStyleClass().add("page-subtitle");
        Region gap = new Region();
        gap.setMinHeight(8);
        VBox page = new VBox(4, t, s, gap, body);
        page.getStyleClass().add("settings-page");
        return page;
    }

    private static Node scroll(Node page) {
        ScrollPane sp = new ScrollPane(page);
        sp.setFitToWidth(true);
        sp.getStyleClass().add("settings-scroll");
        return sp;
    }
}
