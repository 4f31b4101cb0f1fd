package arcade.shell.library;

import arcade.api.plugin.GameInfo;
import javafx.geometry.Pos;
import javafx.scene.AccessibleRole;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * A game left unfinished, in the library's Continue row: small (icon, name, "Continue"), so that
 * the row takes little room above the cards. Enter, Space or a click picks the game up again.
 */
final class ContinueChip extends HBox {
    ContinueChip(GameInfo info, Runnable open) {
        super(10);
        getStyleClass().add("continue-chip");
        setId("continue-" + info.id());
        setAlignment(Pos.CENTER_LEFT);
        setFocusTraversable(true);
        setAccessibleRole(AccessibleRole.BUTTON);
        setAccessibleText("Continue " + info.name());

        FontIcon icon = arcade.shell.theme.Icons.of(info.iconLiteral());
        icon.getStyleClass().add("chip-icon");
        StackPane badge = new StackPane(icon);
        badge.getStyleClass().add("chip-icon-badge");
        Label name = new Label(info.name());
        name.getStyleClass().add("chip-name");
        name.setMinWidth(0);
        name.setWrapText(true); // a long name takes a second line rather than losing its end
        name.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        Label action = new Label("Continue", new FontIcon("mdi2p-play"));
        action.getStyleClass().add("chip-action");
        VBox text = new VBox(1, name, action);
        text.setMinWidth(0);
        HBox.setHgrow(text, Priority.ALWAYS);
        getChildren().addAll(badge, text);

        setOnMouseClicked(e -> { if (e.getButton() == MouseButton.PRIMARY) { requestFocus(); open.run(); } });
        addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER || e.getCode() == KeyCode.SPACE) { e.consume(); open.run(); }
        });
    }
}
