package arcade.shell;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** Storage and the command line are pure Java: they run headless, without the toolkit. */
class ArchitectureTest {
    final JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
            .importPackages("arcade.shell");

    @Test void storageAndCliImportNoJavaFx() {
        noClasses().that().resideInAnyPackage("arcade.shell.storage..", "arcade.shell.cli..", "arcade.shell.plugins..", "arcade.shell.version..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..")
                .check(classes);
    }
}
