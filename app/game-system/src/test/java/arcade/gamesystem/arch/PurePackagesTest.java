package arcade.gamesystem.arch;

import arcade.gamesystem.model.RulesSource;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

/** The rules format, the game model and the tools run headless and replay from seeds. */
class PurePackagesTest {
    private static final String[] PURE = {"arcade.gamesystem.format..", "arcade.gamesystem.model..", "arcade.gamesystem.tools..", "arcade.gamesystem.ai.."};
    private static JavaClasses classes;

    @BeforeAll
    static void importMainClasses() {
        Location main = Location.of(RulesSource.class.getProtectionDomain().getCodeSource().getLocation());
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importLocations(Set.of(main));
    }

    @Test
    void purePackagesDependOnNoJavaFxClass() {
        noClasses().that().resideInAnyPackage(PURE).should().dependOnClassesThat().resideInAnyPackage("javafx..")
                .because("rules games are parsed, played and analysed without a toolkit").check(classes);
    }

    @Test
    void purePackagesUseOnlyTheSeededRng() {
        noClasses().that().resideInAnyPackage(PURE)
                .should().dependOnClassesThat().haveFullyQualifiedName("java.util.Random")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.util.concurrent.ThreadLocalRandom")
                .orShould().callMethod(Math.class, "random")
                .because("a seed must replay a game identically on every JDK (use arcade.api.session.Rng)").check(classes);
    }

    @Test
    void theRuleIsNotVacuous() {
        assertThat(classes.stream().filter(c -> c.getPackageName().equals("arcade.gamesystem.model")).count()).isGreaterThan(10);
    }
}
