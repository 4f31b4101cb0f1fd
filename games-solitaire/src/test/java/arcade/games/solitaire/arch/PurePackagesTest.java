package arcade.games.solitaire.arch;

import arcade.games.solitaire.model.KlondikeRules;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

/** model, solver, ai and tools run headless and replay from a seed: no JavaFX, no unseeded randomness. */
class PurePackagesTest {
    private static final String[] PURE = {"arcade.games.solitaire.model..", "arcade.games.solitaire.solver..",
            "arcade.games.solitaire.ai..", "arcade.games.solitaire.tools.."};
    static JavaClasses classes;

    @BeforeAll static void importMainClasses() {
        Location main = Location.of(KlondikeRules.class.getProtectionDomain().getCodeSource().getLocation());
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importLocations(Set.of(main));
    }

    @Test void pureClassesAreImported() {
        assertThat(classes.stream().filter(c -> c.getPackageName().startsWith("arcade.games.solitaire.model")).count()).isGreaterThan(8);
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
                .because("a seed must give the same deal and the same games everywhere (arcade.api.session.Rng)").check(classes);
    }
}
