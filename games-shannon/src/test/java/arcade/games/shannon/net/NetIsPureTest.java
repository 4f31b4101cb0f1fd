package arcade.games.shannon.net;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** The network layer is plain Java: no JavaFX (it runs headless and off the FX thread) and no hidden randomness. */
class NetIsPureTest {
    @Test void netImportsNoJavaFx() {
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("arcade.games.shannon.net");
        noClasses().that().resideInAPackage("arcade.games.shannon.net..")
                .should().dependOnClassesThat().resideInAPackage("javafx..")
                .check(classes);
    }

    @Test void netDrawsNoUnseededRandomness() {
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("arcade.games.shannon.net");
        // Nonces come from a supplier the caller seeds, so a match replays in tests.
        noClasses().that().resideInAPackage("arcade.games.shannon.net..")
                .should().dependOnClassesThat().haveFullyQualifiedName("java.util.Random")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.util.concurrent.ThreadLocalRandom")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.security.SecureRandom")
                .orShould().callMethod(Math.class, "random")
                .check(classes);
    }
}
