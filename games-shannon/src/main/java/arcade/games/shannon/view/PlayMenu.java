package arcade.games.shannon.view;

import arcade.games.shannon.view.match.PlayMode;

import arcade.games.shannon.ai.Level;
import arcade.games.shannon.model.Side;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleGroup;

/**
 * The bar's Play menu: the mode and the computer's strength (radio items marking the current
 * choice, refreshed each time the menu opens) and the network commands.
 */
public final class PlayMenu {
    /** What the menu's items do, and what it needs to know to mark the current choice. */
    interface Actions {
        void switchMode(PlayMode mode, Side human);
        void setLevel(Level level);
        void host();
        void join();
        void leave();
        void rejoin();
        /** The mode and side being played (or the settings' when no game is on the board). */
        PlayMode mode();
        Side human();
        Level level();
        boolean inNetworkGame();
        boolean canRejoin();
    }

    private final MenuButton button = new MenuButton("Play");

    PlayMenu(Actions actions) {
        button.setFocusTraversable(false);
        ToggleGroup modes = new ToggleGroup(), levels = new ToggleGroup();
        RadioMenuItem vsShort = radio("Against the computer, as Short", modes), vsCut = radio("Against the computer, as Cut", modes),
                hotSeat = radio("Two players on this computer", modes);
        vsShort.setOnAction(e -> actions.switchMode(PlayMode.VS_COMPUTER, Side.SHORT));
        vsCut.setOnAction(e -> actions.switchMode(PlayMode.VS_COMPUTER, Side.CUT));
        hotSeat.setOnAction(e -> actions.switchMode(PlayMode.HOT_SEAT, Side.SHORT));
        MenuItem host = new MenuItem("Host a network game…");
        host.setOnAction(e -> actions.host());
        MenuItem join = new MenuItem("Join a network game…");
        join.setOnAction(e -> actions.join());
        MenuItem leave = new MenuItem("Leave the network game");
        leave.setOnAction(e -> actions.leave());
        MenuItem rejoin = new MenuItem("Rejoin the network match");
        rejoin.setOnAction(e -> actions.rejoin());
        RadioMenuItem easy = radio("Computer: Easy", levels), normal = radio("Computer: Normal (the thesis algorithm)", levels),
                perfect = radio("Computer: Perfect", levels);
        easy.setOnAction(e -> actions.setLevel(Level.EASY));
        normal.setOnAction(e -> actions.setLevel(Level.NORMAL));
        perfect.setOnAction(e -> actions.setLevel(Level.PERFECT));
        button.setOnShowing(e -> {
            leave.setDisable(!actions.inNetworkGame());
            rejoin.setVisible(actions.canRejoin());
            PlayMode m = actions.mode();
            modes.selectToggle(m == PlayMode.HOT_SEAT ? hotSeat : m == PlayMode.VS_COMPUTER ? (actions.human() == Side.CUT ? vsCut : vsShort) : null);
            Level l = actions.level();
            levels.selectToggle(l == Level.EASY ? easy : l == Level.PERFECT ? perfect : normal);
        });
        button.getItems().addAll(vsShort, vsCut, hotSeat, new SeparatorMenuItem(), easy, normal, perfect,
                new SeparatorMenuItem(), host, join, rejoin, leave);
    }

    MenuButton node() { return button; }

    private static RadioMenuItem radio(String text, ToggleGroup group) {
        RadioMenuItem item = new RadioMenuItem(text);
        item.setToggleGroup(group);
        return item;
    }
}
