package arcade.api.fx;

import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Arrows, Home/End, the wrapping policies and the visible-cursor flag. */
class GridCursorTest {

    private static KeyEvent press(KeyCode code, boolean ctrl) {
        return new KeyEvent(KeyEvent.KEY_PRESSED, "", "", code, false, ctrl, false, false);
    }

    @Test void theFirstKeyShowsTheCursorWhereItIsThenArrowsMoveIt() {
        GridCursor c = new GridCursor(5, 4, GridCursor.Wrap.STOP);
        c.moveTo(2, 1);
        assertThat(c.isVisible()).isFalse();
        assertThat(c.handle(KeyCode.RIGHT, false)).isTrue();
        assertThat(c.isVisible()).isTrue();
        assertThat(c.cell()).isEqualTo(new GridCell(2, 1));
        c.handle(KeyCode.RIGHT, false);
        c.handle(KeyCode.DOWN, false);
        assertThat(c.cell()).isEqualTo(new GridCell(3, 2));
        c.handle(KeyCode.UP, false);
        c.handle(KeyCode.LEFT, false);
        assertThat(c.cell()).isEqualTo(new GridCell(2, 1));
    }

    @Test void stopKeepsTheCursorAtTheEdge() {
        GridCursor c = new GridCursor(3, 3, GridCursor.Wrap.STOP);
        c.setVisible(true);
        c.handle(KeyCode.LEFT, false);
        c.handle(KeyCode.UP, false);
        assertThat(c.cell()).isEqualTo(new GridCell(0, 0));
    }

    @Test void aroundWrapsToTheOppositeEdge() {
        GridCursor c = new GridCursor(3, 2, GridCursor.Wrap.AROUND);
        c.setVisible(true);
        c.handle(KeyCode.LEFT, false);
        assertThat(c.cell()).isEqualTo(new GridCell(2, 0));
        c.handle(KeyCode.UP, false);
        assertThat(c.cell()).isEqualTo(new GridCell(2, 1));
        c.handle(KeyCode.RIGHT, false);
        assertThat(c.cell()).isEqualTo(new GridCell(0, 1));
    }

    @Test void readingContinuesOnTheNextRowAndStopsAtTheEnds() {
        GridCursor c = new GridCursor(3, 2, GridCursor.Wrap.READING);
        c.setVisible(true);
        c.moveTo(2, 0);
        c.handle(KeyCode.RIGHT, false);
        assertThat(c.cell()).isEqualTo(new GridCell(0, 1));
        c.handle(KeyCode.LEFT, false);
        assertThat(c.cell()).isEqualTo(new GridCell(2, 0));
        c.moveTo(0, 0);
        c.handle(KeyCode.LEFT, false);
        assertThat(c.cell()).isEqualTo(new GridCell(0, 0));
        c.moveTo(2, 1);
        c.handle(KeyCode.RIGHT, false);
        c.handle(KeyCode.DOWN, false);
        assertThat(c.cell()).isEqualTo(new GridCell(2, 1));
    }

    @Test void homeAndEndGoToTheRowEndsAndWithCtrlToTheGridEnds() {
        GridCursor c = new GridCursor(6, 5, GridCursor.Wrap.STOP);
        c.setVisible(true);
        c.moveTo(3, 2);
        KeyEvent end = press(KeyCode.END, false);
        assertThat(c.handle(end)).isTrue();
        assertThat(end.isConsumed()).isTrue();
        assertThat(c.cell()).isEqualTo(new GridCell(5, 2));
        c.handle(press(KeyCode.HOME, false));
        assertThat(c.cell()).isEqualTo(new GridCell(0, 2));
        c.handle(press(KeyCode.END, true));
        assertThat(c.cell()).isEqualTo(new GridCell(5, 4));
        c.handle(press(KeyCode.HOME, true));
        assertThat(c.cell()).isEqualTo(new GridCell(0, 0));
    }

    @Test void theMouseHidesTheCursorAgain() {
        GridCursor c = new GridCursor(3, 3, GridCursor.Wrap.STOP);
        javafx.scene.layout.Pane surface = new javafx.scene.layout.Pane();
        c.hideOnMouse(surface);
        c.handle(KeyCode.DOWN, false);
        assertThat(c.isVisible()).isTrue();
        surface.fireEvent(new javafx.scene.input.MouseEvent(javafx.scene.input.MouseEvent.MOUSE_MOVED, 1, 1, 1, 1,
                javafx.scene.input.MouseButton.NONE, 0, false, false, false, false, false, false, false, false, false, false, null));
        assertThat(c.isVisible()).isFalse();
    }

    @Test void otherKeysAreLeftToTheGame() {
        GridCursor c = new GridCursor(3, 3, GridCursor.Wrap.STOP);
        KeyEvent enter = press(KeyCode.ENTER, false);
        assertThat(c.handle(enter)).isFalse();
        assertThat(enter.isConsumed()).isFalse();
        assertThat(c.isVisible()).isFalse();
    }

    @Test void resizingKeepsTheCursorInsideAndMovesFireProperties() {
        GridCursor c = new GridCursor(10, 10, GridCursor.Wrap.STOP);
        c.moveTo(8, 9);
        int[] changes = {0};
        c.colProperty().addListener((o, a, b) -> changes[0]++);
        c.resize(4, 4);
        assertThat(c.cell()).isEqualTo(new GridCell(3, 3));
        assertThat(changes[0]).isEqualTo(1);
        c.moveTo(-5, 99);
        assertThat(c.cell()).isEqualTo(new GridCell(0, 3));
    }
}
