package arcade.games.solitaire.model;

import arcade.api.model.GameId;
import arcade.api.model.IllegalMoveException;
import arcade.api.model.Outcome;
import arcade.api.model.ParamsException;
import arcade.api.model.PlayerId;
import arcade.api.session.Session;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static arcade.games.solitaire.model.KlondikeMove.parse;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class KlondikeRulesTest {
    private final KlondikeRules rules = KlondikeRules.INSTANCE;
    private final KlondikeDefinition def = KlondikeDefinition.INSTANCE;

    private static List<String> texts(List<KlondikeMove> moves) { return moves.stream().map(KlondikeMove::text).toList(); }

    @Test void theSameSeedDealsTheSameCardsAndEveryCardOnce() {
        KlondikeState a = def.initialState(GameId.parse("draw1-3passes#12345"));
        KlondikeState b = def.initialState(GameId.parse("draw1-3passes#12345"));
        KlondikeState c = def.initialState(GameId.parse("draw1-3passes#12346"));
        assertThat(a).isEqualTo(b);
        assertThat(a).isNotEqualTo(c);
        int[] deal = Deal.of(a);
        Set<Integer> cards = new HashSet<>();
        for (int x : deal) cards.add(x);
        assertThat(cards).hasSize(52);
        for (int col = 0; col < 7; col++) {
            assertThat(a.columnSize(col)).isEqualTo(col + 1);
            assertThat(a.faceUp(col)).isEqualTo(1);
        }
        assertThat(a.stockSize()).isEqualTo(24);
    }

    @Test void aDealTextRoundTripsAndBadDealsAreRefusedInWords() {
        KlondikeState a = def.initialState(GameId.parse("draw3-unlimited#7"));
        String text = Deal.format(Deal.of(a));
        assertThat(def.initialState(GameId.described("draw3-unlimited", text))).isEqualTo(a);
        assertThatThrownBy(() -> Deal.parse(text.substring(3))).isInstanceOf(ParamsException.class).hasMessageContaining("52 cards");
        assertThatThrownBy(() -> Deal.parse("AS " + text.substring(3))).isInstanceOf(ParamsException.class).hasMessageContaining("twice");
        assertThatThrownBy(() -> Deal.parse("XX" + text.substring(2))).isInstanceOf(ParamsException.class).hasMessageContaining("not a card");
    }

    @Test void columnsTakeTheOtherColourOneRankLowerAndKingsOnEmptyColumns() {
        KlondikeState s = Positions.draw1()
                .column(0, "*2C 9H").column(1, "8S").column(2, "8D").column(3, "").column(4, "*3C KD QC JH")
                .waste("TS").stock("5C").build();
        List<String> moves = texts(rules.legalMoves(s));
        assertThat(moves).contains("t2x1>t1", "t5x3>t4");
        assertThat(moves).doesNotContain("t3x1>t1", "t1x1>t4", "t5x1>t4", "t5x2>t4", "w>t1");
        assertThat(rules.isLegal(s, parse("t3x1>t1"))).as("red on red").isFalse();
        assertThat(rules.isLegal(s, parse("t2x1>t1"))).as("black 8 on red 9").isTrue();
        assertThatThrownBy(() -> rules.apply(s, parse("t3x1>t1"))).isInstanceOf(IllegalMoveException.class);
        KlondikeState after = rules.apply(s, parse("t5x3>t4"));
        assertThat(after.faceUp(4)).as("the face-down three turns up").isEqualTo(1);
        assertThat(after.top(4)).isEqualTo(Cards.parse("3C"));
        assertThat(after.columnSize(3)).isEqualTo(3);
    }

    @Test void foundationsBuildBySuitFromTheAceAndCardsMayComeBack() {
        KlondikeState s = Positions.draw1().column(0, "2H").column(1, "2S").column(2, "3C").home(0, 0, 1, 0).waste("AS").build();
        assertThat(texts(rules.legalMoves(s))).contains("t1>f", "w>f").doesNotContain("t2>f", "t3>f");
        KlondikeState t = rules.apply(rules.apply(s, parse("t1>f")), parse("w>f"));
        assertThat(t.foundationHeight(2)).isEqualTo(2);
        assertThat(t.foundationHeight(3)).isEqualTo(1);
        assertThat(rules.isLegal(t, parse("fH>t3"))).as("red 2 back onto black 3").isTrue();
        assertThat(rules.isLegal(t, parse("fS>t3"))).as("an ace lands on nothing").isFalse();
        KlondikeState back = rules.apply(t, parse("fH>t3"));
        assertThat(back.foundationHeight(2)).isEqualTo(1);
        assertThat(back.top(2)).isEqualTo(Cards.parse("2H"));
    }

    @Test void drawOneCyclesTheStockInTheSameOrderAndStopsAfterThreePasses() {
        KlondikeState s = Positions.draw1().column(0, "KS").stock("5C 6D 7H").build();
        List<Integer> firstPass = new ArrayList<>(), secondPass = new ArrayList<>();
        for (int i = 0; i < 3; i++) { s = rules.apply(s, KlondikeMove.DRAW); firstPass.add(s.wasteTop()); }
        assertThat(texts(rules.legalMoves(s))).contains("recycle").doesNotContain("draw");
        s = rules.apply(s, KlondikeMove.RECYCLE);
        assertThat(s.stockCard(0)).isEqualTo(Cards.parse("5C"));
        for (int i = 0; i < 3; i++) { s = rules.apply(s, KlondikeMove.DRAW); secondPass.add(s.wasteTop()); }
        assertThat(secondPass).isEqualTo(firstPass);
        s = rules.apply(s, KlondikeMove.RECYCLE);
        for (int i = 0; i < 3; i++) s = rules.apply(s, KlondikeMove.DRAW);
        assertThat(s.recycles()).isEqualTo(2);
        assertThat(rules.isLegal(s, KlondikeMove.RECYCLE)).as("a third recycle would start a fourth pass").isFalse();
        assertThat(rules.outcome(s)).as("nothing left to do: the house wins").contains(Outcome.win(PlayerId.HOUSE));
    }

    @Test void drawThreeTurnsThreeCardsAndUnlimitedPassesNeverRunOut() {
        KlondikeState s = Positions.with(new KlondikeParams(3, 0, Scoring.STANDARD)).column(0, "KS").stock("5C 6D 7H 8S").build();
        s = rules.apply(s, KlondikeMove.DRAW);
        assertThat(s.wasteTop()).isEqualTo(Cards.parse("7H"));
        assertThat(s.wasteSize()).isEqualTo(3);
        s = rules.apply(s, KlondikeMove.DRAW);
        assertThat(s.wasteTop()).isEqualTo(Cards.parse("8S"));
        for (int pass = 0; pass < 20; pass++) {
            s = rules.apply(s, KlondikeMove.RECYCLE);
            s = rules.apply(rules.apply(s, KlondikeMove.DRAW), KlondikeMove.DRAW);
        }
        assertThat(s.recycles()).isEqualTo(20);
        assertThat(rules.isLegal(s, KlondikeMove.RECYCLE)).isTrue();
    }

    @Test void theLastCardHomeWins() {
        KlondikeState s = Positions.draw1().column(0, "KS").home(13, 13, 13, 12).build();
        assertThat(rules.outcome(s)).isEmpty();
        KlondikeState won = rules.apply(s, parse("t1>f"));
        assertThat(rules.outcome(won)).contains(Outcome.win(KlondikeRules.PLAYER));
        assertThat(rules.legalMoves(won)).isEmpty();
    }

    @Test void safeCardsGoHomeAndTheFinishIsOneUndoStep() {
        KlondikeState s = Positions.draw1().column(0, "KH QS").column(1, "KS QH").home(13, 13, 11, 11).build();
        assertThat(AutoMoves.isSafeHome(s, Cards.parse("QS"))).isTrue();
        List<KlondikeMove> finish = AutoMoves.finish(s);
        assertThat(finish).hasSize(4);
        Session<KlondikeState, KlondikeMove> session = Session.start(rules, GameId.seeded("draw1-3passes", 1), s);
        session.play(finish);
        assertThat(session.state().isWon()).isTrue();
        session.undo();
        assertThat(session.state()).isEqualTo(s);
        KlondikeState notSafe = Positions.draw1().column(0, "4H").home(1, 3, 3, 2).build();
        assertThat(AutoMoves.isSafeHome(notSafe, Cards.parse("4H"))).as("the 3 of clubs may still need the red 4").isFalse();
    }

    @Test void scoringFollowsTheChosenScheme() {
        KlondikeState std = Positions.draw1().column(0, "*5C AH").waste("2S").build();
        KlondikeState t = rules.apply(std, parse("t1>f"));
        assertThat(t.score()).as("+10 home, +5 for the card turned up").isEqualTo(15);
        KlondikeState vegas = Deal.initialState(new KlondikeParams(3, 0, Scoring.VEGAS), Deal.fromSeed(3));
        assertThat(vegas.score()).isEqualTo(-52);
    }

    @Test void paramsTextRoundTripsAndNamesThePresets() {
        KlondikeParamsCodec codec = def.params();
        assertThat(codec.normalize("DRAW3-unlimited-standard")).isEqualTo("draw3-unlimited");
        assertThat(codec.parse("draw1-1pass-vegas")).isEqualTo(new KlondikeParams(1, 1, Scoring.VEGAS));
        assertThat(def.describeParams("draw1-5passes-noscore")).isEqualTo("Draw 1, 5 passes, no score");
        assertThatThrownBy(() -> codec.normalize("draw2-unlimited")).isInstanceOf(ParamsException.class).hasMessageContaining("one or three");
    }
}
