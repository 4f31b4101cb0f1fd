package arcade.games.shannon.arch;

import arcade.games.shannon.model.boards.ThesisGenerator;
import arcade.games.shannon.model.Board;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

/** model, ai and tools run headless and replay from a seed: no JavaFX, no unseeded randomness. */
class PurePackagesTest {
    private static final String[] PURE = {"arcade.games.shannon.model..", "arcade.games.shannon.ai..", "arcade.games.shannon.tools.."};
    private static JavaClasses classes;

    @BeforeAll static void importMainClasses() {
        Location main = Location.of(Board.class.getProtectionDomain().getCodeSource().getLocation());
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importLocations(Set.of(main));
    }

    @Test void pureClassesAreImported() {
        assertThat(classes.stream().filter(c -> c.getPackageName().startsWith("arcade.games.shannon.ai")).count()).isGreaterThan(8);
        assertThat(classes.stream().filter(c -> c.getPackageName().startsWith("arcade.games.shannon.tools")).count()).isGreaterThan(3);
    }

    @Test void noJavaFx() {
        noClasses().that().resideInAnyPackage(PURE).should().dependOnClassesThat().resideInAnyPackage("javafx..")
                .because("the model, the computer players and the tools run and are tested without a toolkit").check(classes);
    }

    @Test void onlyTheSeededRng() {
        noClasses().that().resideInAnyPackage(PURE).and().doNotHaveFullyQualifiedName(ThesisGenerator.class.getName())
                .should().dependOnClassesThat().haveFullyQualifiedName("java.util.Random")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.util.concurrent.ThreadLocalRandom")
                .orShould().callMethod(Math.class, "random")
                .because("a seed must give the same board and the same games everywhere (arcade.api.session.Rng)").check(classes);
    }

    @Test void theGeneratorSeedsItsJdkRandom() {
        // THESIS.md §5.5 fixes java.util.Random(seed) for the thesis generator; an unseeded one would break network play
        noClasses().that().haveFullyQualifiedName(ThesisGenerator.class.getName())
                .should().callConstructor(java.util.Random.class)
                .orShould().callMethod(Math.class, "random")
                .because("the board must follow from the seed alone").check(classes);
    }
}
