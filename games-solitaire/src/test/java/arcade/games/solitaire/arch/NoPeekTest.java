package arcade.games.solitaire.arch;

import arcade.games.solitaire.ai.Hint;
import arcade.games.solitaire.ai.NoPeekPlayer;
import arcade.games.solitaire.model.KlondikeState;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** The no-peek player, its move list and Hint see what a player sees: the view, never the full position. */
class NoPeekTest {
    @Test void theNoPeekPlayerAndHintNeverTouchTheHiddenState() {
        PurePackagesTest.importMainClasses();
        noClasses().that().belongToAnyOf(NoPeekPlayer.class, Hint.class).or().resideInAPackage(NoPeekPlayer.class.getPackageName())
                .should().dependOnClassesThat().areAssignableTo(KlondikeState.class)
                .orShould().dependOnClassesThat().haveSimpleName("Boards")
                .because("auto-play and hints must not look under the cards").check(PurePackagesTest.classes);
    }
}
