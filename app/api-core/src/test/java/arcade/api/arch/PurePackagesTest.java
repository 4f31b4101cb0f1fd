package arcade.api.arch;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import arcade.api.model.GameRules;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.nio.file.Path;
import java.util.Set;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

/** The API core (model, analysis, session, store, tool, zones) never touches JavaFX or unseeded randomness. */
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
    }

    @Test
    void theCoreModuleRequiresNoJavaFxModule() throws Exception {
        // Solvers and tools depend on this module alone, so it must never pull the toolkit in.
        Path main = Path.of(GameRules.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        ModuleDescriptor d = ModuleFinder.of(main).findAll().iterator().next().descriptor();
        assertThat(d.name()).isEqualTo("arcade.api.core");
        assertThat(d.requires()).extracting(ModuleDescriptor.Requires::name).contains("com.google.gson")
                .noneMatch(n -> n.startsWith("javafx"));
    }
}
