package arcade.games.capuzzle.arch;

import arcade.games.capuzzle.automaton.Automaton;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

/** The automata, the model with its definition, the solver, the generator, the editor's document and the tools run headless, replay from a seed and form no package cycle. */
class PurePackagesTest {
    private static final String[] PURE = {"arcade.games.capuzzle.automaton..", "arcade.games.capuzzle.model..", "arcade.games.capuzzle.solver..",
            "arcade.games.capuzzle.generator..", "arcade.games.capuzzle.editor..", "arcade.games.capuzzle.tools..", "arcade.games.capuzzle.png..",
            "arcade.games.capuzzle.path.."};
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

    @Test void noPackageCycles() {
        slices().matching("arcade.games.capuzzle.(**)").should().beFreeOfCycles()
                .because("each layer builds on the ones below it: automaton, solver, model, then tools and view").check(classes);
    }

    @Test void onlyTheSeededRng() {
        noClasses().that().resideInAnyPackage(PURE)
                .should().dependOnClassesThat().haveFullyQualifiedName("java.util.Random")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.util.concurrent.ThreadLocalRandom")
                .orShould().callMethod(Math.class, "random")
                .because("a seed must give the same puzzle everywhere (arcade.api.session.Rng)").check(classes);
    }
}
