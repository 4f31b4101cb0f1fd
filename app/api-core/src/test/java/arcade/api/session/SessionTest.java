package arcade.api.session;

import arcade.api.model.GameId;
import arcade.api.model.IllegalMoveException;
import arcade.api.model.MoveFormatException;
import arcade.api.model.Outcome;
import arcade.api.testing.TicTacToe;
import com.google.gson.Gson;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SessionTest {
    private final TicTacToe ttt = new TicTacToe();
    private final GameId id = GameId.described("3x3", "empty");
    private Session<TicTacToe.Board, Integer> session;

    @BeforeEach
    void start() { session = Session.start(ttt, id, ttt.initial()); }

    private static TicTacToe.Board b(String cells) { return TicTacToe.position(cells); }

    @Test
    void undoAndRedoAreUnlimited() {
        int[] moves = {4, 0, 8, 2, 1, 7, 6, 3, 5};
        for (int m : moves) session.play(m);
        assertThat(session.outcome()).contains(Outcome.draw());
        TicTacToe.Board end = session.state();
        for (int i = 0; i < moves.length; i++) session.undo();
        assertThat(session.state()).isEqualTo(ttt.initial());
        assertThat(session.canUndo()).isFalse();
        assertThatThrownBy(session::undo).isInstanceOf(IllegalStateException.class);
        for (int i = 0; i < moves.length; i++) session.redo();
        assertThat(session.state()).isEqualTo(end);
        assertThat(session.canRedo()).isFalse();
        assertThatThrownBy(session::redo).isInstanceOf(IllegalStateException.class);
        assertThat(session.moveCount()).isEqualTo(9);
    }

    @Test
    void aNewMoveCutsTheRedoTail() {
        session.play(4);
        session.play(0);
        session.play(8);
        session.undo();
        session.undo();
        assertThat(session.canRedo()).isTrue();
        session.play(1);
        assertThat(session.canRedo()).isFalse();
        assertThat(session.history()).hasSize(3);
        assertThat(session.state()).isEqualTo(b(".O..X...."));
    }

    @Test
    void restartAndSolveAreUndoable() {
        session.play(4);
        session.play(0);
        session.restart();
        assertThat(session.state()).isEqualTo(ttt.initial());
        assertThat(session.moveCount()).isZero();
        session.undo();
        assertThat(session.state()).isEqualTo(b("O...X...."));
        session.redo();
        assertThat(session.state()).isEqualTo(ttt.initial());
        session.solve(List.of(4, 0, 2, 1, 6));
        assertThat(session.state()).isEqualTo(b("OOX.X.X.."));
        assertThat(session.outcome()).contains(Outcome.win(TicTacToe.X));
        assertThat(session.moveCount()).isEqualTo(5);
        assertThat(session.history()).extracting(Session.Entry::kind)
                .containsExactly(Session.Kind.NEW, Session.Kind.MOVE, Session.Kind.MOVE, Session.Kind.RESTART, Session.Kind.SOLVE);
        session.undo();
        assertThat(session.state()).isEqualTo(ttt.initial());
        session.undo();
        assertThat(session.state()).isEqualTo(b("O...X...."));
    }

    @Test
    void aFailingSolveChangesNothing() {
        session.play(4);
        assertThatThrownBy(() -> session.solve(List.of(0, 4))).isInstanceOf(IllegalMoveException.class);
        assertThat(session.state()).isEqualTo(b("....X...."));
        assertThat(session.history()).hasSize(2);
    }

    @Test
    void illegalMovesAndMovesAfterTheEndAreRejected() {
        session.play(4);
        assertThatThrownBy(() -> session.play(4)).isInstanceOf(IllegalMoveException.class);
        assertThatThrownBy(() -> session.play("x")).isInstanceOf(MoveFormatException.class);
        for (int m : new int[]{0, 2, 1, 6}) session.play(m); // X completes 2-4-6
        assertThat(session.isOver()).isTrue();
        assertThatThrownBy(() -> session.play(3)).isInstanceOf(IllegalMoveException.class).hasMessageContaining("over");
        assertThat(session.history()).hasSize(6);
    }

    @Test
    void listenersHearEveryChange() {
        AtomicInteger heard = new AtomicInteger();
        Runnable l = heard::incrementAndGet;
        session.addListener(l);
        session.play(4);
        session.undo();
        session.redo();
        session.restart();
        session.solve(List.of(0));
        assertThat(heard.get()).isEqualTo(5);
        session.removeListener(l);
        session.undo();
        assertThat(heard.get()).isEqualTo(5);
    }

    @Test
    void saveAndLoadRoundTripKeepsPositionAndRedoTail() throws SaveFormatException {
        session.play(4);
        session.play(0);
        session.restart();
        session.solve(List.of(8, 2));
        session.play(6);
        session.undo();
        session.undo();
        SavedGame saved = session.save("ttt", 5000, Map.of("mode", "classic"));
        assertThat(saved.version()).isEqualTo(SavedGame.CURRENT_VERSION);
        assertThat(saved.gameId()).isEqualTo("3x3:empty");
        assertThat(saved.position()).isEqualTo(3);
        assertThat(saved.entries()).extracting(SavedGame.SavedEntry::moves)
                .containsExactly(List.of("4"), List.of("0"), List.of(), List.of("8", "2"), List.of("6"));

        Gson gson = new Gson();
        String json = gson.toJson(saved);
        Session<TicTacToe.Board, Integer> back = Session.restore(ttt, ttt.initial(), gson.fromJson(json, SavedGame.class), true);
        assertThat(back.state()).isEqualTo(session.state());
        assertThat(back.position()).isEqualTo(3);
        assertThat(back.id()).isEqualTo(id);
        assertThat(back.history()).extracting(Session.Entry::state).isEqualTo(session.history().stream().map(Session.Entry::state).toList());
        assertThat(back.history()).extracting(Session.Entry::kind).isEqualTo(session.history().stream().map(Session.Entry::kind).toList());
        back.redo();
        back.redo();
        assertThat(back.state()).isEqualTo(b("..O...X.X"));
        assertThat(back.canRedo()).isFalse();
    }

    @Test
    void corruptSavesAreRejectedClearlyAndTheCurrentSessionStaysUntouched() {
        session.play(4);
        session.play(0);
        SavedGame good = session.save("ttt", 10, Map.of());
        TicTacToe.Board before = session.state();
        List<Session.Entry<TicTacToe.Board, Integer>> history = new ArrayList<>(session.history());

        List<SavedGame> corrupt = List.of(
                withEntries(good, List.of(move("4"), move("zz"))),           // bad move text
                withEntries(good, List.of(move("4"), move("4"))),            // illegal move
                withPosition(good, 7),                                        // position past the history
                withPosition(good, -1),
                new SavedGame(1, "ttt", "no id here", good.entries(), 2, 0, Map.of()), // bad game id
                new SavedGame(SavedGame.CURRENT_VERSION + 1, "ttt", good.gameId(), good.entries(), 2, 0, Map.of()), // newer
                new SavedGame(0, "ttt", good.gameId(), good.entries(), 2, 0, Map.of()), // missing version
                withEntries(good, List.of(new SavedGame.SavedEntry(Session.Kind.MOVE, List.of("4", "0")))),
                withEntries(good, List.of(new SavedGame.SavedEntry(Session.Kind.NEW, List.of()))));
        List<String> expected = List.of("entry 2", "entry 2", "position 7", "position -1", "bad game id", "newer format",
                "version 0", "entry 1", "entry 1");
        for (int i = 0; i < corrupt.size(); i++) {
            SavedGame s = corrupt.get(i);
            assertThatThrownBy(() -> Session.restore(ttt, ttt.initial(), s, true))
                    .as("corrupt save %d", i).isInstanceOf(SaveFormatException.class).hasMessageContaining(expected.get(i));
        }
        assertThat(session.state()).isEqualTo(before);
        assertThat(session.position()).isEqualTo(2);
        assertThat(session.history()).isEqualTo(history);
    }

    @Test
    void realTimeModeKeepsATickLogAndNoUndo() throws SaveFormatException {
        Session<TicTacToe.Board, Integer> rt = Session.realTime(ttt, GameId.seeded("3x3", 9), ttt.initial());
        rt.play(4);
        rt.play("0");
        rt.play(8);
        assertThat(rt.isUndoable()).isFalse();
        assertThat(rt.canUndo()).isFalse();
        assertThat(rt.canRedo()).isFalse();
        assertThatThrownBy(rt::undo).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> rt.solve(List.of(1))).isInstanceOf(IllegalStateException.class);
        assertThat(rt.tickLog()).containsExactly("4", "0", "8");
        assertThat(rt.history()).hasSize(1);
        assertThat(rt.moveCount()).isEqualTo(3);
        assertThat(rt.position()).isZero();

        SavedGame saved = rt.save("ttt", 0, Map.of());
        assertThat(saved.entries()).hasSize(3);
        Session<TicTacToe.Board, Integer> back = Session.restore(ttt, ttt.initial(), saved, false);
        assertThat(back.state()).isEqualTo(rt.state());
        assertThat(back.tickLog()).isEqualTo(rt.tickLog());
        assertThat(back.isUndoable()).isFalse();

        rt.restart();
        assertThat(rt.tickLog()).isEmpty();
        assertThat(rt.state()).isEqualTo(ttt.initial());
    }

    private static SavedGame.SavedEntry move(String text) { return new SavedGame.SavedEntry(Session.Kind.MOVE, List.of(text)); }

    private static SavedGame withEntries(SavedGame g, List<SavedGame.SavedEntry> entries) {
        return new SavedGame(g.version(), g.plugin(), g.gameId(), entries, entries.size(), g.elapsedMillis(), g.extra());
    }

    private static SavedGame withPosition(SavedGame g, int position) {
        return new SavedGame(g.version(), g.plugin(), g.gameId(), g.entries(), position, g.elapsedMillis(), g.extra());
    }
}
