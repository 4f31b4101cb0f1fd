package arcade.api.fx;

import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Fitting, hit-testing, cell rectangles, HiDPI snapping and the visible range of a grid. */
class GridGeometryTest {

    @Test void fitCentresTheLargestSquareCells() {
        GridGeometry g = GridGeometry.fit(10, 5, 420, 300, 10);
        assertThat(g.cellWidth()).isEqualTo(40);                 // min(400/10, 280/5)
        assertThat(g.originX()).isEqualTo(10);
        assertThat(g.originY()).isEqualTo(50);                   // (300 - 200) / 2
        assertThat(g.width()).isEqualTo(400);
        assertThat(g.height()).isEqualTo(200);
    }

    @Test void cellSizeAndOriginLandOnWholeDevicePixels() {
        GridGeometry normal = GridGeometry.fit(7, 7, 503, 503, 0, 1, 1);
        assertThat(normal.cellWidth()).isEqualTo(71);            // 503/7 = 71.86 floors to a whole pixel
        assertThat(normal.originX()).isEqualTo(3);               // (503 - 497) / 2
        GridGeometry hidpi = GridGeometry.fit(7, 7, 503, 503, 0, 1, 2);
        assertThat(hidpi.cellWidth()).isEqualTo(71.5);           // half layout pixels are whole device pixels
        assertThat(hidpi.originX() * 2).isEqualTo(Math.rint(hidpi.originX() * 2));
        GridGeometry oneAndHalf = GridGeometry.fit(3, 1, 100, 100, 0, 1, 1.5);
        assertThat(oneAndHalf.cellWidth() * 1.5).isEqualTo(Math.rint(oneAndHalf.cellWidth() * 1.5));
    }

    @Test void aMinimumCellSizeLetsABigGridOverflowFromThePadding() {
        GridGeometry g = GridGeometry.fit(1000, 1000, 400, 300, 8, 12, 1);
        assertThat(g.cellWidth()).isEqualTo(12);
        assertThat(g.originX()).isEqualTo(8);
        assertThat(g.originY()).isEqualTo(8);
        assertThat(g.width()).isEqualTo(12_000);
    }

    @Test void pointsMapToCellsAndBorderPointsBelongToTheCellTheyStart() {
        GridGeometry g = new GridGeometry(4, 3, 10, 20, 5, 5);
        assertThat(g.cellAt(5, 5)).contains(new GridCell(0, 0));
        assertThat(g.cellAt(14.99, 24.99)).contains(new GridCell(0, 0));
        assertThat(g.cellAt(15, 25)).contains(new GridCell(1, 1));
        assertThat(g.cellAt(44.9, 64.9)).contains(new GridCell(3, 2));
        assertThat(g.cellAt(45, 30)).isEmpty();
        assertThat(g.cellAt(4.9, 30)).isEmpty();
        assertThat(g.cellAt(20, 65)).isEmpty();
        assertThat(g.colAt(-100)).isEqualTo(-1);
    }

    @Test void cellRectanglesWithAndWithoutInset() {
        GridGeometry g = new GridGeometry(4, 3, 10, 20, 5, 5);
        assertThat(g.cellBounds(2, 1)).isEqualTo(new Rectangle2D(25, 25, 10, 20));
        assertThat(g.cellBounds(2, 1, 1)).isEqualTo(new Rectangle2D(26, 26, 8, 18));
        assertThat(g.centerX(2)).isEqualTo(30);
        assertThat(g.centerY(1)).isEqualTo(35);
        assertThatThrownBy(() -> g.cellBounds(4, 0)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test void visibleRangeCoversExactlyTheCellsInAWindow() {
        GridGeometry g = new GridGeometry(100, 100, 10, 10, 0, 0);
        assertThat(g.visibleRange(25, 0, 30, 10)).containsExactly(2, 0, 5, 0);
        assertThat(g.visibleRange(20, 20, 10, 10)).containsExactly(2, 2, 2, 2);
        assertThat(g.visibleRange(-50, -50, 2000, 2000)).containsExactly(0, 0, 99, 99);
        int[] none = g.visibleRange(1000, 0, 50, 50);
        assertThat(none[0]).isGreaterThan(none[2]);
    }

    @Test void anEmptyGridIsRefused() {
        assertThatThrownBy(() -> GridGeometry.fit(0, 3, 100, 100, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new GridGeometry(2, 2, 0, 10, 0, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
