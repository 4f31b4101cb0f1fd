package arcade.api.session;

import arcade.api.model.GameId;
import arcade.api.model.UndoPolicy;
import arcade.api.testing.HiddenPrize;
import arcade.api.testing.HiddenPrize.Boxes;
import arcade.api.testing.TicTacToe;
import com.google.gson.Gson;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The v2 session: chance and compound steps, undo policy, change events, clock, and the record kept once. */
class SessionRecordTest {
    private final AtomicLong nanos = new AtomicLong();
    private final HiddenPrize game = HiddenPrize.INSTANCE;
    private final GameId id = GameId.seeded("6", 7);

    private Session<Boxes, Integer> start() { return Session.newGame(game, id, nanos::get); }

    /** The first opening and the chance step that places the prize, as one undo step. */
    private void firstOpening(Session<Boxes, Integer> s, int box, int prize) {
        s.perform(List.of(Session.Step.move(box), Session.Step.chance(Integer.toString(prize))));
    }

    private void advance(long millis) { nanos.addAndGet(millis * 1_000_000); }

    @Test void aFirstClickWithItsChanceStepIsOneUndoStepAndSavesItsLabel() throws SaveFormatException {
        Session<Boxes, Integer> s = start();
        firstOpening(s, 0, 4);
        assertThat(s.state().prize()).isEqualTo(4);
        assertThat(s.position()).isEqualTo(1);
        assertThat(s.moveCount()).isEqualTo(1); // chance steps are not moves
        SavedGame saved = new Gson().fromJson(new Gson().toJson(s.save("prize", Map.of())), SavedGame.class);
        assertThat(saved.entries().get(0).moves()).containsExactly("0", "4");
        assertThat(saved.entries().get(0).chances()).containsExactly(1);
        assertThat(Session.restore(game, saved, nanos::get).state()).isEqualTo(s.state());
        s.undo();
        assertThat(s.state()).isEqualTo(game.initialState(id));
    }

    @Test void aChanceLabelThatNamesNoEventIsRefusedAndLeavesTheStateAlone() {
        Session<Boxes, Integer> s = start();
        assertThatThrownBy(() -> s.perform(List.of(Session.Step.move(0), Session.Step.chance("0"))))
                .hasMessageContaining("no chance event");
        assertThat(s.state()).isEqualTo(game.initialState(id));
        assertThat(s.position()).isZero();
    }

    @Test void aCompoundMoveIsAllOrNothing() {
        Session<Boxes, Integer> s = start();
        firstOpening(s, 0, 4);
        Boxes before = s.state();
        assertThatThrownBy(() -> s.play(List.of(1, 1))).hasMessageContaining("illegal");
        assertThat(s.state()).isEqualTo(before);
        s.play(List.of(1, 2));
        assertThat(s.position()).isEqualTo(2);
        s.undo();
        assertThat(s.state()).isEqualTo(before);
    }

    @Test void changesSayWhichWayTheHistoryMoved() {
        Session<Boxes, Integer> s = start();
        List<Session.Change<Boxes, Integer>> seen = new ArrayList<>();
        s.addListener(seen::add);
        firstOpening(s, 0, 4);
        s.play(1);
        s.undo();
        s.redo();
        assertThat(seen).extracting(Session.Change::direction).containsExactly(
                Session.Direction.FORWARD, Session.Direction.FORWARD, Session.Direction.UNDO, Session.Direction.REDO);
        Session.Change<Boxes, Integer> undo = seen.get(2);
        assertThat(undo.moves()).containsExactly(1);
        assertThat(undo.before().opened()).containsExactly(0, 1);
        assertThat(undo.after().opened()).containsExactly(0);
        assertThat(seen.get(0).steps()).hasSize(2);
    }

    @Test void aWinIsReportedOnceAndNotAgainByUndoRedoOrRestart() {
        Session<Boxes, Integer> s = start();
        List<Session.Finish> finishes = new ArrayList<>();
        s.onFinish(finishes::add);
        firstOpening(s, 0, 2);
        advance(1500);
        s.play(2);
        assertThat(s.isOver()).isTrue();
        assertThat(finishes).hasSize(1);
        assertThat(finishes.get(0).outcome().isWinFor(HiddenPrize.PLAYER)).isTrue();
        assertThat(finishes.get(0).elapsedMillis()).isEqualTo(1500);
        assertThat(finishes.get(0).assisted()).isFalse();
        s.undo();
        s.redo();
        s.restart();
        firstOpening(s, 0, 2);
        s.play(2);
        assertThat(finishes).hasSize(1);
    }

