package arcade.games.capuzzle.path;

import arcade.games.capuzzle.automaton.Puzzle;
import arcade.games.capuzzle.model.CaDefinition;
import arcade.games.capuzzle.solver.Grade;
import arcade.games.capuzzle.solver.Grader;
import arcade.games.capuzzle.solver.Known;
import org.junit.jupiter.api.Test;

import java.util.EnumSet;
import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** The path: at least 30 puzzles, from a tiny 2-state Easy one to 10-state Expert ones, each at the grade it promises. */
class PuzzlePathTest {
    @Test void thePathRunsFromATiny2StateRuleToExpertPuzzlesOfTenStates() {
        var lessons = PuzzlePath.lessons();
        assertThat(lessons).hasSizeGreaterThanOrEqualTo(30);
        for (int i = 0; i < lessons.size(); i++) assertThat(lessons.get(i).number()).isEqualTo(i + 1);
        Puzzle first = CaDefinition.INSTANCE.puzzle(PuzzlePath.first().id());
        assertThat(first.automaton().states()).isEqualTo(2);
        assertThat(first.board().cells()).isLessThanOrEqualTo(20);
        assertThat(PuzzlePath.first().grade()).isEqualTo(Grade.EASY);
        Lesson last = lessons.get(lessons.size() - 1);
        assertThat(last.grade()).isEqualTo(Grade.EXPERT);
        assertThat(CaDefinition.INSTANCE.puzzle(last.id()).automaton().states()).isEqualTo(10);
        Set<String> ids = new HashSet<>();
        for (Lesson l : lessons) {
            assertThat(ids.add(l.key())).as("puzzle " + l.number() + " is new").isTrue();
            assertThat(l.teaches()).isNotBlank();
        }
        // the grades never fall back by more than one step, so nothing hard comes before its idea
        Grade hardest = Grade.EASY;
        for (Lesson l : lessons) {
            assertThat(l.grade().ordinal()).as("puzzle " + l.number()).isGreaterThanOrEqualTo(hardest.ordinal() - 1);
            if (l.grade().ordinal() > hardest.ordinal()) hardest = l.grade();
        }
        assertThat(PuzzlePath.after(last)).isEmpty();
        assertThat(PuzzlePath.after(PuzzlePath.first())).contains(lessons.get(1));
        assertThat(PuzzlePath.of(lessons.get(4).id())).contains(lessons.get(4));
    }

    /** The grades of known puzzles: every puzzle of the path needs exactly the deductions its grade names. */
    @Test void everyPuzzleIsRatedAtItsGrade() {
        Set<Grade> seen = EnumSet.noneOf(Grade.class);
        for (Lesson l : PuzzlePath.lessons()) {
            Grader.Rating r = Grader.rate(Known.atStart(CaDefinition.INSTANCE.puzzle(l.id())));
            assertThat(r.solved()).as("puzzle " + l.number() + " is solved by deduction").isTrue();
            assertThat(r.grade()).as("puzzle " + l.number() + " " + l.params()).isEqualTo(l.grade());
            seen.add(r.grade());
        }
        assertThat(seen).containsExactlyInAnyOrder(Grade.values());
    }
}
