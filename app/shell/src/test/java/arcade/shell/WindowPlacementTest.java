package arcade.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arcade.shell.storage.WindowGeometry;
import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.Test;

class WindowPlacementTest {
    private static final Rectangle2D SMALL_SCREEN = new Rectangle2D(0, 0, 800, 600);

    @Test
    void theDefaultWindowIsCutToASmallScreen() {
        WindowGeometry fitted = WindowPlacement.fitWithin(WindowGeometry.defaults(), SMALL_SCREEN);
        assertEquals(800, fitted.width());
        assertEquals(600, fitted.height());
        assertTrue(fitted.width() < WindowGeometry.DEFAULT_WIDTH, "the default size is wider than 800");
    }

    @Test
    void aCutWindowForgetsItsOldCornerSoTheSystemPlacesItOnScreen() {
        WindowGeometry onABigMonitor = new WindowGeometry(WindowGeometry.VERSION, 1500.0, 900.0, 1600, 1000, false);
        WindowGeometry fitted = WindowPlacement.fitWithin(onABigMonitor, SMALL_SCREEN);
        assertNull(fitted.x());
        assertNull(fitted.y());
        assertEquals(800, fitted.width());
        assertEquals(600, fitted.height());
    }

    @Test
    void aWindowThatFitsKeepsItsSizeAndPlace() {
        WindowGeometry g = new WindowGeometry(WindowGeometry.VERSION, 10.0, 20.0, 700, 500, true);
        assertSame(g, WindowPlacement.fitWithin(g, SMALL_SCREEN));
    }

    @Test
    void onlyTheSideThatIsTooLongIsCut() {
        WindowGeometry tall = new WindowGeometry(WindowGeometry.VERSION, null, null, 700, 900, false);
        WindowGeometry fitted = WindowPlacement.fitWithin(tall, SMALL_SCREEN);
        assertEquals(700, fitted.width());
        assertEquals(600, fitted.height());
    }
}
