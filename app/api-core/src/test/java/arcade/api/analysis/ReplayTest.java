package arcade.api.analysis;

import arcade.api.model.IllegalMoveException;
import arcade.api.model.Outcome;
import arcade.api.testing.TakeAway;
import arcade.api.testing.TicTacToe;
import org.junit.jupiter.api.Test;

import java.util.List;

import static arcade.api.testing.TakeAway.Take.TAKE1;
import static arcade.api.testing.TakeAway.Take.TAKE2;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ReplayTest {
    private final TakeAway take = new TakeAway();

    @Test
    void take1Take2Take1FromFourStonesIsWonByA() {
        Replay.Result<TakeAway.Pile> r = Replay.run(take, take.initial(), List.of(TAKE1, TAKE2, TAKE1));
        assertThat(r.finalState()).isEqualTo(new TakeAway.Pile(0, TakeAway.B));
        assertThat(r.outcome()).contains(Outcome.win(TakeAway.A));
        assertThat(r.endedAt()).isEqualTo(3);
    }

    @Test
    void replayEqualsFoldingApply() {
        List<TakeAway.Take> moves = List.of(TAKE1, TAKE1, TAKE2);
        TakeAway.Pile folded = take.initial();
        for (TakeAway.Take m : moves) folded = take.apply(folded, m);
        assertThat(Replay.run(take, take.initial(), moves).finalState()).isEqualTo(folded);
    }

    @Test
    void movesAfterTheEndAreRejectedInStrictModeAndIgnoredInLenientMode() {
        List<TakeAway.Take> moves = List.of(TAKE2, TAKE2, TAKE1);
        assertThatThrownBy(() -> Replay.run(take, take.initial(), moves))
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining("move 3").hasMessageContaining("after the end");
        Replay.Result<TakeAway.Pile> lenient = Replay.run(take, take.initial(), moves, false);
        assertThat(lenient.outcome()).contains(Outcome.win(TakeAway.B));
        assertThat(lenient.endedAt()).isEqualTo(2);
    }

    @Test
    void anIllegalMoveFailsTheReplayInBothModes() {
        List<TakeAway.Take> moves = List.of(TAKE2, TAKE1, TAKE2); // 1 stone left: take2 undefined
        assertThatThrownBy(() -> Replay.run(take, take.initial(), moves)).isInstanceOf(IllegalMoveException.class).hasMessageContaining("move 3");
        assertThatThrownBy(() -> Replay.run(take, take.initial(), moves, false)).isInstanceOf(IllegalMoveException.class);
    }

    @Test
    void anUnfinishedReplayHasNoOutcome() {
        TicTacToe ttt = new TicTacToe();
        Replay.Result<TicTacToe.Board> r = Replay.run(ttt, ttt.initial(), List.of(4, 0));
        assertThat(r.finalState()).isEqualTo(TicTacToe.position("O...X...."));
        assertThat(r.outcome()).isEmpty();
        assertThat(r.endedAt()).isEqualTo(-1);
    }
}
