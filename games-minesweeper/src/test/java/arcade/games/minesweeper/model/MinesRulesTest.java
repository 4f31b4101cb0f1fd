package arcade.games.minesweeper.model;

import arcade.api.model.GameId;
import arcade.api.model.IllegalMoveException;
import arcade.api.model.MoveFormatException;
import arcade.api.model.NodeKind;
import arcade.api.model.ParamsException;
import arcade.api.model.PlayerId;
import arcade.api.session.Rng;
import arcade.api.session.Session;
import org.junit.jupiter.api.Test;

import java.util.BitSet;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class MinesRulesTest {
    private final MinesRules rules = MinesRules.INSTANCE;

    /** A board from rows of '*' (mine) and '.' (safe). */
    static MinesState board(FirstClick rule, String... rows) {
        BitSet mines = new BitSet();
        int w = rows[0].length();
        for (int y = 0; y < rows.length; y++) for (int x = 0; x < w; x++) if (rows[y].charAt(x) == '*') mines.set(y * w + x);
        return MinesState.withLayout(new MinesParams(w, rows.length, mines.cardinality(), rule), mines);
    }

    private static final String[] CORNER = {
            "..*..",
            "..*..",
            "..*..",
            ".....",
            "*...*"};

    /** Reveals every safe cell still hidden. */
    private MinesState clearAll(MinesState s) {
        for (int i = 0; i < s.grid().cells() && !s.over(); i++)
            if (!s.isMine(i) && s.cover(i) != MinesState.OPEN) s = rules.apply(s, MinesMove.reveal(s.grid().x(i), s.grid().y(i)));
        return s;
    }

    @Test void revealingAZeroOpensItsRegionUpToTheNumbers() {
        MinesState s = rules.apply(board(FirstClick.ZERO, CORNER), MinesMove.reveal(0, 0));
        assertThat(s.view().toString()).isEqualTo("02.../03.../02.../12.../...../");
        assertThat(s.over()).isFalse();
    }

    @Test void revealingTheLastSafeCellWinsAndFlagsTheMines() {
        MinesState s = rules.apply(board(FirstClick.ZERO, CORNER), MinesMove.reveal(0, 0));
        s = clearAll(s);
        assertThat(s.won()).isTrue();
        assertThat(rules.outcome(s)).contains(arcade.api.model.Outcome.win(MinesRules.PLAYER));
        assertThat(s.flagCount()).isEqualTo(5);
        assertThat(rules.kind(s)).isEqualTo(NodeKind.TERMINAL);
    }

    @Test void revealingAMineLosesAndNamesTheFatalCell() {
        MinesState s = rules.apply(board(FirstClick.ZERO, CORNER), MinesMove.reveal(0, 0));
        s = rules.apply(s, MinesMove.reveal(4, 4));
        assertThat(s.lost()).isTrue();
        assertThat(s.fatalCell()).isEqualTo(24);
        assertThat(rules.outcome(s)).contains(arcade.api.model.Outcome.win(PlayerId.HOUSE));
        assertThat(rules.legalMoves(s)).isEmpty();
    }

    @Test void chordingOpensTheUnflaggedNeighboursOfASatisfiedNumber() {
        MinesState s = rules.apply(board(FirstClick.ZERO, CORNER), MinesMove.reveal(0, 0));
        assertThat(rules.isLegal(s, MinesMove.chord(0, 3))).isFalse(); // its mine is not flagged yet
        s = rules.apply(s, MinesMove.flag(0, 4));
        assertThat(s.minesLeft()).isEqualTo(4);
        s = rules.apply(s, MinesMove.chord(0, 3));
        assertThat(s.cover(s.grid().index(1, 4))).isEqualTo(MinesState.OPEN);
        assertThat(s.cover(s.grid().index(0, 4))).isEqualTo(MinesState.FLAGGED);
    }

    @Test void chordingWithAWrongFlagExplodes() {
        MinesState s = rules.apply(board(FirstClick.ZERO, CORNER), MinesMove.reveal(0, 0));
        s = rules.apply(s, MinesMove.flag(1, 4));   // wrong: (0,4) is the mine
        s = rules.apply(s, MinesMove.chord(0, 3));
        assertThat(s.lost()).isTrue();
        assertThat(s.fatalCell()).isEqualTo(s.grid().index(0, 4));
    }

    @Test void aFlaggedCellCannotBeRevealedAndFlagsToggle() {
        MinesState s = rules.apply(board(FirstClick.ZERO, CORNER), MinesMove.flag(2, 2));
        assertThatThrownBy(() -> rules.apply(s, MinesMove.reveal(2, 2))).isInstanceOf(IllegalMoveException.class);
        MinesState back = rules.apply(s, MinesMove.flag(2, 2));
        assertThat(back.flagCount()).isZero();
        MinesState marked = rules.apply(back, new MinesMove(MinesMove.Action.MARK, 2, 2));
        assertThat(marked.view().at(2, 2)).isEqualTo(PlayerBoard.MARK);
        assertThat(rules.isLegal(marked, MinesMove.reveal(2, 2))).isTrue();
    }

    /** Every first-click rule, on a 5×5 board full enough that the rule decides where mines may go. */
    @Test void zeroRuleKeepsTheClickedCellAndItsNeighboursFree() {
        for (long seed = 1; seed <= 50; seed++) {
            MinesState s = firstReveal(new MinesParams(5, 5, 16, FirstClick.ZERO), seed, 2, 2);
            assertThat(s.view().at(2, 2)).isEqualTo((byte) 0);
            for (int dy = -1; dy <= 1; dy++) for (int dx = -1; dx <= 1; dx++) assertThat(s.isMine(s.grid().index(2 + dx, 2 + dy))).isFalse();
        }
    }

    @Test void safeRuleKeepsOnlyTheClickedCellFree() {
        boolean neighbourMine = false;
        for (long seed = 1; seed <= 50; seed++) {
            MinesState s = firstReveal(new MinesParams(5, 5, 16, FirstClick.SAFE), seed, 2, 2);
            assertThat(s.lost()).isFalse();
            assertThat(s.isMine(12)).isFalse();
            for (int n : s.grid().neighbours(12)) neighbourMine |= s.isMine(n);
        }
        assertThat(neighbourMine).isTrue();
    }

    @Test void noneRuleCanLoseOnTheFirstClick() {
        int lost = 0;
        for (long seed = 1; seed <= 50; seed++) if (firstReveal(new MinesParams(5, 5, 16, FirstClick.NONE), seed, 2, 2).lost()) lost++;
        assertThat(lost).isBetween(20, 45); // 16 of 25 cells are mines
    }

    @Test void aLayoutBreakingTheFirstClickRuleIsRefused() {
        MinesParams p = new MinesParams(5, 5, 1, FirstClick.ZERO);
        MinesState waiting = rules.apply(MinesState.fresh(p, 1), MinesMove.reveal(0, 0));
        BitSet bad = new BitSet();
        bad.set(6); // (1,1) next to the click
        assertThatThrownBy(() -> rules.applyChance(waiting, Layout.encode(bad, 25))).isInstanceOf(MoveFormatException.class);
        assertThatThrownBy(() -> rules.applyChance(waiting, "zz")).isInstanceOf(MoveFormatException.class);
    }

    @Test void theSameSeedAndFirstClickGiveTheSameBoard() {
        MinesParams p = MinesParams.EXPERT;
        MinesState a = firstReveal(p, 77, 10, 5), b = firstReveal(p, 77, 10, 5), c = firstReveal(p, 78, 10, 5);
        assertThat(a.layoutText()).isEqualTo(b.layoutText()).isNotEqualTo(c.layoutText());
        assertThat(a).isEqualTo(b);
    }

    @Test void undoAfterALossIsAllowedAndCounted() {
        MinesState start = board(FirstClick.ZERO, CORNER);
        Session<MinesState, MinesMove> session = Session.newGame(MinesDefinition.INSTANCE, GameId.described(start.params().text(), start.layoutText()), () -> 0L);
        session.play(MinesMove.reveal(0, 0));
        session.play(MinesMove.reveal(4, 4));
        assertThat(session.isOver()).isTrue();
        session.undo();
        assertThat(session.isOver()).isFalse();
        assertThat(session.undoCount()).isEqualTo(1);
        assertThat(session.isAssisted()).isTrue();
        MinesState s = session.state();
        for (int i = 0; i < 25; i++) if (!s.isMine(i) && session.state().cover(i) != MinesState.OPEN && !session.isOver())
            session.play(MinesMove.reveal(i % 5, i / 5));
        assertThat(session.state().won()).isTrue();
    }

    @Test void theFirstClickIsOneUndoStepWithItsLayout() {
        Session<MinesState, MinesMove> session = Session.newGame(MinesDefinition.INSTANCE, GameId.seeded("9x9-10-zero", 5), () -> 0L);
        MinesState waiting = rules.apply(session.state(), MinesMove.reveal(4, 4));
        session.perform(List.of(Session.Step.move(MinesMove.reveal(4, 4)), Session.Step.chance(rules.layoutFor(waiting))));
        assertThat(session.state().minesLaid()).isTrue();
        assertThat(session.state().openedCount()).isGreaterThanOrEqualTo(9);
        session.undo();
        assertThat(session.state().started()).isFalse();
    }

    @Test void paramsTextRoundTripsAndBadSizesGetPlainMessages() {
        assertThat(MinesParams.CODEC.normalize("30x16-99")).isEqualTo("30x16-99-zero");
        assertThat(MinesParams.CODEC.normalize("9X9-10-SAFE")).isEqualTo("9x9-10-safe");
        assertThatThrownBy(() -> MinesParams.CODEC.normalize("9x9-80")).isInstanceOf(ParamsException.class).hasMessageContaining("from 1 to 72 mines");
        assertThatThrownBy(() -> MinesParams.CODEC.normalize("4x9-3")).isInstanceOf(ParamsException.class).hasMessageContaining("width must be from 5 to 100");
        assertThatThrownBy(() -> MinesDefinition.INSTANCE.initialState(GameId.described("5x5-1", "00"))).isInstanceOf(ParamsException.class);
        assertThat(MinesParams.preset("expert")).isEqualTo(MinesParams.EXPERT);
    }

    @Test void theNoGuessOptionIsWrittenNgAndNeedsTheZeroRuleAndRoomToDeduce() {
        assertThat(MinesParams.CODEC.parse("30x16-99-zero-ng")).isEqualTo(MinesParams.EXPERT.withNoGuess(true));
        assertThat(MinesParams.CODEC.normalize("9x9-10-ng")).isEqualTo("9x9-10-zero-ng");
        assertThat(MinesParams.preset("expert-ng").noGuess()).isTrue();
        assertThat(MinesDefinition.INSTANCE.describeParams("9x9-10-ng")).contains("no guessing needed");
        assertThatThrownBy(() -> MinesParams.CODEC.normalize("9x9-10-safe-ng")).isInstanceOf(ParamsException.class).hasMessageContaining("rule zero");
        assertThatThrownBy(() -> MinesParams.CODEC.normalize("9x9-30-ng")).isInstanceOf(ParamsException.class).hasMessageContaining("at most 20 mines");
        assertThatThrownBy(() -> MinesParams.CODEC.normalize("9x9-10-ng-zero")).isInstanceOf(ParamsException.class).hasMessageContaining("9x9-10-zero-ng");
    }

    private MinesState firstReveal(MinesParams p, long seed, int x, int y) {
        MinesState waiting = rules.apply(MinesState.fresh(p, seed), MinesMove.reveal(x, y));
        assertThat(rules.kind(waiting)).isEqualTo(NodeKind.CHANCE);
        return rules.applyChance(waiting, rules.sampleChanceEvent(waiting, new Rng(seed)));
    }
}
