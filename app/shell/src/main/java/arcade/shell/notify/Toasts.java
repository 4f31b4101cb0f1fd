package arcade.shell.notify;

import arcade.api.plugin.Notifier;
import javafx.animation.FadeTransition;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.beans.value.ObservableBooleanValue;
import javafx.event.Event;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.List;
import java.util.function.LongSupplier;

/**
 * Non-blocking messages: small cards stacked in the bottom-right corner of the window, over the
 * content. They never take focus (nothing in them is focus-traversable) and go away by themselves,
 * soon: a notice older than {@link #GRACE} is dismissed as soon as the player clicks or types
 * elsewhere, so it never covers the game's own controls for long. The same notice again adds a
 * count to the card on screen instead of a second card. Every text passes {@link PlainWords#filter}.
 */
public final class Toasts {
    public enum Level { INFO, WARN, ERROR }

    static final int MAX_VISIBLE = 3;
    /** How long a notice stays when the player carries on playing. */
    static final Duration GRACE = Duration.seconds(1.5);

    private final VBox stack = new VBox(8);
    private final StackPane layer = new StackPane(stack);
    private final ObservableBooleanValue animations;
    private final LongSupplier millis;

    public Toasts(ObservableBooleanValue animations) { this(animations, System::currentTimeMillis); }

    /** {@code millis}: the clock that ages notices (tests pass their own). */
    public Toasts(ObservableBooleanValue animations, LongSupplier millis) {
        this.animations = animations;
        this.millis = millis;
        layer.getStyleClass().add("toast-layer");
        layer.getStylesheets().add(Toasts.class.getResource("/arcade/shell/notify/toasts.css").toExternalForm());
        layer.setPickOnBounds(false);
        stack.setPickOnBounds(false);
        stack.setAlignment(Pos.BOTTOM_RIGHT);
        stack.setMaxSize(420, Double.MAX_VALUE);
        stack.setFillWidth(true);
        StackPane.setAlignment(stack, Pos.BOTTOM_RIGHT);
        StackPane.setMargin(stack, new Insets(16, 16, 44, 16));
        layer.sceneProperty().addListener((o, was, now) -> {
            if (was != null) { was.removeEventFilter(MouseEvent.MOUSE_PRESSED, this::playerActed); was.removeEventFilter(KeyEvent.KEY_PRESSED, this::playerActed); }
            if (now != null) { now.addEventFilter(MouseEvent.MOUSE_PRESSED, this::playerActed); now.addEventFilter(KeyEvent.KEY_PRESSED, this::playerActed); }
        });
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
    public List<String> visibleMessages() {
        return toasts().stream().map(t -> t.text.getText()).toList();
    }

    /** How many times each message on screen was told (1 unless it was repeated). */
    public List<Integer> visibleCounts() {
        return toasts().stream().map(t -> t.count).toList();
    }

    private List<Toast> toasts() {
        return stack.getChildren().stream().map(n -> (Toast) n.getUserData()).toList();
    }

    private void add(Level level, String message) {
        String text = PlainWords.filter(message);
        String kind = kind(level, text);
        for (Toast t : toasts()) {
            if (t.kind.equals(kind)) { t.repeat(text); return; }
        }
        Toast t = new Toast(level, text, kind);
        stack.getChildren().add(t.box);
        while (stack.getChildren().size() > MAX_VISIBLE) stack.getChildren().remove(0);
        if (animations.get()) {
            FadeTransition in = new FadeTransition(Duration.millis(160), t.box);
            in.setFromValue(0);
            in.setToValue(1);
            in.play();
        }
    }

    /** Notices differing only in long numbers (file stamps, sizes) are the same kind; "Add 1" and "Add 3" are not. */
    static String kind(Level level, String text) {
        return level + ":" + text.replaceAll("\\d{4,}(?:-\\d+)*", "#");
    }

    private static Duration lifetime(Level level) {
        return Duration.seconds(switch (level) { case INFO -> 4; case WARN -> 7; case ERROR -> 9; });
    }

    /** A click or key press outside the notices: the player is busy, so older notices make way. */
    private void playerActed(Event e) {
        if (e.getTarget() instanceof Node n && inside(n, layer)) return;
        long now = millis.getAsLong();
        for (Toast t : toasts()) if (now - t.shownAt >= GRACE.toMillis()) remove(t.box);
    }

    private static boolean inside(Node n, Node ancestor) {
        for (Node p = n; p != null; p = p.getParent()) if (p == ancestor) return true;
        return false;
    }

    private void remove(HBox toast) {
        if (!stack.getChildren().contains(toast) || toast.getProperties().containsKey("leaving")) return;
        if (!animations.get()) { stack.getChildren().remove(toast); return; }
        toast.getProperties().put("leaving", true);
        toast.setMouseTransparent(true);
        FadeTransition out = new FadeTransition(Duration.millis(200), toast);
        out.setToValue(0);
        out.setOnFinished(e -> stack.getChildren().remove(toast));
        out.play();
    }

    /** One card on screen. */
    private final class Toast {
        final String kind;
        final HBox box;
        final Label text;
        final Label badge = new Label();
        final PauseTransition life;
        int count = 1;
        long shownAt;

        Toast(Level level, String message, String kind) {
            this.kind = kind;
            FontIcon icon = new FontIcon(switch (level) {
                case INFO -> "mdi2i-information-outline";
                case WARN -> "mdi2a-alert-outline";
                case ERROR -> "mdi2a-alert-circle-outline";
            });
            icon.getStyleClass().addAll("toast-icon", "notice-icon");
            text = new Label(message);
            text.getStyleClass().addAll("toast-text", "notice-text");
            text.setWrapText(true);
            text.setMaxWidth(320);
            badge.getStyleClass().add("toast-count");
            badge.setVisible(false);
            badge.managedProperty().bind(badge.visibleProperty());
            Button close = new Button(null, new FontIcon("mdi2c-close"));
            close.getStyleClass().addAll("toast-close", "flat", "button-icon", "small");
            close.setFocusTraversable(false);
            box = new HBox(10, icon, text, badge, close);
            HBox.setHgrow(text, Priority.ALWAYS);
            box.setAlignment(Pos.TOP_LEFT);
            box.getStyleClass().addAll("toast", "notice", level.name().toLowerCase());
            box.setMaxWidth(420);
            box.setMaxHeight(HBox.USE_PREF_SIZE);
            box.setUserData(this);
            close.setOnAction(e -> remove(box));
            life = new PauseTransition(lifetime(level));
            life.setOnFinished(e -> remove(box));
            shownAt = millis.getAsLong();
            life.play();
        }

        /** The same notice again: count it, show the newest wording, and give it its time again. */
        void repeat(String message) {
            count++;
            text.setText(message);
            badge.setText("×" + count);
            badge.setVisible(true);
            shownAt = millis.getAsLong();
            life.playFromStart();
        }
    }
}
