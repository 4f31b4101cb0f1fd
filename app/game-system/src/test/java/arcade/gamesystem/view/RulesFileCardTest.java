package arcade.gamesystem.view;

import arcade.api.fx.FileActions;
import arcade.api.host.GameHost;
import arcade.api.plugin.GameInstance;
import arcade.api.store.GameRecord;
import arcade.api.testing.fx.FakeGameContext;
import arcade.gamesystem.RulesTemplate;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.ShippedGames;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static org.assertj.core.api.Assertions.assertThat;

/** The Rules File card: New rules file… writes the starter and opens it; each opened file keeps statistics of its own. */
@ExtendWith(ApplicationExtension.class)
class RulesFileCardTest {
    private final FakeGameContext ctx = new FakeGameContext();
    private OpenFileGame card;
    @TempDir Path folder;

    @Start void start(Stage stage) {
        card = new OpenFileGame(ctx, Optional.empty(), "rules");
        stage.setScene(new Scene((Parent) card.root(), 900, 650));
        stage.show();
    }

    private static void waitUntil(BooleanSupplier c) {
        try {
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, c::getAsBoolean);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("not in time", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test void newRulesFileWritesTheStarterSaysWhereAndOpensIt(FxRobot robot) throws Exception {
        Path rules = folder.resolve("games").resolve("rules");
        robot.interact(() -> card.setNewFilesFolder(rules));
        robot.clickOn("#rules-new-file");
        waitUntil(() -> card.game() != null && GameHost.isReady(card.game()));
        Path written = rules.resolve("my-game.json");
        assertThat(Files.readString(written)).isEqualTo(RulesTemplate.text());
        assertThat(ctx.messages).anySatisfy(m -> assertThat(m).startsWith("info: Your new rules file is " + written + "."));
        assertThat(RulesView.of(card.game()).play.state().game().name()).isEqualTo("Three in a row");
    }

    @Test void eachOpenedFileIsRecordedUnderItsOwnName(FxRobot robot) throws Exception {
        for (String name : new String[] {"first.json", "second.json"}) {
            Path file = folder.resolve(name);
            Files.writeString(file, ShippedGames.text("take-away"));
            card.setDialogs(new FileActions.Dialogs() {
                @Override public Optional<Path> chooseOpen(Window owner, FileChooser chooser) { return Optional.of(file); }
                @Override public Optional<Path> chooseSave(Window owner, FileChooser chooser) { return Optional.empty(); }
            });
            GameInstance before = card.game();
            robot.interact(card::chooseFile);
            waitUntil(() -> card.game() != null && card.game() != before && GameHost.isReady(card.game()));
            winFourStones(robot, card.game());
        }
        assertThat(ctx.records).hasSize(2);
        assertThat(ctx.records.get(0).params()).endsWith("(first.json)");
        assertThat(ctx.records.get(1).params()).endsWith("(second.json)");
        assertThat(ctx.records).allSatisfy(r -> assertThat(r.result()).isEqualTo(GameRecord.Result.WIN));
    }

    /** Four stones, take one: the computer faces three and loses whatever it takes. */
    private void winFourStones(FxRobot robot, GameInstance g) {
        robot.interact(() -> g.controls().newGame(g.controls().presets().stream().filter(p -> p.id().equals("four")).findFirst().orElseThrow()));
        waitUntil(() -> GameHost.isReady(g) && RulesView.of(g).play.state().size(RulesView.of(g).play.state().game().zone("heap").orElseThrow()) == 4);
        RulesView view = RulesView.of(g);
        robot.interact(() -> view.play.play(new RulesMove("take(1)")));
        waitUntil(() -> view.play.session().isOver() || view.play.state().toMove() == 0 && !g.controls().busyProperty().get());
        if (!view.play.session().isOver()) {
            int left = view.play.state().size(view.play.state().game().zone("heap").orElseThrow());
            robot.interact(() -> view.play.play(new RulesMove("take(" + left + ")")));
        }
        waitUntil(() -> g.ending().getValue() != null);
    }
}
