package arcade.api.analysis;

import arcade.api.model.Outcome;
import arcade.api.session.Rng;
import arcade.api.testing.CoinGame;
import arcade.api.testing.DefectGames;
import arcade.api.testing.TakeAway;
import arcade.api.testing.TicTacToe;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class TextSessionTest {

    @Test
    void listsEveryLegalMoveWithAUniqueStableLabel() {
        TicTacToe ttt = new TicTacToe();
        TextSession<TicTacToe.Board, Integer> ts = new TextSession<>(ttt, 1);
        List<TextSession.Option<Integer>> options = ts.options(TicTacToe.position("XX.OO...."));
        assertThat(options).extracting(TextSession.Option::label).containsExactly("2", "5", "6", "7", "8");
        assertThat(options).extracting(TextSession.Option::number).containsExactly(1, 2, 3, 4, 5);
        assertThat(ts.options(TicTacToe.position("XX.OO...."))).isEqualTo(options);
    }

    @Test
    void choosingALabelAppliesExactlyThatMove() {
        TakeAway take = new TakeAway();
        StringWriter out = new StringWriter();
        TextSession.Result<TakeAway.Pile> r = new TextSession<>(take, 1)
                .play(take.initial(), new StringReader("take1\n2\nnonsense\n#1\n"), new PrintWriter(out));
        // take1 (4→3), option 2 = take2 (3→1), a bad line, then option 1 = take1 (1→0): A took the last stone.
        assertThat(r.outcome()).contains(Outcome.win(TakeAway.A));
        assertThat(r.steps()).isEqualTo(3);
        assertThat(r.quit()).isFalse();
        assertThat(out.toString()).contains("(4,A)", "A to move:", "1) take1", "2) take2", "Unknown choice 'nonsense'", "Game over: win:A");
    }

    @Test
    void labelsThatLookLikeNumbersWinOverOptionNumbers() {
        TicTacToe ttt = new TicTacToe();
        TextSession.Result<TicTacToe.Board> r = new TextSession<>(ttt, 1)
                .play(ttt.initial(), new StringReader("4\n#1\nquit\n"), new PrintWriter(new StringWriter()));
        assertThat(r.finalState()).isEqualTo(TicTacToe.position("O...X...."));
        assertThat(r.quit()).isTrue();
        assertThat(r.outcome()).isEmpty();
    }

    @Test
    void chanceIsOfferedAsAnOptionAndDrawnFromTheSeed() {
        StringWriter out = new StringWriter();
        TextSession.Result<String> a = new TextSession<>(CoinGame.rules(), String::valueOf, new Rng(7))
                .play("c0", new StringReader("1\n1\n1\n"), new PrintWriter(out));
        TextSession.Result<String> b = new TextSession<>(CoinGame.rules(), String::valueOf, new Rng(7))
                .play("c0", new StringReader("1\n1\n1\n"), new PrintWriter(new StringWriter()));
        assertThat(a.finalState()).isEqualTo(b.finalState());
        assertThat(a.outcome()).isPresent();
        assertThat(out.toString()).contains("(chance: heads 0.5000, tails 0.5000)", "Chance: ");
    }

    @Test
    void endOfInputAndDeadEndsStopTheLoop() {
        TextSession.Result<String> eof = new TextSession<>(DefectGames.deadEnd(), 1).play("s", new StringReader(""), new PrintWriter(new StringWriter()));
        assertThat(eof.quit()).isTrue();
        StringWriter out = new StringWriter();
        TextSession.Result<String> stuck = new TextSession<>(DefectGames.deadEnd(), 1).play("s", new StringReader("go\n"), new PrintWriter(out));
        assertThat(stuck.finalState()).isEqualTo("x");
        assertThat(stuck.quit()).isFalse();
        assertThat(out.toString()).contains("not totally defined");
    }
}
