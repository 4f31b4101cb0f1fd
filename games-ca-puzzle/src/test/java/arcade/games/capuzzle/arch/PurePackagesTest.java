package arcade.games.capuzzle.arch;

import arcade.games.capuzzle.model.Automaton;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

/** The model, the game definition, the solver, the generator and the tools run headless and replay from a seed. */
class PurePackagesTest {
    private static final String[] PURE = {"arcade.games.capuzzle.model..", "arcade.games.capuzzle.game..", "arcade.games.capuzzle.solver..",
            "arcade.games.capuzzle.generator..", "arcade.games.capuzzle.tools..", "arcade.games.capuzzle.png.."};
    private static JavaClasses classes;

    @BeforeAll static void importMainClasses() {
        Location main = Location.of(Automaton.class.getProtectionDomain().getCodeSource().getLocation());
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importLocations(Set.of(main));
    }

    @Test void pureClassesAreImported() {
        assertThat(classes.stream().filter(c -> c.getPackageName().startsWith("arcade.games.capuzzle.model")).count()).isGreaterThan(8);
        assertThat(classes.stream().filter(c -> c.getPackageName().startsWith("arcade.games.capuzzle.solver")).count()).isGreaterThan(2);
    }

    @Test void noJavaFx() {
        noClasses().that().resideInAnyPackage(PURE).should().dependOnClassesThat().resideInAnyPackage("javafx..")
                .because("the model, the solver and the tools run and are tested without a toolkit").check(classes);
    }

    @Test void onlyTheSeededRng() {
        noClasses().that().resideInAnyPackage(PURE)
                .should().dependOnClassesThat().haveFullyQualifiedName("java.util.Random")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.util.concurrent.ThreadLocalRandom")
                .orShould().callMethod(Math.class, "random")
                .because("a seed must give the same puzzle everywhere (arcade.api.session.Rng)").check(classes);
    }
}
