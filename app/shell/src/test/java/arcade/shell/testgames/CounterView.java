package arcade.shell.testgames;

import arcade.api.host.Frame;
import arcade.api.host.GameView;
import arcade.api.host.Play;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/** The counter drawn as a number and three buttons; digits 1–3 on the keyboard press them. */
final class CounterView implements GameView<CountRules.State, Integer> {
    private final Play<CountRules.State, Integer> play;
    private final Label count = new Label();
    private final Button[] adds = new Button[3];
    private final VBox root;

    CounterView(Play<CountRules.State, Integer> play) {
        this.play = play;
        count.setId("count");
        count.setStyle("-fx-font-size: 48px;");
        HBox buttons = new HBox(8);
        buttons.setAlignment(Pos.CENTER);
        for (int k = 1; k <= 3; k++) {
            adds[k - 1] = new Button("+" + k);
            adds[k - 1].setId("plus" + k);
            buttons.getChildren().add(adds[k - 1]);
        }
        root = new VBox(16, count, buttons);
        root.setId("counter-root");
        root.setAlignment(Pos.CENTER);
        root.setFocusTraversable(true);
    }

    /** The input: buttons and digit keys become moves. */
    static void wire(Play<CountRules.State, Integer> play, CounterView view) {
        for (int k = 1; k <= 3; k++) {
            int add = k;
            view.adds[k - 1].setOnAction(e -> play.play(add));
        }
        view.root.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode().compareTo(KeyCode.DIGIT1) >= 0 && e.getCode().compareTo(KeyCode.DIGIT3) <= 0) {
                play.play(e.getCode().ordinal() - KeyCode.DIGIT0.ordinal());
                e.consume();
            }
        });
    }

    @Override public Node node() { return root; }

    @Override public void show(Frame<CountRules.State, Integer> frame) {
        CountRules.State s = frame.state();
        count.setText(String.valueOf(s.count()));
        for (int k = 1; k <= 3; k++) adds[k - 1].setDisable(!play.acceptsMoves() || s.count() + k > s.target());
    }
}
