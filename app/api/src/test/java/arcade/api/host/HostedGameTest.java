package arcade.api.host;

import arcade.api.plugin.Capability;
import arcade.api.plugin.Ending;
import arcade.api.plugin.GameInstance;
import arcade.api.session.SavedGame;
import arcade.api.store.GameRecord;
import arcade.api.store.Standing;
import arcade.api.testing.fx.FakeGameContext;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/** The host's session life, controls, records, ending and replay, with a tiny game and a fake context. */
@ExtendWith(ApplicationExtension.class)
class HostedGameTest {
    private final FakeGameContext ctx = new FakeGameContext() {
        @Override public arcade.api.store.StatsSink stats() {
            arcade.api.store.StatsSink inner = super.stats();
            return new arcade.api.store.StatsSink() {
                @Override public void record(GameRecord r) { inner.record(r); }
                @Override public void record(GameRecord r, SavedGame g) { inner.record(r, g); }
                @Override public Standing standing(GameRecord r) { return new Standing(1, records.size()); }
            };
        }
    };
    private final List<Frame<Steps.State, Integer>> frames = new ArrayList<>();
    private final List<Boolean> pauses = new ArrayList<>();
    private StackPane window;

    @Start void start(Stage stage) {
        window = new StackPane();
        stage.setScene(new Scene(window, 300, 200));
        stage.show();
    }

    /** The view records what it was asked to show. */
    private final class View implements GameView<Steps.State, Integer> {
        final Label label = new Label();
        View(Play<Steps.State, Integer> play) { }
        @Override public Node node() { return label; }
        @Override public void show(Frame<Steps.State, Integer> f) { frames.add(f); label.setText(String.valueOf(f.state().count())); }
        @Override public void paused(boolean on) { pauses.add(on); }
    }

    private GameInstance open(FxRobot robot, Optional<SavedGame> resume, AtomicReference<Play<Steps.State, Integer>> play) {
        AtomicReference<GameInstance> game = new AtomicReference<>();
        robot.interact(() -> {
            game.set(GameHost.of(ctx, "steps", Steps.INSTANCE)
                    .view(p -> { play.set(p); return new View(p); })
                    .hint(p -> p.background("Thinking…", () -> 1, k -> p.say("Add " + k)))
                    .endLine(s -> "Reached " + s.state().count())
                    .open(resume));
            window.getChildren().setAll(game.get().root());
        });
        waitUntil(() -> GameHost.isReady(game.get()));
        return game.get();
    }

