package arcade.games.minesweeper.arch;

import arcade.games.minesweeper.model.MinesState;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

/** model, ai and tools run headless and replay from a seed; the solvers see what a player sees. */
class PurePackagesTest {
    private static final String[] PURE = {"arcade.games.minesweeper.model..", "arcade.games.minesweeper.ai..", "arcade.games.minesweeper.tools..", "arcade.games.minesweeper.generate.."};
    private static JavaClasses classes;

    @BeforeAll static void importMainClasses() {
        Location main = Location.of(MinesState.class.getProtectionDomain().getCodeSource().getLocation());
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importLocations(Set.of(main));
    }

    @Test void pureClassesAreImported() {
        assertThat(classes.stream().filter(c -> c.getPackageName().startsWith("arcade.games.minesweeper.model")).count()).isGreaterThan(6);
    }

    @Test void noJavaFx() {
        noClasses().that().resideInAnyPackage(PURE).should().dependOnClassesThat().resideInAnyPackage("javafx..")
                .because("the model, the solvers and the tools run and are tested without a toolkit").check(classes);
    }

    @Test void onlyTheSeededRng() {
        noClasses().that().resideInAnyPackage(PURE)
                .should().dependOnClassesThat().haveFullyQualifiedName("java.util.Random")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.util.concurrent.ThreadLocalRandom")
                .orShould().callMethod(Math.class, "random")
                .because("a seed must give the same board and the same games everywhere (arcade.api.session.Rng)").check(classes);
    }

    @Test void solversNeverSeeTheMines() {
        noClasses().that().resideInAPackage("arcade.games.minesweeper.ai..")
                .should().dependOnClassesThat().haveFullyQualifiedName(MinesState.class.getName())
                .orShould().dependOnClassesThat().haveFullyQualifiedName("arcade.games.minesweeper.model.MinesRules")
                .because("a solver plays from the player's view, never from the hidden mines").check(classes);
    }
}
