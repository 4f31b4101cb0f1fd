package arcade.api.fx;

import javafx.beans.property.SimpleBooleanProperty;
import javafx.event.EventType;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Pane;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** Press-drag-release on a surface with one card at 0..50 × 0..50 and one pile at x ≥ 200. */
@ExtendWith(ApplicationExtension.class)
class DragControllerTest {
    private final Pane surface = new Pane();
    private final SimpleBooleanProperty animations = new SimpleBooleanProperty(true);
    private final List<String> drops = new ArrayList<>();
    private int changes;
    private FrameTicker.Manual ticker;
    private DragController<String> drag;
    private boolean clicked;

    @BeforeEach void setUp() {
        drag = new DragController<>(surface,
                (x, y) -> x < 50 && y < 50 ? Optional.of("7♥") : Optional.empty(),
                (card, x, y) -> { drops.add(card + "@" + (int) x); return x >= 200; },
                animations, () -> changes++, f -> ticker = new FrameTicker.Manual(f));
        surface.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> clicked = e.isStillSincePress());
    }

    private void mouse(EventType<MouseEvent> type, double x, double y) {
        surface.fireEvent(new MouseEvent(type, x, y, x, y, MouseButton.PRIMARY, 1, false, false, false, false,
                type != MouseEvent.MOUSE_RELEASED, false, false, false, false, false, null));
    }

    private void dragTo(double x, double y) {
        mouse(MouseEvent.MOUSE_PRESSED, 10, 10);
        mouse(MouseEvent.MOUSE_DRAGGED, (10 + x) / 2, (10 + y) / 2);
        mouse(MouseEvent.MOUSE_DRAGGED, x, y);
    }

    @Test void anAcceptedDropPlaysAndEndsTheDrag(FxRobot robot) {
        robot.interact(() -> {
            dragTo(250, 30);
            assertThat(drag.phase()).isEqualTo(DragController.Phase.DRAGGING);
            assertThat(drag.moving()).contains("7♥");
            assertThat(drag.offsetX()).isEqualTo(240);
            assertThat(drag.offsetY()).isEqualTo(20);
            mouse(MouseEvent.MOUSE_RELEASED, 250, 30);
        });
        assertThat(drops).containsExactly("7♥@250");
        assertThat(drag.phase()).isEqualTo(DragController.Phase.IDLE);
        assertThat(drag.moving()).isEmpty();
        assertThat(ticker.isRunning()).isFalse();
        assertThat(changes).isGreaterThanOrEqualTo(3);
    }

    @Test void aRefusedDropGlidesBackAndStopsItsLoop(FxRobot robot) {
        robot.interact(() -> {
            dragTo(110, 10);
            mouse(MouseEvent.MOUSE_RELEASED, 110, 10);
            assertThat(drops).containsExactly("7♥@110");
            assertThat(drag.phase()).isEqualTo(DragController.Phase.RETURNING);
            assertThat(ticker.isRunning()).isTrue();
            ticker.frame(0);
            assertThat(drag.offsetX()).isEqualTo(100);
            ticker.frame(90_000_000L);                              // half way in time, most of the way back
            assertThat(drag.offsetX()).isBetween(5.0, 20.0);
            assertThat(drag.moving()).contains("7♥");
            ticker.frame(180_000_000L);
            assertThat(drag.phase()).isEqualTo(DragController.Phase.IDLE);
            assertThat(drag.offsetX()).isZero();
            assertThat(ticker.isRunning()).isFalse();
        });
    }

    @Test void withAnimationsOffARefusedPieceIsBackAtOnce(FxRobot robot) {
        animations.set(false);
        robot.interact(() -> {
            dragTo(110, 10);
            mouse(MouseEvent.MOUSE_RELEASED, 110, 10);
        });
        assertThat(drag.phase()).isEqualTo(DragController.Phase.IDLE);
        assertThat(drag.offsetX()).isZero();
        assertThat(ticker.isRunning()).isFalse();
    }

    @Test void aPressWithoutMovingStaysAClickAndNothingIsDropped(FxRobot robot) {
        robot.interact(() -> {
            mouse(MouseEvent.MOUSE_PRESSED, 10, 10);
            mouse(MouseEvent.MOUSE_DRAGGED, 12, 11);               // within the threshold: a shaky click
            assertThat(drag.moving()).isEmpty();
            mouse(MouseEvent.MOUSE_RELEASED, 12, 11);
            surface.fireEvent(new MouseEvent(MouseEvent.MOUSE_CLICKED, 12, 11, 12, 11, MouseButton.PRIMARY, 1,
                    false, false, false, false, false, false, false, false, false, true, null));
        });
        assertThat(drops).isEmpty();
        assertThat(clicked).isTrue();
        assertThat(changes).isZero();
    }

    @Test void pressingWhereNothingMayBeDraggedDoesNothing(FxRobot robot) {
        robot.interact(() -> {
            mouse(MouseEvent.MOUSE_PRESSED, 100, 100);
            mouse(MouseEvent.MOUSE_DRAGGED, 300, 100);
            mouse(MouseEvent.MOUSE_RELEASED, 300, 100);
        });
        assertThat(drops).isEmpty();
        assertThat(drag.phase()).isEqualTo(DragController.Phase.IDLE);
    }

    @Test void escapeGivesUpADragAndTheKeyIsConsumed(FxRobot robot) {
        KeyEvent esc = new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.ESCAPE, false, false, false, false);
        robot.interact(() -> {
            dragTo(300, 10);
            surface.fireEvent(esc);
            assertThat(drag.phase()).isEqualTo(DragController.Phase.RETURNING);
            mouse(MouseEvent.MOUSE_RELEASED, 300, 10);             // the release after Esc drops nothing
        });
        assertThat(drops).isEmpty();
    }

    @Test void theKeyboardPathHoldsAndDropsWhereTheGameSays(FxRobot robot) {
        robot.interact(() -> {
            drag.hold("Q♠");
            assertThat(drag.moving()).contains("Q♠");
            assertThat(drag.dropHeld(card -> false)).isFalse();   // an illegal place: still held
            assertThat(drag.phase()).isEqualTo(DragController.Phase.HOLDING);
            List<String> played = new ArrayList<>();
            assertThat(drag.dropHeld(card -> played.add(card + " to pile 3"))).isTrue();
            assertThat(played).containsExactly("Q♠ to pile 3");
            assertThat(drag.moving()).isEmpty();
            drag.hold("K♦");
            surface.fireEvent(new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.ESCAPE, false, false, false, false));
            assertThat(drag.moving()).isEmpty();
            assertThat(drag.dropHeld(card -> true)).isFalse();    // nothing held any more
        });
    }

    @Test void onlyTheLeftButtonDropsAndAForwardedEscIsHandled(FxRobot robot) {
        robot.interact(() -> {
            dragTo(250, 10);
            surface.fireEvent(new MouseEvent(MouseEvent.MOUSE_RELEASED, 250, 10, 250, 10, MouseButton.SECONDARY, 1,
                    false, false, false, false, true, false, false, false, false, false, null));
            assertThat(drag.phase()).isEqualTo(DragController.Phase.DRAGGING);
            KeyEvent esc = new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.ESCAPE, false, false, false, false);
            assertThat(drag.handleKey(esc)).isTrue();
            assertThat(esc.isConsumed()).isTrue();
            assertThat(drag.handleKey(new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.ESCAPE, false, false, false, false))).isFalse();
        });
        assertThat(drops).isEmpty();
    }

    @Test void disposeRemovesTheHandlers(FxRobot robot) {
        robot.interact(() -> {
            drag.dispose();
            dragTo(250, 10);
            mouse(MouseEvent.MOUSE_RELEASED, 250, 10);
        });
        assertThat(drops).isEmpty();
    }
}
