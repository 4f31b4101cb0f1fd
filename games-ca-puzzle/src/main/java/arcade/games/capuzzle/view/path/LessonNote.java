package arcade.games.capuzzle.view.path;

import arcade.games.capuzzle.view.parts.Icons;

import arcade.games.capuzzle.path.Lesson;
import arcade.games.capuzzle.path.PathProgress;
import arcade.games.capuzzle.path.PuzzlePath;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.Optional;
import java.util.function.Consumer;

/**
 * A strip above the board while a puzzle of the path is played: which puzzle it is and what it
 * teaches (until it is solved), then its stars and the way on to the next one. It sits above the
 * board rather than over it, so the board stays in view at any zoom.
 */
public final class LessonNote {
    private final HBox box = new HBox(12);
    private final Label title = new Label(), details = new Label();
    private final HBox stars = new HBox(2);
    private final Button next = new Button("Next puzzle");
    private final Button path = new Button("The path");
    private Lesson lesson;

    public LessonNote(Consumer<Lesson> play, Runnable openPath) {
        box.getStyleClass().add("ca-summary");
        box.setId("ca-lesson");
        box.setAlignment(Pos.CENTER_LEFT);
        title.getStyleClass().add("ca-summary-title");
        title.setId("ca-lesson-title");
        title.setWrapText(true);                        // never "Puzzle 1 of 33 · Easy · T…" in a small window
        title.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        details.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        details.setWrapText(true);
        details.setId("ca-lesson-text");
        HBox head = new HBox(8, title, stars);
        head.setAlignment(Pos.CENTER_LEFT);
        stars.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        VBox text = new VBox(2, head, details);
        HBox.setHgrow(text, Priority.ALWAYS);
        next.setId("ca-lesson-next");
        next.setFocusTraversable(false);
        next.setOnAction(e -> PuzzlePath.after(lesson).ifPresent(play));
        path.setFocusTraversable(false);
        path.setOnAction(e -> openPath.run());
        Button close = new Button();
        close.setGraphic(Icons.close());
        close.setAccessibleText("Hide this note");
        close.setFocusTraversable(false);
        close.setOnAction(e -> show(false));
        for (Button b : new Button[]{next, path}) b.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        box.getChildren().addAll(text, next, path, close);
        show(false);
    }

    public Node node() { return box; }

    /** The note for a puzzle just started: the lesson, or nothing for a puzzle off the path. */
    public void start(Optional<Lesson> l, PathProgress progress) {
        lesson = l.orElse(null);
        if (lesson == null) { show(false); return; }
        title.setText(heading(lesson));
        Optional<PathProgress.Result> r = progress.result(lesson);
        details.setText(lesson.teaches());
        setStars(r.map(PathProgress.Result::stars).orElse(0));
        next.setVisible(r.isPresent() && PuzzlePath.after(lesson).isPresent());
        next.setManaged(next.isVisible());
        show(true);
    }

    /** After the lesson is solved: its stars, the best score, and the next puzzle. */
    public void solved(PathProgress progress) {
        if (lesson == null) return;
        PathProgress.Result r = progress.result(lesson).orElseThrow();
        title.setText("Solved: " + heading(lesson));
        setStars(r.stars());
        Optional<Lesson> after = PuzzlePath.after(lesson);
        details.setText(r.stars() + (r.stars() == 1 ? " star" : " stars") + (r.best() == null ? "" : " · best score " + r.best())
                + (r.stars() < 3 ? " · three stars for a solve without a mistake and without help" : "")
                + (after.isPresent() ? " · next: " + after.get().title() + " (" + after.get().grade().label() + ")"
                        : " · that was the last puzzle of the path: " + progress.starCount() + " of " + 3 * PuzzlePath.lessons().size() + " stars"));
        next.setVisible(after.isPresent());
        next.setManaged(after.isPresent());
        show(true);
    }

    public static String heading(Lesson l) {
        return "Puzzle " + l.number() + " of " + PuzzlePath.lessons().size() + " · " + l.grade().label() + " · " + l.title();
    }

    private void setStars(int n) {
        stars.getChildren().clear();
        for (int i = 0; i < 3; i++) stars.getChildren().add(Icons.star(i < n));
    }

    public boolean showing() { return box.isVisible(); }
    public String text() { return box.isVisible() ? title.getText() + "\n" + details.getText() : ""; }

    private void show(boolean on) {
        box.setVisible(on);
        box.setManaged(on);
    }
}
