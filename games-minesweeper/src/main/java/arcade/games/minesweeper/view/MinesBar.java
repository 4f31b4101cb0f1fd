package arcade.games.minesweeper.view;

import arcade.games.minesweeper.model.MinesState;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;

import java.util.Locale;

/** The bar above the board, laid out as the classic game's: mines left, the face, the seconds. */
final class MinesBar extends BorderPane {
    private final Label mines = counter("mines-left", "Mines left to flag"), clock = counter("mines-clock", "Seconds played");
    private final FaceButton face;

    MinesBar(Runnable newGame) {
        face = new FaceButton(newGame);
        getStyleClass().add("mines-bar");
        setLeft(mines);
        setCenter(face);
        setRight(clock);
    }

    private static Label counter(String id, String tip) {
        Label l = new Label();
        l.setId(id);
        l.getStyleClass().add("mines-counter");
        l.setTooltip(new Tooltip(tip));
        return l;
    }

    FaceButton face() { return face; }

    void show(MinesState s, long elapsedMillis) {
        mines.setText(threeDigits(s.minesLeft()));
        clock.setText(threeDigits((int) Math.min(999, elapsedMillis / 1000)));
        if (face.mood() != FaceButton.Mood.PRESSING || s.over())
            face.setMood(s.won() ? FaceButton.Mood.WON : s.lost() ? FaceButton.Mood.LOST : FaceButton.Mood.PLAYING);
    }

    /** "007", "120", "-03": three places, as the displays show them. */
    static String threeDigits(int n) {
        return n < 0 ? String.format(Locale.ROOT, "-%02d", Math.min(99, -n)) : String.format(Locale.ROOT, "%03d", Math.min(999, n));
    }

    void setPalette(MinesPalette p) { face.setPalette(p); }
}