    private static void waitUntil(java.util.function.BooleanSupplier c) {
        try {
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, c::getAsBoolean);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("not in time", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test void controlsFollowTheDefinitionAndTheSession(FxRobot robot) {
        AtomicReference<Play<Steps.State, Integer>> play = new AtomicReference<>();
        GameInstance game = open(robot, Optional.empty(), play);
        assertThat(game.controls().capabilities()).contains(Capability.NEW_GAME, Capability.UNDO, Capability.REDO, Capability.HINT,
                Capability.RESTART).doesNotContain(Capability.SOLVE, Capability.CUSTOM_GAME);
        assertThat(game.controls().presets()).extracting(p -> p.label()).containsExactly("Five", "Nine");
        assertThat(game.controls().currentParamsProperty().get()).isEqualTo("5");
        assertThat(game.controls().canUndoProperty().get()).isFalse();
        robot.interact(() -> assertThat(play.get().play(2)).isTrue());
        assertThat(game.controls().canUndoProperty().get()).isTrue();
        assertThat(game.controls().inProgressProperty().get()).isTrue();
        assertThat(game.snapshot()).isPresent();
        robot.interact(() -> game.controls().undo());
        assertThat(play.get().state().count()).isZero();
        assertThat(game.controls().canRedoProperty().get()).isTrue();
        assertThat(frames.get(frames.size() - 1).change().direction()).isEqualTo(arcade.api.session.Session.Direction.UNDO);
    }

    @Test void aFinishedGameIsRecordedOnceWithTheGameAndShowsTheEndingCard(FxRobot robot) {
        AtomicReference<Play<Steps.State, Integer>> play = new AtomicReference<>();
        GameInstance game = open(robot, Optional.empty(), play);
        robot.interact(() -> { play.get().play(3); play.get().play(2); });
        assertThat(ctx.records).hasSize(1);
        assertThat(ctx.records.get(0).result()).isEqualTo(GameRecord.Result.WIN);
        assertThat(ctx.records.get(0).params()).isEqualTo("5");
        assertThat(ctx.finishedGames).hasSize(1);
        assertThat(ctx.finishedGames.get(0).entries()).hasSize(2);
        Ending end = game.ending().getValue();
        assertThat(end.tone()).isEqualTo(Ending.Tone.WON);
        assertThat(end.title()).isEqualTo("You won!");
        assertThat(end.lines()).contains("Your first win at Five.", "Reached 5");
        assertThat(end.lines().get(0)).endsWith("2 moves");
        assertThat(frames.get(frames.size() - 1).lastMoves()).containsExactly(2);
        robot.interact(() -> game.controls().undo()); // taking the last move back puts the card away...
        assertThat(game.ending().getValue()).isNull();
        robot.interact(() -> game.controls().redo()); // ...and the same end is not recorded twice
        assertThat(ctx.records).hasSize(1);
        robot.interact(() -> end.playAgain().run());
        waitUntil(() -> play.get().state().count() == 0);
        assertThat(play.get().session().id().params()).isEqualTo("5");
    }

    /** Won, undone, then ended again by another move: the card comes back with this end, the game stays recorded once. */
    @Test void aGameUndoneFromItsEndAndEndedAgainShowsTheCardOfThisEndWithoutARecord(FxRobot robot) {
        AtomicReference<Play<Steps.State, Integer>> play = new AtomicReference<>();
        GameInstance game = open(robot, Optional.empty(), play);
        robot.interact(() -> { play.get().play(3); play.get().play(2); });
        assertThat(game.ending().getValue().tone()).isEqualTo(Ending.Tone.WON);
        robot.interact(() -> game.controls().undo());
        assertThat(game.ending().getValue()).isNull();
        robot.interact(() -> play.get().play(3)); // 3 + 3: over the target this time
        Ending again = game.ending().getValue();
        assertThat(again).as("the card of the new end").isNotNull();
        assertThat(again.tone()).isEqualTo(Ending.Tone.LOST);
        assertThat(again.lines()).contains("Played with help, so it sets no best.");
        assertThat(ctx.records).as("recorded once, as it first ended").hasSize(1);
        assertThat(ctx.records.get(0).result()).isEqualTo(GameRecord.Result.WIN);
        robot.interact(() -> again.playAgain().run());
        waitUntil(() -> play.get().state().count() == 0);
        assertThat(game.ending().getValue()).isNull();
    }

    @Test void aLossSaysSo(FxRobot robot) {
        AtomicReference<Play<Steps.State, Integer>> play = new AtomicReference<>();
        GameInstance game = open(robot, Optional.empty(), play);
        robot.interact(() -> { play.get().play(3); play.get().play(3); });
        assertThat(ctx.records.get(0).result()).isEqualTo(GameRecord.Result.LOSS);
        assertThat(game.ending().getValue().tone()).isEqualTo(Ending.Tone.LOST);
        assertThat(game.ending().getValue().title()).isEqualTo("You lost");
        assertThat(play.get().acceptsMoves()).isFalse();
    }

    @Test void anUnfinishedGameIsResumedAndABrokenOneGivesANewGameAndANotice(FxRobot robot) {
        AtomicReference<Play<Steps.State, Integer>> play = new AtomicReference<>();
        GameInstance first = open(robot, Optional.empty(), play);
        robot.interact(() -> { play.get().newGame("9"); });
        waitUntil(() -> "9".equals(play.get().session().id().params()));
        robot.interact(() -> { play.get().play(2); play.get().play(2); });
        SavedGame saved = first.snapshot().orElseThrow();
        robot.interact(first::close);

        open(robot, Optional.of(saved), play);
        assertThat(play.get().state().count()).isEqualTo(4);
        assertThat(play.get().session().canUndo()).isTrue();

        SavedGame broken = new SavedGame(2, "steps", "9#1", List.of(new SavedGame.SavedEntry(arcade.api.session.Session.Kind.MOVE, List.of("+7"))),
                1, 0, Map.of());
        open(robot, Optional.of(broken), play);
        assertThat(play.get().state().count()).isZero();
        assertThat(ctx.messages).anySatisfy(m -> assertThat(m).startsWith("warn: The unfinished game could not be resumed"));
    }

    @Test void aBackgroundResultForAnOlderPositionIsDropped(FxRobot robot) throws Exception {
        AtomicReference<Play<Steps.State, Integer>> play = new AtomicReference<>();
        GameInstance game = open(robot, Optional.empty(), play);
        CountDownLatch release = new CountDownLatch(1);
        List<Integer> heard = new ArrayList<>();
        robot.interact(() -> play.get().background("Waiting…", () -> { release.await(5, TimeUnit.SECONDS); return 42; }, heard::add));
        assertThat(game.controls().busyProperty().get()).isTrue();
        robot.interact(() -> play.get().play(1));
        release.countDown();
        waitUntil(() -> !game.controls().busyProperty().get());
        assertThat(heard).isEmpty();
        robot.interact(() -> game.controls().hint());
        waitUntil(() -> game.controls().statusProperty().get().equals("Add 1"));
    }

    @Test void startingOverFromTheGamesOwnControlRecordsTheGameInProgressAsAbandoned(FxRobot robot) {
        AtomicReference<Play<Steps.State, Integer>> play = new AtomicReference<>();
        open(robot, Optional.empty(), play);
        robot.interact(() -> play.get().startOver("5"));   // nothing played yet: nothing to record
        waitUntil(() -> play.get().session() != null && play.get().state().count() == 0);
        assertThat(ctx.records).isEmpty();
        robot.interact(() -> play.get().play(2));
        robot.interact(() -> play.get().startOver("9"));
        waitUntil(() -> "9".equals(play.get().session().id().params()));
        assertThat(ctx.records).hasSize(1);
        assertThat(ctx.records.get(0).result()).isEqualTo(GameRecord.Result.ABANDONED);
        assertThat(ctx.records.get(0).params()).isEqualTo("5");
        assertThat(play.get().state().count()).isZero();
    }

    @Test void aCoveredGameStopsItsClockAndAPausedOneTakesNoMoves(FxRobot robot) {
        AtomicReference<Play<Steps.State, Integer>> play = new AtomicReference<>();
        GameInstance game = open(robot, Optional.empty(), play);
        robot.interact(() -> play.get().play(1));
        assertThat(play.get().session().clock().isRunning()).isTrue();
        robot.interact(() -> game.covered(true));
        assertThat(play.get().session().clock().isRunning()).isFalse();
        robot.interact(() -> game.covered(false));
        assertThat(play.get().session().clock().isRunning()).isTrue();
        robot.interact(game::pause);
        assertThat(game.controls().pausedProperty().get()).isTrue();
        robot.interact(() -> assertThat(play.get().play(1)).isFalse());
        assertThat(game.controls().canHintProperty().get()).isFalse();
        robot.interact(game::resume);
        robot.interact(() -> assertThat(play.get().play(1)).isTrue());
    }

    @Test void aFinishedGameIsReplayedWithoutLosingTheOneInProgress(FxRobot robot) {
        AtomicReference<Play<Steps.State, Integer>> play = new AtomicReference<>();
        GameInstance game = open(robot, Optional.empty(), play);
        robot.interact(() -> { play.get().play(1); play.get().play(1); play.get().play(3); });
        SavedGame finished = ctx.finishedGames.get(0);
        robot.interact(() -> game.ending().getValue().playAgain().run());
        waitUntil(() -> play.get().state().count() == 0 && game.ending().getValue() == null);
        robot.interact(() -> play.get().play(2));
        robot.interact(() -> assertThat(game.replay(finished)).isTrue());
        waitUntil(() -> frames.get(frames.size() - 1).replaying());
        assertThat(frames.get(frames.size() - 1).state().count()).isZero();
        assertThat(game.activeControls().getValue()).isNotSameAs(game.controls());
        robot.interact(() -> game.activeControls().getValue().redo());
        assertThat(frames.get(frames.size() - 1).state().count()).isEqualTo(1);
        assertThat(frames.get(frames.size() - 1).lastMoves()).containsExactly(1);
        assertThat(play.get().acceptsMoves()).isFalse();
        robot.interact(() -> assertThat(game.back()).isTrue());
        assertThat(frames.get(frames.size() - 1).replaying()).isFalse();
        assertThat(frames.get(frames.size() - 1).state().count()).isEqualTo(2);
        assertThat(play.get().acceptsMoves()).isTrue();
    }

    @Test void aRealTimeGamePausesItselfAndARestartAfterItsEndIsRecordedAgain(FxRobot robot) {
        AtomicReference<Play<Steps.State, Integer>> play = new AtomicReference<>();
        AtomicReference<GameInstance> opened = new AtomicReference<>();
        robot.interact(() -> {
            opened.set(GameHost.of(ctx, "ticks", Steps.REAL_TIME).view(p -> { play.set(p); return new View(p); }).open(Optional.empty()));
            window.getChildren().setAll(opened.get().root());
        });
        waitUntil(() -> GameHost.isReady(opened.get()));
        GameInstance game = opened.get();
        assertThat(game.controls().capabilities()).doesNotContain(Capability.UNDO);

        robot.interact(() -> play.get().setPaused(true)); // a new life waiting for the first key
        assertThat(pauses).containsExactly(true);
        assertThat(game.controls().pausedProperty().get()).isTrue();
        assertThat(play.get().session().clock().isRunning()).isFalse();
        robot.interact(() -> assertThat(play.get().play(1)).isFalse());
        robot.interact(() -> play.get().setPaused(false));
        assertThat(pauses).containsExactly(true, false);
        assertThat(game.controls().pausedProperty().get()).isFalse();

        robot.interact(() -> { play.get().play(3); play.get().play(2); });
        assertThat(ctx.records).hasSize(1);
        assertThat(game.ending().getValue().lines().get(0)).as("a real-time game counts the steps of its clock").endsWith("· 2 steps");
        var first = play.get().session();
        robot.interact(() -> game.controls().restart());
        assertThat(play.get().session()).isNotSameAs(first);
        assertThat(play.get().state().count()).isZero();
        assertThat(game.ending().getValue()).isNull();
        robot.interact(() -> { play.get().play(3); play.get().play(2); });
        assertThat(ctx.records).as("the restarted game's end is recorded too").hasSize(2);
        assertThat(game.ending().getValue()).isNotNull();
    }

    @Test void aGivenGameStartsWithItsMovesAndAPersonOnTheOtherSideGetsNoTakeBackAndNoHelp(FxRobot robot) {
        AtomicReference<Play<Steps.State, Integer>> play = new AtomicReference<>();
        boolean[] takeBack = {true};
        AtomicReference<GameInstance> game = new AtomicReference<>();
        robot.interact(() -> {
            game.set(GameHost.of(ctx, "steps", Steps.INSTANCE)
                    .view(p -> { play.set(p); return new View(p); })
                    .hint(p -> p.say("a hint"))
                    .opponent(new GameHost.Opponent<>() {
                        @Override public boolean movesIn(Steps.State s) { return false; }
                        @Override public Integer choose(Steps.State s) { return 1; }
                        @Override public boolean isPerson() { return !takeBack[0]; }
                    })
                    .open(Optional.empty()));
            window.getChildren().setAll(game.get().root());
        });
        waitUntil(() -> GameHost.isReady(game.get()));
        robot.interact(() -> play.get().start(arcade.api.model.GameId.seeded("9", 42), List.of(2, 3)));
        waitUntil(() -> play.get().session().id().params().equals("9"));
        assertThat(play.get().state().count()).isEqualTo(5);
        assertThat(play.get().session().id().seed()).isEqualTo(42L);
        assertThat(game.get().controls().canUndoProperty().get()).isTrue();
        assertThat(game.get().controls().canHintProperty().get()).isTrue();
        takeBack[0] = false;
        robot.interact(() -> play.get().play(1));
        assertThat(game.get().controls().canUndoProperty().get()).isFalse();
        assertThat(game.get().controls().canHintProperty().get()).isFalse();
        assertThat(game.get().controls().canPauseProperty().get()).isFalse();
        robot.interact(() -> game.get().pause());
        assertThat(play.get().isPaused()).as("a person on the other side plays on").isFalse();
        robot.interact(() -> game.get().controls().undo());
        robot.interact(() -> game.get().controls().restart());
        assertThat(play.get().state().count()).isEqualTo(6);
    }

    /** Steps where reaching 1 waits for a roll that adds 2: the opponent rolls it, as a chance step of its own. */
    private static final class RolledSteps implements arcade.api.model.GameDefinition<Steps.State, Integer> {
        private final arcade.api.model.GameRules<Steps.State, Integer> inner = Steps.INSTANCE.rules();
        private final arcade.api.model.GameRules<Steps.State, Integer> rules = new arcade.api.model.GameRules<>() {
            @Override public List<arcade.api.model.PlayerId> players() { return inner.players(); }
            @Override public arcade.api.model.PlayerId toMove(Steps.State s) { return inner.toMove(s); }
            @Override public arcade.api.model.NodeKind kind(Steps.State s) { return s.count() == 1 ? arcade.api.model.NodeKind.CHANCE : inner.kind(s); }
            @Override public List<Integer> legalMoves(Steps.State s) { return s.count() == 1 ? List.of() : inner.legalMoves(s); }
            @Override public Steps.State apply(Steps.State s, Integer k) { return inner.apply(s, k); }
            @Override public Optional<arcade.api.model.Outcome> outcome(Steps.State s) { return inner.outcome(s); }
            @Override public String formatMove(Integer k) { return inner.formatMove(k); }
            @Override public Integer parseMove(Steps.State s, String text) { return inner.parseMove(s, text); }
            @Override public Steps.State applyChance(Steps.State s, String event) {
                if (s.count() != 1 || !event.equals("2")) throw new arcade.api.model.MoveFormatException("no such roll");
                return new Steps.State(3, s.target());
            }
        };
        @Override public arcade.api.model.GameRules<Steps.State, Integer> rules() { return rules; }
        @Override public arcade.api.model.Params<?> params() { return Steps.INSTANCE.params(); }
        @Override public Steps.State initialState(arcade.api.model.GameId id) { return Steps.INSTANCE.initialState(id); }
        @Override public List<arcade.api.model.Preset> presets() { return Steps.INSTANCE.presets(); }
    }

    @Test void anOpponentRollsAsAChanceStepAndUndoSkipsIt(FxRobot robot) {
        AtomicReference<Play<Steps.State, Integer>> play = new AtomicReference<>();
        AtomicReference<GameInstance> game = new AtomicReference<>();
        robot.interact(() -> {
            game.set(GameHost.of(ctx, "rolled", new RolledSteps())
                    .view(p -> { play.set(p); return new View(p); })
                    .opponent(new GameHost.Opponent<>() {
                        @Override public boolean movesIn(Steps.State s) { return s.count() == 1; }
                        @Override public Integer choose(Steps.State s) { throw new IllegalStateException("it only rolls"); }
                        @Override public arcade.api.session.Session.Step<Integer> step(Steps.State s) { return arcade.api.session.Session.Step.chance("2"); }
                    })
                    .open(Optional.empty()));
            window.getChildren().setAll(game.get().root());
        });
        waitUntil(() -> GameHost.isReady(game.get()));
        robot.interact(() -> assertThat(play.get().play(1)).isTrue());
        waitUntil(() -> play.get().state().count() == 3);
        var history = play.get().session().history();
        assertThat(history.get(history.size() - 1).kind()).isEqualTo(arcade.api.session.Session.Kind.CHANCE);
        assertThat(history.get(history.size() - 1).steps().get(0).chance()).isEqualTo("2");
        robot.interact(() -> game.get().controls().undo()); // the roll and the move that led to it go back together
        assertThat(play.get().state().count()).isZero();
    }

    /**
     * A game may say what the card's Play again starts (here: Nine after a game of Five, as a show
     * the computer plays hands over to the player's own game); New still starts what it names.
     */
    @Test void playAgainStartsWhatTheGameChoosesAfterTheFinishedGame(FxRobot robot) {
        AtomicReference<Play<Steps.State, Integer>> play = new AtomicReference<>();
        AtomicReference<GameInstance> game = new AtomicReference<>();
        List<String> askedAfter = new ArrayList<>();
        robot.interact(() -> {
            game.set(GameHost.of(ctx, "steps", Steps.INSTANCE)
                    .view(p -> { play.set(p); return new View(p); })
                    .playAgain(s -> { askedAfter.add(s.id().params() + "@" + s.state().count()); return s.id().params().equals("5") ? "9" : "5"; })
                    .open(Optional.empty()));
            window.getChildren().setAll(game.get().root());
        });
        waitUntil(() -> GameHost.isReady(game.get()));
        robot.interact(() -> { play.get().play(3); play.get().play(2); });
        assertThat(askedAfter).as("asked only when Play again is pressed").isEmpty();
        var finished = play.get().session();
        robot.interact(() -> game.get().ending().getValue().playAgain().run());
        waitUntil(() -> play.get().session() != finished);
        assertThat(askedAfter).as("asked once, with the finished game").containsExactly("5@5");
        assertThat(play.get().session().id().params()).isEqualTo("9");
        assertThat(game.get().controls().currentParamsProperty().get()).as("the New menu marks it").isEqualTo("9");
        var second = play.get().session();
        robot.interact(() -> game.get().controls().newGame(game.get().controls().presets().get(0)));
        waitUntil(() -> play.get().session() != second);
        assertThat(play.get().session().id().params()).as("New starts the preset it names").isEqualTo("5");
        assertThat(askedAfter).hasSize(1);
    }

    @Test void theNewMenuMarksTheVariantAskedForThoughTheDealerFilesTheGameUnderOtherParams(FxRobot robot) {
        AtomicReference<Play<Steps.State, Integer>> play = new AtomicReference<>();
        AtomicReference<GameInstance> game = new AtomicReference<>();
        robot.interact(() -> {
            game.set(GameHost.of(ctx, "steps", Steps.INSTANCE)
                    .view(p -> { play.set(p); return new View(p); })
                    .dealer("Dealing…", (params, seed) -> arcade.api.model.GameId.seeded("1" + params, seed)) // a setting added, say
                    .open(Optional.empty()));
            window.getChildren().setAll(game.get().root());
        });
        waitUntil(() -> GameHost.isReady(game.get()));
        robot.interact(() -> game.get().controls().newGame(game.get().controls().presets().get(1)));
        waitUntil(() -> play.get().session().id().params().equals("19"));
        assertThat(game.get().controls().currentParamsProperty().get()).isEqualTo("9");
    }
}
