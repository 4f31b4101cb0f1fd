package arcade.shell.stats;

import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;

/** A variant's name in a statistics table breaks between words, never inside one. */
@ExtendWith(ApplicationExtension.class)
class WordWrapLabelTest {
    WordWrapLabel cell;

    @Start void start(Stage stage) {
        cell = (WordWrapLabel) StatsTables.cell("Expert, first click zero-or-safe-neighbourhood", "stats-td", true);
        stage.setScene(new Scene(new StackPane(cell), 400, 200));
        stage.show();
    }

    @Test void theCellIsNeverNarrowerThanItsLongestWordAndWrapsTheRest(FxRobot robot) {
        double[] widths = new double[3];
        robot.interact(() -> {
            Text word = new Text("zero-or-safe-neighbourhood");
            word.setFont(cell.getFont());
            widths[0] = word.getLayoutBounds().getWidth();
            Text whole = new Text(cell.getText());
            whole.setFont(cell.getFont());
            widths[1] = whole.getLayoutBounds().getWidth();
            widths[2] = cell.minWidth(-1);
        });
        assertThat(cell.isWrapText()).isTrue();
        assertThat(widths[2]).as("the longest word fits").isGreaterThanOrEqualTo(widths[0]);
        assertThat(widths[2]).as("the rest may wrap").isLessThan(widths[1]);
    }
}
