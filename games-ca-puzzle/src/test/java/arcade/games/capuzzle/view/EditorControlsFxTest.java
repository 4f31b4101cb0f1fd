package arcade.games.capuzzle.view;

import arcade.games.capuzzle.view.parts.Spinners;

import arcade.games.capuzzle.automaton.Automaton;
import arcade.games.capuzzle.automaton.Kind;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Spinner;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;


import static org.assertj.core.api.Assertions.assertThat;

/** The editor's Kind and States show the automaton being edited, and a typed number of states is taken. */
class EditorControlsFxTest extends CaGameWindow {

    @SuppressWarnings("unchecked")
    @Test void kindAndStatesFollowTheAutomatonAndTypedStatesAreTaken(FxRobot robot) {
        Automaton sum6 = Automaton.of(Kind.TOTALISTIC, 6, (l, c, r) -> (l + c + r) % 6, "");
        robot.interact(() -> game.openEditor(sum6));
        ChoiceBox<Kind> kind = robot.lookup("#ca-editor-kind").queryAs(ChoiceBox.class);
        Spinner<Integer> states = robot.lookup("#ca-editor-states").queryAs(Spinner.class);
        assertThat(kind.getValue()).isEqualTo(Kind.TOTALISTIC);
        assertThat(states.getValue()).isEqualTo(6);

        // type 4 (no Enter) and press New: a 4-state automaton of the kind shown
        ChoiceBox<Kind> firstKind = kind;
        robot.interact(() -> firstKind.setValue(Kind.COMMON));
        robot.doubleClickOn(states.getEditor()).eraseText(2).write("4");
        robot.clickOn(robot.lookup(".button").match(n -> n instanceof Button b && b.getText().equals("New")).queryButton());
        WaitForAsyncUtils.waitForFxEvents();
        EditorScreen editor = (EditorScreen) game.screen();
        assertThat(editor.model().automaton().states()).isEqualTo(4);
        assertThat(editor.model().automaton().kind()).isEqualTo(Kind.COMMON);
        assertThat(editor.rules().ruleCount()).isEqualTo(64);
        assertThat(states.getEditor().getText()).isEqualTo("4");

        // opening another automaton shows its kind and states again
        robot.interact(() -> game.openEditor(Automaton.wolfram(110, "")));
        kind = robot.lookup("#ca-editor-kind").queryAs(ChoiceBox.class);
        states = robot.lookup("#ca-editor-states").queryAs(Spinner.class);
        assertThat(kind.getValue()).isEqualTo(Kind.COMMON);
        assertThat(states.getValue()).isEqualTo(2);

        // a number out of range is brought into it, text that is no number is undone
        Spinner<Integer> s = states;
        robot.doubleClickOn(s.getEditor()).eraseText(2).write("12").type(KeyCode.TAB);
        assertThat(s.getValue()).isEqualTo(10);
        robot.doubleClickOn(s.getEditor()).eraseText(2).write("x");
        robot.interact(() -> Spinners.value(s));
        assertThat(s.getValue()).isEqualTo(10);
        assertThat(s.getEditor().getText()).isEqualTo("10");
    }
}
