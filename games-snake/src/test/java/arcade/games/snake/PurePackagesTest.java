package arcade.games.snake;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** House rule: the engine, the model, the autopilot and the tools never touch JavaFX. */
class PurePackagesTest {
    private final JavaClasses classes = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("arcade.games.snake");

    @Test
    void purePackagesImportNoJavaFx() {
        noClasses().that().resideInAnyPackage("..snake.engine..", "..snake.model..", "..snake.ai..", "..snake.rivals..", "..snake.tools..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..")
                .check(classes);
    }

    @Test
    void engineKnowsNothingOfSnake() {
        noClasses().that().resideInAPackage("..snake.engine..")
                .should().dependOnClassesThat().resideInAnyPackage("..snake.model..", "..snake.ai..", "..snake.tools..", "arcade.api..")
                .check(classes);
    }

    @Test
    void pureCodeUsesNoUnseededRandomness() {
        noClasses().that().resideInAnyPackage("..snake.engine..", "..snake.model..", "..snake.ai..", "..snake.rivals..", "..snake.tools..")
                .should().dependOnClassesThat().haveFullyQualifiedName("java.util.Random")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.util.concurrent.ThreadLocalRandom")
                .orShould().callMethod(Math.class, "random")
                .check(classes);
    }
}
