package arcade.shell.notify;

import arcade.api.plugin.Notifier;
import javafx.animation.FadeTransition;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.beans.value.ObservableBooleanValue;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * Non-blocking messages: small cards stacked in the bottom-right corner of the window, over the
 * content. They never take focus (nothing in them is focus-traversable) and go away by themselves.
 */
public final class Toasts {
    public enum Level { INFO, WARN, ERROR }

    private static final int MAX_VISIBLE = 4;
    private final VBox stack = new VBox(8);
    private final StackPane layer = new StackPane(stack);
    private final ObservableBooleanValue animations;

    public Toasts(ObservableBooleanValue animations) {
        this.animations = animations;
        layer.getStyleClass().add("toast-layer");
        layer.getStylesheets().add(Toasts.class.getResource("/arcade/shell/notify/toasts.css").toExternalForm());
        layer.setPickOnBounds(false);
        stack.setPickOnBounds(false);
        stack.setAlignment(Pos.BOTTOM_RIGHT);
        stack.setMaxSize(420, Double.MAX_VALUE);
        stack.setFillWidth(true);
        StackPane.setAlignment(stack, Pos.BOTTOM_RIGHT);
        StackPane.setMargin(stack, new Insets(16, 16, 44, 16));
    }

    /** The overlay to put on top of the window's content. */
    public StackPane layer() { return layer; }

    /** Any thread. */
    public void show(Level level, String message) {
        if (Platform.isFxApplicationThread()) add(level, message);
        else Platform.runLater(() -> add(level, message));
    }

    public Notifier notifier() {
        return new Notifier() {
            @Override public void info(String m) { show(Level.INFO, m); }
            @Override public void warn(String m) { show(Level.WARN, m); }
            @Override public void error(String m) { show(Level.ERROR, m); }
        };
    }

    /** The messages on screen now (for tests and accessibility tools). */
    public java.util.List<String> visibleMessages() {
        return stack.getChildren().stream().map(n -> ((Label) n.lookup(".toast-text")).getText()).toList();
    }

    private void add(Level level, String message) {
        FontIcon icon = new FontIcon(switch (level) {
            case INFO -> "mdi2i-information-outline";
            case WARN -> "mdi2a-alert-outline";
            case ERROR -> "mdi2a-alert-circle-outline";
        });
        icon.getStyleClass().add("toast-icon");
        Label text = new Label(message);
        text.getStyleClass().add("toast-text");
        text.setWrapText(true);
        text.setMaxWidth(340);
        Button close = new Button(null, new FontIcon("mdi2c-close"));
        close.getStyleClass().addAll("toast-close", "flat", "button-icon", "small");
        close.setFocusTraversable(false);
        HBox toast = new HBox(10, icon, text, close);
        HBox.setHgrow(text, Priority.ALWAYS);
        toast.setAlignment(Pos.TOP_LEFT);
        toast.getStyleClass().addAll("toast", level.name().toLowerCase());
        toast.setMaxWidth(420);
        toast.setMaxHeight(HBox.USE_PREF_SIZE);
        close.setOnAction(e -> remove(toast));
        stack.getChildren().add(toast);
        while (stack.getChildren().size() > MAX_VISIBLE) stack.getChildren().remove(0);
        if (animations.get()) {
            FadeTransition in = new FadeTransition(Duration.millis(160), toast);
            in.setFromValue(0);
            in.setToValue(1);
            in.play();
        }
        PauseTransition life = new PauseTransition(Duration.seconds(level == Level.INFO ? 5 : 9));
        life.setOnFinished(e -> remove(toast));
        life.play();
    }

    private void remove(HBox toast) {
        if (!stack.getChildren().contains(toast)) return;
        if (!animations.get()) { stack.getChildren().remove(toast); return; }
        FadeTransition out = new FadeTransition(Duration.millis(200), toast);
        out.setToValue(0);
        out.setOnFinished(e -> stack.getChildren().remove(toast));
        out.play();
    }
}