    @Test void anUndoBeforeTheEndMakesTheGameAssistedAndIsCounted() {
        Session<Boxes, Integer> s = start();
        List<Session.Finish> finishes = new ArrayList<>();
        s.onFinish(finishes::add);
        firstOpening(s, 0, 3);
        s.play(1);
        s.undo();
        s.play(3);
        assertThat(s.undoPolicy()).isEqualTo(UndoPolicy.COUNTED);
        assertThat(s.undoCount()).isEqualTo(1);
        assertThat(finishes).singleElement().extracting(Session.Finish::assisted).isEqualTo(true);
    }

    @Test void solveMakesTheGameAssisted() {
        Session<TicTacToe.Board, Integer> s = Session.start(new TicTacToe(), GameId.described("3x3", "empty"), new TicTacToe().initial());
        List<Session.Finish> finishes = new ArrayList<>();
        s.onFinish(finishes::add);
        s.solve(List.of(0, 3, 1, 4, 2));
        assertThat(finishes).singleElement().extracting(Session.Finish::assisted).isEqualTo(true);
    }

    @Test void theClockRunsOnlyWhileTimingUnpausedAndNotOver() throws SaveFormatException {
        Session<Boxes, Integer> s = start();
        advance(5000); // before the first opening: not timing
        assertThat(s.clock().elapsedMillis()).isZero();
        firstOpening(s, 0, 5);
        advance(1000);
        s.setPaused(true);
        advance(9000);
        assertThat(s.clock().elapsedMillis()).isEqualTo(1000);
        s.setPaused(false);
        advance(250);
        s.play(5); // found: over, the clock stops
        advance(7000);
        assertThat(s.clock().elapsedMillis()).isEqualTo(1250);
        assertThat(s.clock().isRunning()).isFalse();
        SavedGame saved = s.save("prize", Map.of());
        assertThat(saved.elapsedMillis()).isEqualTo(1250);
        assertThat(Session.restore(game, saved, nanos::get).clock().elapsedMillis()).isEqualTo(1250);
    }

    @Test void uiStateAndFlagsSurviveSaveAndRestore() throws SaveFormatException {
        Session<Boxes, Integer> s = start();
        firstOpening(s, 0, 5);
        s.play(1);
        s.undo();
        s.markAssisted();
        s.setUiState(Map.of("cursor", "3"));
        SavedGame saved = new Gson().fromJson(new Gson().toJson(s.save("prize", Map.of())), SavedGame.class);
        Session<Boxes, Integer> back = Session.restore(game, saved, nanos::get);
        assertThat(back.uiState()).containsEntry("cursor", "3");
        assertThat(back.isAssisted()).isTrue();
        assertThat(back.undoCount()).isEqualTo(1);
        assertThat(back.canRedo()).isTrue();
    }

    @Test void aSaveOfAFinishedGameIsNotReportedAgainWhenRestored() throws SaveFormatException {
        Session<Boxes, Integer> s = start();
        firstOpening(s, 0, 1);
        s.play(1);
        Session<Boxes, Integer> back = Session.restore(game, s.save("prize", Map.of()), nanos::get);
        assertThat(back.isFinishReported()).isTrue();
    }

    @Test void restoreFromTheSavedIdRefusesAnIdThatNamesNoGame() {
        SavedGame bad = new SavedGame(SavedGame.CURRENT_VERSION, "prize", "99#1", List.of(), 0, 0, Map.of());
        assertThatThrownBy(() -> Session.restore(game, bad)).isInstanceOf(SaveFormatException.class)
                .hasMessageContaining("from 2 to 20");
    }

    @Test void aVersionOneSaveStillLoads() throws SaveFormatException {
        String v1 = "{\"version\":1,\"plugin\":\"prize\",\"gameId\":\"6#7\",\"entries\":[{\"kind\":\"MOVE\",\"moves\":[\"0\"]},"
                + "{\"kind\":\"CHANCE\",\"moves\":[\"4\"],\"chances\":[0]}],\"position\":2,\"elapsedMillis\":10,\"extra\":{}}";
        Session<Boxes, Integer> back = Session.restore(game, new Gson().fromJson(v1, SavedGame.class), nanos::get);
        assertThat(back.state().prize()).isEqualTo(4);
        assertThat(back.isAssisted()).isFalse();
        assertThat(back.uiState()).isEmpty();
    }
}
