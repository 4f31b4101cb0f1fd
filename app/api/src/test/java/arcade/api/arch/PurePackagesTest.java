package arcade.api.arch;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import arcade.api.model.GameRules;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The pure packages of the API (model, analysis, session, store, tool, zones) never touch JavaFX or unseeded randomness. */
class PurePackagesTest {
    private static final String[] PURE = {"arcade.api.model..", "arcade.api.analysis..", "arcade.api.session..",
            "arcade.api.store..", "arcade.api.tool..", "arcade.api.zones.."};
    private static JavaClasses classes;

    @BeforeAll
    static void importMainClasses() {
        // Import the API's own class folder or jar only: scanning the whole classpath is slow.
        Location main = Location.of(GameRules.class.getProtectionDomain().getCodeSource().getLocation());
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importLocations(Set.of(main));
    }

    static ArchRule noJavaFx(String... packages) {
        return noClasses().that().resideInAnyPackage(packages)
                .should().dependOnClassesThat().resideInAnyPackage("javafx..")
                .because("models, analysis, sessions and tools run headless and are tested without a toolkit");
    }

    @Test
    void purePackagesDependOnNoJavaFxClass() {
        noJavaFx(PURE).check(classes);
    }

    @Test
    void purePackagesUseOnlyTheSeededRng() {
        noClasses().that().resideInAnyPackage(PURE)
                .should().dependOnClassesThat().haveFullyQualifiedName("java.util.Random")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.util.concurrent.ThreadLocalRandom")
                .orShould().callMethod(Math.class, "random")
                .because("a seed must replay a game identically on every JDK (use arcade.api.session.Rng)")
                .check(classes);
    }

    @Test
    void theRuleIsNotVacuous() {
        assertThat(classes.stream().filter(c -> c.getPackageName().equals("arcade.api.analysis")).count()).isGreaterThan(5);
        // The FX kit does use JavaFX, so the same rule must fail there.
        assertThatThrownBy(() -> noJavaFx("arcade.api.fx..").check(classes)).isInstanceOf(AssertionError.class);
    }
}
